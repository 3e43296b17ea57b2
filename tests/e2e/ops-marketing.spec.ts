// Marketing in the browser, in English and Arabic: a marketer signs in with a passkey, adds a redirect in the console,
// and the very next request for that path follows it (then deletes it, and the path answers as before). Also shows
// the console's redirects, site settings (with a preview) and staff pages at 390 and 1366 px, saved as screenshots.
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures.ts";
import { signInAsStaff } from "./staff.ts";

/** Where the pages' screenshots go: outside the repository. */
const SHOTS = process.env.SHOTS_DIR ?? join(tmpdir(), "shots-marketing");
const WIDTHS = [390, 1366] as const;

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
}

for (const locale of ["en", "ar"] as const) {
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: marketing adds a redirect in the console, and the next request follows it`, async ({
    page,
    consoleProblems,
  }) => {
    await signInAsStaff(page, { role: "marketing", locale, next: "/ops/redirects" });
    await expect(page.getByTestId("ops-viewer")).toHaveAttribute("data-role", "marketing");
    await expect(page.getByTestId("ops-nav-redirects")).toHaveAttribute("aria-current", "page");
    // Marketing sees no bookings, inbox or staff in its navigation.
    await expect(page.getByTestId("ops-nav-bookings")).toHaveCount(0);
    await expect(page.getByTestId("ops-nav-staff")).toHaveCount(0);

    // A path of this run's own (and locale's), so runs and the two locales never meet.
    const from = `/e2e-campaign-${locale}-${Date.now().toString(36)}`;
    const form = page.getByTestId("redirect-form");
    await form.locator('input[name="from"]').fill(from);
    await form.locator('input[name="to"]').fill("/faq");
    await form.locator('select[name="status"]').selectOption("302");
    await page.getByTestId("redirect-save").click();
    await expect(page.getByTestId("ops-ok")).toContainText(from);
    await expect(page.locator(`[data-testid="redirect-row"][data-from="${from}"]`)).toContainText("/faq");

    // The next request for the path follows the rule, in the page's language.
    const answer = await page.request.get(`${prefix}${from}?utm_source=e2e`, { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe(`${prefix}/faq?utm_source=e2e`);
    await page.goto(`${prefix}${from}`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));

    // A two-hop chain is refused in the same form, and the values stay.
    await page.goto(`${prefix}/ops/redirects`);
    await form.locator('input[name="from"]').fill(`${from}-again`);
    await form.locator('input[name="to"]').fill(from);
    await page.getByTestId("redirect-save").click();
    await expect(page.getByTestId("redirect-problems")).toBeVisible();
    await expect(form.locator('input[name="to"]')).toHaveValue(from);
    await shoot(page, `redirects-refused-${locale}`);

    // Deleted, the path answers as it did before.
    await page.goto(`${prefix}/ops/redirects?q=${encodeURIComponent(from)}`);
    await page.locator(`[data-testid="redirect-row"][data-from="${from}"]`).getByTestId("redirect-delete").click();
    await expect(page.getByTestId("ops-ok")).toBeVisible();
    const gone = await page.request.get(`${prefix}${from}`, { maxRedirects: 0 });
    expect(gone.status()).toBe(404);
    await shoot(page, `redirects-${locale}`);
    // The refused form answered 409 on purpose; nothing else may complain.
    expect(consoleProblems.filter((p) => !/status of 409/.test(p))).toEqual([]);
  });

  test(`${locale}: the site settings and staff pages, as an operator (screenshots)`, async ({ page }) => {
    await signInAsStaff(page, { role: "operator", locale, next: "/ops/sites" });
    await expect(page.getByTestId("site-row").first()).toBeVisible();
    await shoot(page, `sites-${locale}`);

    // The supplier's demo site: its form, then a preview, which saves nothing.
    await page.locator('[data-testid="site-row"][data-host="supplier.localhost"]').getByTestId("site-edit").click();
    await expect(page.getByTestId("site-form")).toBeVisible();
    await page.getByTestId("site-preview-button").click();
    await expect(page.getByTestId("site-preview")).toBeVisible();
    await expect(page.getByTestId("preview-name-ar")).toHaveText("صقر الصحراء للرحلات");
    await expect(page.getByTestId("site-save")).toBeVisible();
    await shoot(page, `site-preview-${locale}`);

    await page.goto(`${prefix}/ops/staff`);
    await expect(page.getByTestId("staff-row").first()).toBeVisible();
    await shoot(page, `staff-${locale}`);

    // Revoking asks once more, and Keep it changes nothing.
    await page.locator('[data-testid="staff-row"][data-role="marketing"]').getByTestId("staff-revoke").click();
    await expect(page.getByTestId("revoke-confirm")).toBeVisible();
    await shoot(page, `staff-revoke-${locale}`);
    await page.getByTestId("revoke-confirm").getByRole("link").click();
    await expect(page.getByTestId("revoke-confirm")).toHaveCount(0);
    await expect(page.locator('[data-testid="staff-row"][data-role="marketing"]')).toHaveCount(1);
  });
}
