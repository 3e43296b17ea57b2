// No redirect, lookup answer or server-built link may leave the site: hostile path spellings on both layouts.
import { beforeAll, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { renderToString } from "react-dom/server";
import { createElement } from "react";
import { TranslationProvider, translationOf } from "../../client/i18n/use-translation.ts";
import { get, ORIGIN } from "./helpers.ts";
import { seedSites } from "../../scripts/seed/index.ts";
import { normalizePath, safeLocation } from "../../shared/safe-location.ts";
import { RECOGNISED_PREFIXES } from "../../shared/locales.ts";
import { redirectKey } from "../../shared/redirect-rules.ts";
import { bumpCacheVersion } from "../../worker/db/cache-version.ts";
import { LanguageSwitch } from "../../client/components/layout/LanguageSwitch.tsx";
import { PageContextProvider, type PageContextValue } from "../../client/components/page-context.tsx";
import { DEFAULT_BRAND, DEFAULT_FACTS } from "../../shared/site-config.ts";
import { serverI18n } from "../../worker/render/i18n.ts";

const HOSTS = ["example.com", "supplier.localhost"];

beforeAll(async () => {
  await seedSites(env.SITE);
});

/** A Location that a browser resolves on our own origin. */
function expectSameSite(location: string | null, context: string): void {
  expect(location, context).not.toBeNull();
  expect(location!.startsWith("/") && !location!.startsWith("//"), `${context} → ${location}`).toBe(true);
  expect(new URL(location!, ORIGIN).origin, `${context} → ${location}`).toBe(ORIGIN);
}

describe("safeLocation", () => {
  it.each([
    ["//evil.com", "/evil.com"],
    ["///evil.com/", "/evil.com/"],
    ["/\\evil.com/", "/evil.com/"],
    ["\\\\evil.com", "/evil.com"],
    ["/\t/evil.com", "/evil.com"],
    ["/\n/evil.com?a=1#x", "/evil.com?a=1#x"],
    ["/ar//evil.com", "/ar/evil.com"],
    ["/things-to-do?x=//evil.com", "/things-to-do?x=//evil.com"],
  ])("%j becomes the same-site path %j", (target, expected) => {
    expect(safeLocation(target)).toBe(expected);
  });

  it.each([
    "https://evil.com/",
    "http://wa.me/971500000000",
    "https://wa.me@evil.com/",
    "https://user:pass@wa.me/",
    "javascript:alert(1)",
    "data:text/html,hi",
    " //evil.com",
    "evil.com",
    "",
  ])("%j falls back to the home page", (target) => {
    expect(safeLocation(target)).toBe("/");
  });

  it("keeps an allow-listed https address", () => {
    expect(safeLocation("https://wa.me/971500000000?text=hi")).toBe("https://wa.me/971500000000?text=hi");
  });

  it("normalises paths so none can start with two slashes", () => {
    expect(normalizePath("//a\\\\b///c")).toBe("/a/b/c");
    expect(normalizePath("/")).toBe("/");
  });
});

describe("hostile request paths get a same-site answer on both layouts", () => {
  for (const host of HOSTS) {
    it.each([
      ["//evil.com/", 301, "/evil.com/"],
      ["///evil.com/", 301, "/evil.com/"],
      ["/\\evil.com/", 301, "/evil.com/"],
      ["/en//evil.com", 301, "/evil.com"],
      ["/en//evil.com?utm_source=x", 301, "/evil.com?utm_source=x"],
      ["/ar//evil.com", 301, "/ar/evil.com"],
      ["/de/\\evil.com", 302, "/evil.com"],
    ])(`${host} %s → %i %s`, async (path, status, location) => {
      const res = await get(path, { host });
      expect(res.status).toBe(status);
      expect(res.headers.get("location")).toBe(location);
      expectSameSite(res.headers.get("location"), `${host}${path}`);
    });

    it(`${host}: every offered-elsewhere prefix falls back to English without leaving the site`, async () => {
      for (const prefix of RECOGNISED_PREFIXES.filter((p) => p !== "ar" && p !== "en")) {
        const res = await get(`/${prefix}//evil.com?q=1`, { host });
        expect(res.status, prefix).toBe(302);
        expect(res.headers.get("location"), prefix).toBe("/evil.com?q=1");
      }
    });
  }

  it("the prefix-stripping redirect carries the same Cache-Control as the other redirects", async () => {
    const stripped = await get("/en/faq");
    const builtIn = await get("/discover");
    expect(stripped.status).toBe(301);
    expect(builtIn.status).toBe(301);
    expect(stripped.headers.get("cache-control")).toBe("no-store");
    expect(builtIn.headers.get("cache-control")).toBe("no-store");
  });
});

describe("GET /api/redirect never answers with another site", () => {
  const lookup = async (path: string) => {
    const res = await get(`/api/redirect?path=${encodeURIComponent(path)}`);
    expect(res.status, path).toBe(200);
    return ((await res.json()) as { redirect: { location: string; status: number; external: boolean } | null })
      .redirect;
  };

  it.each([
    ["/en//evil.com", "/evil.com", 301],
    ["/fr//evil.com", "/evil.com", 302],
    ["/\\evil.com/", "/evil.com/", 301],
    ["//evil.com", "/evil.com", 301],
    ["/ar//evil.com?x=1", "/ar/evil.com?x=1", 301],
  ])("%s → %s", async (path, location, status) => {
    expect(await lookup(path)).toEqual({ location, status, external: false });
  });

  it("drops a fragment and reads the path as a browser would send it, so it finds the same rule as a navigation", async () => {
    expect(await lookup("/x#a//evil.com")).toBeNull();
    const arabic = "/عروض-الصيف";
    await env.SITE.put(redirectKey(encodeURI(arabic)), JSON.stringify({ to: "/things-to-do", status: 302 }));
    await bumpCacheVersion(env.SITE);
    const navigation = await get(`/ar${encodeURI(arabic)}?utm_source=x`);
    expect(navigation.status).toBe(302);
    expect(navigation.headers.get("location")).toBe("/ar/things-to-do?utm_source=x");
    expect(await lookup(`/ar${arabic}?utm_source=x`)).toEqual({
      location: "/ar/things-to-do?utm_source=x",
      status: 302,
      external: false,
    });
  });
});

describe("the language switch", () => {
  const render = (routePath: string, locale: "en" | "ar") => {
    const ctx: PageContextValue = {
      locale,
      routePath,
      search: "",
      currency: "AED",
      fx: { currency: "AED", rate: 1 },
      site: {
        layoutType: "default",
        defaultCurrency: "AED",
        weekStartsOn: 1,
        brand: DEFAULT_BRAND,
        facts: DEFAULT_FACTS,
        supplierId: null,
        tax: null,
      },
    };
    const html = renderToString(
      createElement(
        PageContextProvider,
        { value: ctx },
        createElement(TranslationProvider, { value: translationOf(serverI18n(locale)) }, createElement(LanguageSwitch)),
      ),
    );
    return /href="([^"]*)"/.exec(html)![1];
  };

  it("links within the site even for a hostile path", () => {
    expect(render("//evil.com", "ar")).toBe("/evil.com");
    expect(render("//evil.com", "en")).toBe("/ar/evil.com");
  });

  it("on the not-found page of a doubled-slash Arabic path", async () => {
    const first = await get("/ar//evil.com");
    expect(first.headers.get("location")).toBe("/ar/evil.com");
    const res = await get(first.headers.get("location")!);
    expect(res.status).toBe(404);
    const body = await res.text();
    const href =
      /data-testid="language-switch"[^>]*href="([^"]*)"|href="([^"]*)"[^>]*data-testid="language-switch"/.exec(body)!;
    expectSameSite(href[1] ?? href[2], "language switch");
    expect(href[1] ?? href[2]).toBe("/evil.com");
  });
});
