// Checkout's form (Guests Details): the lead guest, each item's reservation questions, pay now or later, the order
// summary and the pay button. It is a plain POST without JavaScript; hydrated, it checks the fields first, then shows
// the processing screen (processing cart, then processing checkout) until the payment or result page opens.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import type React from "react";
import { Trans } from "react-i18next";
import { useTranslation } from "../i18n/use-translation.ts";
import type { TFunction } from "i18next";
import type { CancellationPolicy, ImageRef } from "../../shared/catalogue.ts";
import type { PickupPoint, ReservationQuestion } from "../../shared/cart.ts";
import type { Locale } from "../../shared/locales.ts";
import { checkoutBreakdown, formatMinor, formatMoney, type Fx } from "../../shared/money.ts";
import { formatDate } from "../../shared/intl.ts";
import type { Stay } from "../../shared/stay.ts";
import { StaySpan } from "../components/booking/StaySpan.tsx";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";
import { CHECKOUT_PROCESSING_LIMIT_MS } from "../../shared/constants.ts";
import { safeLocation } from "../../shared/safe-location.ts";
import {
  DEFAULT_COUNTRY,
  MAX_LENGTH,
  PAYMENT_MODE_FIELD,
  SAVE_DETAILS_FIELD,
  WHATSAPP_FIELD,
  answerField,
  leadField,
  quickCheck,
  travellerNameField,
  type CheckoutErrors,
  type CountryChoice,
} from "../../shared/checkout-fields.ts";
import { Button, Spinner } from "../components/ui/Button.tsx";

export type CheckoutItemSummary = {
  id: number;
  title: string;
  href: string;
  image: ImageRef;
  optionTitle: string;
  date: string;
  startTime: string;
  /** A stay's nights or days (nightly and daily options booked for several); absent otherwise. */
  stay?: Stay | null;
  travellers: number;
  /** AED minor units, before the promo discount. */
  price: number;
  questions: ReservationQuestion[];
  pickupPoints: PickupPoint[];
  cancellation: CancellationPolicy;
  /** The activity's city's time zone (its departures' clock). */
  timeZone: string;
};

export type CheckoutFormProps = {
  locale: Locale;
  fx: Fx;
  /** Where the form posts (the locale's /checkout). */
  action: string;
  /** Where what is typed is kept as the cart's draft, as it is typed (PUT, JSON). */
  draftHref: string;
  /** A signed-in traveller may save these details to their account. */
  signedIn: boolean;
  cartHref: string;
  termsHref: string;
  privacyHref: string;
  items: CheckoutItemSummary[];
  /** When the cart was priced (ISO): the moment the cancellation claims are true at. */
  pricedAt: string;
  subtotal: number;
  discount: number;
  total: number;
  promoCode: string | null;
  countries: CountryChoice[];
  /** What was typed, by field name, when the form comes back with errors. */
  values: Record<string, string>;
  /** Why fields were refused, by field name (message keys). */
  errors: CheckoutErrors;
  /** The traveller came back from the payment page without paying (its Cancel). */
  paymentCancelled?: boolean;
};

type Stage = "idle" | "cart" | "checkout";
/** The draft's state, on the form as data-draft: typed since the last save, being saved, kept. */
type DraftState = "clean" | "pending" | "saved" | "failed";
/** How long typing pauses before what was typed is kept. */
const DRAFT_PAUSE_MS = 600;

/** Every text field, chosen option and ticked box of the form, by name: what is kept as the draft and posted. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const typed: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") typed[key] = value;
  });
  return typed;
}

/**
 * Keeps what is typed as the cart's draft: a pause in typing, a changed choice, or leaving the page (a link, Back,
 * closing the tab) sends the whole form; the server keeps the last. A failed save is tried again at the next change.
 */
