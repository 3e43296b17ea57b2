// /search/{searchText}: cities and activities matching a query, with sorts and filters in the query string.
import type { Hono } from "hono";
import { registerPage } from "../render/page.tsx";
import { pageContextOf } from "../render/document.tsx";
import { localePath } from "../../client/lib/locales.ts";
import { parseSearchState, searchPath, searchQueryString } from "../../client/lib/search-filters.ts";
import { SearchPage } from "../../client/pages/SearchPage.tsx";
import { cardsByIds, matchActivities, matchCities } from "../db/search.ts";
import { MAX_QUERY_LENGTH, matchExpression } from "../services/search-text.ts";
import { runSearch } from "../services/search.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import type { AppEnv } from "../env.ts";

export function registerSearchPages(pages: Hono<AppEnv>): void {
  // The no-JavaScript form posts ?q=…; the results live at a shareable path.
  pages.get("/search", (c) => {
    const url = new URL(c.req.url);
    const q = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
    const locale = c.get("locale");
    if (!q) return redirectTo(c, localePath(locale, allExperiencesPath(c.get("site").layoutType)), 302);
    url.searchParams.delete("q");
    const rest = url.searchParams.toString();
    return redirectTo(c, searchPath(locale, q) + (rest ? `?${rest}` : ""), 302);
  });

  registerPage(pages, "/search/:query", {
    load: async (c) => {
      const locale = c.get("locale");
      const query = (c.req.param("query") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
      const state = parseSearchState(new URL(c.req.url).searchParams);
      const started = performance.now();
      const match = matchExpression(query);
      const [rows, cities] = match ? await Promise.all([matchActivities(c.env.DB, match), matchCities(c.env.DB, match, locale)]) : [[], []];
      const outcome = runSearch(rows, state);
      if (state.page > outcome.pageCount) return null;
      const cards = await cardsByIds(c.env.DB, outcome.ids, locale);
      // workerd's clock advances across I/O, so this is the time spent in D1 plus filtering.
      c.header("Server-Timing", `search;dur=${(performance.now() - started).toFixed(1)}`);
      return {
        data: {
          query,
          state,
          total: outcome.total,
          pageCount: outcome.pageCount,
          cards,
          cities: state.page === 1 ? cities : [],
          facets: outcome.facets,
        },
        basePath: searchPath(locale, query),
        context: pageContextOf(c),
      };
    },
    head: (p, t, c) => ({
      title: `${t("search.heading", { query: p.data.query })} | ${c.get("site").brand.name[c.get("locale")]}`,
      description: t("search.description", { query: p.data.query }),
      canonicalPath: searchPath("en", p.data.query) + searchQueryString(p.data.state), // canonical paths carry no locale prefix
      noindex: p.data.total === 0,
    }),
    Component: SearchPage,
  });
}
