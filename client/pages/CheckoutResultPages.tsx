// The booking result pages (spec §4 and §8): booked, partly booked, pay later, on hold, unsuccessful, payment failed,
// an order still waiting for payment, and a payment return that could not be verified.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import { titleKeyOf, type OrderItemView, type OrderView, type ResultPage } from "../../shared/order.ts";
import { aedText, orderTotalLines, type ChargeKind } from "../../shared/order-totals.ts";
import { formatDate } from "../../shared/intl.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import { Island } from "../components/Island.tsx";
import BusyForm from "../islands/BusyForm.tsx";
import { StatusBadge } from "../components/account/parts.tsx";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";

export type ResultLinks = {
  checkout: string;
  cart: string;
  explore: string;
  retry: string;
  resume: string;
  self: string;
};
export type CheckoutResultProps = {
  variant: ResultPage;
  order: OrderView;
  links: ResultLinks;
  /** The moment the loader read the order (ISO): what cancelling costs is said as of then. */
  now: string;
};

type Tone = "ok" | "wait" | "bad";
const TONES: Record<ResultPage, Tone> = {
  success: "ok",
  partial: "wait",
  pay_later: "ok",
  on_hold: "wait",
  pending: "wait",
  error: "bad",
  payment_failed: "bad",
};

/** Card amounts are what the card sees: AED, with its minor digits. */
const aed = aedText;

function ToneIcon({ tone }: { tone: Tone }) {
  const colours = {
    ok: "bg-emerald-100 text-emerald-700",
    wait: "bg-amber-100 text-amber-700",
    bad: "bg-red-100 text-red-700",
  }[tone];
  const path = { ok: "M5 12.5l4.5 4.5L19 7.5", wait: "M12 7v5l3 2", bad: "M12 7v6M12 17h.01" }[tone];
  return (
    <span aria-hidden="true" className={`mx-auto grid h-14 w-14 place-items-center rounded-full ${colours}`}>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decoration inside an aria-hidden span; the heading says the outcome */}
      <svg
        viewBox="0 0 24 24"
        className="h-8 w-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {tone === "wait" && <circle cx="12" cy="12" r="9" />}
        <path d={path} />
      </svg>
    </span>
  );
}

/**
 * The outcome, which is where focus starts on a result page (tabindex=-1 and autofocus, so it works before and
 * without JavaScript): a keyboard user goes on from it, and a screen reader says it first.
 */
function ResultHeading({ children }: { children: ReactNode }) {
  return (
    <h1
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: the page's outcome is where focus belongs as it opens
      autoFocus
      className="mt-4 text-2xl font-extrabold md:text-3xl"
      data-testid="result-heading"
    >
      {children}
    </h1>
  );
}

