// The sandbox payment provider: a ledger in D1 that stands for the bank, a hosted page at /pay/<id> with test cards,
// HMAC-signed returns (30 minutes) and webhooks. Every ledger change is one conditional UPDATE.
import { localePath } from "../../../shared/locales.ts";
import { SANDBOX_CARDS } from "../../../shared/constants.ts";
import {
  answerSandboxPayment,
  closeSandboxPayment,
  expireSandboxPaymentIfDue,
  findSandboxPayment,
  insertSandboxPayment,
  rowToSandboxPayment,
  sandboxOperationApplied,
  sandboxOperationStatements,
  sandboxPaymentByKey,
  type SandboxLedgerStatus,
  type SandboxOperation,
  type SandboxPayment,
} from "../../db/sandbox-payments.ts";
import {
  PaymentVerificationError,
  type AbandonOutcome,
  type CreatePaymentInput,
  type CreatedPayment,
  type PaymentProvider,
  type PaymentResult,
  type PaymentStatus,
} from "./provider.ts";
import { PaymentOperationError } from "./errors.ts";
import { parseSignatureHeader, returnMessage, signedReturnQuery, verifyHmacHex } from "./signing.ts";

export { signSandboxWebhook } from "./signing.ts";

/** A signed return is good for this long after the traveller left the payment page. */
/** A sandbox payment's id: `sbx_` and 24 hex digits (as `create` makes it). */
export const SANDBOX_PAYMENT_ID = /^sbx_[0-9a-f]{24}$/;

export const RETURN_MAX_AGE_SECONDS = 30 * 60;
/** A webhook's timestamp may be this far from our clock (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

export type SandboxOptions = { db: D1Database; secret: string; origin: string; now?: () => Date };

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/** What a ledger status says a return or webhook may claim: money reserved at some point, or refused. */
function claimOf(status: SandboxLedgerStatus): "authorized" | "declined" | "expired" | null {
  if (status === "authorized" || status === "captured" || status === "voided" || status === "refunded")
    return "authorized";
  if (status === "declined" || status === "expired") return status;
  return null;
}

const WEBHOOK_TYPES: Record<string, PaymentStatus> = {
  "payment.authorized": "authorized",
  "payment.declined": "declined",
  "payment.expired": "expired",
};

