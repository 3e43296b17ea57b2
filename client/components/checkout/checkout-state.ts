// The checkout form's state as a reducer, so it is tested without a browser: the refused fields, the payment choice,
// a sentence about the whole form, and the processing screen's stage and clock.
import { CHECKOUT_PROCESSING_LIMIT_MS } from "../../../shared/constants.ts";
import { PAYMENT_MODE_FIELD } from "../../../shared/checkout-fields.ts";
import type { PaymentMode } from "../../../shared/order.ts";

/** Processing cart (checked, nothing written), then processing checkout (the order, the hold and the payment). */
export type Stage = "idle" | "cart" | "checkout";

export type CheckoutState = {
  /** Why fields were refused, by field name, in the page's language. */
  errors: Record<string, string>;
  mode: PaymentMode;
  stage: Stage;
  /** Milliseconds since processing started (the progress bar's clock). */
  elapsed: number;
  /** A sentence about the whole form (payment unavailable, the network); "" shows the error summary. */
  formError: string | null;
};

export type CheckoutAction =
  /** Submitted: the browser's own check found these (none: processing starts). */
  | { type: "checked"; errors: Record<string, string> }
  /** The server refused these fields. */
  | { type: "refused"; errors: Record<string, string> }
  | { type: "stage"; stage: Exclude<Stage, "idle"> }
  | { type: "tick"; elapsed: number }
  /** Processing stopped: the form is the traveller's again, with this sentence. */
  | { type: "gaveBack"; message: string }
  /** Back from the payment page through the browser's Back button: the page as it was left, reset. */
  | { type: "restored" }
  /** A field changed: its error goes, and the payment choice follows its radio. */
  | { type: "changed"; name: string; value: string };

/** Where the progress bar stands at least, once a stage has started (the rest follows the clock). */
const STAGE_FLOOR: Record<Stage, number> = { idle: 0, cart: 0.08, checkout: 0.55 };

export function initialCheckoutState(values: Record<string, string>, errors: Record<string, string>): CheckoutState {
  return {
    errors,
    mode: values[PAYMENT_MODE_FIELD] === "later" ? "later" : "now",
    stage: "idle",
    elapsed: 0,
    formError: null,
  };
}

export function checkoutReducer(state: CheckoutState, action: CheckoutAction): CheckoutState {
  switch (action.type) {
    case "checked":
      if (Object.keys(action.errors).length > 0) return { ...state, formError: null, errors: action.errors };
      return { ...state, formError: null, errors: {}, elapsed: 0, stage: "cart" };
    case "refused":
      return { ...state, errors: action.errors };
    case "stage":
      return { ...state, stage: action.stage };
    case "tick":
      return { ...state, elapsed: action.elapsed };
    case "gaveBack":
      return { ...state, stage: "idle", elapsed: 0, formError: action.message };
    case "restored":
      return { ...state, stage: "idle", elapsed: 0 };
    case "changed": {
      const mode = action.name === PAYMENT_MODE_FIELD ? (action.value === "later" ? "later" : "now") : state.mode;
      if (!state.errors[action.name]) return mode === state.mode ? state : { ...state, mode };
      const { [action.name]: _gone, ...errors } = state.errors;
      return { ...state, mode, errors };
    }
  }
}

/** The progress bar, 0 to 1: at least its stage's floor, then the clock's share of the processing limit. */
export function progressOf(stage: Stage, elapsed: number): number {
  return stage === "idle" ? 0 : Math.min(1, Math.max(STAGE_FLOOR[stage], elapsed / CHECKOUT_PROCESSING_LIMIT_MS));
}
