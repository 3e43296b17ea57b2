// /__bare (development only): the benchmarks' baseline, the same worker with no page work. It answers "ok", or with ?bytes=N that many
// bytes of card-like HTML held in memory: the floor for sending a page of that size through the same stack.
import { Hono } from "hono";
import { z } from "zod";
import { zValidator } from "@hono/zod-validator";
import { validationHook } from "./validation.ts";
import { developmentOnly } from "../middleware/test-instruments.ts";
import type { AppEnv } from "../env.ts";

/** Larger than any browse page (the Arabic experience page is under 100 KiB). */
export const BARE_MAX_BYTES = 256 * 1024;
const CARD =
  '<li class="card"><a href="/things-to-do-in-dubai/a-day-in-the-desert">A day in the desert</a><span class="price">AED 120.00</span></li>\n';
let filler: string | null = null;

const bareQuery = z.object({
  // Digits only: Number() would also take "", " 12 ", "0x10" and "1e3".
  bytes: z
    .string()
    .regex(/^\d{1,7}$/, "bytes must be a whole number")
    .transform(Number)
    .pipe(z.number().max(BARE_MAX_BYTES, `bytes must be at most ${BARE_MAX_BYTES}`))
    .optional(),
});

export function bareRoutes(): Hono<AppEnv> {
  const bare = new Hono<AppEnv>();
  bare.use("*", developmentOnly);
  bare.get("/", zValidator("query", bareQuery, validationHook), (c) => {
    const { bytes } = c.req.valid("query");
    // Never stored anywhere, never indexed: a measuring stick for a developer's machine (404 anywhere else).
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    if (bytes === undefined) return c.text("ok");
    filler ??= CARD.repeat(Math.ceil(BARE_MAX_BYTES / CARD.length)).slice(0, BARE_MAX_BYTES);
    return c.html(filler.slice(0, bytes));
  });
  return bare;
}
