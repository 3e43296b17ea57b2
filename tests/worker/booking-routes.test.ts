// The booking sections are known to the router: their two-segment paths answer from their own routes instead of being
// read as city + activity (spec §2's rule would turn /checkout/success into /things-to-do-in-checkout/success).
import { describe, expect, it } from "vitest";
import { builtInRedirect, isKnownSection } from "../../worker/routing/rules.ts";
import { get } from "./helpers.ts";

const PAGES = [
  "/cart",
  "/checkout",
  "/checkout/success",
  "/checkout/error",
  "/checkout/on_hold",
  "/checkout/return",
  "/pay/sbx_000000000000000000000000",
];
/** The local outbox is a developer's tool, in English only. */
const SECTION_PATHS = [...PAGES, "/dev/outbox"];

describe("booking sections", () => {
  it("are known sections, so the city/activity rule never claims them", () => {
    for (const section of ["cart", "checkout", "pay", "dev"]) expect(isKnownSection(section)).toBe(true);
    for (const path of SECTION_PATHS) {
      for (const layout of ["default", "supplier"] as const) expect(builtInRedirect(path, layout)).toBeNull();
    }
  });

  it.each([...SECTION_PATHS, ...PAGES.map((path) => `/ar${path}`)])("%s answers from its own route", async (path) => {
    const res = await get(path);
    const location = res.headers.get("location") ?? "";
    expect(location).not.toMatch(/things-to-do-in-|\/experiences\//);
    // A page of its own (200), a refusal of its own (400 for a return without a payment, 404 for an unknown order or
    // payment), or its own redirect (an empty checkout goes back to the cart): never the router's 301.
    expect([200, 303, 400, 404]).toContain(res.status);
    if (res.status === 303) expect(location).toMatch(/\/cart$/);
    expect(res.headers.get("cache-control") ?? "").toMatch(/no-store/);
  });
});
