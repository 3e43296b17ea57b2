// The sandbox provider's hosted payment page: plainly a test page, the amount in AED, the test cards, card fields,
// a countdown to the end of the seats' hold, Pay and Cancel; or why the page can no longer be used.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { Island } from "../components/Island.tsx";
import { ButtonLink, buttonClass } from "../components/ui/Button.tsx";
import { localePath } from "../../shared/locales.ts";
import { formatMoney } from "../../shared/money.ts";
import PaymentCountdown from "../islands/PaymentCountdown.tsx";

export type SandboxCardKind = "success" | "decline" | "authoriseOnly";
export type SandboxPayField = "card" | "expiry" | "cvc";

export type SandboxPayPageProps = {
  state: "open" | "expired" | "used";
  paymentId: string;
  orderId: string;
  /** AED minor units. */
  amount: number;
  remainingSeconds: number;
  cards: { kind: SandboxCardKind; number: string }[];
  /** Messages already in the page's language. */
  errors: Partial<Record<SandboxPayField | "form", string>>;
  values: { card: string; expiry: string };
};

const AED = { currency: "AED", rate: 1 } as const;
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base tabular-nums ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;

/** "4242 4242 4242 4242": groups of four, as printed on a card. */
const grouped = (number: string) => number.replace(/(\d{4})(?=\d)/g, "$1 ");

function TestBanner() {
  const { t } = useTranslation();
  const { site, locale } = usePageContext();
  return (
    <div
      role="note"
      className="flex flex-wrap items-center gap-3 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
      data-testid="sandbox-banner"
    >
      <span className="rounded-full bg-amber-500 px-3 py-1 text-sm font-bold uppercase tracking-wide text-black">
        {t("payment.testBadge")}
      </span>
      <p className="min-w-0 flex-1 text-sm">{t("payment.testBanner", { brand: site.brand.name[locale] })}</p>
    </div>
  );
}

function Field({
  name,
  label,
  error,
  children,
}: {
  name: SandboxPayField;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={`pay-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      {children}
      {error && (
        <p id={`pay-${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function SandboxPayPage({
  state,
  paymentId,
  orderId,
  amount,
  remainingSeconds,
  cards,
  errors,
  values,
}: SandboxPayPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const total = formatMoney(amount, locale, AED, true);
  const described = (name: SandboxPayField) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `pay-${name}-error` } : {};
  return (
    <div className="mx-auto max-w-2xl px-4 py-8" data-testid="sandbox-pay" data-state={state}>
      <TestBanner />
      <h1 className="mt-6 text-2xl font-extrabold md:text-3xl">
        {state === "open" ? t("payment.heading") : t(`payment.${state}Title`)}
      </h1>
      <dl className="mt-4 grid grid-cols-2 gap-4 rounded-xl border border-black/10 p-4">
        <div>
          <dt className="text-sm text-slate-500">{t("payment.order")}</dt>
          <dd className="font-semibold">
            <bdi>{orderId}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{t("payment.amount")}</dt>
          <dd className="text-xl font-extrabold" data-testid="pay-amount">
            <bdi>{total}</bdi>
          </dd>
          <dd className="text-xs text-slate-500">{t("payment.chargedInAed")}</dd>
        </div>
      </dl>

      {state !== "open" ? (
        <div className="mt-6 rounded-xl border border-black/10 bg-slate-50 p-5" role="status" data-testid="pay-closed">
          <p>{t(`payment.${state}Text`)}</p>
          <ButtonLink href={localePath(locale, "/cart")} variant="outlined" className="mt-4">
            {t("payment.backToCart")}
          </ButtonLink>
        </div>
      ) : (
        <>
          <div className="mt-6">
            <Island name="PaymentCountdown" component={PaymentCountdown} props={{ remainingSeconds }} when="load" />
          </div>

          <section className="mt-6" aria-labelledby="test-cards">
            <h2 id="test-cards" className="text-lg font-bold">
              {t("payment.cardsHeading")}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t("payment.cardsIntro")}</p>
            <ul className="mt-3 divide-y divide-black/10 rounded-xl border border-black/10" data-testid="test-cards">
              {cards.map((card) => (
                <li key={card.kind} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                  <span className="font-mono text-base font-semibold tabular-nums" dir="ltr">
                    {grouped(card.number)}
                  </span>
                  <span className="text-sm text-slate-700">{t(`payment.card.${card.kind}`)}</span>
                </li>
              ))}
            </ul>
          </section>

          <form
            method="post"
            action={localePath(locale, `/pay/${paymentId}`)}
            className="mt-6 space-y-4 rounded-2xl border border-black/10 p-5"
            noValidate
            data-testid="pay-form"
          >
            <h2 className="text-lg font-bold">{t("payment.cardDetails")}</h2>
            {Object.keys(errors).length > 0 && (
              <div
                role="alert"
                className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
                data-testid="pay-alert"
              >
                <p className="font-semibold">{errors.form ?? t("payment.errors.summary")}</p>
              </div>
            )}
            <Field name="card" label={t("payment.cardNumber")} error={errors.card}>
              <input
                id="pay-card"
                name="card"
                inputMode="numeric"
                autoComplete="cc-number"
                dir="ltr"
                placeholder="4242 4242 4242 4242"
                defaultValue={values.card}
                className={inputClass(Boolean(errors.card))}
                {...described("card")}
              />
            </Field>
            <div className="grid grid-cols-2 gap-4">
              <Field name="expiry" label={t("payment.expiry")} error={errors.expiry}>
                <input
                  id="pay-expiry"
                  name="expiry"
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  dir="ltr"
                  placeholder="MM/YY"
                  defaultValue={values.expiry}
                  className={inputClass(Boolean(errors.expiry))}
                  {...described("expiry")}
                />
              </Field>
              <Field name="cvc" label={t("payment.cvc")} error={errors.cvc}>
                <input
                  id="pay-cvc"
                  name="cvc"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  dir="ltr"
                  placeholder="123"
                  className={inputClass(Boolean(errors.cvc))}
                  {...described("cvc")}
                />
              </Field>
            </div>
            <div className="flex flex-col gap-3 pt-2 sm:flex-row sm:items-center">
              <button
                type="submit"
                name="action"
                value="pay"
                className={buttonClass("primary", "w-full sm:w-auto")}
                data-testid="pay-submit"
              >
                {t("payment.pay", { amount: total })}
              </button>
              <button
                type="submit"
                name="action"
                value="cancel"
                formNoValidate
                className={buttonClass("third", "w-full sm:w-auto")}
                data-testid="pay-cancel"
              >
                {t("payment.cancel")}
              </button>
            </div>
            <p className="text-sm text-slate-600">{t("payment.cancelHint")}</p>
          </form>
        </>
      )}
    </div>
  );
}