export function createSandboxProvider({ db, secret, origin, now = () => new Date() }: SandboxOptions): PaymentProvider {
  if (!secret) throw new Error("the sandbox provider needs SANDBOX_SIGNING_SECRET");

  async function ledgerPayment(paymentId: string): Promise<SandboxPayment> {
    const payment = await findSandboxPayment(db, paymentId);
    if (!payment) throw new PaymentVerificationError(`No sandbox payment ${paymentId}.`, "unknown_payment");
    return payment;
  }

  /**
   * Applies one ledger operation once per idempotency key: the conditional UPDATE (which also requires the key to be
   * unused) and the record of the key in sandbox_operations, in one batch. When the UPDATE changes nothing, a recorded
   * key means this is a repeat (a no-op); otherwise the ledger refused it.
   */
  async function operate(paymentId: string, idempotencyKey: string, operation: SandboxOperation) {
    const { op } = operation;
    const [applied] = await db.batch(sandboxOperationStatements(db, paymentId, operation, idempotencyKey, now()));
    if (applied.meta.changes === 1) return;
    if (await sandboxOperationApplied(db, paymentId, op, idempotencyKey)) return;
    const payment = await findSandboxPayment(db, paymentId);
    const state = payment
      ? `it is ${payment.status} (amount ${payment.amount}, captured ${payment.captured}, refunded ${payment.refunded})`
      : "it does not exist";
    throw new PaymentOperationError(
      `Sandbox payment ${paymentId} cannot be ${op === "void" ? "voided" : `${op}d`}: ${state}.`,
      "refused",
    );
  }

  const voidPayment = (paymentId: string, idempotencyKey: string) => operate(paymentId, idempotencyKey, { op: "void" });

  const positive = (amount: number, what: string) => {
    if (!Number.isSafeInteger(amount) || amount <= 0)
      throw new PaymentOperationError(`${what} must be a positive whole number of fils, not ${amount}.`, "invalid");
  };

  return {
    name: "sandbox",

    async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
      positive(input.amount, "The amount");
      if (input.currency !== "AED")
        throw new PaymentOperationError(`The sandbox charges AED only, not ${input.currency}.`, "invalid");
      const id = `sbx_${crypto.randomUUID().replaceAll("-", "").slice(0, 24)}`;
      const [, found] = await db.batch([
        insertSandboxPayment(db, { id, ...input }, now()),
        sandboxPaymentByKey(db, input.idempotencyKey),
      ]);
      const payment = rowToSandboxPayment(found.results[0]);
      if (payment.orderId !== input.orderId || payment.amount !== input.amount) {
        throw new PaymentOperationError(
          `Idempotency key ${input.idempotencyKey} was already used for another payment (${payment.id}).`,
          "idempotency_conflict",
        );
      }
      return { paymentId: payment.id, redirectUrl: origin + localePath(input.locale, `/pay/${payment.id}`) };
    },

    async verifyReturn(params: URLSearchParams): Promise<PaymentResult> {
      const [payment, event, status, ts, sig] = ["payment", "event", "status", "ts", "sig"].map(
        (name) => params.get(name) ?? "",
      );
      if (!payment || !event || (status !== "authorized" && status !== "declined") || !/^\d{1,12}$/.test(ts) || !sig) {
        throw new PaymentVerificationError("The payment return is missing its signed parameters.", "malformed");
      }
      const claim = { payment, event, status, ts: Number(ts) } as const;
      if (!(await verifyHmacHex(secret, returnMessage(claim), sig))) {
        throw new PaymentVerificationError("The payment return's signature does not match.", "forged");
      }
      const age = unix(now()) - claim.ts;
      if (age > RETURN_MAX_AGE_SECONDS || age < -WEBHOOK_TOLERANCE_SECONDS) {
        throw new PaymentVerificationError("The payment return is too old to be used.", "stale");
      }
      const ledger = await ledgerPayment(payment);
      if (claimOf(ledger.status) !== status) {
        throw new PaymentVerificationError(
          `The return claims ${status}, but the sandbox ledger says ${ledger.status}.`,
          "forged",
        );
      }
      return {
        eventId: event,
        paymentId: ledger.id,
        orderId: ledger.orderId,
        status,
        underReview: status === "authorized" && ledger.review,
      };
    },

    async verifyWebhook(body: string, headers: Headers): Promise<PaymentResult | null> {
      const header = parseSignatureHeader(headers.get("sandbox-signature"));
      if (!header)
        throw new PaymentVerificationError(
          "The webhook has no Sandbox-Signature header of the form t=…,v1=….",
          "malformed",
        );
      const checks = await Promise.all(
        header.signatures.map((sig) => verifyHmacHex(secret, `${header.ts}.${body}`, sig)),
      );
      if (!checks.includes(true))
        throw new PaymentVerificationError("The webhook's signature does not match.", "forged");
      if (Math.abs(unix(now()) - header.ts) > WEBHOOK_TOLERANCE_SECONDS) {
        throw new PaymentVerificationError("The webhook's timestamp is outside the tolerance.", "stale");
      }
      let event: { id?: unknown; type?: unknown; data?: { paymentId?: unknown } };
      try {
        event = JSON.parse(body);
      } catch {
        throw new PaymentVerificationError("The webhook body is not JSON.", "malformed");
      }
      if (
        typeof event?.id !== "string" ||
        !event.id ||
        typeof event.type !== "string" ||
        typeof event.data?.paymentId !== "string"
      ) {
        throw new PaymentVerificationError("The webhook body needs id, type and data.paymentId.", "malformed");
      }
      const status = WEBHOOK_TYPES[event.type];
      if (!status) return null;
      const ledger = await ledgerPayment(event.data.paymentId);
      const claimed =
        claimOf(ledger.status) ??
        (ledger.status === "open" && ledger.expiresAt <= now().toISOString() ? "expired" : null);
      if (claimed !== status) {
        throw new PaymentVerificationError(
          `The webhook says ${event.type}, but the sandbox ledger says ${ledger.status}.`,
          "forged",
        );
      }
      return {
        eventId: event.id,
        paymentId: ledger.id,
        orderId: ledger.orderId,
        status,
        underReview: status === "authorized" && ledger.review,
      };
    },

    async capture(paymentId: string, amount: number, idempotencyKey: string): Promise<void> {
      positive(amount, "The captured amount");
      await operate(paymentId, idempotencyKey, { op: "capture", amount });
    },

    void: voidPayment,

    async refund(paymentId: string, amount: number, idempotencyKey: string): Promise<void> {
      positive(amount, "The refunded amount");
      await operate(paymentId, idempotencyKey, { op: "refund", amount });
    },

    async abandon(paymentId: string, idempotencyKey: string): Promise<AbandonOutcome> {
      const closed = await closeSandboxPayment(db, paymentId);
      const payment = await findSandboxPayment(db, paymentId);
      if (payment?.status !== "authorized") return closed ? "closed" : "nothing";
      await voidPayment(paymentId, idempotencyKey);
      return "voided";
    },
  };
}

