// The scanner's scans on this phone, newest first: each is queued, then sent, then answered by the server. A scan made
// without a connection stays queued (in localStorage, so a reload keeps it) and is sent when the phone is back online;
// its id goes with it, so a scan sent twice (the answer was lost on the way back) is answered as the first time.
import { isScanAnswer, type ScanAnswer } from "../../../shared/check-in-scanner.ts";

export type ScanProblem = "offline" | "error" | "signedOut";

export type ScanEntry = {
  /** The scan's own id, sent with it: the server recognises a scan it has already applied. */
  id: string;
  /** What the camera read. */
  code: string;
  /** When it was read (ms since the epoch, the phone's clock). */
  at: number;
  state: "queued" | "sending" | "answered";
  answer: ScanAnswer | null;
  /** Why the last try got no answer. */
  problem: ScanProblem | null;
};

export type QueueState = { entries: ScanEntry[] };

export type QueueAction =
  | { type: "restored"; entries: ScanEntry[] }
  | { type: "scanned"; id: string; code: string; at: number }
  | { type: "sending"; id: string }
  | { type: "answered"; id: string; answer: ScanAnswer }
  | { type: "failed"; id: string; problem: ScanProblem }
  | { type: "cleared" };

export const INITIAL_QUEUE: QueueState = { entries: [] };

/** How many scans the phone keeps (those still waiting are never dropped). */
export const KEPT = 30;
/**
 * A code the camera has not seen for this long is a new scan when it comes back; while it stays in view (one voucher
 * held in front of the camera, read frame after frame) it is one scan.
 */
export const SAME_SCAN_MS = 3000;

function update(state: QueueState, id: string, change: Partial<ScanEntry>): QueueState {
  return { entries: state.entries.map((e) => (e.id === id ? { ...e, ...change } : e)) };
}

/** Keeps every scan still waiting, and the newest answered ones up to KEPT in all. */
function trimmed(entries: ScanEntry[]): ScanEntry[] {
  let room = KEPT - entries.filter((e) => e.state !== "answered").length;
  return entries.filter((e) => e.state !== "answered" || room-- > 0);
}

export function queueReducer(state: QueueState, action: QueueAction): QueueState {
  switch (action.type) {
    case "restored": {
      const known = new Set(state.entries.map((e) => e.id));
      const restored = action.entries.filter((e) => !known.has(e.id));
      return { entries: trimmed([...state.entries, ...restored].sort((a, b) => b.at - a.at)) };
    }
    case "scanned":
      return {
        entries: trimmed([
          { id: action.id, code: action.code, at: action.at, state: "queued", answer: null, problem: null },
          ...state.entries,
        ]),
      };
    case "sending":
      return update(state, action.id, { state: "sending" });
    case "answered":
      return update(state, action.id, { state: "answered", answer: action.answer, problem: null });
    case "failed":
      return update(state, action.id, { state: "queued", problem: action.problem });
    case "cleared":
      return { entries: state.entries.filter((e) => e.state !== "answered") };
  }
}

/** True when a scan of `code` is still waiting to be answered: reading it again adds nothing. */
export function isWaiting(state: QueueState, code: string): boolean {
  return state.entries.some((e) => e.code === code && e.state !== "answered");
}

/** Whether a code seen at `at`, last seen at `lastSeen` (undefined: never), is a new scan. */
export function isNewSighting(lastSeen: number | undefined, at: number): boolean {
  return lastSeen === undefined || at - lastSeen >= SAME_SCAN_MS;
}

/** The oldest scan waiting to be sent. */
export function nextToSend(state: QueueState): ScanEntry | null {
  return state.entries.filter((e) => e.state === "queued").at(-1) ?? null;
}

export const waitingCount = (state: QueueState) => state.entries.filter((e) => e.state !== "answered").length;

/** What is kept across a reload: a scan that was being sent is queued again (its answer never arrived). */
export function serialise(state: QueueState): string {
  return JSON.stringify(state.entries.map((e) => (e.state === "sending" ? { ...e, state: "queued" } : e)));
}

function isEntry(value: unknown): value is ScanEntry {
  const e = value as Partial<ScanEntry> | null;
  return (
    !!e &&
    typeof e.id === "string" &&
    typeof e.code === "string" &&
    typeof e.at === "number" &&
    (e.state === "queued" || e.state === "sending" || (e.state === "answered" && isScanAnswer(e.answer)))
  );
}

/** The scans kept by `serialise`, from storage (nothing, for anything that is not). */
export function deserialise(raw: string | null): ScanEntry[] {
  try {
    const list = JSON.parse(raw ?? "[]") as unknown;
    return Array.isArray(list)
      ? list.filter(isEntry).map((e) => ({
          ...e,
          state: e.state === "sending" ? "queued" : e.state,
          answer: e.state === "answered" ? e.answer : null,
          problem: e.problem ?? null,
        }))
      : [];
  } catch {
    return [];
  }
}
