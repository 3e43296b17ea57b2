// The check-in scanner island's contract with the worker (issue 30): what its props carry (every string it shows,
// since the console's strings never reach the browser's string loader) and what its JSON endpoint answers.
import type { CheckInResult, CheckInTone } from "./check-in.ts";

export type ScannerStrings = {
  title: string;
  start: string;
  stop: string;
  starting: string;
  hint: string;
  noCamera: string;
  unsupported: string;
  offline: string;
  queued: string;
  sending: string;
  retry: string;
  log: string;
  clear: string;
  signedOut: string;
};

export type CheckInScannerProps = {
  /** Where a scan is posted: `{ code, scanId }` as JSON. */
  scanUrl: string;
  /** The localStorage key of this departure's queue of scans not yet answered. */
  queueKey: string;
  strings: ScannerStrings;
};

/** The booking an answer names: who, how many, for what. */
export type ScannedBooking = {
  reference: string;
  leadName: string;
  party: string;
  activityTitle: string;
  optionTitle: string;
};

/** The scan endpoint's answer (200 checked in, 409 refused or already, 400 unreadable), in the page's language. */
export type ScanAnswer = {
  kind: CheckInResult["kind"];
  tone: CheckInTone;
  message: string;
  booking: ScannedBooking | null;
};

export function isScanAnswer(value: unknown): value is ScanAnswer {
  const v = value as Partial<ScanAnswer> | null;
  return !!v && typeof v.kind === "string" && typeof v.message === "string" && typeof v.tone === "string";
}
