import { test } from "@playwright/test";
import { bookableExperience, demoActivities } from "./booking-steps.ts";
test("dbg", async ({ page, request }) => {
  const path = await bookableExperience(request, demoActivities({ refuses: false, confirmation: "instant" }), 0);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(path);
    const shot = async (sel: string, name: string) => {
      const el = page.locator(sel).first();
      await el.focus();
      await page.keyboard.press("Shift+Tab"); await page.keyboard.press("Tab");
      await page.waitForTimeout(200);
      const b = (await el.boundingBox())!;
      await page.screenshot({ path: `/tmp/kb-ring-${name}-${width}.png`, clip: { x: Math.max(0, b.x - 30), y: Math.max(0, b.y - 30), width: Math.min(width - Math.max(0, b.x - 30), b.width + 60), height: b.height + 60 } });
    };
    await shot('[data-testid="gallery-photo"] >> nth=1', "photo");
    await shot('.rdp-day_button[tabindex="0"]', "day");
    await shot('input[name="slotId"]:checked', "slot");
    await shot('[data-testid="book-now"]', "book");
  }
});
