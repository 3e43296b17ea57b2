// Locale prefixes, the locale cookie, and the bilingual document shell.
import { describe, expect, it } from "vitest";
import { get, html } from "./helpers.ts";

describe("language prefixes", () => {
  it("/en/... redirects permanently to the bare path", async () => {
    const res = await get("/en/about?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/about?x=1");
    expect((await get("/en")).headers.get("location")).toBe("/");
  });

  it.each(["fr", "es", "de", "ru", "tr", "az", "zh", "it", "he", "fa", "pt"])(
    "/%s/about falls back to the English page",
    async (lang) => {
      const res = await get(`/${lang}/about`);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/about");
    },
  );

  it("/ar/ redirects to /ar", async () => {
    const res = await get("/ar/?utm_source=x");
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("/ar?utm_source=x");
  });

  it("does not treat other two-letter segments as languages", async () => {
    const res = await get("/xx/about");
    expect(res.headers.get("location")).toBe("/things-to-do-in-xx/about");
  });
});

describe("document shell", () => {
  it("English pages are ltr en-US, Arabic pages rtl ar-SA", async () => {
    const en = await html("/about");
    expect(en.body).toMatch(/<html lang="en-US" dir="ltr"/);
    const ar = await html("/ar/about");
    expect(ar.res.status).toBe(200);
    expect(ar.body).toMatch(/<html lang="ar-SA" dir="rtl"/);
    expect(ar.body).toContain("<title>من نحن | رحلة</title>");
  });

  it("has canonical and hreflang alternates for en, ar and x-default", async () => {
    const { body } = await html("/ar/faq");
    expect(body).toContain('<link rel="canonical" href="https://example.com/ar/faq"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="en" href="https://example.com/faq"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="ar" href="https://example.com/ar/faq"/>');
    expect(body).toContain('<link rel="alternate" hrefLang="x-default" href="https://example.com/faq"/>');
  });

  it("the language switch links to the same page in the other locale, keeping the query", async () => {
    expect((await html("/privacy-policy?ref=mail")).body).toMatch(
      /href="\/ar\/privacy-policy\?ref=mail"[^>]*data-testid="language-switch"/,
    );
    expect((await html("/ar")).body).toMatch(/href="\/"[^>]*data-testid="language-switch"/);
  });

  it("every page links the hashed CSS and JS from the Vite manifest", async () => {
    const { body } = await html("/");
    expect(body).toMatch(/<link rel="stylesheet" href="\/assets\/entry-[\w-]+\.css"\/>/);
    expect(body).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js"/);
  });
});

describe("locale cookie", () => {
  const cookies = (res: Response) => res.headers.getSetCookie();

  it("is set to the default locale when missing, for 365 days", async () => {
    const res = await get("/");
    const cookie = cookies(res).find((c) => c.startsWith("lang="));
    expect(cookie).toContain("lang=en");
    expect(cookie).toContain("Max-Age=31536000");
    expect(cookie).toContain("Path=/");
  });

  it("follows the locale of the page visited", async () => {
    const res = await get("/ar/faq", { headers: { cookie: "lang=en" } });
    expect(cookies(res).find((c) => c.startsWith("lang="))).toContain("lang=ar");
  });

  it("is not rewritten when it already matches", async () => {
    const res = await get("/ar/faq", { headers: { cookie: "lang=ar; currency=AED" } });
    expect(cookies(res).filter((c) => c.startsWith("lang=") || c.startsWith("currency="))).toEqual([]);
  });

  it("stores the site's default currency when none is chosen", async () => {
    const res = await get("/");
    expect(cookies(res).find((c) => c.startsWith("currency="))).toContain("currency=AED");
  });
});
