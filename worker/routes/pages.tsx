// The page routes, mounted once for English at / and once for Arabic at /ar.
import { Hono, type Context } from "hono";
import type { TFunction } from "i18next";
import { registerPage, renderer } from "../render/page.tsx";
import type { PageHead } from "../render/document.tsx";
import { HomePage } from "../../client/pages/HomePage.tsx";
import { ArticlePage } from "../../client/pages/ArticlePage.tsx";
import { ContactPage } from "../../client/pages/ContactPage.tsx";
import { FaqPage } from "../../client/pages/FaqPage.tsx";
import { listFaqByTopic } from "../db/faq.ts";
import { listActivitiesRead, listCategoriesRead, listCitiesRead } from "../db/catalogue.ts";
import { latestPostsRead } from "../db/blog.ts";
import { readAll } from "../db/batch.ts";
import { registerCataloguePages } from "./catalogue-pages.tsx";
import { registerActivityPages } from "./activity-pages.tsx";
import { registerSearchPages } from "./search-pages.tsx";
import { registerSandboxPayPages } from "./sandbox-pay.tsx";
import { registerCartPages } from "./cart-pages.tsx";
import { registerCheckoutPages } from "./checkout-pages.tsx";
import { registerAuthPages } from "./auth-pages.tsx";
import { registerReviewPages } from "./review-pages.tsx";
import { registerOfferPages } from "./offer-pages.tsx";
import { registerInvoicePages } from "./invoice-pages.tsx";
import { registerVoucherPages } from "./voucher-pages.tsx";
import { registerWhatsAppConsentRoutes } from "./whatsapp-consent.ts";
import { registerWishlistPages } from "./wishlist-pages.tsx";
import { registerOpsPages } from "./ops/index.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { whenBounds } from "../../shared/when.ts";
import { todayInGulf } from "../../shared/dates.ts";
import type { AppEnv } from "../env.ts";

/** "About us | Rihla": a page title followed by the site's brand. */
function titled(t: TFunction, c: Context<AppEnv>, key: string): PageHead {
  const brand = c.get("site").brand.name[c.get("locale")];
  return { title: `${t(`${key}.title`)} | ${brand}`, description: t(`${key}.description`) };
}

export function pageRoutes(): Hono<AppEnv> {
  const pages = new Hono<AppEnv>();
  pages.use("*", renderer);

  registerPage(pages, "/", {
    load: async (c) => {
      const locale = c.get("locale");
      // On a supplier's site every section holds only that supplier's activities and the places it offers them.
      const supplierId = c.get("site").supplierId;
      const db = c.env.DB;
      const [categories, cities, popular, posts] = await readAll(db, [
        listCategoriesRead(db, locale, supplierId),
        listCitiesRead(db, locale, supplierId),
        listActivitiesRead(db, locale, { supplierId }, 1),
        latestPostsRead(db, locale, 3),
      ]);
      return {
        allExperiencesPath: allExperiencesPath(c.get("site").layoutType),
        whenBounds: whenBounds(todayInGulf()),
        categories: supplierId ? categories.filter((g) => g.activityCount > 0) : categories,
        cities: [...cities]
          .filter((city) => city.activityCount > 0)
          .sort((a, b) => b.activityCount - a.activityCount)
          .slice(0, 8),
        popular: popular.items.slice(0, 8),
        posts,
      };
    },
    head: (_props, t, c) => {
      const brand = c.get("site").brand.name[c.get("locale")];
      return { title: t("meta.homeTitle", { brand }), description: t("meta.homeDescription") };
    },
    Component: HomePage,
  });

  for (const [path, resource] of [
    ["/about", "about"],
    ["/privacy-policy", "privacy"],
    ["/terms-and-conditions", "terms"],
  ] as const) {
    registerPage(pages, path, {
      load: () => ({ resource }),
      head: (_p, t, c) => titled(t, c, resource),
      Component: ArticlePage,
    });
  }

  registerPage(pages, "/contact-us", {
    load: () => ({}),
    head: (_p, t, c) => titled(t, c, "contact"),
    Component: ContactPage,
  });

  registerPage(pages, "/faq", {
    load: async (c) => ({ topics: await listFaqByTopic(c.env.DB, c.get("locale")) }),
    head: (_p, t, c) => titled(t, c, "faq"),
    Component: FaqPage,
  });

  registerSearchPages(pages);
  registerSandboxPayPages(pages);
  registerCartPages(pages);
  registerCheckoutPages(pages);
  registerAuthPages(pages);
  registerReviewPages(pages);
  registerOfferPages(pages);
  registerInvoicePages(pages);
  registerVoucherPages(pages);
  registerWhatsAppConsentRoutes(pages);
  registerWishlistPages(pages);
  registerOpsPages(pages);
  registerActivityPages(pages);
  registerCataloguePages(pages);
  return pages;
}
