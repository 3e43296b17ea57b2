// Booking updates on WhatsApp, turned on or off after checkout: one plain-form switch per order, saying where the
// messages go and that email continues either way. The account page lists its upcoming orders; a guest's
// manage-booking page shows its own order's switch.
import { useTranslation } from "../../i18n/use-translation.ts";
import { usePageContext } from "../page-context.tsx";
import { tIsolated } from "../../../shared/bidi.tsx";
import { formatDate } from "../../../shared/intl.ts";
import {
  WHATSAPP_CONSENT_ANCHOR,
  WHATSAPP_CONSENT_FIELDS,
  type WhatsAppConsentNotice,
  type WhatsAppConsentView,
} from "../../../shared/whatsapp-consent.ts";
import { Button } from "../ui/Button.tsx";
import { Phone } from "./parts.tsx";

const DAY = { weekday: "short", day: "numeric", month: "short", year: "numeric" } as const;

export function WhatsAppNotice({ notice }: { notice: WhatsAppConsentNotice | null }) {
  const { t } = useTranslation();
  if (!notice) return null;
  if (notice.kind !== "saved")
    return (
      <p
        role="alert"
        className="mb-4 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        data-testid="whatsapp-notice"
        data-kind={notice.kind}
      >
        {t(notice.kind === "no_phone" ? "whatsappConsent.noPhone" : "whatsappConsent.invalid")}
      </p>
    );
  return (
    <p
      role="status"
      className="mb-4 rounded-xl border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-800"
      data-testid="whatsapp-notice"
      data-kind={notice.on ? "on" : "off"}
    >
      {tIsolated(t, notice.on ? "whatsappConsent.savedOn" : "whatsappConsent.savedOff", { order: notice.orderId })}
    </p>
  );
}

/** One order's switch: "Booking updates on WhatsApp to +971 50 …: On", and the button that flips it. */
export function WhatsAppSwitch({ consent, showOrder }: { consent: WhatsAppConsentView; showOrder: boolean }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const state = consent.on ? "on" : "off";
  const lineId = `whatsapp-line-${consent.orderId}`;
  return (
    <div className="grid gap-2" data-testid="whatsapp-consent" data-order={consent.orderId} data-state={state}>
      {showOrder && (
        <div className="min-w-0">
          <p className="text-sm font-semibold">
            {t("whatsappConsent.order")}{" "}
            <bdi dir="ltr" className="font-mono">
              {consent.orderId}
            </bdi>
          </p>
          <ul className="mt-0.5 grid gap-0.5 text-sm text-slate-600">
            {consent.bookings.map((b) => (
              <li key={`${b.title}-${b.date}`} className="break-words">
                <bdi>{b.title}</bdi> · {formatDate(b.date, locale, DAY)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={lineId} className="min-w-0">
          {t("whatsappConsent.to")} <Phone value={consent.phone} />:{" "}
          <span
            className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${
              consent.on ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"
            }`}
            data-testid="whatsapp-state"
          >
            {t(`whatsappConsent.${state}`)}
          </span>
        </p>
        <form method="post" action={consent.action} className="shrink-0">
          {showOrder && <input type="hidden" name={WHATSAPP_CONSENT_FIELDS.order} value={consent.orderId} />}
          <input type="hidden" name={WHATSAPP_CONSENT_FIELDS.updates} value={consent.on ? "off" : "on"} />
          <Button
            type="submit"
            variant={consent.on ? "outlined" : "primary"}
            aria-describedby={lineId}
            data-testid="whatsapp-toggle"
          >
            {t(consent.on ? "whatsappConsent.turnOff" : "whatsappConsent.turnOn")}
          </Button>
        </form>
      </div>
      <p className="text-sm text-slate-600">{t(consent.on ? "whatsappConsent.onHint" : "whatsappConsent.offHint")}</p>
    </div>
  );
}

/** The account's block: every order with something still to come, each with its switch. */
export function WhatsAppUpdatesList({
  consents,
  notice,
}: {
  consents: WhatsAppConsentView[];
  notice: WhatsAppConsentNotice | null;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid="whatsapp-updates">
      <WhatsAppNotice notice={notice} />
      <p className="text-slate-600">{t("whatsappConsent.intro")}</p>
      {consents.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600" data-testid="whatsapp-none">
          {t("whatsappConsent.none")}
        </p>
      ) : (
        <ul className="mt-4 grid divide-y divide-black/10">
          {consents.map((consent) => (
            <li key={consent.orderId} className="py-4 first:pt-0 last:pb-0">
              <WhatsAppSwitch consent={consent} showOrder />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The manage-booking page's panel: this order's switch. */
export function WhatsAppUpdatesPanel({
  consent,
  notice,
}: {
  consent: WhatsAppConsentView;
  notice: WhatsAppConsentNotice | null;
}) {
  const { t } = useTranslation();
  return (
    <section
      id={WHATSAPP_CONSENT_ANCHOR}
      aria-labelledby={`${WHATSAPP_CONSENT_ANCHOR}-title`}
      className="scroll-mt-4 rounded-2xl border border-black/10 bg-white p-4 sm:p-5 print:hidden"
      data-testid="whatsapp-updates"
    >
      <h2 id={`${WHATSAPP_CONSENT_ANCHOR}-title`} className="mb-3 text-lg font-bold">
        {t("whatsappConsent.title")}
      </h2>
      <WhatsAppNotice notice={notice} />
      <WhatsAppSwitch consent={consent} showOrder={false} />
    </section>
  );
}
