// One booking on a manifest: the lead traveller and reference, the party in words, pick-up, names and note, paid or
// pay later, and its check-in (when and by whom), or a button that checks it in (the same plain form as typing).
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { formatClock } from "../../../../shared/intl.ts";
import { tIsolated } from "../../../../shared/bidi.tsx";
import { CHECK_IN_FIELD } from "../../../../shared/check-in.ts";

export type ManifestItemView = {
  reference: string;
  leadName: string;
  /** For reading; `phoneHref` to call. */
  phone: string;
  phoneHref: string;
  /** "2 adults and 1 child", in the page's language. */
  party: string;
  travellers: number;
  travellerNames: string[];
  pickup: { name: string; time: string } | null;
  note: string;
  payLater: boolean;
  checkIn: { at: string; by: string } | null;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 break-words">{children}</dd>
    </div>
  );
}

export function ManifestEntry({
  item,
  timeZone,
  action,
}: {
  item: ManifestItemView;
  timeZone: string;
  action: string;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const m = (key: string) => t(`ops.departures.manifest.${key}`);
  return (
    <li
      className={`rounded-2xl border bg-white p-4 ${item.checkIn ? "border-emerald-300" : "border-black/10"}`}
      data-testid="ops-manifest-item"
      data-reference={item.reference}
      data-checked-in={item.checkIn ? "true" : "false"}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <p className="text-lg font-bold">
            <bdi>{item.leadName}</bdi>
          </p>
          <p className="font-mono text-sm text-slate-600" dir="ltr">
            {item.reference}
          </p>
        </div>
        {item.checkIn ? (
          <p
            className="rounded-lg bg-emerald-50 px-3 py-1.5 text-sm font-semibold text-emerald-900"
            data-testid="ops-manifest-item-status"
          >
            <span aria-hidden="true">✓ </span>
            {tIsolated(t, "ops.departures.manifest.checkedInAt", {
              time: formatClock(new Date(item.checkIn.at), locale, timeZone),
              name: item.checkIn.by,
            })}
          </p>
        ) : (
          <form method="post" action={action} className="flex items-center gap-3">
            <span className="text-sm text-slate-600" data-testid="ops-manifest-item-status">
              {m("notCheckedIn")}
            </span>
            <input type="hidden" name={CHECK_IN_FIELD} value={item.reference} />
            <button
              type="submit"
              className={buttonClass("outlined", "!px-3 !py-1.5 text-sm")}
              data-testid="ops-manifest-item-check-in"
            >
              {m("checkInButton")}
            </button>
          </form>
        )}
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
        <Detail label={m("party")}>{item.party}</Detail>
        <Detail label={m("payment")}>
          {item.payLater ? <span className="font-semibold text-amber-800">{m("payLater")}</span> : m("paid")}
        </Detail>
        <Detail label={m("pickup")}>
          {item.pickup ? (
            item.pickup.time ? (
              tIsolated(t, "ops.departures.manifest.pickupAt", { place: item.pickup.name, time: item.pickup.time })
            ) : (
              <bdi>{item.pickup.name}</bdi>
            )
          ) : (
            m("meetingPoint")
          )}
        </Detail>
        <Detail label={m("phone")}>
          <a href={item.phoneHref} dir="ltr" className="text-primary underline-offset-2 hover:underline">
            {item.phone}
          </a>
        </Detail>
        {item.travellerNames.length > 0 && (
          <Detail label={m("names")}>
            <ul>
              {item.travellerNames.map((name, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: names as typed, in order; two may be the same
                <li key={i}>
                  <bdi>{name}</bdi>
                </li>
              ))}
            </ul>
          </Detail>
        )}
        {item.note && (
          <Detail label={m("note")}>
            <bdi className="whitespace-pre-line">{item.note}</bdi>
          </Detail>
        )}
      </dl>
    </li>
  );
}
