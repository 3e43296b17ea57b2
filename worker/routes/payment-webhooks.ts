// POST /api/payments/webhook/:provider: the payment provider's events. The signature is the check (this path alone
// is exempt from the Origin check): forged or stale → 400, a replay → 200 with nothing changed, a genuine event about a
// payment that is not ours → 200, ignored.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { handleWebhook } from "../services/checkout/payment-result.ts";
import { checkoutDeps } from "../services/checkout-deps.ts";
import { PaymentVerificationError } from "../services/payments/provider.ts";
import { validationHook } from "./validation.ts";
import type { AppEnv } from "../env.ts";

export const WEBHOOK_PROVIDERS = ["sandbox", "stripe"] as const;
/** Provider events are a few kilobytes; anything far larger is not one. */
const MAX_BODY_BYTES = 256 * 1024;

const providerParam = z.object({
  provider: z.enum(WEBHOOK_PROVIDERS, { message: `The provider must be one of: ${WEBHOOK_PROVIDERS.join(", ")}` }),
});

export function paymentWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post("/:provider", zValidator("param", providerParam, validationHook), async (c) => {
    c.header("Cache-Control", "no-store");
    if (Number(c.req.header("content-length") ?? 0) > MAX_BODY_BYTES)
      return c.json({ error: "The event is too large to be a payment event." }, 413);
    const body = await c.req.text();
    if (body.length > MAX_BODY_BYTES) return c.json({ error: "The event is too large to be a payment event." }, 413);
    try {
      const { duplicate, ignored } = await handleWebhook(
        checkoutDeps(c),
        c.req.valid("param").provider,
        body,
        c.req.raw.headers,
        new Date(),
      );
      return c.json({ received: true, duplicate, ignored });
    } catch (error) {
      if (error instanceof PaymentVerificationError) return c.json({ error: error.message, reason: error.reason }, 400);
      throw error;
    }
  });
  return routes;
}
