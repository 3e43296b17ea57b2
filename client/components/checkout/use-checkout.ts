// The checkout form's behaviour: the browser's own check, then the two posts (processing cart, processing checkout)
// behind the processing screen, the server's refusals, the draft kept as it is typed, and the Back button's return.
import { useEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import { CHECKOUT_PROCESSING_LIMIT_MS } from "../../../shared/constants.ts";
import { safeLocation } from "../../../shared/safe-location.ts";
import { quickCheck, translateErrors } from "../../../shared/checkout-fields.ts";
import { checkoutReducer, initialCheckoutState } from "./checkout-state.ts";
import { fieldsOf, useDraft } from "./use-draft.ts";
import type { CheckoutFormProps } from "./types.ts";

type Answer = { redirect?: string; errors?: Record<string, string>; ok?: boolean; error?: string };

export function useCheckout(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(checkoutReducer, undefined, () =>
    initialCheckoutState(props.values, translateErrors(props.errors, t)),
  );
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(formRef, props.draftHref);
  const { stage, elapsed } = state;

  // A refusal (the fields' summary, or a sentence about the whole form: payment unavailable, the network) shows above
  // the form: focus moves to it, which brings it into view, since the traveller is at the pay button, at the bottom
  // of a phone's screen. `refusals` counts them, so a second refusal of the same fields moves focus there again.
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) alertRef.current?.focus();
  }, [refusals]);

  // The clock behind the progress bar, while a stage runs.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the clock restarts only when the stage changes; elapsed is read once, at the start
  useEffect(() => {
    if (stage === "idle") return;
    const started = Date.now() - elapsed;
    const timer = setInterval(() => dispatch({ type: "tick", elapsed: Date.now() - started }), 200);
    return () => clearInterval(timer);
  }, [stage]);

  // Coming back from the payment page with the browser's Back button restores this page as it was left: reset it.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      dispatch({ type: "restored" });
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  /** Shows the refused fields, and moves focus to their summary, whose links lead into each. */
  function refuse(errors: Record<string, string>, type: "checked" | "refused") {
    dispatch({ type, errors });
    setRefusals((n) => n + 1);
  }

  function giveBack(message: string) {
    busy.current = false;
    dispatch({ type: "gaveBack", message });
    if (message) setRefusals((n) => n + 1);
  }

  async function post(body: URLSearchParams, check: boolean, signal: AbortSignal): Promise<Answer | null> {
    const res = await fetch(check ? `${props.action}?check=1` : props.action, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
      signal,
    });
    const data = (await res.json().catch(() => null)) as Answer | null;
    if (res.status === 422 && data?.errors) {
      giveBack("");
      refuse(data.errors, "refused");
      return null;
    }
    // Booking or payment briefly unavailable (503): the server's own sentence, in the page's language; nothing is lost.
    if (!res.ok && typeof data?.error === "string") {
      giveBack(data.error);
      return null;
    }
    if (!res.ok || !data) throw new Error(`checkout answered ${res.status}`);
    return data;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const typed = fieldsOf(form);
    const found = translateErrors(quickCheck(typed, props.items), t);
    if (Object.keys(found).length > 0) return refuse(found, "checked");
    dispatch({ type: "checked", errors: {} });
    busy.current = true;
    const body = new URLSearchParams(typed);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CHECKOUT_PROCESSING_LIMIT_MS);
    try {
      // Processing cart: the server checks the cart and the answers, and changes nothing.
      const checked = await post(body, true, controller.signal);
      if (!checked) return;
      if (checked.redirect) return location.assign(safeLocation(checked.redirect));
      // Processing checkout: the order, the seats' hold and the payment.
      dispatch({ type: "stage", stage: "checkout" });
      const done = await post(body, false, controller.signal);
      if (!done) return;
      if (!done.redirect) throw new Error("checkout answered without a destination");
      dispatch({ type: "tick", elapsed: CHECKOUT_PROCESSING_LIMIT_MS });
      location.assign(safeLocation(done.redirect));
    } catch (error) {
      console.warn("checkout failed", error);
      giveBack(
        t(
          controller.signal.aborted
            ? "checkout.processing.timeout"
            : error instanceof TypeError
              ? "checkout.processing.network"
              : "checkout.processing.failed",
        ),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  function typing(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).name) draft.changed(false);
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!target.name) return;
    // A choice (a select, a radio, a box) is kept at once; text is kept when typing pauses.
    draft.changed(target.tagName === "SELECT" || target.type === "radio" || target.type === "checkbox");
    dispatch({ type: "changed", name: target.name, value: target.value });
  }

  return { state, formRef, alertRef, draft: draft.state, flushDraft: draft.flush, submit, typing, changed };
}