/** One fact, a dt/dd pair in the only wrapper a dl allows (a div straight inside it); `wide` ones take the whole row. */
function Fact({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`flex flex-wrap gap-x-2${wide ? " sm:col-span-2" : ""}`}>
      <dt className="text-slate-500">{label}:</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** The bookings that stand (or will once confirmed or paid): what cancelling them costs is worth saying. */
const KEPT: ReadonlySet<OrderItemView["bookingStatus"]> = new Set([
  "confirmed",
  "awaiting_confirmation",
  "booked_pay_later",
]);

function ItemCard({ item, now }: { item: OrderItemView; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <li className="rounded-2xl border border-black/10 p-4" data-testid="result-item" data-status={item.bookingStatus}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a href={item.href} className="font-bold hover:underline">
            {item.title}
          </a>
          <p className="text-sm text-slate-600">{item.optionTitle}</p>
        </div>
        <StatusBadge status={item.bookingStatus} />
      </div>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        <Fact label={t("results.reference")}>
          <bdi dir="ltr" className="font-mono" data-testid="item-reference">
            {item.reference}
          </bdi>
        </Fact>
        <Fact label={t("results.date")}>
          {formatDate(item.date, locale, { weekday: "long", day: "numeric", month: "long", year: "numeric" })}
        </Fact>
        <Fact label={t("results.time")}>
          <bdi dir="ltr">{item.startTime}</bdi>
        </Fact>
        <Fact label={t("results.travellers")}>{t("booking.peopleCount", { count: item.travellers })}</Fact>
        {item.pickup ? (
          <Fact label={t("results.pickup")} wide>
            {tIsolated(t, "results.pickupAt", { name: item.pickup.name, time: item.pickup.time })}
          </Fact>
        ) : (
          item.meetingPoint && (
            <Fact label={t("results.meetingPoint")} wide>
              {item.meetingPoint}
            </Fact>
          )
        )}
        {KEPT.has(item.bookingStatus) && (
          <Fact label={t("mail.cancellation")} wide>
            <CancellationClaim
              policy={item.cancellation}
              date={item.date}
              startTime={item.startTime}
              timeZone={item.timeZone}
              now={now}
              relative
              locale={locale}
            />
          </Fact>
        )}
      </dl>
    </li>
  );
}

function Items({ items, heading, now }: { items: OrderItemView[]; heading?: string; now: string }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-6 text-start">
      {heading && <h2 className="mb-3 text-lg font-bold">{heading}</h2>}
      <ul className="grid gap-3">
        {items.map((item) => (
          <ItemCard key={item.id} item={item} now={now} />
        ))}
      </ul>
    </section>
  );
}

const isConfirmed = (item: OrderItemView) => item.status === "confirmed";

