// Folded page sections (<details>): opened on wide screens where there is room for them, and opened whenever a
// link or the address's #hash points at one (or at something inside one), so anchors keep working.
const WIDE = "(min-width: 1024px)";

function openAround(hash: string): void {
  if (hash.length < 2) return;
  let target: Element | null = null;
  try {
    target = document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return;
  }
  if (!target) return;
  const inside = target.matches("details") ? target : target.querySelector(":scope > details");
  if (inside instanceof HTMLDetailsElement) inside.open = true;
  for (let d = target.closest("details"); d; d = d.parentElement?.closest("details") ?? null) d.open = true;
}

export function openDisclosures(): void {
  if (window.matchMedia(WIDE).matches) {
    for (const d of document.querySelectorAll<HTMLDetailsElement>("details[data-open-wide]")) d.open = true;
  }
  openAround(location.hash);
  window.addEventListener("hashchange", () => openAround(location.hash));
  // A click on a link to the hash already in the address fires no hashchange.
  document.addEventListener("click", (event) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href^="#"]');
    if (anchor) openAround(anchor.getAttribute("href")!);
  });
}
