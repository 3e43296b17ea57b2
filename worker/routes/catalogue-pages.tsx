// Catalogue pages: listings (all, city, category; the search engine over a scope) and the blog; unknown slugs are 404s (experience pages: activity-pages.tsx).
import type { Hono } from "hono";
import type { TFunction } from "i18next";
import { registerPage, translator as translatorFor } from "../render/page.tsx";
import { localePath } from "../../shared/locales.ts";
import { imageUrl } from "../../shared/image-url.ts";
import { ListingPage } from "../../client/pages/ListingPage.tsx";
import { BlogListPage, BlogPostPage } from "../../client/pages/BlogPages.tsx";
import { blogPath, categoryPath, cityPath } from "../../shared/paths.ts";
import { findCategoryRead, findCityRead, listActivities, listCategoriesRead } from "../db/catalogue.ts";
import { scopeRowsRead, type ListingScope } from "../db/listing.ts";
import type { SearchRow } from "../db/search.ts";
import { readAll } from "../db/batch.ts";
import { listingResults } from "../services/listing-results.ts";
import { SEARCH_PAGE_SIZE } from "../services/search.ts";
import { pageContextOf } from "../render/document.tsx";
import { parseSearchState } from "../../shared/search-filters.ts";
import { parseWhen, whenBounds } from "../../shared/when.ts";
import { todayInGulf } from "../../shared/dates.ts";
import type { Category } from "../../shared/catalogue.ts";
import { findPost, listPosts } from "../db/blog.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import type { AppEnv } from "../env.ts";
import { SLUG, brandOf, home, pageParam, withPage, type C } from "./catalogue-route-parts.ts";

type Listing = {
  heading: string;
  intro: string;
  breadcrumbs: { name: string; href: string }[];
  categories: Category[];
  currentCategory?: string;
};

/** What a listing covers on this site: on a supplier's own site, only that supplier's activities. */
function siteScope(c: C, scope: ListingScope): ListingScope {
  return { ...scope, supplierId: c.get("site").supplierId };
}

/**
 * A listing page's data from its scope's `rows` (read with the page's other data in one round trip): the same
 * engine as search (dates, sorts, filters with counts, paging), then the page's cards. `results` keeps the page of
 * cards in the older listing payload's shape for readers of `_payload.json`. Null (404) for a page past the end.
 */
async function loadListing(
  c: C,
  scope: ListingScope,
  rows: SearchRow[],
  page: number,
  basePath: string,
  listing: Listing,
) {
  const locale = c.get("locale");
  const params = new URL(c.req.url).searchParams;
  const state = { ...parseSearchState(params), page };
  const today = todayInGulf();
  const when = parseWhen(params, today);
  const results = await listingResults(c.env.DB, locale, rows, state, when, scope);
  if (!results) return null;
  return {
    ...listing,
    basePath,
    data: { state, when, whenBounds: whenBounds(today), ...results, cities: [] },
    context: pageContextOf(c),
    results: {
      items: results.cards,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      total: results.total,
      pageCount: results.pageCount,
    },
  };
}

function scopedHead<
  P extends { heading: string; intro: string; data: { state: { page: number } }; image?: { key: string } },
>(p: P, _t: TFunction, c: C) {
  return {
    title: `${p.heading} | ${brandOf(c)}`,
    description: p.intro,
    canonicalPath: withPage(c.get("routePath"), p.data.state.page),
    image: p.image ? imageUrl(p.image.key, { width: 1280, height: 640, fit: "cover", format: "jpeg" }) : undefined,
  };
}

