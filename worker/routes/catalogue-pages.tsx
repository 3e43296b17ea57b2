// Catalogue pages: listings (all, city, category) and the blog; unknown slugs are 404s (experience pages: activity-pages.tsx).
import type { Hono } from "hono";
import type { TFunction } from "i18next";
import { registerPage, translator as translatorFor } from "../render/page.tsx";
import { localePath } from "../../client/lib/locales.ts";
import { imageUrl } from "../../client/lib/image-url.ts";
import { ListingPage } from "../../client/pages/ListingPage.tsx";
import { BlogListPage, BlogPostPage } from "../../client/pages/BlogPages.tsx";
import { blogPath, categoryPath, cityPath } from "../../client/components/catalogue/paths.ts";
import { findCategory, findCity, listActivities, listCategories, type ListingFilter } from "../db/catalogue.ts";
import { findPost, listPosts } from "../db/blog.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import type { AppEnv } from "../env.ts";
import { SLUG, brandOf, home, pageParam, withPage, type C } from "./catalogue-route-parts.ts";

/** A city's or category's listing page: the place, one page of its activities, and the category chips. */
async function loadScoped<T>(c: C, find: Promise<T | null>, filter: ListingFilter, page: number) {
  const locale = c.get("locale");
  const [place, results, categories] = await Promise.all([find, listActivities(c.env.DB, locale, filter, page), listCategories(c.env.DB, locale)]);
  return place && page <= results.pageCount ? { place, results, categories } : null;
}

function scopedHead<P extends { heading: string; intro: string; results: { page: number }; image: { key: string } }>(p: P, _t: TFunction, c: C) {
  return {
    title: `${p.heading} | ${brandOf(c)}`,
    description: p.intro,
    canonicalPath: withPage(c.get("routePath"), p.results.page),
    image: imageUrl(p.image.key, { width: 1280, height: 640, fit: "cover", format: "jpeg" }),
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
        const [results, categories] = await Promise.all([listActivities(c.env.DB, locale, {}, page), listCategories(c.env.DB, locale)]);
        if (page > results.pageCount) return null;
        const t = translatorFor(c);
        return {
          heading: t("catalogue.allHeading"),
          intro: t("catalogue.allIntro"),
          breadcrumbs: [home(c, t), { name: t("catalogue.allHeading"), href: localePath(locale, path) }],
          basePath: localePath(locale, path),
          results,
          categories,
        };
      },
      head: (p, t, c) => ({ title: `${p.heading} | ${brandOf(c)}`, description: p.intro, canonicalPath: withPage(c.get("routePath"), p.results.page) }),
      Component: ListingPage,
    });
  }

  registerPage(pages, `/:segment{things-to-do-in-${SLUG}}`, {
    load: async (c) => {
      const page = pageParam(c);
      const locale = c.get("locale");
      const slug = (c.req.param("segment") ?? "").slice("things-to-do-in-".length);
      const found = page && (await loadScoped(c, findCity(c.env.DB, slug, locale), { citySlug: slug }, page));
      if (!found) return null;
      const { place: city, results, categories } = found;
      const t = translatorFor(c);
      const path = cityPath(locale, city.slug);
      return {
        heading: t("catalogue.cityHeading", { city: city.name }),
        intro: city.description,
        breadcrumbs: [home(c, t), { name: city.name, href: path }],
        basePath: path,
        results,
        categories: categories.filter((cat) => cat.activityCount > 0),
        image: city.image,
      };
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
    head: (p, t, c) => ({ title: `${t("blog.title")} | ${brandOf(c)}`, description: t("blog.intro"), canonicalPath: withPage("/blog", p.posts.page) }),
    Component: BlogListPage,
  });

  registerPage(pages, `/blog/:slug{${SLUG}}`, {
    load: async (c) => {
      const locale = c.get("locale");
      const post = await findPost(c.env.DB, c.req.param("slug") ?? "", locale);
      if (!post) return null;
      const t = translatorFor(c);
      const activities = post.city ? (await listActivities(c.env.DB, locale, { citySlug: post.city.slug, categorySlug: post.category?.slug }, 1)).items.slice(0, 4) : [];
      return {
        post,
        activities,
        breadcrumbs: [home(c, t), { name: t("blog.title"), href: blogPath(locale) }, { name: post.title, href: blogPath(locale, post.slug) }],
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
      const locale = c.get("locale");
      const slug = c.req.param("category") ?? "";
      const found = page && (await loadScoped(c, findCategory(c.env.DB, slug, locale), { categorySlug: slug }, page));
      if (!found) return null;
      const { place: category, results, categories } = found;
      const t = translatorFor(c);
      const path = categoryPath(locale, category.slug);
      return {
        heading: category.name,
        intro: category.description,
        breadcrumbs: [home(c, t), { name: category.name, href: path }],
        basePath: path,
        results,
        categories,
        currentCategory: category.slug,
        image: category.image,
      };
    },
    head: scopedHead,
    Component: ListingPage,
  });
}

