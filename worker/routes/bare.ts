// /__bare: the benchmarks' baseline, the same worker with no page work. It answers "ok", or with ?bytes=N that many
// bytes of card-like HTML held in memory: the floor for sending a page of that size through the same stack.
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

/** Larger than any browse page (the Arabic experience page is under 100 KiB). */
export const BARE_MAX_BYTES = 256 * 1024;
const CARD = '<li class="card"><a href="/things-to-do-in-dubai/a-day-in-the-desert">A day in the desert</a><span class="price">AED 120.00</span></li>\n';
const FILLER = CARD.repeat(Math.ceil(BARE_MAX_BYTES / CARD.length)).slice(0, BARE_MAX_BYTES);

const bareQuery = z.object({
  bytes: z.coerce
    .number({ error: "bytes must be a whole number" })
    .int("bytes must be a whole number")
    .min(0, "bytes must be 0 or more")
    .max(BARE_MAX_BYTES, `bytes must be at most ${BARE_MAX_BYTES}`)
    .optional(),
});

export function bareRoutes(): Hono<AppEnv> {
  const bare = new Hono<AppEnv>();
  bare.get("/", zValidator("query", bareQuery, validationHook), (c) => {
    const { bytes } = c.req.valid("query");
    return bytes === undefined ? c.text("ok") : c.html(FILLER.slice(0, bytes));
  });
  return bare;
}
