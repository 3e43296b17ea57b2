// "Your Booking" (/invoices): every booked item of the account's orders, newest first, each linking to its invoice;
// a sign-in prompt when signed out and an empty state with a way to explore.
import { useTranslation } from "../i18n/use-translation.ts";
import type { InvoiceRow } from "../../shared/invoice.ts";
import { formatDate } from "../../shared/intl.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { Fact, StatusBadge, aed } from "../components/account/parts.tsx";

export type InvoicesPageProps =
  | { signedIn: false; signInHref: string }
  | { signedIn: true; rows: InvoiceRow[]; exploreHref: string };

function Row({ row }: { row: InvoiceRow }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const discounted = row.originalPrice !== row.price;
  return (
    <li
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      data-testid="invoice-row"
      data-order={row.orderId}
      data-reference={row.reference}
      data-status={row.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <a href={row.href} className="min-w-0 font-bold hover:underline" data-testid="invoice-link">
          {row.title}
        </a>
        <StatusBadge status={row.bookingStatus} />
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm lg:grid-cols-6">
        <Fact label={t("invoice.orderId")} testId="row-order">
          <bdi dir="ltr" className="font-mono">
            {row.orderId}
          </bdi>
        </Fact>
        <Fact label={t("invoice.purchaseId")} testId="row-reference">
          <bdi dir="ltr" className="font-mono">
            {row.reference}
          </bdi>
        </Fact>
        <Fact label={t("invoice.purchaseDate")} testId="row-purchase-date">
          {formatDate(row.purchasedAt, locale)}
        </Fact>
        <Fact label={t("invoice.bookingDate")}>{formatDate(row.date, locale)}</Fact>
        <Fact label={t("invoice.price")} testId="row-price">
          <bdi>{aed(row.price, locale)}</bdi>
          {row.refund !== null && (
            <span className="block text-xs font-normal text-slate-600" data-testid="row-refund">
              {t("invoice.refund")}: <bdi>{aed(row.refund, locale)}</bdi>
            </span>
          )}
        </Fact>
        {discounted && (
          <Fact label={t("invoice.originalPrice")} testId="row-original-price">
            <bdi className="text-slate-500 line-through">{aed(row.originalPrice, locale)}</bdi>
          </Fact>
        )}
      </dl>
      <a
        href={row.href}
        className="mt-3 inline-block text-sm font-semibold text-primary hover:underline"
        aria-label={t("invoice.viewFor", { title: row.title })}
      >
        {t("invoice.view")}
      </a>
    </li>
  );
}

export function InvoicesPage(props: InvoicesPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid="invoices-page">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t("invoice.title")}</h1>
      {!props.signedIn ? (
        <div
          className="mt-6 rounded-2xl border border-black/10 bg-white p-6 text-center"
          data-testid="invoices-signed-out"
        >
          <p className="text-lg font-semibold">{t("invoice.signInPrompt")}</p>
          <ButtonLink href={props.signInHref} className="mt-4" data-testid="invoices-sign-in">
            {t("invoice.signIn")}
          </ButtonLink>
        </div>
      ) : props.rows.length === 0 ? (
        <div className="mt-6 rounded-2xl border border-black/10 bg-white p-6 text-center" data-testid="invoices-empty">
          <p className="text-lg font-semibold">{t("invoice.empty")}</p>
          <p className="mt-1 text-slate-600">{t("invoice.emptyHint")}</p>
          <ButtonLink href={props.exploreHref} className="mt-4" data-testid="invoices-explore">
            {t("invoice.explore")}
          </ButtonLink>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3" data-testid="invoice-rows">
          {props.rows.map((row) => (
            <Row key={row.reference} row={row} />
          ))}
        </ul>
      )}
    </div>
  );
}
