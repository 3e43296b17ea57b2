// The browsing journey in both locales: home → city → experience → date, option and participants.
import { test, expect, islandsHydrated } from "./fixtures.ts";

const LOCALES = [
  { prefix: "", dir: "ltr", city: "Dubai", selectDate: "Select a date", more: /More: Adult/, total: "Total", capacity: /max \d+ per item/ },
  { prefix: "/ar", dir: "rtl", city: "دبي", selectDate: "اختر التاريخ", more: /زيادة: بالغ/, total: "الإجمالي", capacity: /الحد الأقصى \d+ لكل حجز/ },
];

for (const l of LOCALES) {
  test(`home → city → experience → date, option and participants (${l.prefix || "/en"})`, async ({ page, consoleProblems }) => {
    await page.goto(`${l.prefix}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", l.dir);
    await page.locator(`a[href="${l.prefix}/things-to-do-in-dubai"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/things-to-do-in-dubai$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(l.city);

    await page.getByTestId("activity-card").first().getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${l.prefix}/things-to-do-in-dubai/[a-z0-9-]+$`));
    const widget = page.getByTestId("booking-widget");
    await widget.scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await expect(widget.getByRole("heading", { name: l.selectDate })).toBeVisible();

    // Pick the second available day in the calendar: its departures load from the API.
    const days = widget.locator(".rdp-day:not(.rdp-disabled):not(.rdp-outside) button");
    const target = days.nth(1);
    const response = page.waitForResponse((r) => r.url().includes("/departures?date="));
    await target.click();
    expect((await response).status()).toBe(200);

    const startTime = widget.getByRole("radio").first();
    await startTime.click();
    await expect(startTime).toHaveAttribute("aria-checked", "true");
    await expect(widget.getByTestId("capacity-note")).toHaveText(l.capacity);

    const capacity = Number((await widget.getByTestId("capacity-note").innerText()).match(/\d+/)![0]);
    const totalBefore = await widget.getByTestId("total-price").innerText();
    const more = widget.getByRole("button", { name: l.more });
    await more.click();
    await expect(widget.getByTestId("count-adult")).toHaveText("2");
    await expect(widget.getByTestId("total-price")).not.toHaveText(totalBefore);

    // Travellers stop at the per-item capacity.
    for (let i = 2; i < capacity + 2; i++) if (await more.isEnabled()) await more.click();
    await expect(more).toBeDisabled();
    const counts = await widget.locator('[data-testid^="count-"]').allInnerTexts();
    expect(counts.reduce((sum, n) => sum + Number(n), 0)).toBeLessThanOrEqual(capacity);
    await expect(widget.getByText(l.total)).toBeVisible();
    expect(consoleProblems).toEqual([]);
  });
}

test("images on a listing come through the optimiser as webp", async ({ page }) => {
  await page.goto("/things-to-do-in-dubai");
  const img = page.getByTestId("activity-card").first().locator("img");
  await expect(img).toHaveAttribute("src", /^\/img\/w_640,h_400,q_75,fit_cover\//);
  const src = await img.getAttribute("src");
  const res = await page.request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/webp");
});
