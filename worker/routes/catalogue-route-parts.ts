// What the catalogue's page routes share: the slug pattern, ?page= parsing, the brand and the home breadcrumb.
import type { Context } from "hono";
import type { TFunction } from "i18next";
import { localePath } from "../../shared/locales.ts";
import type { AppEnv } from "../env.ts";

export type C = Context<AppEnv>;

/** What a city, category, activity or article slug may contain; other paths 404 without a query. */
export const SLUG = "[a-z0-9][a-z0-9-]{0,119}";

/** The ?page= number, or null when it is not a page number. */
export function pageParam(c: C): number | null {
  const raw = c.req.query("page");
  if (raw === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : null;
}

export const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);
export const brandOf = (c: C) => c.get("site").brand.name[c.get("locale")];
export const home = (c: C, t: TFunction) => ({ name: t("common.homePage"), href: localePath(c.get("locale"), "/") });
