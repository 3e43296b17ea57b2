// The browsing journey in both locales: home → city → experience → date, option and participants.
import { test, expect, islandsHydrated, findPerPersonDeparture } from "./fixtures.ts";

const LOCALES = [
  {
    prefix: "",
    dir: "ltr",
    city: "Dubai",
    selectDate: "Select a date",
    nextMonth: "Go to the Next Month",
    more: /More: Adult/,
    total: "Total",
    capacity: (n: number) => `max ${n} per item`,
  },
  {
    prefix: "/ar",
    dir: "rtl",
    city: "دبي",
    selectDate: "اختر التاريخ",
    nextMonth: "اذهب إلى الشهر التالي",
    more: /زيادة: بالغ/,
    total: "الإجمالي",
    capacity: (n: number) => {
      const people: Record<string, string> = {
        one: "شخص واحد",
        two: "شخصان",
        few: `${n} أشخاص`,
        many: `${n} شخصًا`,
        other: `${n} شخص`,
      };
      return `الحد الأقصى ${people[new Intl.PluralRules("ar").select(n)]} لكل مجموعة`;
    },
  },
];

/** The amount a price shows, in currency units ("AED 1,234.50" or "‏1,234.50 د.إ.‏" → 1234.5; Latin digits in both locales). */
const amount = (text: string) => Number(/\d[\d,]*(?:\.\d+)?/.exec(text)![0].replaceAll(",", ""));

for (const l of LOCALES) {
  test(`home → city → experience → date, option and participants (${l.prefix || "/en"})`, async ({
    page,
    consoleProblems,
  }, testInfo) => {
    const cityPath = `${l.prefix}/things-to-do-in-dubai`;
    // Chosen by property through the site's own data, so the journey holds whatever the catalogue's order or today's date.
    const choice = await findPerPersonDeparture(page.request, cityPath);
    const { option, departure } = choice;
    testInfo.annotations.push({
      type: "chosen",
      description: `${choice.href}, option ${option.id}, ${choice.date} ${departure.startTime}`,
    });
    const adult = option.participants.find((p) => p.category === "adult")!;
    const adultPrice = (Math.round((departure.price * adult.pricePercent) / 100) / 100) * choice.fx.rate;

    await page.goto(`${l.prefix}/`);
    await expect(page.locator("html")).toHaveAttribute("dir", l.dir);
    // Every link to the city page goes to the same place; any of them will do.
    await page.locator(`a[href="${cityPath}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${cityPath}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(l.city);

    // The whole card is its link: a tap on its photo, away from the title, opens the experience.
    // (A click on the card at its photo's centre: Playwright waits for the card to be still, and what is hit there, the
    // link's ::after, is inside the card.)
    const card = page.getByTestId("activity-card").filter({ has: page.locator(`a[href="${choice.href}"]`) });
    const [at, photo] = [(await card.boundingBox())!, (await card.locator("img").first().boundingBox())!];
    await card.click({ position: { x: photo.x - at.x + photo.width / 2, y: photo.y - at.y + photo.height / 2 } });
    await expect(page).toHaveURL(new RegExp(`${choice.href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(choice.title);
    const widget = page.getByTestId("booking-widget");
    await widget.scrollIntoViewIfNeeded();
    await islandsHydrated(page);
    await expect(widget.getByRole("heading", { name: l.selectDate })).toBeVisible();

    // Turn the calendar to the chosen day's month (each month's days load as it is shown), then pick the day.
    const day = widget.locator(`td[data-day="${choice.date}"] button`);
    for (let turns = 0; (await day.count()) === 0 && turns < 3; turns++) {
      const loaded = page.waitForResponse((r) =>
        r.url().includes(`/api/activities/${choice.activityId}/availability?`),
      );
      await widget.getByRole("button", { name: l.nextMonth }).click();
      expect((await loaded).status()).toBe(200);
    }
    await expect(day).toBeEnabled();
    const response = page.waitForResponse((r) => r.url().includes(`/departures?date=${choice.date}`));
    await day.click();
    expect((await response).status()).toBe(200);
    await expect(widget.locator(`td[data-day="${choice.date}"]`)).toHaveAttribute("aria-selected", "true");
    // Until the day's departures are in, the opening day's are still on screen (and may share a start time).
    await expect(widget.locator('[aria-busy="true"]')).toHaveCount(0);

    // The chosen option's start times are grouped under its title.
    const startTime = widget
      .getByText(option.title, { exact: true })
      .locator("..")
      .getByRole("radio", { name: new RegExp(`^${departure.startTime}`) });
    await startTime.click();
    await expect(startTime).toHaveAttribute("aria-checked", "true");
    await expect(widget.getByTestId("capacity-note")).toHaveText(l.capacity(option.capacityPerItem));

    const total = widget.getByTestId("total-price");
    const count = widget.getByTestId("count-adult");
    await expect(count).toHaveText("1");
    expect(amount(await total.innerText())).toBeCloseTo(adultPrice, 2);
    const more = widget.getByRole("button", { name: l.more });
    await more.click();
    await expect(count).toHaveText("2");
    await expect.poll(async () => amount(await total.innerText())).toBeCloseTo(2 * adultPrice, 2);

    // Travellers stop at the per-item capacity (the departure has at least that many seats left).
    for (let n = 3; n <= option.capacityPerItem; n++) {
      await more.click();
      await expect(count).toHaveText(String(n));
    }
    await expect(more).toBeDisabled();
    const counts = await widget.locator('[data-testid^="count-"]').allInnerTexts();
    expect(counts.reduce((sum, n) => sum + Number(n), 0)).toBe(option.capacityPerItem);
    await expect(widget.getByText(l.total, { exact: true })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("last-page.png"), fullPage: true });
    expect(consoleProblems).toEqual([]);
  });
}

test("images on a listing come through the optimiser as webp", async ({ page }) => {
  await page.goto("/things-to-do-in-dubai");
  const srcs = await page
    .getByTestId("activity-card")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  expect(srcs.length).toBeGreaterThan(0);
  for (const src of new Set(srcs)) {
    expect(src).toMatch(/^\/img\/w_640,h_400,q_75,fit_cover\//);
    const res = await page.request.get(src);
    expect(res.status(), src).toBe(200);
    expect(res.headers()["content-type"], src).toBe("image/webp");
  }
});
