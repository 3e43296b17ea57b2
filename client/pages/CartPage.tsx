// Shopping Cart: each item with its date, time, travellers (+/- up to its limit), extras, price and flags; Order
// Summary with the promo code and Checkout. Plain forms throughout, so every action works without JavaScript.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import type { TFunction } from "i18next";
import {
  discountableSubtotal,
  shownLine,
  type AvailabilityOutcome,
  type CartItemView,
  type CartView,
} from "../../shared/cart.ts";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../../shared/locales.ts";
import { currencyName, formatDate, formatList } from "../../shared/intl.ts";
import { StaySpan } from "../components/booking/StaySpan.tsx";
import { CancellationClaim } from "../components/booking/CancellationClaim.tsx";
import { checkoutBreakdown, displayBreakdown, formatMinor, formatMoney } from "../../shared/money.ts";
import { Image } from "../components/ui/Image.tsx";
import { ButtonLink, buttonClass } from "../components/ui/Button.tsx";
import { tIsolated } from "../../shared/bidi.tsx";
import { priceChangedReading, totalReading } from "../components/catalogue/format.ts";

export type CartNotice = { tone: "success" | "error"; message: string; back?: string };

export type CartPageProps = {
  cart: CartView;
  /** The availability check of spec §4 over the items as priced now ("ok" when nothing changed). */
  outcome: AvailabilityOutcome;
  notice: CartNotice | null;
  exploreHref: string;
};

