// What the server remembers between renders (docs/decisions/016): texts by key and values, and each island's markup
// by its props and language; neither may ever give one visitor's answer for another's call.
import { describe, expect, it } from "vitest";
import { renderToString } from "react-dom/server";
import { Island } from "../../client/components/Island.tsx";
import { Remembered } from "../../client/components/Remembered.tsx";
import { PageContextProvider, usePageContext, type PageContextValue } from "../../client/components/page-context.tsx";
import { DEFAULT_BRAND, DEFAULT_FACTS } from "../../shared/site-config.ts";
import { TranslationProvider, translationOf, useTranslation } from "../../client/i18n/use-translation.ts";
import { serverI18n } from "../../worker/render/i18n.ts";
import type { IslandName } from "../../client/islands/names.ts";

describe("the remembering t", () => {
  it("gives exactly what i18next gives for every count, value and language, however often asked", () => {
    for (const locale of ["en", "ar"] as const) {
      const i18n = serverI18n(locale);
      const { t } = translationOf(i18n);
      const calls: [string, Record<string, unknown>?][] = [
        ["header.cartCount", { count: 0 }],
        ["header.cartCount", { count: 1 }],
        ["header.cartCount", { count: 2 }],
        ["header.cartCount", { count: 3 }],
        ["header.cartCount", { count: 11 }],
        ["header.cartCount", { count: 100 }],
        ["catalogue.cityHeading", { city: "Dubai" }],
        ["catalogue.cityHeading", { city: "Abu Dhabi" }],
        ["catalogue.allHeading"],
      ];
      for (let round = 0; round < 2; round++) {
        for (const [key, options] of round ? [...calls].reverse() : calls) {
          expect(t(key, options as never), `${locale} ${key} ${JSON.stringify(options)}`).toBe(
            i18n.t(key, options as never),
          );
        }
      }
      // The Arabic plural forms really differ, so a count that was not part of the key would show.
      if (locale === "ar")
        expect(new Set([0, 1, 2, 3, 11, 100].map((count) => t("header.cartCount", { count }))).size).toBe(6);
    }
  });

  it("does not remember a key that is missing (an island's strings arrive after its first render)", () => {
    const i18n = serverI18n("en").cloneInstance();
    const { t } = translationOf(i18n);
    expect(t("later.added", { count: 2 })).toBe("later.added");
    i18n.addResourceBundle(
      "en",
      "translation",
      { later: { added_one: "one", added_other: "{{count}} now" } },
      true,
      true,
    );
    expect(t("later.added", { count: 2 })).toBe("2 now");
  });
});

let renders = 0;
function Counted({ label, image }: { label: string; image?: boolean }) {
  renders++;
  const { t } = useTranslation();
  return (
    <p>
      {label}: {t("catalogue.allHeading")}
      {image && (
        <img src="/img/a.jpg" srcSet="/img/a.jpg 320w, /img/b.jpg 640w" sizes="100vw" fetchPriority="high" alt="" />
      )}
    </p>
  );
}

/** A page with one island, rendered as the worker renders documents. */
const page = (locale: "en" | "ar", props: { label: string; image?: boolean }) =>
  renderToString(
    // biome-ignore lint/a11y/useHtmlLang: a stand-in document for the memo; the real one sets lang
    <html>
      <head />
      <body>
        <TranslationProvider value={translationOf(serverI18n(locale))}>
          <main>
            <Island name={"Toasts" as IslandName} component={Counted} props={props} />
          </main>
        </TranslationProvider>
      </body>
    </html>,
  );

describe("island markup", () => {
  it("is the component's own markup, rendered once per props and language", () => {
    const label = `memo-${Math.random()}`;
    const before = renders;
    const first = page("en", { label });
    expect(renders - before).toBe(1);
    expect(page("en", { label })).toBe(first);
    expect(renders - before).toBe(1);
    page("en", { label: `${label}-other` });
    page("ar", { label });
    expect(renders - before).toBe(3);
    const alone = renderToString(
      <TranslationProvider value={translationOf(serverI18n("ar"))}>
        <Counted label={label} />
      </TranslationProvider>,
    );
    expect(page("ar", { label })).toContain(`data-hydrate="idle">${alone}</div>`);
    expect(alone).toContain(serverI18n("ar").t("catalogue.allHeading"));
  });

  it("keeps its high-priority image preloaded from the head, remembered or not", () => {
    const label = `image-${Math.random()}`;
    for (let visit = 0; visit < 2; visit++) {
      const html = page("en", { label, image: true });
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/img\/a.jpg 320w, \/img\/b.jpg 640w"/);
      expect(html.slice(html.indexOf("<body"))).not.toContain("<link");
    }
  });
});

let regionRenders = 0;
function Region({ title }: { title: string }) {
  regionRenders++;
  const { currency } = usePageContext();
  // The island sits where the page's own island sits in the page (first of two): without a prefix their ids would meet.
  return (
    <>
      <Island name={"Toasts" as IslandName} component={Counted} props={{ label: title }} />
      <h2>
        {title} {currency}
      </h2>
    </>
  );
}

const contextFor = (currency: "AED" | "USD"): PageContextValue =>
  ({
    locale: "en",
    routePath: "/x",
    search: "",
    site: { brand: DEFAULT_BRAND, facts: DEFAULT_FACTS } as never,
    currency,
    fx: { currency, rate: 1 },
  }) as PageContextValue;

/** A page holding an island of its own and a remembered region (which holds another island). */
const withRegion = (title: string, currency: "AED" | "USD") =>
  renderToString(
    <TranslationProvider value={translationOf(serverI18n("en"))}>
      <PageContextProvider value={contextFor(currency)}>
        <Island name={"Toasts" as IslandName} component={Counted} props={{ label: "page" }} />
        <Remembered name="Region" component={Region} props={{ title }} className="region" />
      </PageContextProvider>
    </TranslationProvider>,
  );

describe("remembered regions", () => {
  it("render once per props and page context, inside the element that holds them", () => {
    const title = `region-${Math.random()}`;
    const before = regionRenders;
    const first = withRegion(title, "AED");
    expect(withRegion(title, "AED")).toBe(first);
    expect(regionRenders - before).toBe(1);
    expect(first).toMatch(/<div class="region"><div class="contents" data-island="Toasts"/);
    expect(first).toContain(`<h2>${title}<!-- --> <!-- -->AED</h2></div>`);
    // The currency is part of the page context, so it is part of the key.
    expect(withRegion(title, "USD")).toContain(`${title}<!-- --> <!-- -->USD`);
    expect(regionRenders - before).toBe(2);
  });

  it("keep their islands' ids apart from the page's", () => {
    const html = withRegion(`ids-${Math.random()}`, "AED");
    const ids = [...html.matchAll(/data-island-id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`<script type="application/json" id="${id}-props">`);
  });
});
