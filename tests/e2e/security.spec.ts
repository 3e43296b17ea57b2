// Security headers on what wrangler serves before the worker runs (static assets), and on pages, in a real browser.
import { test, expect } from "./fixtures.ts";

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

test("static assets carry the same security headers as pages", async ({ page }) => {
  const response = await page.goto("/ar");
  const pageHeaders = response!.headers();
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute("src");
  const stylesheet = await page.locator('link[rel="stylesheet"][href^="/assets/"]').first().getAttribute("href");
  expect(script).toBeTruthy();
  expect(stylesheet).toBeTruthy();

  for (const [name, value] of Object.entries(EXPECTED)) expect(pageHeaders[name], `page ${name}`).toBe(value);
  expect(pageHeaders["content-security-policy"]).toContain("frame-ancestors 'none'");

  for (const path of ["/favicon.svg", script!, stylesheet!]) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(200);
    const headers = res.headers();
    for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `${path} ${name}`).toBe(value);
    expect(headers["content-security-policy"], path).toContain("default-src 'none'");
    expect(headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const asset = await page.request.get(script!);
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
});

test("the service worker's script is revalidated and may fetch this origin; pages allow only this origin's worker", async ({
  page,
}) => {
  const res = await page.request.get("/sw.js");
  expect(res.status()).toBe(200);
  const headers = res.headers();
  expect(headers["content-type"]).toContain("javascript");
  expect(headers["cache-control"]).toBe("no-cache");
  for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name], `sw.js ${name}`).toBe(value);
  // One policy, not the site-wide default-src 'none' beside it (two CSP headers would both apply).
  const csp = headers["content-security-policy"];
  expect(csp).toBe("default-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
  expect(res.headersArray().filter((h) => h.name.toLowerCase() === "content-security-policy")).toHaveLength(1);

  for (const path of ["/", "/ar/vouchers/RB-00000000"]) {
    const page_ = await page.request.get(path);
    const pageCsp = page_.headers()["content-security-policy"];
    expect(pageCsp, path).toContain("worker-src 'self'");
    expect(pageCsp, path).toContain("manifest-src 'self'");
  }
  const manifest = await page.request.get("/ar/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toBe("application/manifest+json");
});
