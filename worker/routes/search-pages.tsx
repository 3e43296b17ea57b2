// /search/{searchText}: cities and activities matching a query, with dates, sorts and filters in the query string.
import type { Hono } from "hono";
import { registerPage } from "../render/page.tsx";
import { pageContextOf } from "../render/document.tsx";
import { localePath } from "../../shared/locales.ts";
import { parseSearchState, searchPath, searchQueryString } from "../../shared/search-filters.ts";
import { parseWhen, whenBounds, withWhen } from "../../shared/when.ts";
import { todayInGulf } from "../../shared/dates.ts";
import { SearchPage } from "../../client/pages/SearchPage.tsx";
import { matchActivitiesRead, matchCitiesRead } from "../db/search.ts";
import { readAll } from "../db/batch.ts";
import { MAX_QUERY_LENGTH, matchExpression } from "../../shared/search-text.ts";
import { listingResults } from "../services/listing-results.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import type { AppEnv } from "../env.ts";

export function registerSearchPages(pages: Hono<AppEnv>): void {
  // The no-JavaScript form sends ?q=… (and the hero's date and party); the results live at a shareable path, and
  // no text at all means every experience (on those dates).
  pages.get("/search", (c) => {
    const url = new URL(c.req.url);
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
    const locale = c.get("locale");
    url.searchParams.delete("q");
    // Empty or invalid date fields are dropped rather than carried into the results' URL.
    const rest = withWhen(url.searchParams.toString(), parseWhen(url.searchParams, todayInGulf()));
    if (!q) return redirectTo(c, localePath(locale, allExperiencesPath(c.get("site").layoutType)) + rest, 302);
    return redirectTo(c, searchPath(locale, q) + rest, 302);
  });

  registerPage(pages, "/search/:query", {
    load: async (c) => {
      const locale = c.get("locale");
      const query = (c.req.param("query") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
      const params = new URL(c.req.url).searchParams;
      const state = parseSearchState(params);
      const today = todayInGulf();
      const when = parseWhen(params, today);
      const supplierId = c.get("site").supplierId;
      const started = performance.now();
      const match = matchExpression(query);
      // One round trip for both, none when this isolate has answered the same search since the catalogue last changed.
      const [rows, cities] = match
        ? await readAll(c.env.DB, [
            matchActivitiesRead(c.env.DB, match, supplierId),
            matchCitiesRead(c.env.DB, match, locale, 6, supplierId),
          ])
        : [[], []];
      const results = await listingResults(c.env.DB, locale, rows, state, when, { supplierId });
      if (!results) return null;
      // workerd's clock advances across I/O, so this is the time spent in D1 plus filtering.
      c.header("Server-Timing", `search;dur=${(performance.now() - started).toFixed(1)}`);
      return {
        data: { query, state, when, whenBounds: whenBounds(today), ...results, cities: state.page === 1 ? cities : [] },
        basePath: searchPath(locale, query),
        context: pageContextOf(c),
      };
    },
    head: (p, t, c) => ({
      title: `${t("search.heading", { query: p.data.query })} | ${c.get("site").brand.name[c.get("locale")]}`,
      description: t("search.description", { query: p.data.query }),
      canonicalPath: searchPath("en", p.data.query ?? "") + searchQueryString(p.data.state), // canonical paths carry no locale prefix
      // No results page is indexed, whatever its query, sort or filters: the listings are the pages to find
      // (docs/decisions/026-what-search-engines-index.md). Their links are still followed.
      noindex: true,
    }),
    Component: SearchPage,
  });
}
