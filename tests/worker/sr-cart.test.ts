// The cart page as a screen reader reads it, in English and Arabic: a changed price says "was … now …" (the arrow the
// page shows is hidden from it), the total is one sentence, and each item's Remove button names its item.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html, Jar, ORIGIN } from "./helpers.ts";
import { makeActivity, makeSlot, setSlotPrice } from "../fixtures/cart-factories.ts";

const db = env.DB;

async function addOne(jar: Jar, slot: number) {
  const body = new URLSearchParams({ slotId: String(slot), "counts.adult": "1" });
  const res = await get("/cart/items", { method: "POST", headers: { origin: ORIGIN, cookie: jar.header }, body });
  jar.take(res);
}

/** What a screen reader is given: aria-hidden elements left out, tags dropped, bidi marks and spaces evened. */
function spoken(markup: string): string {
  let text = markup.replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, "");
  // Innermost first: an aria-hidden element with no element of its own tag inside.
  for (let before = ""; before !== text; ) {
    before = text;
    text = text.replace(/<(\w+)\b[^>]*aria-hidden="true"[^>]*>(?:(?!<\1\b)[\s\S])*?<\/\1>/g, "");
  }
  return text
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();
}

describe.each([
  ["", "Price changed: was AED 200, now AED 250", "Total: AED 250.00", "Remove"],
  ["/ar", "تغيّر السعر: كان 200 د.إ.، وأصبح 250 د.إ.", "الإجمالي: 250.00 د.إ.", "إزالة"],
])("the cart page (%s)", (prefix, changed, total, remove) => {
  it("says a changed price, the total and what each Remove removes as sentences", async () => {
    const activity = await makeActivity(db, {});
    const slot = await makeSlot(db, activity, { price: 20000, capacity: 30 });
    const jar = new Jar();
    await addOne(jar, slot);
    await setSlotPrice(db, slot, 25000);
    const { body } = await html(`${prefix}/cart`, { headers: { cookie: jar.header } });
    const said = spoken(body);
    expect(said).toContain(changed);
    expect(said).not.toContain("→");
    expect(said).not.toContain("←");
    expect(said).toContain(total);
    const title = /<h2[^>]*>\s*<a[^>]*>([^<]+)<\/a>/.exec(body)?.[1];
    expect(title).toBeTruthy();
    expect(body).toMatch(new RegExp(`aria-label="${remove} ${title}[^"]*"[^>]*data-testid="remove-item"`));
  });
});
