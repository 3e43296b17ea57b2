// What cancelling a departure costs at a given moment, in the words every page uses (shared/cancellation.ts).
import { useTranslation } from "../../i18n/use-translation.ts";
import { cancellationClaim, claimText, isFreeClaim, type CancellationPolicy } from "../../../shared/cancellation.ts";
import { departureStart } from "../../../shared/dates.ts";
import type { Locale } from "../../../shared/locales.ts";

export type CancellationClaimProps = {
  policy: CancellationPolicy;
  date: string;
  startTime: string;
  /** The activity's city's time zone (its departures' clock). */
  timeZone: string;
  /** The moment the claim is for (ISO), as the page's loader read it, so server and browser render the same words. */
  now: string;
  /** "14:00 tomorrow" on a page read now; absolute dates on what is kept (a voucher, an invoice). */
  relative: boolean;
  locale: Locale;
  className?: string;
};

/** Server pages and islands alike (islands have no page context, so the locale is a prop). */
export function CancellationClaim({
  policy,
  date,
  startTime,
  timeZone,
  now,
  relative,
  locale,
  className = "",
}: CancellationClaimProps) {
  const { t } = useTranslation();
  const at = new Date(now);
  const claim = cancellationClaim(policy, departureStart(date, startTime, timeZone), at);
  const free = isFreeClaim(claim);
  return (
    <span
      className={`${free ? "font-semibold text-emerald-700" : ""} ${className}`.trim()}
      data-testid="cancellation-claim"
      data-claim={claim.kind}
    >
      {free ? "✓ " : ""}
      {claimText(claim, t, { locale, timeZone, now: at, relative })}
    </span>
  );
}
