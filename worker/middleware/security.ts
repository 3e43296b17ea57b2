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
    // Checkout without JavaScript posts, then is redirected to the payment page, which Stripe hosts when configured.
    formAction: ["'self'", "https://checkout.stripe.com"],
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

/** Payment providers' webhooks come from their servers with no Origin; their signature is the check. */
const SIGNED_WEBHOOK = /^\/api\/payments\/webhook\/(sandbox|stripe)$/;

/** Refuses state-changing requests (JSON included) whose Origin is not this site. */
export const originCheck: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  if (c.req.method === "POST" && SIGNED_WEBHOOK.test(new URL(c.req.url).pathname)) return next();
  const origin = c.req.header("origin");
  const expected = new URL(c.req.url).origin;
  const allowed = [expected, c.env.PUBLIC_ORIGIN].filter(Boolean);
  if (!origin || !allowed.includes(origin)) {
    return c.json(
      { error: "This request did not come from this site, so it was refused.", requestId: c.get("requestId") },
      403,
    );
  }
  return next();
};