export function registerCataloguePages(pages: Hono<AppEnv>): void {
  // All experiences: /things-to-do (our layout) and /experiences (supplier layouts); the router redirects the other.
  for (const path of ["/things-to-do", "/experiences"]) {
    registerPage(pages, path, {
      load: async (c) => {
        const page = pageParam(c);
        if (!page || allExperiencesPath(c.get("site").layoutType) !== path) return null;
        const locale = c.get("locale");
        const t = translatorFor(c);
        const scope = siteScope(c, {});
        const [categories, rows] = await readAll(c.env.DB, [
          listCategoriesRead(c.env.DB, locale, scope.supplierId),
          scopeRowsRead(c.env.DB, scope),
        ]);
        return loadListing(c, scope, rows, page, localePath(locale, path), {
          heading: t("catalogue.allHeading"),
          intro: t("catalogue.allIntro"),
          breadcrumbs: [home(c, t), { name: t("catalogue.allHeading"), href: localePath(locale, path) }],
          categories: categories.filter((cat) => cat.activityCount > 0),
        });
      },
      head: scopedHead,
      Component: ListingPage,
    });
  }

  registerPage(pages, `/:segment{things-to-do-in-${SLUG}}`, {
    load: async (c) => {
      const page = pageParam(c);
      if (!page) return null;
      const locale = c.get("locale");
      const slug = (c.req.param("segment") ?? "").slice("things-to-do-in-".length);
      const scope = siteScope(c, { citySlug: slug });
      const db = c.env.DB;
      const [city, categories, rows] = await readAll(db, [
        findCityRead(db, slug, locale, scope.supplierId),
        listCategoriesRead(db, locale, scope.supplierId),
        scopeRowsRead(db, scope),
      ]);
      if (!city) return null;
      const t = translatorFor(c);
      const path = cityPath(locale, city.slug);
      const found = await loadListing(c, scope, rows, page, path, {
        heading: t("catalogue.cityHeading", { city: city.name }),
        intro: city.description,
        breadcrumbs: [home(c, t), { name: city.name, href: path }],
        categories: categories.filter((cat) => cat.activityCount > 0),
      });
      return found && { ...found, image: city.image };
    },
    head: scopedHead,
    Component: ListingPage,
  });

  registerPage(pages, "/blog", {
    load: async (c) => {
      const page = pageParam(c);
      if (!page) return null;
      const posts = await listPosts(c.env.DB, c.get("locale"), page);
      return page > posts.pageCount ? null : { posts, basePath: blogPath(c.get("locale")) };
    },
    head: (p, t, c) => ({
      title: `${t("blog.title")} | ${brandOf(c)}`,
      description: t("blog.intro"),
      canonicalPath: withPage("/blog", p.posts.page),
    }),
    Component: BlogListPage,
  });

  registerPage(pages, `/blog/:slug{${SLUG}}`, {
    load: async (c) => {
      const locale = c.get("locale");
      const post = await findPost(c.env.DB, c.req.param("slug") ?? "", locale);
      if (!post) return null;
      const t = translatorFor(c);
      const scope = {
        citySlug: post.city?.slug,
        categorySlug: post.category?.slug,
        supplierId: c.get("site").supplierId,
      };
      const activities = post.city ? (await listActivities(c.env.DB, locale, scope, 1)).items.slice(0, 4) : [];
      return {
        post,
        activities,
        breadcrumbs: [
          home(c, t),
          { name: t("blog.title"), href: blogPath(locale) },
          { name: post.title, href: blogPath(locale, post.slug) },
        ],
      };
    },
    head: (p, _t, c) => ({
      title: `${p.post.title} | ${brandOf(c)}`,
      description: p.post.excerpt,
      ogType: "article",
      image: imageUrl(p.post.image.key, { width: 1280, height: 640, fit: "cover", format: "jpeg" }),
    }),
    Component: BlogPostPage,
  });

  // Category listing last: any other single segment is a category slug or a 404.
  registerPage(pages, `/:category{${SLUG}}`, {
    load: async (c) => {
      const page = pageParam(c);
      if (!page) return null;
      const locale = c.get("locale");
      const slug = c.req.param("category") ?? "";
      const scope = siteScope(c, { categorySlug: slug });
      const db = c.env.DB;
      const [category, categories, rows] = await readAll(db, [
        findCategoryRead(db, slug, locale, scope.supplierId),
        listCategoriesRead(db, locale, scope.supplierId),
        scopeRowsRead(db, scope),
      ]);
      if (!category) return null;
      const t = translatorFor(c);
      const path = categoryPath(locale, category.slug);
      const found = await loadListing(c, scope, rows, page, path, {
        heading: category.name,
        intro: category.description,
        breadcrumbs: [home(c, t), { name: category.name, href: path }],
        categories: categories.filter((cat) => cat.activityCount > 0 || cat.slug === category.slug),
        currentCategory: category.slug,
      });
      return found && { ...found, image: category.image };
    },
    head: scopedHead,
    Component: ListingPage,
  });
}
