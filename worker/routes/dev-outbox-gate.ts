// The gate of a local outbox page (/dev/outbox, /dev/whatsapp): it exists only while its channel keeps messages
// instead of sending them (the test-instrument middleware already limits /dev/* to development and staging), and is
// never cached or indexed.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

export function onlyWhileKept(setting: "MAILER" | "WHATSAPP"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if ((c.env[setting] ?? "").trim() !== "outbox") return c.notFound();
    c.header("Cache-Control", "no-store");
    c.header("X-Robots-Tag", "noindex");
    await next();
  };
}
