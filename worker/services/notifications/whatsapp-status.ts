// The WhatsApp Cloud API's status webhook: which bodies are Meta's (X-Hub-Signature-256, the HMAC-SHA256 of the raw
// body with the app secret), which were taken before (a replay writes nothing), and how each reported status moves a
// send's delivery: forward only (sent, delivered, read), and failed from any of them, with its error.
import { DELIVERY_STATUSES, type DeliveryStatus } from "../../../shared/notifications.ts";
import { isReceiptConflict, recordWebhookReceipt, webhookReceiptExists } from "../../db/webhook-receipts.ts";
import {
  advanceDeliveryStatement,
  recordWhatsAppStatus,
  type WhatsAppStatusRecord,
} from "../../db/whatsapp-statuses.ts";
import { toHex, verifyHmacHex } from "../payments/signing.ts";

export const WHATSAPP_WEBHOOK_SOURCE = "whatsapp";
/** Status webhooks are a few kilobytes; anything far larger is not one. */
export const MAX_WEBHOOK_BYTES = 256 * 1024;
const MAX_ERROR_LENGTH = 500;

/** One status of a sent message, as the webhook's `statuses[]` carries it (validated by the route). */
export type StatusReport = {
  id: string;
  status: string;
  /** Unix seconds. */
  timestamp: string;
  errors?: { code?: number; title?: string; message?: string; error_data?: { details?: string } }[];
};

/** The statuses a send's delivery may move to `status` from: only forward, and failed from anything but failed. */
export function deliveryMayFollow(status: DeliveryStatus): DeliveryStatus[] {
  if (status === "failed") return ["sent", "delivered", "read"];
  const forward: DeliveryStatus[] = ["sent", "delivered", "read"];
  return forward.slice(0, forward.indexOf(status));
}

const isDeliveryStatus = (status: string): status is DeliveryStatus =>
  (DELIVERY_STATUSES as readonly string[]).includes(status);

/** "131026 Message undeliverable: details" from a failed status's first error. */
export function statusErrorText(errors: StatusReport["errors"]): string | null {
  const first = errors?.[0];
  if (!first) return null;
  const what = [first.title, first.message, first.error_data?.details]
    .filter((part, i, all): part is string => !!part && all.indexOf(part) === i)
    .join(": ");
  const text = [first.code, what].filter((part) => part !== undefined && part !== "").join(" ");
  return (text || "failed").slice(0, MAX_ERROR_LENGTH);
}

/**
 * The statuses this service records. Kinds other than sent, delivered, read and failed (Meta has added some before)
 * are taken and left out, so that Meta does not send them again for a week.
 */
export function statusRecords(reports: StatusReport[]): WhatsAppStatusRecord[] {
  return reports.flatMap((report) => {
    if (!isDeliveryStatus(report.status)) return [];
    return [
      {
        providerId: report.id,
        status: report.status,
        at: new Date(Number(report.timestamp) * 1000).toISOString(),
        error: report.status === "failed" ? (statusErrorText(report.errors) ?? "failed") : null,
      },
    ];
  });
}

const encoder = new TextEncoder();

export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", bytes));
}

export type SignatureCheck = "valid" | "missing" | "malformed" | "wrong";

/** Checks `X-Hub-Signature-256: sha256=<hex>` against the raw body, in constant time (WebCrypto's HMAC verify). */
export async function verifyHubSignature(
  appSecret: string,
  body: Uint8Array<ArrayBuffer>,
  header: string | undefined,
): Promise<SignatureCheck> {
  if (header === undefined || header.trim() === "") return "missing";
  const match = /^sha256=([0-9a-fA-F]{64})$/.exec(header.trim());
  if (!match) return "malformed";
  return (await verifyHmacHex(appSecret, body, match[1])) ? "valid" : "wrong";
}

/** Whether `given` is the verify token, compared in constant time (both hashed first, so their lengths do not show). */
export async function verifyTokenMatches(expected: string, given: string): Promise<boolean> {
  const [a, b] = await Promise.all(
    [expected, given].map(
      async (value) => new Uint8Array(await crypto.subtle.digest("SHA-256", encoder.encode(value))),
    ),
  );
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i] ^ b[i];
  return difference === 0 && expected !== "";
}

export type StatusOutcome = { kind: "applied"; statuses: number } | { kind: "replay" };

/**
 * Records a verified webhook body's statuses: its receipt, each status once, and each send's delivery moved forward,
 * all in one batch, so that a failure (or a second copy of the same body arriving at the same time) writes nothing.
 */
export async function applyWhatsAppStatuses(
  db: D1Database,
  bodySha256: string,
  reports: StatusReport[],
  now: Date,
): Promise<StatusOutcome> {
  if (await webhookReceiptExists(db, WHATSAPP_WEBHOOK_SOURCE, bodySha256)) return { kind: "replay" };
  const records = statusRecords(reports);
  const statements = [recordWebhookReceipt(db, WHATSAPP_WEBHOOK_SOURCE, bodySha256, now)];
  for (const record of records) {
    statements.push(recordWhatsAppStatus(db, record, now));
    statements.push(
      advanceDeliveryStatement(
        db,
        record.providerId,
        record.status,
        deliveryMayFollow(record.status),
        record.error,
        now,
      ),
    );
  }
  try {
    await db.batch(statements);
  } catch (error) {
    if (isReceiptConflict(error)) return { kind: "replay" };
    throw error;
  }
  return { kind: "applied", statuses: records.length };
}
