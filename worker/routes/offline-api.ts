// GET /api/account/offline-vouchers: what the service worker keeps for the signed-in account (client/sw/sw.ts).
// Personal: `private, no-store`; 401 when nobody is signed in (the service worker then forgets its copies).
import { Hono } from "hono";
import { PERSONAL } from "../routing/cacheable.ts";
import { offlineVoucherList } from "../services/offline-vouchers.ts";
import { currentAccount } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

export function offlineApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.get("/offline-vouchers", async (c) => {
    c.header("Cache-Control", PERSONAL);
    const account = await currentAccount(c);
    if (!account) return c.json({ error: "Sign in to keep your vouchers on this phone." }, 401);
    return c.json(await offlineVoucherList(c.env.DB, account.id, new Date()));
  });
  return api;
}
