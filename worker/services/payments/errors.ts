// Errors of payment operations and configuration (a verification failure is provider.ts's PaymentVerificationError).

/** A capture, void, refund or creation the provider refused (wrong state, amount too large, key reused). */
export class PaymentOperationError extends Error {
  constructor(
    message: string,
    readonly reason: "refused" | "idempotency_conflict" | "invalid" | "provider_error",
  ) {
    super(message);
  }
}

/** PAYMENT_PROVIDER or its secrets are missing or wrong: the message says what to set. */
export class PaymentConfigError extends Error {}

/**
 * The provider could not be reached or failed on its side (a network error, a 5xx, rate limiting): nothing was charged,
 * and the traveller sees "Payment is temporarily unavailable" (routes/errors.tsx) instead of a 500.
 */
export class PaymentUnavailableError extends PaymentOperationError {
  constructor(message: string) {
    super(message, "provider_error");
  }
}
