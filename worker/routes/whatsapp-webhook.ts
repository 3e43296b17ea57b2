// /webhooks/whatsapp: the WhatsApp Cloud API's webhook. GET is Meta's subscription handshake (the verify token, then
// the challenge echoed); POST carries message statuses, signed with the app secret (X-Hub-Signature-256 over the raw
// body). The signature is the check, so this path alone besides the payment webhooks is exempt from the Origin check.
// Unsigned, forged or tampered bodies → 401, a replay → 409, a malformed one → 400, each writing nothing.
// Only while WHATSAPP is "cloud_api": with the local outbox nothing reaches Meta, so there is no webhook (404).
import { Hono, type Context } from "hono";
import { z } from "zod";
import {
  applyWhatsAppStatuses,
  MAX_WEBHOOK_BYTES,
  sha256Hex,
  verifyHubSignature,
  verifyTokenMatches,
  type StatusReport,
} from "../services/notifications/whatsapp-status.ts";
import { logEvent } from "../services/log.ts";
import type { AppEnv } from "../env.ts";

const handshakeQuery = z.object({
  "hub.mode": z.string().max(32),
  "hub.verify_token": z.string().max(512),
  // Meta sends a number; nothing else is echoed back.
  "hub.challenge": z.string().regex(/^[A-Za-z0-9_.-]{1,256}$/),
});

const statusSchema = z.object({
  id: z.string().min(1).max(256),
  // Kept as text: kinds other than sent, delivered, read and failed are taken and ignored (services/…/whatsapp-status.ts).
  status: z.string().min(1).max(32),
  timestamp: z.string().regex(/^\d{1,12}$/, "timestamp must be unix seconds"),
  recipient_id: z.string().min(1).max(64).optional(),
  errors: z
    .array(
      z.object({
        code: z.number().int().optional(),
        title: z.string().max(1000).optional(),
        message: z.string().max(1000).optional(),
        error_data: z.object({ details: z.string().max(2000).optional() }).optional(),
      }),
    )
    .max(20)
    .optional(),
});

const webhookSchema = z.object({
  object: z.literal("whatsapp_business_account"),
  entry: z
    .array(
      z.object({
        id: z.string().max(64).optional(),
        changes: z
          .array(
            z.object({
              field: z.string().max(64),
              // Other parts of a change (incoming messages, contacts, metadata) are not read here.
              value: z.object({ statuses: z.array(statusSchema).max(1000).optional() }),
            }),
          )
          .max(100),
      }),
    )
    .max(100),
});

/** The statuses of every "messages" change; messages from travellers and other fields are not this webhook's business. */
function statusReports(payload: z.infer<typeof webhookSchema>): StatusReport[] {
  return payload.entry.flatMap((entry) =>
    entry.changes.flatMap((change) => (change.field === "messages" ? (change.value.statuses ?? []) : [])),
  );
}

/** Null when the webhook exists and has its secret; otherwise the answer. */
function unavailable(c: Context<AppEnv>, secret: "WHATSAPP_APP_SECRET" | "WHATSAPP_VERIFY_TOKEN"): Response | null {
  if ((c.env.WHATSAPP ?? "").trim() !== "cloud_api")
    return c.json({ error: 'There is no WhatsApp webhook here: WHATSAPP is not "cloud_api".' }, 404);
  if (!c.env[secret]?.trim()) {
    logEvent("error", "configuration", {
      requestId: c.get("requestId"),
      problems: [secret],
      fix: `WHATSAPP is "cloud_api" but ${secret} is not set: \`npx wrangler secret put ${secret}\` (locally, .dev.vars).`,
    });
    return c.json({ error: "The WhatsApp webhook is not configured yet; try again later." }, 503);
  }
  return null;
}

function refused(c: Context<AppEnv>, status: 400 | 401 | 403 | 409 | 413, reason: string, error: string) {
  logEvent("warn", "whatsapp_webhook_refused", { requestId: c.get("requestId"), status, reason });
  return c.json({ error, reason }, status);
}

export function whatsAppWebhookRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.use("*", async (c, next) => {
    await next();
    c.header("Cache-Control", "no-store");
  });

  routes.get("/", async (c) => {
    const closed = unavailable(c, "WHATSAPP_VERIFY_TOKEN");
    if (closed) return closed;
    const query = handshakeQuery.safeParse(c.req.query());
    if (!query.success) return refused(c, 403, "malformed", "This is not a webhook subscription request.");
    const { "hub.mode": mode, "hub.verify_token": token, "hub.challenge": challenge } = query.data;
    const matches = await verifyTokenMatches(c.env.WHATSAPP_VERIFY_TOKEN!.trim(), token);
    if (mode !== "subscribe" || !matches) return refused(c, 403, "verify_token", "The verify token does not match.");
    return c.text(challenge, 200);
  });

  routes.post("/", async (c) => {
    const closed = unavailable(c, "WHATSAPP_APP_SECRET");
    if (closed) return closed;
    const tooLarge = () => refused(c, 413, "too_large", "The body is too large to be a status webhook.");
    if (Number(c.req.header("content-length") ?? 0) > MAX_WEBHOOK_BYTES) return tooLarge();
    const body = new Uint8Array(await c.req.arrayBuffer());
    if (body.byteLength > MAX_WEBHOOK_BYTES) return tooLarge();

    const signature = await verifyHubSignature(
      c.env.WHATSAPP_APP_SECRET!.trim(),
      body,
      c.req.header("x-hub-signature-256"),
    );
    if (signature !== "valid")
      return refused(c, 401, `signature_${signature}`, "The X-Hub-Signature-256 signature is missing or wrong.");

    let json: unknown;
    try {
      json = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(body));
    } catch {
      return refused(c, 400, "not_json", "The body is not JSON.");
    }
    const payload = webhookSchema.safeParse(json);
    if (!payload.success) {
      const issues = payload.error.issues.map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);
      return refused(c, 400, "shape", `Not a WhatsApp status webhook: ${issues.slice(0, 5).join("; ")}`);
    }

    const outcome = await applyWhatsAppStatuses(
      c.env.DB,
      await sha256Hex(body),
      statusReports(payload.data),
      new Date(),
    );
    if (outcome.kind === "replay") return refused(c, 409, "replay", "This webhook was received before.");
    return c.json({ received: true, statuses: outcome.statuses });
  });
  return routes;
}