function Notice({ notice }: { notice: CartNotice }) {
  const { t } = useTranslation();
  const error = notice.tone === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={`mt-4 rounded-xl border p-4 ${error ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
      data-testid="cart-notice"
      data-tone={notice.tone}
    >
      <p className="font-semibold">{notice.message}</p>
      {notice.back && (
        <a href={notice.back} className="mt-1 inline-block text-sm font-semibold underline">
          {t("cart.flash.back")}
        </a>
      )}
    </div>
  );
}

function OutcomeBanner({ outcome }: { outcome: Exclude<AvailabilityOutcome, "ok"> }) {
  const { t } = useTranslation();
  const headings =
    outcome === "both"
      ? [t("cart.outcome.some_unavailable"), t("cart.outcome.prices_changed")]
      : [t(`cart.outcome.${outcome}`)];
  return (
    <div
      role="alert"
      className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4"
      data-testid="availability-outcome"
      data-outcome={outcome}
    >
      {headings.map((heading) => (
        <p key={heading} className="font-bold">
          {heading}
        </p>
      ))}
      <p className="mt-1 text-sm">{t(`cart.outcomeHelp.${outcome}`)}</p>
    </div>
  );
}

function travellersText(item: CartItemView, t: TFunction, locale: "en" | "ar"): string {
  const parts = item.categories
    .filter((cat) => (item.counts[cat] ?? 0) > 0)
    .map((cat) => String(t(`booking.travellers.${cat}`, { count: item.counts[cat] })));
  return formatList(parts, locale);
}

/** +/- per category: submit buttons of one form that carries the current counts (no JavaScript needed). */
function TravellersForm({ item }: { item: CartItemView }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const full = item.travellers >= item.maxTravellers;
  return (
    <form
      method="post"
      action={localePath(locale, `/cart/items/${item.id}`)}
      className="mt-3"
      data-testid="travellers-form"
    >
      {item.categories.map((cat) => (
        <input key={cat} type="hidden" name={`counts.${cat}`} value={item.counts[cat] ?? 0} />
      ))}
      <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t("cart.travellersFor", { title: item.title })}>
        {item.categories.map((cat) => {
          const count = item.counts[cat] ?? 0;
          const label = t(`booking.category.${cat}`);
          const atMinimum = count === 0 || (cat === "adult" && count <= 1) || item.travellers <= 1;
          return (
            <li key={cat} className="flex items-center gap-2">
              <span className="min-w-12 text-sm font-medium">{label}</span>
              <button
                type="submit"
                name="adjust"
                value={`${cat}:-1`}
                disabled={atMinimum}
                aria-label={t("booking.fewer", { label })}
                className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40"
              >
                −
              </button>
              <output className="w-6 text-center font-semibold" data-testid={`cart-count-${cat}`}>
                {count}
              </output>
              <button
                type="submit"
                name="adjust"
                value={`${cat}:1`}
                disabled={full}
                aria-label={t("booking.more", { label })}
                className="h-8 w-8 rounded-full border border-black/20 disabled:opacity-40"
                data-testid={`more-${cat}`}
              >
                +
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-1 text-xs text-slate-500" data-testid="max-per-item">
        {t("booking.maxPerItem", { count: item.capacityPerItem })}
      </p>
    </form>
  );
}

function CartItem({ item, shownPrice, pricedAt }: { item: CartItemView; shownPrice: number | null; pricedAt: string }) {
  const { t } = useTranslation();
  const { locale, fx } = usePageContext();
  const money = (aed: number) => formatMoney(aed, locale, fx);
  return (
    <li
      className={`flex gap-3 rounded-2xl border p-3 sm:gap-4 sm:p-4 ${item.unavailable ? "border-red-200 bg-red-50/40" : "border-black/10 bg-white"}`}
      data-testid="cart-item"
      data-item-id={item.id}
      data-unavailable={item.unavailable ? "true" : undefined}
      data-price-changed={item.priceChanged && !item.unavailable ? "true" : undefined}
    >
      {/* biome-ignore lint/a11y/useAnchorContent: a repeat of the title link beside it, hidden from screen readers and the tab order on purpose */}
      <a
        href={item.href}
        className="block w-20 shrink-0 overflow-hidden rounded-xl sm:w-36"
        tabIndex={-1}
        aria-hidden="true"
      >
        <Image image={item.image} maxWidth={160} sizes="(min-width: 640px) 144px, 80px" aspect={4 / 3} />
      </a>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h2 className="min-w-0 font-bold leading-snug">
            <a href={item.href} className="hover:text-primary">
              {item.title}
            </a>
          </h2>
          <p className="shrink-0 text-end font-bold" data-testid="item-price">
            {shownPrice === null ? (
              <s className="text-slate-500">
                <bdi>{money(item.price)}</bdi>
              </s>
            ) : (
              <bdi>{formatMinor(shownPrice, locale, fx.currency)}</bdi>
            )}
          </p>
        </div>
        <p className="text-sm text-slate-600">
          {item.cityName} · {item.optionTitle}
        </p>
        {item.offer && (
          <p className="mt-2 text-sm text-sky-900" data-testid="offer-item">
            <span className="me-2 rounded-full bg-sky-700 px-2 py-0.5 text-xs font-bold text-white">
              {t("cart.offer.badge")}
            </span>
            {t("cart.offer.fixed")}
          </p>
        )}
        {item.unavailable && (
          <p className="mt-2 text-sm text-red-800" data-testid="flag-unavailable">
            <span className="me-2 rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
              {t("cart.unavailable")}
            </span>
            {t(item.offer ? "cart.offer.unavailable" : "cart.unavailableHint")}
          </p>
        )}
        {!item.unavailable && item.priceChanged && (
          <p className="mt-2 text-sm font-semibold text-amber-800">
            <span aria-hidden="true" data-testid="flag-price-changed">
              {tIsolated(t, "cart.priceChanged", { old: money(item.quotedPrice), new: money(item.price) })}
            </span>
            <span className="sr-only">{priceChangedReading(t, money(item.quotedPrice), money(item.price))}</span>
          </p>
        )}
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-500">{t("cart.date")}</dt>
          <dd>
            {item.date && <time dateTime={item.date}>{formatDate(item.date, locale)}</time>}
            {item.stay && item.date && (
              <StaySpan date={item.date} stay={item.stay} locale={locale} className="block font-semibold" />
            )}
          </dd>
          <dt className="text-slate-500">{t("cart.time")}</dt>
          <dd>
            <bdi dir="ltr">{item.startTime}</bdi>
          </dd>
          <dt className="text-slate-500">{t("cart.travellers")}</dt>
          <dd data-testid="item-travellers">{travellersText(item, t, locale)}</dd>
          {item.extras.length > 0 && (
            <>
              <dt className="text-slate-500">{t("cart.extras")}</dt>
              <dd>
                {formatList(
                  item.extras.map((e) => e.title),
                  locale,
                )}
              </dd>
            </>
          )}
        </dl>
        {item.date && !item.unavailable && (
          <p className="mt-2 text-sm">
            <CancellationClaim
              policy={item.cancellation}
              date={item.date}
              startTime={item.startTime}
              timeZone={item.timeZone}
              now={pricedAt}
              relative
              locale={locale}
            />
          </p>
        )}
        {item.categories.length > 0 && !item.offer && <TravellersForm item={item} />}
        <form method="post" action={localePath(locale, `/cart/items/${item.id}/delete`)} className="mt-3">
          <button
            type="submit"
            className="bg-transparent text-sm font-semibold text-red-700 underline"
            aria-label={t("cart.removeItem", { title: item.title })}
            data-testid="remove-item"
          >
            {t("cart.remove")}
          </button>
        </form>
      </div>
    </li>
  );
}

function SummaryRow({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function PromoBox({ cart }: { cart: CartView }) {
  const { t } = useTranslation();
  const { locale, fx } = usePageContext();
  const attached = cart.promo?.code ?? cart.promoProblem?.code ?? null;
  if (attached) {
    return (
      <div className="mt-4 text-sm" data-testid="promo-attached">
        {cart.promo ? (
          <p className="font-semibold text-emerald-700">
            {tIsolated(t, "cart.promo.applied", { code: cart.promo.code })}
          </p>
        ) : (
          <p className="text-amber-800" data-testid="promo-problem">
            {tIsolated(t, "cart.promo.notApplied", {
              code: attached,
              reason: promoProblemText(cart, t, (aed) => formatMoney(aed, locale, fx)),
            })}
          </p>
        )}
        <form method="post" action={localePath(locale, "/cart/promo/delete")}>
          <button type="submit" className="mt-1 bg-transparent font-semibold text-primary underline">
            {t("cart.promo.remove")}
          </button>
        </form>
      </div>
    );
  }
  return (
    <form method="post" action={localePath(locale, "/cart/promo")} className="mt-4" data-testid="promo-form">
      <label htmlFor="promo-code" className="text-sm font-semibold">
        {t("cart.promo.label")}
      </label>
      <div className="mt-1 flex gap-2">
        {/* w-full: left to its own width (its size of 20 characters, about 340 px in this font), the field would widen
            the summary, and the page, past a phone's screen. */}
        <input
          id="promo-code"
          name="code"
          required
          maxLength={32}
          autoComplete="off"
          autoCapitalize="characters"
          dir="ltr"
          placeholder={t("cart.promo.placeholder")}
          className="w-full min-w-0 flex-1 rounded-lg border border-black/20 px-3 py-2 uppercase"
        />
        <button type="submit" className={buttonClass("outlined", "bg-white px-4 py-2")}>
          {t("cart.promo.apply")}
        </button>
      </div>
    </form>
  );
}

function promoProblemText(cart: CartView, t: TFunction, money: (aed: number) => string): string {
  const problem = cart.promoProblem;
  if (!problem) return "";
  const missing = Math.max(0, (problem.minSubtotal ?? 0) - discountableSubtotal(cart.items));
  return String(t(`cart.promo.problem.${problem.reason}`, { amount: money(missing) }));
}

function OrderSummary({ cart, outcome }: { cart: CartView; outcome: AvailabilityOutcome }) {
  const { t } = useTranslation();
  const { locale, fx } = usePageContext();
  const bookable = cart.items.filter((i) => !i.unavailable);
  // Shown amounts add up: each line converted on its own, the total the sum of what is shown (lib/money.ts).
  const shown = checkoutBreakdown(bookable.map(shownLine), cart.discount, fx);
  const subtotal = shown.lines.slice(0, bookable.length).reduce((sum, line) => sum + line.minor, 0);
  const discount = cart.discount ? -shown.lines[bookable.length].minor : 0;
  const show = (minor: number) => <bdi>{formatMinor(minor, locale, fx.currency)}</bdi>;
  const canProceed = bookable.length > 0 && outcome !== "none";
  return (
    <aside
      className="self-start rounded-2xl border border-black/10 bg-white p-5 shadow-sm lg:sticky lg:top-4"
      aria-labelledby="order-summary-title"
      data-testid="order-summary"
    >
      <h2 id="order-summary-title" className="text-lg font-bold">
        {t("cart.orderSummary")}
      </h2>
      <dl className="mt-4 space-y-2">
        <SummaryRow label={t("cart.subtotal")} testId="summary-subtotal">
          {show(subtotal)}
        </SummaryRow>
        {cart.promo && cart.discount > 0 && (
          <SummaryRow label={tIsolated(t, "cart.discount", { code: cart.promo.code })} testId="summary-discount">
            <span className="text-emerald-700">−{show(discount)}</span>
          </SummaryRow>
        )}
      </dl>
      {/* Said as one sentence ("Total: AED 438.00"); the label and the amount are laid out apart. */}
      <p className="mt-2 flex items-baseline justify-between gap-3 border-t border-black/10 pt-3 text-lg font-extrabold">
        <span aria-hidden="true">{t("cart.total")}</span>
        <span aria-hidden="true" data-testid="summary-total">
          {show(shown.total)}
        </span>
        <span className="sr-only">{totalReading(t, formatMinor(shown.total, locale, fx.currency))}</span>
      </p>
      {fx.currency !== "AED" && (
        <p className="mt-2 text-xs text-slate-600" data-testid="charged-in-aed">
          {tIsolated(t, "cart.chargedInAed", {
            currency: currencyName(fx.currency, locale),
            amount: formatMoney(cart.total, locale, { currency: "AED", rate: 1 }, true),
          })}
        </p>
      )}
      {/* A cart of custom offers alone has nothing a code could take off (their prices are agreed). */}
      {(cart.items.some((i) => !i.offer) || cart.promo || cart.promoProblem) && <PromoBox cart={cart} />}
      {canProceed && (
        <form method="post" action={localePath(locale, "/cart/proceed")} className="mt-5">
          <input type="hidden" name="reviewed" value={cart.version} />
          <button type="submit" className={buttonClass("primary", "w-full text-lg")} data-testid="proceed">
            {t("cart.checkout")}
          </button>
        </form>
      )}
    </aside>
  );
}

function EmptyCart({ exploreHref }: { exploreHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto mt-10 max-w-md text-center" data-testid="empty-cart">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mx-auto h-16 w-16 text-primary/60 rtl:-scale-x-100"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d="M3 4h2l2.4 11.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
        <circle cx="10" cy="20" r="1.5" />
        <circle cx="17" cy="20" r="1.5" />
      </svg>
      <p className="mt-4 text-xl font-bold">{t("cart.emptyHeading")}</p>
      <p className="mt-2 text-slate-600">{t("cart.emptyText")}</p>
      <ButtonLink href={exploreHref} className="mt-6">
        {t("cart.explore")}
      </ButtonLink>
    </div>
  );
}

export function CartPage({ cart, outcome, notice, exploreHref }: CartPageProps) {
  const { t } = useTranslation();
  const { fx } = usePageContext();
  const bookable = cart.items.filter((i) => !i.unavailable);
  const shown = displayBreakdown(bookable.map(shownLine), fx);
  const shownPrice = (item: CartItemView) => shown.lines.find((line) => line.id === item.id)?.minor ?? null;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-testid="cart-page">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t("cart.title")}</h1>
      {notice && <Notice notice={notice} />}
      {outcome !== "ok" && cart.items.length > 0 && <OutcomeBanner outcome={outcome} />}
      {cart.items.length === 0 ? (
        <EmptyCart exploreHref={exploreHref} />
      ) : (
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_360px]">
          <ul className="space-y-4" aria-label={t("cart.itemsLabel")}>
            {cart.items.map((item) => (
              <CartItem
                key={item.id}
                item={item}
                shownPrice={item.unavailable ? null : shownPrice(item)}
                pricedAt={cart.pricedAt}
              />
            ))}
          </ul>
          <OrderSummary cart={cart} outcome={outcome} />
        </div>
      )}
    </div>
  );
}