function useDraft(formRef: React.RefObject<HTMLFormElement | null>, href: string) {
  const [state, setState] = useState<DraftState>("clean");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = useRef(false);
  const sent = useRef(0);

  const save = (keepalive = false) => {
    clearTimeout(timer.current);
    const form = formRef.current;
    if (!form || !dirty.current) return;
    dirty.current = false;
    const mine = ++sent.current;
    setState("pending");
    fetch(href, {
      method: "PUT",
      body: JSON.stringify({ fields: fieldsOf(form) }),
      headers: { "content-type": "application/json" },
      credentials: "same-origin",
      keepalive,
    })
      .then((res) => mine === sent.current && setState(res.ok ? (dirty.current ? "pending" : "saved") : "failed"))
      .catch(() => mine === sent.current && setState("failed"));
  };

  // Leaving the page sends what is still unsaved (keepalive outlives the page). The latest `save` is read through a
  // ref: the listener is added once, and a re-render must not cancel a pending save.
  const latest = useRef(save);
  latest.current = save;
  useEffect(() => {
    const leave = () => latest.current(true);
    window.addEventListener("pagehide", leave);
    return () => window.removeEventListener("pagehide", leave);
  }, []);

  /** Something changed: keep it after a pause (typing), or at once (a choice). */
  const changed = (now: boolean) => {
    dirty.current = true;
    setState("pending");
    clearTimeout(timer.current);
    if (now) save();
    else timer.current = setTimeout(() => save(), DRAFT_PAUSE_MS);
  };
  return { state, changed, flush: () => save() };
}
/** Where the progress bar stands at least, once a stage has started (the rest follows the clock). */
const STAGE_FLOOR: Record<Stage, number> = { idle: 0, cart: 0.08, checkout: 0.55 };

const fieldId = (name: string) => `f-${name.replace(/[^a-zA-Z0-9]/g, "-")}`;
const translate = (errors: CheckoutErrors, t: TFunction) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, t(`checkout.errors.${key}`)]));
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

function Field({ name, label, hint, error, children }: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div data-field={name}>
      <label htmlFor={fieldId(name)} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && !error && (
        <p id={`${fieldId(name)}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A box the traveller may tick (unticked unless the draft says otherwise), with its label and what it means. */
function Choice({ name, values, label, hint, testId }: { name: string; values: Record<string, string>; label: string; hint: string; testId: string }) {
  return (
    <label className="mt-4 flex cursor-pointer items-start gap-3 text-sm">
      <input type="checkbox" name={name} value="on" defaultChecked={values[name] === "on"} className="mt-0.5 h-5 w-5 shrink-0 accent-[var(--c-primary)]" data-testid={testId} />
      <span>
        <span className="block font-semibold">{label}</span>
        <span className="block text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

/** The attributes every input shares: id, name, what it held, and how it points at its error or hint. */
function inputProps(name: string, values: Record<string, string>, errors: Record<string, string>, hint = false) {
  const error = errors[name];
  return {
    id: fieldId(name),
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${fieldId(name)}-error` : hint ? `${fieldId(name)}-hint` : undefined,
    className: inputClass(Boolean(error)),
  };
}

function ProcessingOverlay({ stage, progress }: { stage: Stage; progress: number }) {
  const { t } = useTranslation();
  const percent = Math.round(progress * 100);
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-white/90 px-4 backdrop-blur-sm" data-testid="processing">
      <div className="w-full max-w-sm rounded-2xl border border-black/10 bg-white p-6 text-center shadow-lg">
        <Spinner className="mx-auto h-10 w-10 text-primary" />
        <div role="status" aria-live="polite">
          <p className="mt-4 text-lg font-bold" data-testid="processing-stage">
            {t(`checkout.processing.${stage === "checkout" ? "checkout" : "cart"}`)}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t("checkout.processing.progress")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-4 h-2 overflow-hidden rounded-full bg-black/10"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-3 text-sm text-slate-600">{t("checkout.processing.wait")}</p>
      </div>
    </div>
  );
}

