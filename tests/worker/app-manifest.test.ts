// The installable app in workerd: one web app manifest per language (name, short name, lang, dir, "Your Booking" as
// the start page, standalone, the brand's colour and icons), a supplier site's own brand and drawn icon, the offline
// page in both languages, and every page's head linking the manifest under a CSP that allows this origin's worker.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { get, html } from "./helpers.ts";
import { siteKey } from "../../worker/services/site-config.ts";
import type { WebAppManifest } from "../../worker/services/app-manifest.ts";

async function manifest(path: string, host?: string): Promise<{ res: Response; body: WebAppManifest }> {
  const res = await get(path, { host });
  return { res, body: (await res.json()) as WebAppManifest };
}

describe("/manifest.webmanifest", () => {
  it("is our brand's app in English, opening on Your Booking, with the SVG and PNG icons", async () => {
    const { res, body } = await manifest("/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/manifest+json");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(body).toMatchObject({
      id: "/",
      name: "Rihla",
      short_name: "Rihla",
      description: "Things to do across the Gulf",
      lang: "en",
      dir: "ltr",
      start_url: "/invoices",
      scope: "/",
      display: "standalone",
      theme_color: "#0f766e",
    });
    expect(body.icons).toEqual([
      { src: "/app-icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
  });

  it("is the same app in Arabic: Arabic name, rtl, /ar/invoices", async () => {
    const { res, body } = await manifest("/ar/manifest.webmanifest");
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      id: "/",
      name: "رحلة",
      short_name: "رحلة",
      description: "تجارب وأنشطة في أنحاء الخليج",
      lang: "ar",
      dir: "rtl",
      start_url: "/ar/invoices",
      scope: "/",
      display: "standalone",
    });
  });

  it("on a supplier's site carries its brand, colour and drawn icon, never our PNGs", async () => {
    const host = "falcon.example";
    await env.SITE.put(
      siteKey(host),
      JSON.stringify({
        layoutType: "supplier",
        brand: {
          name: { en: "Desert Falcon Safaris", ar: "صقر الصحراء" },
          tagline: { en: "Dune drives since 1998", ar: "رحلات الكثبان منذ 1998" },
          logoText: "DF",
          colours: { primary: "#7c2d12", primaryDark: "#431407", accent: "#facc15" },
          contact: {
            email: "hello@falcon.example",
            whatsapp: "971501234567",
            phone: "+971 4 555 0199",
            address: { en: "Al Quoz, Dubai", ar: "القوز، دبي" },
          },
        },
      }),
    );
    const en = await manifest("/manifest.webmanifest", host);
    expect(en.body).toMatchObject({
      name: "Desert Falcon Safaris",
      short_name: "DF",
      theme_color: "#7c2d12",
      lang: "en",
    });
    expect(en.body.icons).toEqual([{ src: "/app-icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }]);
    const ar = await manifest("/ar/manifest.webmanifest", host);
    expect(ar.body).toMatchObject({ name: "صقر الصحراء", short_name: "صقر الصحراء", dir: "rtl" });
    const icon = await get("/app-icon.svg", { host });
    expect(icon.headers.get("content-type")).toBe("image/svg+xml");
    const svg = await icon.text();
    expect(svg).toContain('fill="#7c2d12"');
    expect(svg).toContain(">DF</text>");
    const page = await html("/", { host });
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    expect(page.body).not.toContain("apple-touch-icon");
  });
});

describe("the app in every page's head", () => {
  it("links the manifest in the page's language and the touch icon, and allows this origin's worker", async () => {
    for (const [path, href] of [
      ["/", "/manifest.webmanifest"],
      ["/ar", "/ar/manifest.webmanifest"],
    ]) {
      const { res, body } = await html(path);
      expect(body).toContain(`<link rel="manifest" href="${href}"/>`);
      expect(body).toContain('<link rel="apple-touch-icon" href="/icons/icon-192.png"/>');
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp).toContain("worker-src 'self'");
      expect(csp).toContain("manifest-src 'self'");
    }
  });
});

describe("/offline", () => {
  it("says the traveller is offline and links to Your Booking, in English and Arabic, with nothing personal", async () => {
    const en = await html("/offline");
    expect(en.res.status).toBe(200);
    expect(en.res.headers.get("cache-control")).toBe("no-cache");
    expect(en.body).toContain('data-testid="offline-page"');
    expect(en.body).toContain("You&#x27;re offline");
    expect(en.body).toMatch(
      /href="\/invoices"[^>]*data-testid="offline-bookings"|data-testid="offline-bookings"[^>]*href="\/invoices"/,
    );
    expect(en.body).toMatch(/<meta name="robots" content="noindex/);
    const ar = await html("/ar/offline");
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain("أنت غير متصل بالإنترنت");
    expect(ar.body).toMatch(/href="\/ar\/invoices"/);
  });
});
