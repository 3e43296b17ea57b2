// A departure's manifest (issue 30): who is booked, how many, where they are picked up, what they answered, whether
// they paid or pay later, and whether they have checked in; with check-in by typed reference (a plain form, and a
// button on each booking) and by the camera scanner (an island, the only script the console loads).
import { useTranslation } from "../../i18n/use-translation.ts";
import { Island } from "../../components/Island.tsx";
import { OpsLayout } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { ManifestSummary, type ManifestDeparture } from "../../components/ops/departures/ManifestSummary.tsx";
import { CheckInForm, type CheckInNotice } from "../../components/ops/departures/CheckInForm.tsx";
import { ManifestEntry, type ManifestItemView } from "../../components/ops/departures/ManifestEntry.tsx";
import { ScannerShell } from "../../components/ops/departures/ScannerView.tsx";
import type { CheckInScannerProps } from "../../../shared/check-in-scanner.ts";

export type ManifestPageProps = {
  viewer: OpsViewer;
  departure: ManifestDeparture;
  dayHref: string;
  booked: number;
  checkedIn: number;
  waiting: number;
  items: ManifestItemView[];
  checkInAction: string;
  /** What was typed, kept when the check-in was refused. */
  typed: string;
  notice: CheckInNotice | null;
  scanner: CheckInScannerProps;
};

export function ManifestPage(props: ManifestPageProps) {
  const { t } = useTranslation();
  return (
    <OpsLayout viewer={props.viewer} section="departures" title={props.departure.activityTitle}>
      <ManifestSummary
        departure={props.departure}
        dayHref={props.dayHref}
        booked={props.booked}
        checkedIn={props.checkedIn}
        waiting={props.waiting}
      />
      <section className="mt-6 grid grid-cols-1 items-start gap-4 lg:grid-cols-2" aria-labelledby="ops-check-in-title">
        <CheckInForm action={props.checkInAction} typed={props.typed} notice={props.notice} />
        <Island name="CheckInScanner" component={ScannerShell} props={props.scanner} when="load" />
      </section>
      <section className="mt-8" aria-labelledby="ops-manifest-list">
        <h2 id="ops-manifest-list" className="text-lg font-bold">
          {t("ops.departures.manifest.list")}
        </h2>
        {props.items.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-black/20 p-6 text-center text-slate-600">
            {t("ops.departures.manifest.empty")}
          </p>
        ) : (
          <ul className="mt-3 grid grid-cols-1 gap-3 xl:grid-cols-2" data-testid="ops-manifest">
            {props.items.map((item) => (
              <ManifestEntry
                key={item.reference}
                item={item}
                timeZone={props.departure.timeZone}
                action={props.checkInAction}
              />
            ))}
          </ul>
        )}
      </section>
    </OpsLayout>
  );
}
