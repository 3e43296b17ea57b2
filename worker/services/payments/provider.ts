// The payment provider interface: the sandbox inside the worker by default, Stripe Checkout by configuration.
// Every amount is AED minor units. Payments are authorised first and captured once the items are booked.

export type PaymentStatus = "authorized" | "declined" | "expired" | "open";

export type CreatePaymentInput = {
  orderId: string;
  /** One per checkout attempt: creating twice with the same key returns the same payment. */
  idempotencyKey: string;
  amount: number;
  currency: "AED";
  description: string;
  customerEmail: string;
  locale: "en" | "ar";
  /** Absolute URLs on this site the provider sends the traveller back to. */
  returnUrl: string;
  cancelUrl: string;
  /** When the seats' hold ends; the payment page closes then (providers may need longer, e.g. Stripe's 30 minutes). */
  expiresAt: Date;
};

export type CreatedPayment = { paymentId: string; redirectUrl: string };

export type AbandonOutcome = "voided" | "closed" | "nothing";

/**
 * What a verified return or webhook says happened. `eventId` is unique per event and is recorded so a replay
 * changes nothing; `underReview` means the amount is authorised but may only be captured after an operator confirms.
 */
export type PaymentResult = {
  eventId: string;
  paymentId: string;
  orderId: string;
  status: PaymentStatus;
  underReview: boolean;
};

export class PaymentVerificationError extends Error {
  constructor(
    message: string,
    readonly reason: "forged" | "stale" | "malformed" | "unknown_payment",
  ) {
    super(message);
  }
}

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Checks the traveller's return from the payment page (query parameters of the return URL). Throws PaymentVerificationError. */
  verifyReturn(params: URLSearchParams): Promise<PaymentResult>;
  /** Checks a webhook request's body and signature; null for events we do not act on. Throws PaymentVerificationError. */
  verifyWebhook(body: string, headers: Headers): Promise<PaymentResult | null>;
  /** Captures `amount` (≤ the authorised amount) of an authorised payment; the rest is released. */
  capture(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /** Releases an authorisation without charging anything. */
  void(paymentId: string, idempotencyKey: string): Promise<void>;
  /** Returns `amount` of captured money. */
  refund(paymentId: string, amount: number, idempotencyKey: string): Promise<void>;
  /**
   * A checkout the traveller never finished: its payment page is closed if still open (it can no longer be paid), and
   * money it authorised is voided. Says which: "voided", "closed" (nothing was authorised), or "nothing" (already over).
   */
  abandon(paymentId: string, idempotencyKey: string): Promise<AbandonOutcome>;
}
