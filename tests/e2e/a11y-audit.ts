// What the accessibility audit (accessibility.spec.ts) does on each page a journey reaches: html-validate on the HTML
// the server sent for it (once per document: the markup does not depend on the width), then axe at a phone's width
// and a laptop's, each after the page has settled. Soft assertions, so one run lists every page that fails, each named
// by page, locale, width and who is signed in; each check is also an annotation of the test (what a report counts).
import type { Page, Response } from "@playwright/test";
import { expect, islandsHydrated, test } from "./fixtures.ts";
import { axeProblems, htmlProblems } from "./a11y.ts";

export const AUDIT_WIDTHS = [390, 1366] as const;
export type Visitor = "signed out" | "signed in" | "staff";

/**
 * Follows `page`'s documents (GET or a form's POST) so each is validated once, from the very bytes the browser got:
 * signed-in pages need no second request, and a page a POST answered is not posted again.
 */
export class Audit {
  private latest: Response | null = null;
  private validated = new Set<Response>();

  constructor(
    private readonly page: Page,
    private readonly locale: string,
    private readonly visitor: Visitor,
  ) {
    page.on("response", (response) => {
      const request = response.request();
      const redirect = response.status() >= 300 && response.status() < 400;
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !redirect) this.latest = response;
    });
  }

  /** The page as it stands: its document validated (if not already), then axe at each width; ends at the first. */
  async check(label: string): Promise<void> {
    const page = this.page;
    const name = (width?: number) =>
      `${label} (${this.locale}, ${width ? `${width} px, ` : ""}${this.visitor}, ${page.url().replace(/^https?:\/\/[^/]+/, "")})`;
    const document = this.latest;
    if (document && !this.validated.has(document)) {
      this.validated.add(document);
      test.info().annotations.push({ type: "html-validate", description: name() });
      expect.soft(await htmlProblems(await document.text()), `html-validate on ${name()}`).toEqual([]);
    }
    const height = page.viewportSize()?.height ?? 844;
    for (const width of AUDIT_WIDTHS) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
      await settled(page);
      test.info().annotations.push({ type: "axe", description: name(width) });
      expect.soft(await axeProblems(page), `axe (WCAG 2.2 AA) on ${name(width)}`).toEqual([]);
    }
    await page.setViewportSize({ width: AUDIT_WIDTHS[0], height });
  }
}

/**
 * The page settled: fonts loaded, the islands due by now hydrated (a new width can bring one into view), a frame for
 * layout, and any short transition (a drawer, a toast, a view transition) finished, so axe sees final colours.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await islandsHydrated(page);
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === "running" && Number(a.effect?.getComputedTiming().endTime) < 2000);
    await Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((done) => setTimeout(done, 2000)),
    ]);
  });
}
