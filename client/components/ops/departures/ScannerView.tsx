// What the check-in scanner shows: the camera's picture with a frame to hold the QR code in, the button that opens or
// closes the camera, a line when the phone is offline, and the scans made on this phone with their answers (who, how
// many, which option) or their place in the queue. Every word comes in `strings` (the console's strings are not in
// the browser's string loader). The server renders it closed and empty; the island (islands/CheckInScanner.tsx)
// brings it to life.
import type { Ref } from "react";
import type { CheckInScannerProps } from "../../../../shared/check-in-scanner.ts";
import { buttonClass } from "../../ui/Button.tsx";
import { INITIAL_QUEUE, type QueueState, type ScanEntry } from "../../../islands/check-in-scanner/queue-state.ts";

export type CameraState = "off" | "starting" | "on" | "noCamera" | "unsupported";

export type ScannerViewProps = CheckInScannerProps & {
  /** False until the island has hydrated: the camera button does nothing without JavaScript. */
  ready: boolean;
  camera: CameraState;
  online: boolean;
  queue: QueueState;
  videoRef?: Ref<HTMLVideoElement>;
  onStart?: () => void;
  onStop?: () => void;
  onClear?: () => void;
};

const TONES = {
  ok: "border-emerald-300 bg-emerald-50 text-emerald-950",
  warn: "border-amber-300 bg-amber-50 text-amber-950",
  error: "border-red-300 bg-red-50 text-red-950",
  waiting: "border-slate-300 bg-slate-50 text-slate-800",
} as const;

function Entry({ entry, strings }: { entry: ScanEntry; strings: CheckInScannerProps["strings"] }) {
  const answer = entry.answer;
  const tone = answer ? answer.tone : "waiting";
  const waiting =
    entry.state === "sending"
      ? strings.sending
      : entry.problem === "signedOut"
        ? strings.signedOut
        : entry.problem === "error"
          ? strings.retry
          : strings.queued;
  return (
    <li
      className={`rounded-xl border p-3 text-sm ${TONES[tone]}`}
      data-testid="ops-scan"
      data-state={entry.state}
      data-kind={answer?.kind}
    >
      <p className="font-semibold">{answer ? answer.message : waiting}</p>
      {answer?.booking ? (
        <p className="mt-1" data-testid="ops-scan-booking">
          <bdi className="font-semibold">{answer.booking.leadName}</bdi>
          {" · "}
          {answer.booking.party}
          {" · "}
          <bdi>{answer.booking.optionTitle}</bdi>
          {" · "}
          <span dir="ltr" className="font-mono">
            {answer.booking.reference}
          </span>
        </p>
      ) : (
        <p className="mt-1 truncate font-mono" dir="ltr">
          {entry.code}
        </p>
      )}
    </li>
  );
}

export function ScannerView(props: ScannerViewProps) {
  const { strings, camera, queue } = props;
  const live = camera === "on" || camera === "starting";
  const status =
    camera === "starting"
      ? strings.starting
      : camera === "on"
        ? strings.hint
        : camera === "noCamera"
          ? strings.noCamera
          : camera === "unsupported"
            ? strings.unsupported
            : null;
  const answered = queue.entries.some((e) => e.state === "answered");
  return (
    <div
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-5"
      data-testid="ops-scanner"
      data-camera={camera}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-bold">{strings.title}</h2>
        <button
          type="button"
          disabled={!props.ready}
          onClick={live ? props.onStop : props.onStart}
          className={buttonClass(live ? "outlined" : "primary", "!px-4 !py-2")}
          data-testid="ops-scanner-toggle"
        >
          {live ? strings.stop : strings.start}
        </button>
      </div>
      {!props.online && (
        <p
          role="status"
          className="mt-3 rounded-lg bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-950"
          data-testid="ops-scanner-offline"
        >
          {strings.offline}
        </p>
      )}
      <div
        className={`relative mx-auto mt-3 aspect-square w-full max-w-sm overflow-hidden rounded-xl bg-black ${live ? "" : "hidden"}`}
      >
        <video ref={props.videoRef} muted playsInline className="h-full w-full object-cover" />
        {/* The frame to hold the code in; the picture around it is dimmed. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-[12%] rounded-lg border-4 border-white shadow-[0_0_0_100vmax_rgba(0,0,0,0.45)]"
        />
      </div>
      {status && (
        <p
          className={`mt-3 text-sm ${camera === "noCamera" || camera === "unsupported" ? "font-semibold text-red-800" : "text-slate-600"}`}
          role={camera === "noCamera" || camera === "unsupported" ? "alert" : "status"}
          data-testid="ops-scanner-status"
        >
          {status}
        </p>
      )}
      {queue.entries.length > 0 && (
        <div className="mt-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="text-sm font-bold">{strings.log}</h3>
            {answered && (
              <button
                type="button"
                onClick={props.onClear}
                className="bg-transparent text-sm font-semibold text-primary underline-offset-2 hover:underline"
                data-testid="ops-scanner-clear"
              >
                {strings.clear}
              </button>
            )}
          </div>
          <ul className="mt-2 grid gap-2" aria-live="polite" data-testid="ops-scans">
            {queue.entries.map((entry) => (
              <Entry key={entry.id} entry={entry} strings={strings} />
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The scanner as the server renders it: camera closed, nothing scanned, not yet alive. */
export function ScannerShell(props: CheckInScannerProps) {
  return <ScannerView {...props} ready={false} camera="off" online queue={INITIAL_QUEUE} />;
}
