// POST /dev/staff/stale-passkey-check: a test instrument (a developer's machine and staging only, like the outbox)
// that makes this session's passkey check older than the console allows for refunds, forced cancellations and role
// changes, so a journey meets "Confirm it's you" without waiting ten minutes. It can only take freshness away.
import { Hono } from "hono";
import { tokenHash } from "../crypto/tokens.ts";
import { agePasskeyCheckStatement } from "../db/staff.ts";
import { STEP_UP_MINUTES } from "../../shared/staff.ts";
import { sessionTokenOf } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

export function devStaffRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/staff/stale-passkey-check", async (c) => {
    const token = sessionTokenOf(c);
    if (!token) return c.notFound();
    const past = new Date(Date.now() - (STEP_UP_MINUTES + 1) * 60_000);
    await agePasskeyCheckStatement(c.env.DB, await tokenHash(token), past).run();
    c.header("Cache-Control", "no-store");
    return c.body(null, 204);
  });
  return routes;
}
