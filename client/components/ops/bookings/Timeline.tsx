// The order's timeline, oldest first: every status change, payment event, email, booking notification (email and
// WhatsApp), cancellation, refund, check-in and console action, each with when (UAE time) and who or what caused it.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { TimelineEntry } from "../../../../shared/ops-bookings.ts";
import { formatMoment } from "./parts.tsx";
import { causeWords, eventWords } from "./timeline-words.tsx";

export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <section
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      aria-labelledby="booking-timeline-title"
      data-testid="booking-timeline"
    >
      <h2 id="booking-timeline-title" className="text-lg font-bold">
        {t("ops.bookings.timeline.heading")}
      </h2>
      <p className="mt-1 text-xs text-slate-500">{t("ops.bookings.timeline.timesIn")}</p>
      {entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t("ops.bookings.timeline.empty")}</p>
      ) : (
        <ol className="mt-4 grid gap-0 border-s-2 border-black/10 ps-4">
          {entries.map((entry, i) => {
            const { text, detail } = eventWords(t, entry.event, locale);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the rows of one history, in order; they never move
                key={i}
                className="relative pb-4 last:pb-0"
                data-testid="timeline-entry"
                data-kind={entry.event.kind}
                data-cause={entry.cause.kind}
                data-channel={entry.event.kind === "notification" ? entry.event.channel : undefined}
                data-state={entry.event.kind === "notification" ? entry.event.state : undefined}
              >
                <span
                  aria-hidden="true"
                  className="absolute -start-[23px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-primary"
                />
                <p className="text-xs text-slate-500">
                  <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time>
                </p>
                <p className="text-sm font-medium">{text}</p>
                {detail && <div className="text-sm text-slate-700">{detail}</div>}
                <p className="text-xs text-slate-500" data-testid="timeline-cause">
                  {causeWords(t, entry.cause)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
