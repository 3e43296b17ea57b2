// Check-in by typed reference: a plain form (works before and without JavaScript), with the last attempt's outcome
// above it in words the person at the pier can act on, and what they typed kept when it was refused.
import { useTranslation } from "../../../i18n/use-translation.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { tIsolated } from "../../../../shared/bidi.tsx";
import { CHECK_IN_FIELD } from "../../../../shared/check-in.ts";

export type CheckInNotice = {
  tone: "ok" | "warn" | "error";
  text: string;
  reference: string | null;
  /** For a booking of another departure: that departure's manifest. */
  manifestHref?: string | null;
};

const TONES = {
  ok: "border-emerald-300 bg-emerald-50 text-emerald-900",
  warn: "border-amber-300 bg-amber-50 text-amber-900",
  error: "border-red-300 bg-red-50 text-red-900",
} as const;

export function CheckInForm({
  action,
  typed,
  notice,
}: {
  action: string;
  typed: string;
  notice: CheckInNotice | null;
}) {
  const { t } = useTranslation();
  return (
    <div className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5" data-testid="ops-check-in">
      <h2 id="ops-check-in-title" className="text-lg font-bold">
        {t("ops.departures.checkIn.title")}
      </h2>
      {notice && (
        <p
          role={notice.tone === "ok" ? "status" : "alert"}
          className={`mt-3 rounded-lg border p-3 text-sm font-semibold ${TONES[notice.tone]}`}
          data-testid="ops-check-in-notice"
          data-tone={notice.tone}
          data-reference={notice.reference ?? undefined}
        >
          {notice.text}
          {notice.manifestHref && (
            <>
              {" "}
              <a
                href={notice.manifestHref}
                className="underline underline-offset-2"
                data-testid="ops-check-in-elsewhere"
              >
                {t("ops.departures.checkIn.openItsManifest")}
              </a>
            </>
          )}
        </p>
      )}
      <form method="post" action={action} className="mt-3 grid grid-cols-1 gap-2" data-testid="ops-check-in-form">
        <label htmlFor="ops-check-in-reference" className="text-sm font-semibold">
          {t("ops.departures.checkIn.label")}
        </label>
        <div className="flex gap-2">
          <input
            id="ops-check-in-reference"
            name={CHECK_IN_FIELD}
            defaultValue={typed}
            required
            maxLength={40}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby="ops-check-in-hint"
            placeholder="RB-"
            className="min-w-0 flex-1 rounded-lg border border-black/20 px-3 py-2.5 font-mono text-lg uppercase tracking-wide"
            data-testid="ops-check-in-input"
          />
          <button type="submit" className={buttonClass("primary", "shrink-0")} data-testid="ops-check-in-submit">
            {t("ops.departures.checkIn.submit")}
          </button>
        </div>
        <p id="ops-check-in-hint" className="text-sm text-slate-600">
          {/* A no-break hyphen: the example never splits at the end of a line. */}
          {tIsolated(t, "ops.departures.checkIn.hint", { example: "RB\u20117K3M9QXD" })}
        </p>
      </form>
    </div>
  );
}
