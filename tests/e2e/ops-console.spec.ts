// The console's door in Chromium, in English and Arabic: staff sign in with a passkey and the console opens (the audit
// log here); a signed-out visitor finds nothing at /ops.
import { test, expect } from "./fixtures.ts";
import { signInAsStaff } from "./staff.ts";

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: an operator signs in with a passkey and reads the audit log`, async ({ page }) => {
    await signInAsStaff(page, { role: "operator", locale, next: "/ops/audit" });
    await expect(page.locator("html")).toHaveAttribute("dir", locale === "ar" ? "rtl" : "ltr");
    await expect(page.getByTestId("ops-viewer")).toHaveAttribute("data-role", "operator");
    await expect(page.getByTestId("ops-nav-audit")).toHaveAttribute("aria-current", "page");
    await expect(page.getByTestId("ops-nav-staff")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test(`${locale}: marketing, signed in, still finds no audit log`, async ({ page }) => {
    await signInAsStaff(page, { role: "marketing", locale, next: "/ops/audit" });
    const res = await page.goto(`${prefix}/ops/audit`);
    expect(res?.status()).toBe(404);
  });

  test(`${locale}: a visitor who is not staff finds nothing under /ops`, async ({ page }) => {
    for (const path of ["/ops", "/ops/audit", "/ops/bookings"]) {
      const res = await page.goto(`${prefix}${path}`);
      expect(res?.status(), path).toBe(404);
    }
  });
}
