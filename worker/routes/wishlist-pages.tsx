// /wishlist (and /ar/wishlist): personal, so private, no-store and noindex. Signed in, the account's saved cards come
// from D1; signed out, the page's island shows what this browser saved. Remove works as a plain form too. A supplier's
// own site lists only the saved activities it sells (the account keeps the others for the site that sells them).
import type { Context, Hono } from "hono";
import { z } from "zod";
import { localePath } from "../../shared/locales.ts";
import { WISHLIST_PATH } from "../../shared/wishlist.ts";
import { WishlistPage, type WishlistPageProps } from "../../client/pages/WishlistPage.tsx";
import { pageContextOf } from "../render/document.tsx";
import { personalView, registerPersonalPage, type PersonalView } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import { wishlistCards } from "../db/wishlist.ts";
import { removeFromWishlist } from "../services/wishlist.ts";
import { currentAccount, signInPath } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

async function wishlistPage(c: C): Promise<PersonalView> {
  const account = await currentAccount(c);
  const locale = c.get("locale");
  const here = localePath(locale, WISHLIST_PATH);
  const props: WishlistPageProps = {
    context: pageContextOf(c),
    cards: account ? await wishlistCards(c.env.DB, account.id, locale, c.get("site").supplierId) : null,
    removeAction: `${here}/remove`,
    browseHref: localePath(locale, allExperiencesPath(c.get("site").layoutType)),
    signInHref: account ? null : signInPath(c, here),
  };
  return personalView(WishlistPage, props, { title: "wishlist.metaTitle", description: "wishlist.intro" });
}

const removeForm = z.object({
  activityId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

/** The Remove button before JavaScript runs: signed-in only (a signed-out list lives in the browser). */
async function postRemove(c: C) {
  c.header("Cache-Control", PERSONAL);
  const here = localePath(c.get("locale"), WISHLIST_PATH);
  const account = await currentAccount(c);
  if (!account) return redirectTo(c, signInPath(c, here), 303);
  // A body that is not a form (JSON, empty) is a 400 like a form without the field, never a 500.
  const fields = await c.req.formData().then(
    (data) => Object.fromEntries(data),
    () => ({}),
  );
  const form = removeForm.safeParse(fields);
  if (!form.success) return c.text("Choose an experience to remove from your wishlist.", 400);
  await removeFromWishlist(c.env.DB, account.id, form.data.activityId, c.get("site").supplierId);
  return redirectTo(c, here, 303);
}

export function registerWishlistPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, WISHLIST_PATH, wishlistPage);
  pages.post(`${WISHLIST_PATH}/remove`, postRemove);
}
