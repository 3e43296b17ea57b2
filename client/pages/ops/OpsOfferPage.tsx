// One custom offer request in the console (/ops/offers/{id}): the request in full and the offers sent for it beside
// the answer (a priced offer) and the decline, while it can still be answered; a notice after each action.
import { useTranslation } from "../../i18n/use-translation.ts";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import type { ConsoleOfferView, ConsoleRequest } from "../../../shared/offer.ts";
import { RequestDetails } from "../../components/ops/offers/RequestDetails.tsx";
import { OfferHistory } from "../../components/ops/offers/OfferHistory.tsx";
import { AnswerForm, type AnswerFormProps } from "../../components/ops/offers/AnswerForm.tsx";
import { DeclineForm, type DeclineFormProps } from "../../components/ops/offers/DeclineForm.tsx";

export type OpsOfferPageProps = {
  viewer: OpsViewer;
  now: string;
  request: ConsoleRequest;
  offers: ConsoleOfferView[];
  /** A notice's key under ops.offers.notice (sent, declined, closed, fix), shown above everything. */
  notice: { tone: "ok" | "error"; key: string } | null;
  links: { list: string; activity: string };
  /** The answer and decline forms, while the request can still be answered. */
  forms: { answer: AnswerFormProps; decline: DeclineFormProps } | null;
};

export function OpsOfferPage({ viewer, now, request, offers, notice, links, forms }: OpsOfferPageProps) {
  const { t } = useTranslation();
  return (
    <OpsLayout
      viewer={viewer}
      section="offers"
      title={t("ops.offers.request.title", { reference: request.id })}
      actions={
        <a href={links.list} className="text-sm font-semibold text-primary underline" data-testid="ops-offers-back">
          {t("ops.offers.request.backToList")}
        </a>
      }
    >
      {notice && <OpsNotice tone={notice.tone}>{t(`ops.offers.notice.${notice.key}`)}</OpsNotice>}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="grid content-start gap-5">
          <RequestDetails request={request} activityHref={links.activity} />
          <OfferHistory offers={offers} now={now} />
        </div>
        <div className="grid content-start gap-5">
          {forms ? (
            <>
              <AnswerForm {...forms.answer} />
              <DeclineForm {...forms.decline} />
            </>
          ) : (
            <p className="rounded-2xl border border-black/10 bg-slate-50 p-4 text-sm" data-testid="ops-offer-closed">
              {t(`ops.offers.request.closed.${request.status}`)}
            </p>
          )}
        </div>
      </div>
    </OpsLayout>
  );
}
