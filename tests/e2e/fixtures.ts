// Playwright fixtures: every page records console errors and hydration warnings so a test can assert none.
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = { consoleProblems: string[] };

export const test = base.extend<Fixtures>({
  consoleProblems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await use(problems);
  },
});

export { expect };

/** Waits until every island on the page has hydrated. */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    return islands.length > 0 && islands.every((el) => el.dataset.hydrated === "true");
  });
}
