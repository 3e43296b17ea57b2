// Gives every request an id of our own for logs, error pages and the X-Request-Id response header.
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../env.ts";

/** A client-sent X-Request-Id is ignored: echoing it would let a caller write into our logs and pages. */
export const requestId: MiddlewareHandler<AppEnv> = async (c, next) => {
  const id = crypto.randomUUID();
  c.set("requestId", id);
  c.header("X-Request-Id", id);
  await next();
};
