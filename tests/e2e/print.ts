// Printing a travel document as a traveller does: print media emulated, the page printed to an A4 PDF by Chromium,
// its pages counted, and the PDF and an A4-sized picture of it kept next to the test's results to look at.
import { writeFile } from "node:fs/promises";
import { expect, type Page, type TestInfo } from "@playwright/test";

/** How many pages a PDF from Chromium has (each page object is `/Type /Page`, the tree's root `/Type /Pages`). */
export function pdfPageCount(pdf: Buffer): number {
  return (pdf.toString("latin1").match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;
}

/** The print view of `page` shows none of the site's chrome: header, footer, navigation and on-screen buttons. */
export async function expectNoChrome(page: Page): Promise<void> {
  for (const selector of ["body > header", "body > footer", "nav", '[data-testid="print-button"]']) {
    for (const element of await page.locator(selector).all()) await expect(element).toBeHidden();
  }
}

/** Prints the page to A4, keeps `{name}.pdf` and `{name}.png` in the test's output, and returns the PDF's page count. */
export async function printToA4(page: Page, testInfo: TestInfo, name: string): Promise<number> {
  await page.emulateMedia({ media: "print" });
  const pdf = await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true });
  await writeFile(testInfo.outputPath(`${name}.pdf`), pdf);
  const viewport = page.viewportSize();
  // 210 × 297 mm at 96 dpi: what one printed page holds, as a picture.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
  if (viewport) await page.setViewportSize(viewport);
  return pdfPageCount(pdf);
}