export function CheckoutResultPage({ variant, order, links, now }: CheckoutResultProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const name = order.lead.firstName;
  const emailSent = (
    <p className="mt-2 text-slate-600">{tIsolated(t, "results.emailSent", { email: order.lead.email })}</p>
  );
  const explore = (
    <ButtonLink href={links.explore} variant="outlined">
      {t("results.exploreMore")}
    </ButtonLink>
  );
  const totals = (kind: ChargeKind, amount: number) => (
    <dl className="mt-4 space-y-1 rounded-xl bg-slate-50 px-4 py-3" data-testid="result-total">
      {orderTotalLines(order, { kind, amount }, locale, t).map((line) => (
        <div
          key={line.testId}
          className={`flex justify-between gap-3 ${line.strong ? "font-bold" : "text-sm text-slate-600"}`}
          data-testid={line.testId}
        >
          <dt>{line.label}</dt>
          <dd>
            <bdi>{line.amount}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );

  let body: ReactNode;
  let actions: ReactNode = explore;
  switch (variant) {
    case "success":
      body = (
        <>
          <p className="mt-3 text-lg">{tIsolated(t, "results.successIntro", { name })}</p>
          {emailSent}
          <Items now={now} items={order.items} />
          {totals("charged", order.total)}
        </>
      );
      break;
    case "partial":
      body = (
        <>
          <p className="mt-3 text-lg">{t("results.partialIntro")}</p>
          {emailSent}
          <Items now={now} items={order.items.filter(isConfirmed)} heading={t("results.confirmedHeading")} />
          <Items now={now} items={order.items.filter((i) => !isConfirmed(i))} heading={t("results.failedHeading")} />
          {order.returned > 0 && (
            <p className="mt-4 rounded-xl bg-amber-50 p-4 text-start text-sm" data-testid="refund-note">
              {tIsolated(t, "results.refunded", { amount: aed(order.returned, locale) })}
            </p>
          )}
          <p className="mt-4 text-start text-sm text-slate-600">{t("results.retryIntro")}</p>
        </>
      );
      actions = (
        <>
          <Island
            name="BusyForm"
            component={BusyForm}
            props={{ action: links.retry, fields: { order: order.id }, label: t("results.retry"), testId: "retry" }}
            when="visible"
          />
          {explore}
        </>
      );
      break;
    case "pay_later":
      body = (
        <>
          <p className="mt-3 text-lg">{t("results.payLaterIntro")}</p>
          <p className="mt-2 text-slate-600">
            {tIsolated(t, "results.payLaterContact", { email: order.lead.email, phone: order.lead.phone })}
          </p>
          <Items now={now} items={order.items} />
          {totals("due", order.total)}
        </>
      );
      break;
    case "on_hold":
      body = (
        <>
          <p className="mt-3 text-lg">
            {tIsolated(t, "results.onHoldAuthorised", { amount: aed(order.total - order.returned, locale) })}
          </p>
          <p className="mt-2 text-slate-600">
            {t(order.whatsappUpdates ? "results.onHoldUpdates" : "results.onHoldUpdatesByEmail")}
          </p>
          <Items now={now} items={order.items} />
          {totals("reserved", order.total - order.returned)}
        </>
      );
      break;
    case "pending":
      if (order.status === "processing") {
        // Paid, and the suppliers are being asked right now (a return racing its webhook): the page settles shortly.
        body = <p className="mt-3 text-lg">{t("results.processingIntro")}</p>;
        actions = (
          <ButtonLink href={links.self} data-testid="refresh">
            {t("results.refresh")}
          </ButtonLink>
        );
        break;
      }
      body = (
        <>
          <p className="mt-3 text-lg">{t("results.pendingIntro")}</p>
          <Items now={now} items={order.items} />
          {totals("due", order.total)}
        </>
      );
      actions = (
        <>
          <ButtonLink href={links.resume} data-testid="continue-to-payment">
            {t("results.continueToPayment")}
          </ButtonLink>
          <ButtonLink href={links.cart} variant="outlined">
            {t("checkout.returnToCart")}
          </ButtonLink>
        </>
      );
      break;
    case "error":
    case "payment_failed": {
      const failedPayment = variant === "payment_failed";
      // Money was authorised (or taken) for a paid order that then failed: it goes back within 24 hours.
      const refund = !failedPayment && order.paymentMode === "now" ? order.returned || order.total : 0;
      // One heading (the page's), then what happened: the payment, or the booking request.
      body = (
        <>
          {failedPayment ? (
            <p className="mt-3 text-lg" data-testid="payment-failed">
              {t("results.paymentFailed")}
            </p>
          ) : (
            <p className="mt-3 text-lg">{t("results.errorIntro")}</p>
          )}
          {failedPayment
            ? null
            : refund > 0 && (
                <p className="mt-2 text-slate-700" data-testid="refund-note">
                  {tIsolated(t, "results.refundNote", { amount: aed(refund, locale) })}
                </p>
              )}
          {!failedPayment && <Items now={now} items={order.items} />}
        </>
      );
      actions = failedPayment ? (
        <ButtonLink href={links.checkout} data-testid="try-again">
          {t("results.tryAgain")}
        </ButtonLink>
      ) : (
        <>
          <ButtonLink href={links.cart}>{t("checkout.returnToCart")}</ButtonLink>
          {explore}
        </>
      );
      break;
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 text-center" data-testid="checkout-result" data-variant={variant}>
      <ToneIcon tone={TONES[variant]} />
      <ResultHeading>{t(titleKeyOf(variant, order))}</ResultHeading>
      <p className="mt-2 text-sm text-slate-500">
        {t("results.orderId")}:{" "}
        <bdi dir="ltr" className="font-mono" data-testid="order-id">
          {order.id}
        </bdi>
      </p>
      {body}
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}

/** A return from the payment page whose signature, age or payment we could not verify: nothing was changed. */
export function PaymentCheckFailedPage({ cartHref, homeHref }: { cartHref: string; homeHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="payment-check-failed">
      <ToneIcon tone="bad" />
      <ResultHeading>{t("results.verifyTitle")}</ResultHeading>
      <p className="mt-3 text-slate-700">{t("results.verifyText")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={cartHref}>{t("checkout.returnToCart")}</ButtonLink>
        <ButtonLink href={homeHref} variant="outlined">
          {t("common.homePage")}
        </ButtonLink>
      </div>
    </div>
  );
}