/** What a test card number does on the hosted page; null for any other number. */
export function sandboxCardOutcome(cardNumber: string): { status: "authorized" | "declined"; review: boolean } | null {
  const digits = cardNumber.replace(/[\s-]/g, "");
  if (digits === SANDBOX_CARDS.success) return { status: "authorized", review: false };
  if (digits === SANDBOX_CARDS.authoriseOnly) return { status: "authorized", review: true };
  if (digits === SANDBOX_CARDS.decline) return { status: "declined", review: false };
  return null;
}

export type HostedPageAnswer =
  | { kind: "redirect"; location: string }
  | { kind: "not_found" }
  | { kind: "expired"; payment: SandboxPayment }
  | { kind: "used"; payment: SandboxPayment };

/** The hosted page is being shown: an open payment past its expiry becomes expired (the page then says so). */
export async function expireIfDue(db: D1Database, paymentId: string, now: Date): Promise<void> {
  await expireSandboxPaymentIfDue(db, paymentId, now);
}

/**
 * The traveller paid (a test card) or cancelled on the hosted page: the open payment becomes authorized or declined
 * (cancelled is declined) in one conditional UPDATE, and the answer is the return URL's path with a signed query.
 * An expired or already used page changes nothing.
 */
export async function answerHostedPayment(
  db: D1Database,
  secret: string,
  paymentId: string,
  outcome: { status: "authorized" | "declined"; review: boolean; cardLast4: string | null },
  now: Date,
): Promise<HostedPageAnswer> {
  if (!(await answerSandboxPayment(db, paymentId, outcome, now))) {
    await expireIfDue(db, paymentId, now);
    const payment = await findSandboxPayment(db, paymentId);
    if (!payment) return { kind: "not_found" };
    return payment.status === "expired" ? { kind: "expired", payment } : { kind: "used", payment };
  }
  const payment = (await findSandboxPayment(db, paymentId))!;
  const query = await signedReturnQuery(secret, {
    payment: paymentId,
    event: crypto.randomUUID(),
    status: outcome.status,
    ts: unix(now),
  });
  const url = new URL(payment.returnUrl);
  for (const [name, value] of query) url.searchParams.set(name, value);
  // The return URL is ours (checkout built it); the traveller stays on the host they paid on.
  return { kind: "redirect", location: url.pathname + url.search };
}
