// The account sections are known to the router (their two-segment paths answer from their own routes instead of being
// read as city + activity), and every account page is personal: `private, no-store`, never indexed.
import { describe, expect, it } from "vitest";
import { builtInRedirect, isKnownSection } from "../../worker/routing/rules.ts";
import { get } from "./helpers.ts";

/** Pages a signed-out visitor can open, and what each answers: the page itself, or the way to sign in. */
const PAGES: [path: string, status: number][] = [
  ["/auth/login", 200],
  ["/auth/sign-up", 200],
  ["/auth/forgot-password", 200],
  ["/auth/reset-link-sent", 200],
  ["/auth/check-email", 200],
  // a link that is not one of ours says so (400), on a page of its own
  ["/auth/reset-password?token=x", 400],
  ["/invoices", 200],
  ["/manage-booking", 200],
  ["/account", 303],
  ["/invoices/RH-AAAAAAAA", 303],
  ["/reviews/new?activity=anything", 303],
];

describe("account sections", () => {
  it("are known sections, so the city/activity rule never claims their two-segment paths", () => {
    for (const section of [
      "auth",
      "account",
      "invoices",
      "manage-booking",
      "vouchers",
      "bookings",
      "reviews",
      "offers",
    ])
      expect(isKnownSection(section)).toBe(true);
    for (const path of [
      "/auth/login",
      "/invoices/RH-AAAAAAAA",
      "/vouchers/RB-AAAAAAAA",
      "/manage-booking/sent",
      "/reviews/new",
      "/offers/OF-AAAAAAAA",
    ]) {
      for (const layout of ["default", "supplier"] as const) expect(builtInRedirect(path, layout)).toBeNull();
    }
  });

  it.each([...PAGES, ...PAGES.map(([path, status]) => [`/ar${path}`, status] as [string, number])])(
    "%s answers %i from its own route, privately",
    async (path, status) => {
      const res = await get(path);
      expect(res.status).toBe(status);
      expect(res.headers.get("cache-control") ?? "").toMatch(/private, no-store|no-store/);
      if (status === 303) {
        const location = res.headers.get("location") ?? "";
        const locale = path.startsWith("/ar/") ? "/ar" : "";
        expect(location.startsWith(`${locale}/auth/login?next=`)).toBe(true);
        expect(decodeURIComponent(location.split("next=")[1]!)).toBe(path);
      } else {
        const body = await res.text();
        expect(body).toMatch(/<meta name="robots" content="noindex/);
        expect(body).toContain(path.startsWith("/ar/") ? 'dir="rtl"' : 'dir="ltr"');
      }
    },
  );

  it("leaves unknown vouchers and offers at 404, never a sign-in detour that would confirm they exist", async () => {
    for (const path of ["/vouchers/RB-AAAAAAAA", "/offers/OF-AAAAAAAA", "/ar/vouchers/RB-AAAAAAAA"])
      expect((await get(path)).status).toBe(404);
  });
});
