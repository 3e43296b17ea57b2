// The checkout form's state without a browser (client/components/checkout/checkout-state.ts, use-draft.ts): the
// browser's check, the server's refusals, the processing stages and their progress bar, giving the form back, the
// Back button's return, a changed field, and the draft's state once a save answers.
import { describe, expect, it } from "vitest";
import {
  checkoutReducer,
  initialCheckoutState,
  progressOf,
  type CheckoutState,
} from "../../client/components/checkout/checkout-state.ts";
import { draftAfterSave } from "../../client/components/checkout/use-draft.ts";
import { CHECKOUT_PROCESSING_LIMIT_MS } from "../../shared/constants.ts";
import { PAYMENT_MODE_FIELD, translateErrors } from "../../shared/checkout-fields.ts";

const idle = (over: Partial<CheckoutState> = {}): CheckoutState => ({ ...initialCheckoutState({}, {}), ...over });

describe("the checkout form's state", () => {
  it("starts idle, with the refused fields it came back with and the payment choice the draft kept", () => {
    expect(initialCheckoutState({}, { a: "Required" })).toEqual({
      errors: { a: "Required" },
      mode: "now",
      stage: "idle",
      elapsed: 0,
      formError: null,
    });
    expect(initialCheckoutState({ [PAYMENT_MODE_FIELD]: "later" }, {}).mode).toBe("later");
    expect(initialCheckoutState({ [PAYMENT_MODE_FIELD]: "soon" }, {}).mode).toBe("now");
  });

  it("translates the server's error keys into sentences", () => {
    const t = ((key: string) => `<${key}>`) as never;
    expect(translateErrors({ email: "required", phone: "phoneInvalid" } as never, t)).toEqual({
      email: "<checkout.errors.required>",
      phone: "<checkout.errors.phoneInvalid>",
    });
  });

  it("a submit the browser refuses shows those fields, clears the sentence, and does not start processing", () => {
    const next = checkoutReducer(idle({ formError: "Network", errors: { old: "x" } }), {
      type: "checked",
      errors: { email: "Required" },
    });
    expect(next).toEqual(idle({ errors: { email: "Required" } }));
  });

  it("a submit the browser accepts clears every error and starts processing the cart from zero", () => {
    const next = checkoutReducer(idle({ formError: "", errors: { email: "Required" }, elapsed: 900 }), {
      type: "checked",
      errors: {},
    });
    expect(next).toEqual(idle({ stage: "cart" }));
  });

  it("moves to processing checkout, and follows the clock", () => {
    let state = checkoutReducer(idle(), { type: "checked", errors: {} });
    state = checkoutReducer(state, { type: "tick", elapsed: 1200 });
    state = checkoutReducer(state, { type: "stage", stage: "checkout" });
    expect(state).toMatchObject({ stage: "checkout", elapsed: 1200 });
  });

  it("gives the form back with a sentence, then shows the server's refusals (a 422)", () => {
    let state = checkoutReducer(idle({ stage: "checkout", elapsed: 5000 }), { type: "gaveBack", message: "" });
    expect(state).toEqual(idle({ formError: "" }));
    state = checkoutReducer(state, { type: "refused", errors: { phone: "Invalid" } });
    expect(state).toEqual(idle({ formError: "", errors: { phone: "Invalid" } }));
    expect(checkoutReducer(idle({ stage: "cart" }), { type: "gaveBack", message: "Payment is unavailable" })).toEqual(
      idle({ formError: "Payment is unavailable" }),
    );
  });

  it("coming back with the Back button resets the processing screen, keeping the errors and the sentence", () => {
    const left = idle({ stage: "checkout", elapsed: CHECKOUT_PROCESSING_LIMIT_MS, errors: { a: "x" }, formError: "y" });
    expect(checkoutReducer(left, { type: "restored" })).toEqual(idle({ errors: { a: "x" }, formError: "y" }));
  });

  it("a changed field loses its error; the payment radios change the choice; anything else changes nothing", () => {
    const state = idle({ errors: { email: "Required", phone: "Invalid" } });
    expect(checkoutReducer(state, { type: "changed", name: "email", value: "a@b.c" }).errors).toEqual({
      phone: "Invalid",
    });
    expect(checkoutReducer(state, { type: "changed", name: PAYMENT_MODE_FIELD, value: "later" })).toEqual({
      ...state,
      mode: "later",
    });
    expect(
      checkoutReducer({ ...state, mode: "later" }, { type: "changed", name: PAYMENT_MODE_FIELD, value: "now" }).mode,
    ).toBe("now");
    expect(checkoutReducer(state, { type: "changed", name: "note", value: "hi" })).toBe(state);
  });
});

describe("the processing screen's progress bar", () => {
  it("is empty while idle, at least its stage's floor, then the clock's share of the limit, never past full", () => {
    expect(progressOf("idle", 99_999)).toBe(0);
    expect(progressOf("cart", 0)).toBe(0.08);
    expect(progressOf("checkout", 0)).toBe(0.55);
    expect(progressOf("cart", CHECKOUT_PROCESSING_LIMIT_MS / 2)).toBe(0.5);
    expect(progressOf("checkout", CHECKOUT_PROCESSING_LIMIT_MS * 0.8)).toBeCloseTo(0.8);
    expect(progressOf("checkout", CHECKOUT_PROCESSING_LIMIT_MS * 3)).toBe(1);
  });
});

describe("the draft once a save answers", () => {
  it("is saved, still pending when something changed meanwhile, or failed", () => {
    expect(draftAfterSave(true, false)).toBe("saved");
    expect(draftAfterSave(true, true)).toBe("pending");
    expect(draftAfterSave(false, false)).toBe("failed");
    expect(draftAfterSave(false, true)).toBe("failed");
  });
});
