// The console's custom offer requests (/ops/offers): waiting ones first (received, or answered with an offer that ran
// out unused), newest first within each group, each with its status and its latest offer's state.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../../components/page-context.tsx";
import { OpsLayout } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import type { ConsoleRequestRow } from "../../../shared/offer.ts";
import { gulfMomentText, offerStateText, offerTotalText } from "../../../shared/offer-text.ts";
import { OfferStatusLabel, offerBudget, offerDates } from "../../components/account/OfferList.tsx";

export type OpsOffersRow = ConsoleRequestRow & { waiting: boolean; href: string };

export type OpsOffersPageProps = { viewer: OpsViewer; now: string; rows: OpsOffersRow[] };

function RequestCard({ row, now }: { row: OpsOffersRow; now: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const ctx = { locale, now: new Date(now), relative: true };
  return (
    <li
      className={`rounded-2xl border p-4 ${row.waiting ? "border-amber-300 bg-amber-50/60" : "border-black/10 bg-white"}`}
      data-testid="ops-offer-row"
      data-request={row.id}
      data-waiting={row.waiting ? "true" : "false"}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <a href={row.href} className="font-bold text-primary underline" data-testid="ops-offer-open">
            <bdi dir="ltr">{row.id}</bdi>
          </a>
          <span className="ms-2 text-sm text-slate-600">{gulfMomentText(row.createdAt, locale)}</span>
          <p className="mt-1 font-semibold">{row.activityTitle}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {row.waiting && (
            <span className="rounded-full bg-amber-700 px-2.5 py-0.5 text-xs font-bold text-white">
              {t("ops.offers.list.waiting")}
            </span>
          )}
          <OfferStatusLabel status={row.status} />
        </div>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="text-slate-500">{t("ops.offers.list.traveller")}</dt>
          <dd className="break-words font-medium">
            <bdi>{row.name}</bdi>
            <span className="block break-all text-slate-600">
              <bdi dir="ltr">{row.email}</bdi>
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("offer.dates")}</dt>
          <dd className="font-medium">{offerDates(row.dateFrom, row.dateTo, locale)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("ops.offers.list.groupAndBudget")}</dt>
          <dd className="font-medium">
            {t("booking.peopleCount", { count: row.groupSize })} · <bdi>{offerBudget(row, locale)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t("ops.offers.list.latestOffer")}</dt>
          <dd className="font-medium" data-testid="ops-offer-latest">
            {row.latest ? (
              <>
                <bdi>{offerTotalText(row.latest, locale)}</bdi>
                <span className="block text-slate-600">{offerStateText(row.latest, t, ctx)}</span>
              </>
            ) : (
              <span className="text-slate-600">{t("ops.offers.list.noOffer")}</span>
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

export function OpsOffersPage({ viewer, now, rows }: OpsOffersPageProps) {
  const { t } = useTranslation();
  const waiting = rows.filter((r) => r.waiting).length;
  return (
    <OpsLayout viewer={viewer} section="offers" title={t("ops.offers.list.title")}>
      <p className="text-slate-700">{t("ops.offers.list.intro")}</p>
      <p className="mt-2 font-semibold" data-testid="ops-offers-waiting">
        {t("ops.offers.list.waitingCount", { count: waiting })}
      </p>
      {rows.length === 0 ? (
        <p className="mt-6 text-slate-600" data-testid="ops-offers-empty">
          {t("ops.offers.list.empty")}
        </p>
      ) : (
        <ul className="mt-4 grid gap-3" data-testid="ops-offers-list">
          {rows.map((row) => (
            <RequestCard key={row.id} row={row} now={now} />
          ))}
        </ul>
      )}
    </OpsLayout>
  );
}