function ItemQuestions({ item, values, errors, locale }: { item: CheckoutItemSummary; values: Record<string, string>; errors: Record<string, string>; locale: Locale }) {
  const { t } = useTranslation();
  const asks = new Set(item.questions);
  return (
    <section className="rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby={`item-${item.id}-title`} data-testid="checkout-item">
      <h3 id={`item-${item.id}-title`} className="font-bold">
        {item.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        {item.optionTitle} · {formatDate(item.date, locale, { weekday: "short", day: "numeric", month: "short", year: "numeric" })} · <bdi dir="ltr">{item.startTime}</bdi> ·{" "}
        {item.stay && (
          <>
            <StaySpan date={item.date} stay={item.stay} locale={locale} /> ·{" "}
          </>
        )}
        {t("booking.peopleCount", { count: item.travellers })}
      </p>
      <div className="mt-4 grid gap-4">
        {asks.has("traveller_names") && (
          <fieldset>
            <legend className="text-sm font-semibold">{t("checkout.travellerNames")}</legend>
            <p className="text-xs text-slate-500">{t("checkout.travellerNamesHint")}</p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              {Array.from({ length: Math.max(1, item.travellers) }, (_, i) => {
                const name = travellerNameField(item.id, i);
                return (
                  <Field key={name} name={name} label={t("checkout.travellerName", { index: i + 1 })} error={errors[name]}>
                    <input {...inputProps(name, values, errors)} type="text" autoComplete={i === 0 ? "name" : "off"} maxLength={MAX_LENGTH.travellerName} required />
                  </Field>
                );
              })}
            </div>
          </fieldset>
        )}
        {asks.has("pickup_point") && (
          <Field name={answerField(item.id, "pickupPointId")} label={t("checkout.pickupPoint")} error={errors[answerField(item.id, "pickupPointId")]}>
            <select {...inputProps(answerField(item.id, "pickupPointId"), values, errors)} required>
              <option value="">{t("checkout.choosePickup")}</option>
              {item.pickupPoints.map((p) => (
                <option key={p.id} value={String(p.id)}>
                  {t("checkout.pickupOption", { name: p.name, time: p.time })}
                </option>
              ))}
            </select>
          </Field>
        )}
        {(asks.has("pickup_address") || asks.has("pickup_time")) && (
          <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
            {asks.has("pickup_address") && (
              <Field name={answerField(item.id, "pickupAddress")} label={t("checkout.pickupAddress")} hint={t("checkout.pickupAddressHint")} error={errors[answerField(item.id, "pickupAddress")]}>
                <input {...inputProps(answerField(item.id, "pickupAddress"), values, errors, true)} type="text" autoComplete="street-address" maxLength={MAX_LENGTH.pickupAddress} required />
              </Field>
            )}
            {asks.has("pickup_time") && (
              <Field name={answerField(item.id, "pickupTime")} label={t("checkout.pickupTime")} error={errors[answerField(item.id, "pickupTime")]}>
                <input {...inputProps(answerField(item.id, "pickupTime"), values, errors)} type="time" dir="ltr" required />
              </Field>
            )}
          </div>
        )}
        {asks.has("note") && (
          <Field name={answerField(item.id, "note")} label={t("checkout.note")} hint={t("checkout.noteHint")} error={errors[answerField(item.id, "note")]}>
            <textarea {...inputProps(answerField(item.id, "note"), values, errors, true)} rows={2} maxLength={MAX_LENGTH.note} />
          </Field>
        )}
      </div>
    </section>
  );
}

function OrderSummary({ props }: { props: CheckoutFormProps }) {
  const { t } = useTranslation();
  const { locale, fx, items } = props;
  // Lines as shown in the display currency add up to the total shown; AED is what is charged.
  const shown = checkoutBreakdown(items.map((i) => ({ id: i.id, aed: i.price })), props.discount, fx);
  const money = (minor: number) => formatMinor(minor, locale, fx.currency);
  return (
    <section className="rounded-2xl border border-black/10 bg-slate-50 p-4 sm:p-5" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title" className="text-lg font-bold">
        {t("checkout.summary")}
      </h2>
      <ul className="mt-3 divide-y divide-black/10">
        {items.map((item, i) => (
          <li key={item.id} className="flex justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              <span className="block font-semibold">{item.title}</span>
              <span className="block text-slate-600">
                {item.stay ? <StaySpan date={item.date} stay={item.stay} locale={locale} /> : formatDate(item.date, locale, { day: "numeric", month: "short" })} · <bdi dir="ltr">{item.startTime}</bdi> ·{" "}
                {t("booking.peopleCount", { count: item.travellers })}
              </span>
              <CancellationClaim policy={item.cancellation} date={item.date} startTime={item.startTime} timeZone={item.timeZone} now={props.pricedAt} relative locale={locale} className="block" />
            </span>
            <bdi className="shrink-0 font-semibold">{money(shown.lines[i].minor)}</bdi>
          </li>
        ))}
      </ul>
      {props.discount > 0 && (
        <p className="flex justify-between gap-3 border-t border-black/10 py-2 text-sm text-emerald-700" data-testid="summary-discount">
          <span>{t("checkout.discount", { code: props.promoCode ?? "" })}</span>
          <bdi>{money(shown.lines.at(-1)!.minor)}</bdi>
        </p>
      )}
      <p className="flex justify-between gap-3 border-t border-black/10 pt-3 text-lg font-extrabold" data-testid="summary-total">
        <span>{t("checkout.total")}</span>
        <bdi>{money(shown.total)}</bdi>
      </p>
      {fx.currency !== "AED" && (
        <p className="mt-1 text-xs text-slate-600" data-testid="charged-in-aed">
          {t("checkout.chargedInAed", { amount: formatMoney(props.total, locale, { currency: "AED", rate: 1 }, true) })}
        </p>
      )}
    </section>
  );
}

export default function CheckoutForm(props: CheckoutFormProps) {
  const { t } = useTranslation();
  const { locale, values, items } = props;
  const [errors, setErrors] = useState<Record<string, string>>(() => translate(props.errors, t));
  const [mode, setMode] = useState(values[PAYMENT_MODE_FIELD] === "later" ? "later" : "now");
  const [stage, setStage] = useState<Stage>("idle");
  const [elapsed, setElapsed] = useState(0);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const draft = useDraft(formRef, props.draftHref);

  // A sentence about the whole form (payment unavailable, the network) shows above it: bring it into view, since the
  // traveller is at the pay button, at the bottom of a phone's screen.
  useEffect(() => {
    if (formError) alertRef.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [formError]);

  // The clock behind the progress bar, while a stage runs.
  useEffect(() => {
    if (stage === "idle") return;
    const started = Date.now() - elapsed;
    const timer = setInterval(() => setElapsed(Date.now() - started), 200);
    return () => clearInterval(timer);
  }, [stage]); // eslint-disable-line react-hooks/exhaustive-deps

  // Coming back from the payment page with the browser's Back button restores this page as it was left: reset it.
  useEffect(() => {
    const reset = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setStage("idle");
      setElapsed(0);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);

  const lead = (name: Parameters<typeof leadField>[0]) => leadField(name);
  const country = values[lead("country")] || DEFAULT_COUNTRY;

  function showErrors(form: HTMLFormElement, found: Record<string, string>) {
    setErrors(found);
    const first = Object.keys(found)[0];
    const el = first ? form.elements.namedItem(first) : null;
    if (el && "focus" in el) (el as HTMLElement).focus();
  }

  function giveBack(message: string) {
    busy.current = false;
    setStage("idle");
    setElapsed(0);
    setFormError(message);
  }

  async function post(form: HTMLFormElement, body: URLSearchParams, check: boolean, signal: AbortSignal) {
    const res = await fetch(check ? `${props.action}?check=1` : props.action, {
      method: "POST",
      body,
      headers: { accept: "application/json" },
      credentials: "same-origin",
      signal,
    });
    const data = (await res.json().catch(() => null)) as { redirect?: string; errors?: Record<string, string>; ok?: boolean; error?: string } | null;
    if (res.status === 422 && data?.errors) {
      giveBack("");
      showErrors(form, data.errors);
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
    const found = quickCheck(typed, items);
    setFormError(null);
    if (Object.keys(found).length > 0) return showErrors(form, translate(found, t));
    setErrors({});
    busy.current = true;
    setElapsed(0);
    setStage("cart");
    const body = new URLSearchParams(typed);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), CHECKOUT_PROCESSING_LIMIT_MS);
    try {
      // Processing cart: the server checks the cart and the answers, and changes nothing.
      const checked = await post(form, body, true, controller.signal);
      if (!checked) return;
      if (checked.redirect) return location.assign(safeLocation(checked.redirect));
      // Processing checkout: the order, the seats' hold and the payment.
      setStage("checkout");
      const done = await post(form, body, false, controller.signal);
      if (!done) return;
      if (!done.redirect) throw new Error("checkout answered without a destination");
      setElapsed(CHECKOUT_PROCESSING_LIMIT_MS);
      location.assign(safeLocation(done.redirect));
    } catch (error) {
      console.warn("checkout failed", error);
      giveBack(t(controller.signal.aborted ? "checkout.processing.timeout" : error instanceof TypeError ? "checkout.processing.network" : "checkout.processing.failed"));
    } finally {
      clearTimeout(timer);
    }
  }

  function typing(event: FormEvent<HTMLFormElement>) {
    if ((event.target as HTMLInputElement).name) draft.changed(false);
  }

  function clearError(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    const name = target.name;
    // A choice (a select, a radio, a box) is kept at once; text is kept when typing pauses.
    if (name) draft.changed(target.tagName === "SELECT" || target.type === "radio" || target.type === "checkbox");
    if (name === PAYMENT_MODE_FIELD) setMode((event.target as HTMLInputElement).value);
    if (name && errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  }

  const progress = stage === "idle" ? 0 : Math.min(1, Math.max(STAGE_FLOOR[stage], elapsed / CHECKOUT_PROCESSING_LIMIT_MS));
  const hasErrors = Object.keys(errors).length > 0;
  const link = (href: string) => <a href={href} className="font-semibold text-primary underline" />;

  return (
    <form
      ref={formRef}
      method="post"
      action={props.action}
      noValidate
      onSubmit={submit}
      onChange={clearError}
      onInput={typing}
      onBlur={draft.flush}
      data-testid="checkout-form"
      data-draft={draft.state}
      className="mx-auto max-w-6xl px-4 py-6"
    >
      <a href={props.cartHref} className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline" data-testid="return-to-cart">
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 rtl:-scale-x-100" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M15 6l-6 6 6 6" />
        </svg>
        {t("checkout.returnToCart")}
      </a>
      <h1 className="mt-3 text-2xl font-extrabold md:text-3xl">{t("checkout.title")}</h1>
      {props.paymentCancelled && !hasErrors && !formError && (
        <p role="status" className="mt-4 rounded-xl border border-black/10 bg-slate-50 p-4 text-sm" data-testid="payment-cancelled">
          {t("checkout.paymentCancelled")}
        </p>
      )}
      {(hasErrors || formError) && (
        <div ref={alertRef} role="alert" className="mt-4 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800" data-testid="form-alert">
          {formError || t("checkout.errorSummary")}
        </div>
      )}
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">
          <section className="rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby="lead-title">
            <h2 id="lead-title" className="text-lg font-bold">
              {t("checkout.leadHeading")}
            </h2>
            <p className="text-sm text-slate-600">{t("checkout.leadIntro")}</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              <Field name={lead("firstName")} label={t("checkout.firstName")} error={errors[lead("firstName")]}>
                <input {...inputProps(lead("firstName"), values, errors)} type="text" autoComplete="given-name" maxLength={MAX_LENGTH.firstName} required />
              </Field>
              <Field name={lead("lastName")} label={t("checkout.lastName")} error={errors[lead("lastName")]}>
                <input {...inputProps(lead("lastName"), values, errors)} type="text" autoComplete="family-name" maxLength={MAX_LENGTH.lastName} required />
              </Field>
              <div className="sm:col-span-2">
                <Field name={lead("email")} label={t("checkout.email")} error={errors[lead("email")]}>
                  <input {...inputProps(lead("email"), values, errors)} type="email" dir="ltr" autoComplete="email" inputMode="email" maxLength={MAX_LENGTH.email} required />
                </Field>
              </div>
              <Field name={lead("country")} label={t("checkout.countryCode")} error={errors[lead("country")]}>
                {/* Marks around the dial code, not isolates: a closed <select> ignores isolates, and "+971" read "971+" in Arabic. */}
                <select {...inputProps(lead("country"), values, errors)} defaultValue={country} autoComplete="tel-country-code" required>
                  {props.countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {`${c.name} (\u200e${c.dial}\u200e)`}
                    </option>
                  ))}
                </select>
              </Field>
              <Field name={lead("phone")} label={t("checkout.phone")} hint={t("checkout.phoneHint")} error={errors[lead("phone")]}>
                <input {...inputProps(lead("phone"), values, errors, true)} type="tel" dir="ltr" autoComplete="tel-national" inputMode="tel" maxLength={MAX_LENGTH.phone} required />
              </Field>
            </div>
            <Choice name={WHATSAPP_FIELD} values={values} label={t("checkout.whatsappUpdates")} hint={t("checkout.whatsappUpdatesHint")} testId="whatsapp-updates" />
            {props.signedIn && <Choice name={SAVE_DETAILS_FIELD} values={values} label={t("checkout.saveDetails")} hint={t("checkout.saveDetailsHint")} testId="save-details" />}
          </section>

          {items.some((i) => i.questions.length > 0) && (
            <div className="grid gap-4">
              <h2 className="text-lg font-bold">{t("checkout.detailsHeading")}</h2>
              {items
                .filter((i) => i.questions.length > 0)
                .map((item) => (
                  <ItemQuestions key={item.id} item={item} values={values} errors={errors} locale={locale} />
                ))}
            </div>
          )}

        </div>

        {/* Beside the pay button on wide screens, so the choice is seen before clicking; last before it on phones. */}
        <div className="grid gap-4 lg:sticky lg:top-4">
          <section className="rounded-2xl border border-black/10 p-4 sm:p-5" aria-labelledby="pay-title">
            <h2 id="pay-title" className="text-lg font-bold">
              {t("checkout.paymentHeading")}
            </h2>
            <fieldset
              aria-labelledby="pay-title"
              aria-describedby={errors[PAYMENT_MODE_FIELD] ? `${fieldId(PAYMENT_MODE_FIELD)}-error` : undefined}
              className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-1"
            >
              {(["now", "later"] as const).map((value) => (
                <label key={value} className={`flex cursor-pointer gap-3 rounded-xl border p-3 ${mode === value ? "border-primary ring-1 ring-primary" : "border-black/15"}`}>
                  <input type="radio" name={PAYMENT_MODE_FIELD} value={value} defaultChecked={mode === value} className="mt-1 accent-[var(--c-primary)]" data-testid={`pay-${value}`} />
                  <span>
                    <span className="block font-semibold">{t(value === "now" ? "checkout.payNow" : "checkout.payLater")}</span>
                    <span className="block text-sm text-slate-600">{t(value === "now" ? "checkout.payNowHint" : "checkout.payLaterHint")}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            {errors[PAYMENT_MODE_FIELD] && (
              <p id={`${fieldId(PAYMENT_MODE_FIELD)}-error`} className="mt-2 text-sm font-medium text-red-700" data-testid="field-error">
                {errors[PAYMENT_MODE_FIELD]}
              </p>
            )}
          </section>
          <OrderSummary props={props} />
          <Button type="submit" loading={stage !== "idle"} className="w-full py-3 text-lg" data-testid="pay-button">
            {t(mode === "later" ? "checkout.confirmBooking" : "checkout.confirmAndPay")}
          </Button>
          <p className="text-xs text-slate-600" data-testid="agreement">
            <Trans i18nKey={mode === "later" ? "checkout.agreeLater" : "checkout.agreePay"} components={{ terms: link(props.termsHref), privacy: link(props.privacyHref) }} />
          </p>
        </div>
      </div>
      {stage !== "idle" && <ProcessingOverlay stage={stage} progress={progress} />}
    </form>
  );
}
