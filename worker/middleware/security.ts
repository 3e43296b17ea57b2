// Security headers with a per-request CSP nonce, and an Origin check on every unsafe request.
import type { MiddlewareHandler } from "hono";
import { secureHeaders, NONCE } from "hono/secure-headers";
import type { AppEnv } from "../env.ts";

export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
    // react-hot-toast injects its animation keyframes at run time, and the brand colours are CSS variables.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
  },
  crossOriginEmbedderPolicy: false,
  // Agrees with frame-ancestors 'none' for browsers that only read the older header.
  xFrameOptions: "DENY",
  referrerPolicy: "strict-origin-when-cross-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: ["self"] },
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Refuses state-changing requests (JSON included) whose Origin is not this site. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const expected = new URL(c.req.url).origin;
  const allowed = [expected, c.env.PUBLIC_ORIGIN].filter(Boolean);
  if (!origin || !allowed.includes(origin)) {
    return c.json({ error: "This request did not come from this site, so it was refused.", requestId: c.get("requestId") }, 403);
  }
  return next();
};
