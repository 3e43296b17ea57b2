// The spec §2 routing table, for both layouts and both locales.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { get } from "./helpers.ts";
import { seedSites } from "../../scripts/seed/index.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";

const DEFAULT_HOST = "example.com";
const SUPPLIER_HOST = "supplier.localhost";

beforeAll(async () => {
  await seedSites(env.SITE);
});

type Row = [path: string, defaultTarget: string | null, supplierTarget: string | null];

const TABLE: Row[] = [
  ["/discover", "/things-to-do", "/experiences"],
  ["/discover/dubai", "/things-to-do", "/experiences"],
  ["/discover-abu-dhabi", "/things-to-do", "/experiences"],
  ["/experiences", "/things-to-do", null],
  ["/things-to-do", null, "/experiences"],
  ["/dubai/desert-safari", "/things-to-do-in-dubai/desert-safari", "/experiences/desert-safari"],
  ["/abu-dhabi/ferrari-world", "/things-to-do-in-abu-dhabi/ferrari-world", "/experiences/ferrari-world"],
  ["/about/", "/about", "/about"],
  // known sections are never read as city + activity
  ["/blog/some-article", null, null],
  ["/experiences/desert-safari", null, null],
  ["/things-to-do-in-dubai/desert-safari", null, null],
  ["/checkout/success", null, null],
  ["/auth/reset-password", null, null],
  ["/search/dubai", null, null],
  // one or three segments are not city + activity
  ["/dubai", null, null],
  ["/a/b/c", null, null],
];

describe.each([
  ["en", ""],
  ["ar", "/ar"],
])("built-in redirects in %s", (_locale, prefix) => {
  it.each(TABLE)("%s", async (path, defaultTarget, supplierTarget) => {
    for (const [host, expected] of [
      [DEFAULT_HOST, defaultTarget],
      [SUPPLIER_HOST, supplierTarget],
    ] as const) {
      const res = await get(prefix + path, { host });
      if (expected === null) {
        expect(res.status, `${host}${prefix}${path} should not redirect`).not.toBe(301);
        expect(res.headers.get("location")).toBeNull();
      } else {
        expect(res.status, `${host}${prefix}${path}`).toBe(301);
        expect(res.headers.get("location")).toBe(prefix + expected);
      }
    }
  });
});

describe("redirects keep the query string", () => {
  it("passes utm parameters through", async () => {
    const res = await get("/ar/discover?utm_source=x&a=1");
    expect(res.headers.get("location")).toBe("/ar/things-to-do?utm_source=x&a=1");
  });
});

describe("layout selection", () => {
  it("serves the supplier layout on the supplier hostname and the default elsewhere", async () => {
    const supplier = await (await get("/", { host: SUPPLIER_HOST })).text();
    expect(supplier).toContain('data-layout="supplier"');
    expect(supplier).toContain("Desert Falcon Safaris");
    expect(supplier).toContain("bookings@desertfalcon.example");
    const own = await (await get("/")).text();
    expect(own).toContain('data-layout="default"');
    expect(own).not.toContain("Desert Falcon");
  });

  it("falls back to the default layout when the KV entry is malformed", async () => {
    await env.SITE.put("site:broken.example", JSON.stringify({ layoutType: "nonsense" }));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const res = await get("/", { host: "broken.example" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-layout="default"');
    expect(
      warn.mock.calls.some(([message]) => String(message).includes("site config for broken.example is invalid")),
    ).toBe(true);
    warn.mockRestore();
  });

  // `npm run site -- put` saves the entry and bumps the edge cache's version, as these steps do.
  it("a layout change saved in KV applies on the next request", async () => {
    await env.SITE.put("site:switch.example", JSON.stringify({ layoutType: "supplier" }));
    await bumpCacheVersion(env.SITE);
    expect((await get("/discover", { host: "switch.example" })).headers.get("location")).toBe("/experiences");
    await env.SITE.put("site:switch.example", JSON.stringify({ layoutType: "default" }));
    await bumpCacheVersion(env.SITE);
    expect((await get("/discover", { host: "switch.example" })).headers.get("location")).toBe("/things-to-do");
  });
});
