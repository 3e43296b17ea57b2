// The wishlist's JSON API (private: signed-in travellers only) and the public cards-by-ids endpoint that lets a
// signed-out visitor's wishlist page show what the browser saved locally. On a supplier's own site both know only the
// activities it sells: another supplier's id answers as an unknown one, and the account's saves of them are not listed.
import { Hono, type Context } from "hono";
import { PERSONAL } from "../routing/cacheable.ts";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { WISHLIST_BATCH_MAX, WISHLIST_MAX, type WishlistIds } from "../../shared/wishlist.ts";
import { wishlistIds } from "../db/wishlist.ts";
import { cardsByIds } from "../db/search.ts";
import { mergeWishlist, removeFromWishlist, saveToWishlist } from "../services/wishlist.ts";
import { currentAccount } from "./auth-session.ts";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const idParam = z.object({
  activityId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, "The activity id is a whole number from 1, such as 42")
    .transform(Number)
    .refine((id) => id < 2 ** 31, "That activity id is too large"),
});

const mergeBody = z.object({
  ids: z
    .array(
      z
        .number({ message: "Each saved id is a number" })
        .int("Each saved id is a whole number")
        .positive("Each saved id is a whole number from 1")
        .max(2 ** 31 - 1, "That activity id is too large"),
      {
        message: 'Send the saved activity ids as a list, such as {"ids": [12, 40]}',
      },
    )
    .max(WISHLIST_BATCH_MAX, `Send at most ${WISHLIST_BATCH_MAX} ids at a time`),
});

const cardsQuery = z.object({
  ids: z
    .string({ message: "Add ids, such as ?ids=12,40" })
    .regex(/^\d{1,10}(,\d{1,10})*$/, "ids is a comma-separated list of whole numbers, such as 12,40")
    .transform((raw) => [...new Set(raw.split(",").map(Number))])
    .refine((ids) => ids.length <= WISHLIST_BATCH_MAX, `Ask for at most ${WISHLIST_BATCH_MAX} activities at a time`)
    .refine((ids) => ids.every((id) => id > 0 && id < 2 ** 31), "Each id is a whole number from 1"),
  locale: z.enum(["en", "ar"], { message: "locale must be en or ar" }).optional(),
});

const signedOut = (c: C) => c.json({ error: "Sign in to keep a wishlist on your account." }, 401);

/** The site's supplier on a supplier's own site, null on the marketplace. */
const scope = (c: C) => c.get("site").supplierId;

async function answer(c: C, userId: string) {
  return c.json({ ids: await wishlistIds(c.env.DB, userId, scope(c)) } satisfies WishlistIds);
}

export function wishlistApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    c.header("Cache-Control", PERSONAL);
    await next();
  });

  api.get("/", async (c) => {
    const account = await currentAccount(c);
    // Not a 401: a page that still carries the signed_in cookie of a session that just ended asks this, and an
    // error status would be a console error for an ordinary sign-out.
    return account ? answer(c, account.id) : c.json({ ids: [], signedIn: false } satisfies WishlistIds);
  });

  api.put("/:activityId", zValidator("param", idParam, validationHook), async (c) => {
    const account = await currentAccount(c);
    if (!account) return signedOut(c);
    const result = await saveToWishlist(c.env.DB, account.id, c.req.valid("param").activityId, new Date(), scope(c));
    if (result === "unknown_activity") return c.json({ error: "There is no experience with this id." }, 404);
    if (result === "full")
      return c.json(
        { error: `A wishlist keeps at most ${WISHLIST_MAX} experiences: remove one to save another.` },
        409,
      );
    return answer(c, account.id);
  });

  api.delete("/:activityId", zValidator("param", idParam, validationHook), async (c) => {
    const account = await currentAccount(c);
    if (!account) return signedOut(c);
    await removeFromWishlist(c.env.DB, account.id, c.req.valid("param").activityId, scope(c));
    return answer(c, account.id);
  });

  api.post("/merge", zValidator("json", mergeBody, validationHook), async (c) => {
    const account = await currentAccount(c);
    if (!account) return signedOut(c);
    const { skipped } = await mergeWishlist(c.env.DB, account.id, c.req.valid("json").ids, new Date(), scope(c));
    return c.json({ ids: await wishlistIds(c.env.DB, account.id, scope(c)), skipped });
  });

  return api;
}

/**
 * GET ?ids=1,2 → { cards } in the order asked, unknown ids (and on a supplier's own site, other suppliers' activities)
 * left out. Public and anonymous (no cookies read).
 */
export function activityCardsApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/", zValidator("query", cardsQuery, validationHook), async (c) => {
    const { ids, locale } = c.req.valid("query");
    c.header("Cache-Control", "public, max-age=60");
    return c.json({ cards: await cardsByIds(c.env.DB, ids, locale ?? c.get("locale"), scope(c)) });
  });
  return api;
}
