// The check-in scanner's queue on the phone (client/islands/check-in-scanner/queue-state.ts): a scan is queued, sent,
// answered; one that could not be sent goes back to the queue; a voucher held in front of the camera is one scan, not
// one per frame; and what a reload finds is what was left, a scan caught mid-send queued again.
import { describe, expect, it } from "vitest";
import {
  INITIAL_QUEUE,
  KEPT,
  SAME_SCAN_MS,
  deserialise,
  isNewSighting,
  isWaiting,
  nextToSend,
  queueReducer,
  serialise,
  waitingCount,
  type QueueAction,
  type QueueState,
} from "../../client/islands/check-in-scanner/queue-state.ts";
import type { ScanAnswer } from "../../shared/check-in-scanner.ts";

const answer: ScanAnswer = {
  kind: "checked_in",
  tone: "ok",
  message: "Checked in: Layla Haddad, 2 adults.",
  booking: null,
};
const run = (actions: QueueAction[], from: QueueState = INITIAL_QUEUE) => actions.reduce(queueReducer, from);

describe("the scanner's queue", () => {
  it("sends the oldest scan first, and puts one that could not be sent back in the queue with the reason", () => {
    const state = run([
      { type: "scanned", id: "a", code: "RB-AAAAAAAA", at: 1000 },
      { type: "scanned", id: "b", code: "RB-BBBBBBBB", at: 2000 },
    ]);
    expect(state.entries.map((e) => e.id)).toEqual(["b", "a"]);
    expect(nextToSend(state)?.id).toBe("a");
    const offline = run(
      [
        { type: "sending", id: "a" },
        { type: "failed", id: "a", problem: "offline" },
      ],
      state,
    );
    expect(offline.entries.find((e) => e.id === "a")).toMatchObject({ state: "queued", problem: "offline" });
    const done = run(
      [
        { type: "sending", id: "a" },
        { type: "answered", id: "a", answer },
      ],
      offline,
    );
    expect(done.entries.find((e) => e.id === "a")).toMatchObject({ state: "answered", answer, problem: null });
    expect(nextToSend(done)?.id).toBe("b");
    expect(waitingCount(done)).toBe(1);
    expect(run([{ type: "cleared" }], done).entries.map((e) => e.id)).toEqual(["b"]);
  });

  it("counts a voucher held in front of the camera once, and again once it has been out of view a moment", () => {
    expect(isNewSighting(undefined, 1000)).toBe(true);
    expect(isNewSighting(1000, 1000 + SAME_SCAN_MS - 1)).toBe(false);
    expect(isNewSighting(1000, 1000 + SAME_SCAN_MS)).toBe(true);
    const state = run([{ type: "scanned", id: "a", code: "RB-AAAAAAAA", at: 1000 }]);
    expect(isWaiting(state, "RB-AAAAAAAA")).toBe(true);
    expect(isWaiting(state, "RB-BBBBBBBB")).toBe(false);
    expect(isWaiting(run([{ type: "answered", id: "a", answer }], state), "RB-AAAAAAAA")).toBe(false);
  });

  it("survives a reload: a scan caught mid-send is queued again, and nothing that is not a scan comes back", () => {
    const state = run([
      { type: "scanned", id: "a", code: "RB-AAAAAAAA", at: 1000 },
      { type: "scanned", id: "b", code: "RB-BBBBBBBB", at: 2000 },
      { type: "answered", id: "b", answer },
      { type: "sending", id: "a" },
    ]);
    const restored = run([{ type: "restored", entries: deserialise(serialise(state)) }]);
    expect(restored.entries).toEqual([
      expect.objectContaining({ id: "b", state: "answered", answer }),
      expect.objectContaining({ id: "a", state: "queued" }),
    ]);
    expect(nextToSend(restored)?.id).toBe("a");
    for (const junk of [
      null,
      "",
      "{",
      "42",
      JSON.stringify([{ id: 1 }, { id: "x", code: "c", at: 1, state: "answered" }]),
    ])
      expect(deserialise(junk)).toEqual([]);
  });

  it("keeps every scan still waiting, and only the newest answered ones", () => {
    let state = INITIAL_QUEUE;
    state = run([{ type: "scanned", id: "waiting", code: "RB-WWWWWWWW", at: 0 }], state);
    for (let i = 1; i <= KEPT + 5; i++)
      state = run(
        [
          { type: "scanned", id: `s${i}`, code: `RB-${i}`, at: i },
          { type: "answered", id: `s${i}`, answer },
        ],
        state,
      );
    expect(state.entries).toHaveLength(KEPT);
    expect(state.entries.some((e) => e.id === "waiting")).toBe(true);
    expect(state.entries[0]!.id).toBe(`s${KEPT + 5}`);
  });
});
