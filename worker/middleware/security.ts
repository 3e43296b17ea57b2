// Security headers with a per-request CSP nonce, and an Origin check on every unsafe request.
import type { Context, MiddlewareHandler } from "hono";
import { secureHeaders, NONCE } from "hono/secure-headers";
import type { AppEnv } from "../env.ts";

const siteHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
    // react-hot-toast injects its animation keyframes at run time, and the brand colours are CSS variables.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'"],
    connectSrc: ["'self'"],
    // The service worker (/sw.js) and the web app manifest: this origin only, whatever 'strict-dynamic' allows scripts.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
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

/** The pages of the console's check-in scanner (routes/ops/departures.tsx): the only ones that may use the camera. */
const scannerPages = new WeakSet<Request>();

/**
 * Lets this request's page use the phone's camera (Permissions-Policy camera=(self)) and compile WebAssembly
 * ('wasm-unsafe-eval' in script-src, for the QR decoder where the browser has no BarcodeDetector). Every other page
 * keeps the camera off and WebAssembly compilation refused.
 */
export function allowScanner(c: Context): void {
  scannerPages.add(c.req.raw);
}

export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await siteHeaders(c, next);
  if (!scannerPages.has(c.req.raw)) return;
  c.res.headers.set("Permissions-Policy", "camera=(self), microphone=(), geolocation=(self)");
  const csp = c.res.headers.get("Content-Security-Policy");
  if (csp) c.res.headers.set("Content-Security-Policy", csp.replace("script-src ", "script-src 'wasm-unsafe-eval' "));
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Payment providers' and WhatsApp's webhooks come from their servers with no Origin; their signature is the check. */
const SIGNED_WEBHOOK = /^\/api\/payments\/webhook\/(sandbox|stripe)$|^\/webhooks\/whatsapp$/;

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
