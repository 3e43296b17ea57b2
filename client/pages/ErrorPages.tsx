// The not-found page (spec §2 copy), the generic error page, and the offline page the service worker keeps.
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { localePath } from "../../shared/locales.ts";
import { tIsolated } from "../../shared/bidi.tsx";
import type { UnavailableKind } from "../../shared/unavailable.ts";

function LostIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 200 120" className="mx-auto h-32 w-auto text-primary">
      <path d="M0 100 Q50 60 100 95 T200 90 V120 H0Z" fill="currentColor" opacity="0.15" />
      <path d="M20 110 Q70 75 120 105 T200 100 V120 H20Z" fill="currentColor" opacity="0.3" />
      <circle cx="150" cy="30" r="14" fill="#f59e0b" />
      <text x="100" y="70" textAnchor="middle" fontSize="40" fontWeight="800" fill="currentColor">
        404
      </text>
    </svg>
  );
}

export function NotFoundPage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="not-found">
      <LostIllustration />
      <h1 className="mt-6 text-2xl font-extrabold md:text-3xl">{t("errors.notFoundHeading")}</h1>
      <p className="mt-4 text-slate-600">{t("errors.notFoundText")}</p>
      <ButtonLink href={localePath(locale, "/")} variant="outlined" className="mt-8">
        {t("common.homePage")}
      </ButtonLink>
    </div>
  );
}

/**
 * "You're offline": what the service worker (client/sw/sw.ts) shows for a page it has no copy of. It holds nothing
 * personal, so one copy per language serves everyone; "Try again" reloads the address that was asked for.
 */
export function OfflinePage() {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="offline-page">
      <h1 className="text-2xl font-extrabold md:text-3xl">{t("offline.title")}</h1>
      <p className="mt-4 text-slate-600">{t("offline.text")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink href={localePath(locale, "/invoices")} data-testid="offline-bookings">
          {t("offline.yourBooking")}
        </ButtonLink>
        <ButtonLink href="" variant="outlined">
          {t("offline.retry")}
        </ButtonLink>
      </div>
    </div>
  );
}

/** "Reference: …" for support; the id stays on one line (in Arabic a wrapped id would read out of order). */
function RequestReference({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  return (
    <p className="mt-4 text-sm text-slate-500 [&>bdi]:inline-block">
      {tIsolated(t, "common.requestId", { id: requestId })}
    </p>
  );
}

export type ErrorPageProps = { message: string | null; requestId: string };

export function ErrorPage({ message, requestId }: ErrorPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="error-page">
      <h1 className="text-2xl font-extrabold md:text-3xl">{message || t("errors.generic")}</h1>
      <RequestReference requestId={requestId} />
      <ButtonLink href={localePath(locale, "/")} variant="outlined" className="mt-8">
        {t("common.homePage")}
      </ButtonLink>
    </div>
  );
}

export type UnavailablePageProps = {
  kind: UnavailableKind;
  requestId: string;
  retryHref: string | null;
  backHref: string | null;
};

/** The plain 503 page: what is unavailable, that nothing was charged where money was involved, and a way on. */
export function UnavailablePage({ kind, requestId, retryHref, backHref }: UnavailablePageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-2xl px-4 py-20 text-center" data-testid="unavailable-page" data-kind={kind}>
      <h1 className="text-2xl font-extrabold md:text-3xl">{t(`unavailable.${kind}Title`)}</h1>
      <p className="mt-4 text-slate-700">{t(`unavailable.${kind}Text`)}</p>
      <RequestReference requestId={requestId} />
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {retryHref && <ButtonLink href={retryHref}>{t("unavailable.tryAgain")}</ButtonLink>}
        {backHref && (
          <ButtonLink href={backHref} variant="outlined">
            {t("unavailable.backToCheckout")}
          </ButtonLink>
        )}
        <ButtonLink href={localePath(locale, "/")} variant="outlined">
          {t("common.homePage")}
        </ButtonLink>
      </div>
    </div>
  );
}
