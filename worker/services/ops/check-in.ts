// Checking a traveller in (issue 30), typed or scanned: the voucher's code is read (shared/check-in.ts), a signed QR
// code's signature verified (a wrong one is refused, issue 32), its booking found among the departures the staff member may see, refused with the reason when it is cancelled, not confirmed,
// or for another day or departure, and otherwise checked in once. The check-in and its audit entry are one batch; the
// check-in's primary key decides between racing scanners, and the losers read who won.
import {
  parseVoucherCode,
  type CheckInBooking,
  type CheckInResult,
  type CheckInMark,
} from "../../../shared/check-in.ts";
import type { Locale } from "../../../shared/locales.ts";
import { AFTER_PREVIOUS } from "../../db/guards.ts";
import {
  checkInOf,
  checkInStatement,
  itemByReference,
  type DepartureSlot,
  type ManifestItem,
  type StoredCheckIn,
} from "../../db/ops-departures.ts";
import { audited, type Actor } from "./actor.ts";
import { verifyCheckInSignature } from "../booking-links.ts";
import { logEvent } from "../log.ts";
import { manifestStateOf } from "./departures.ts";

export type CheckInRequest = {
  /** The departure whose manifest the check-in is made on, already found within the actor's scope. */
  departure: DepartureSlot;
  /** What was typed or scanned. */
  code: string;
  source: "scan" | "typed";
  /** The scanner's own id for this scan: sent again from its offline queue, it answers as the first time. */
  scanId: string | null;
  locale: Locale;
  now: Date;
  /** AUTH_SECRET: the check-in signature of a signed QR code is verified with it. */
  secret: string;
};

/** A booking as a check-in names it, from its item and departure. */
export function bookingOf(item: ManifestItem, departure: DepartureSlot): CheckInBooking {
  return {
    reference: item.reference,
    slotId: item.slotId,
    leadName: item.leadName,
    guests: item.guests,
    travellers: item.travellers,
    activityTitle: departure.activityTitle,
    optionTitle: departure.optionTitle,
    date: item.date,
    startTime: item.startTime,
    timeZone: departure.timeZone,
  };
}

const markOf = (stored: StoredCheckIn): CheckInMark => ({ at: stored.at, by: stored.by });

/** What an existing check-in means to this request: this very scan again, or somebody's earlier one. */
function answerFor(stored: StoredCheckIn, booking: CheckInBooking, scanId: string | null): CheckInResult {
  return scanId !== null && stored.scanId === scanId
    ? { kind: "checked_in", booking, mark: markOf(stored), replayed: true }
    : { kind: "already", booking, mark: markOf(stored) };
}

/** Why a booking that is not on a manifest cannot be checked in. */
function refusalOf(item: ManifestItem): "cancelled" | "not_confirmed" | "not_booked" {
  if (item.itemStatus === "cancelled") return "cancelled";
  // Seats held while paying, waiting for the supplier, or confirmed while the payment is under review.
  if (item.itemStatus === "held" || item.itemStatus === "pending_supplier" || item.itemStatus === "confirmed")
    return "not_confirmed";
  return "not_booked"; // refused by the supplier, declined, or the order never completed
}

export async function checkIn(db: D1Database, actor: Actor, request: CheckInRequest): Promise<CheckInResult> {
  const code = parseVoucherCode(request.code);
  if (!code) return { kind: "unreadable" };
  // A signed QR code whose signature is wrong is refused before anything is looked up (it tells nothing about the
  // booking). Unsigned codes (typed, older QR codes, voucher links) go on: staff see the booking on the manifest.
  if (code.signature !== null && !(await verifyCheckInSignature(request.secret, code.reference, code.signature)))
    return { kind: "bad_signature" };
  // An unsigned scan (a QR code printed before signatures) is still accepted; counted, so that they can be refused
  // once every such voucher's day has passed (decision 023).
  if (code.signature === null && request.source === "scan")
    logEvent("info", "unsigned_scan", { reference: code.reference, slotId: request.departure.slotId });
  for (let attempt = 0; attempt < 2; attempt++) {
    const found = await itemByReference(db, code.reference, actor.supplierId, request.locale);
    if (!found) return { kind: "unknown", reference: code.reference };
    const { item, departure } = found;
    const booking = bookingOf(item, departure);
    if (manifestStateOf(item) !== "booked") return { kind: "refused", reason: refusalOf(item), booking };
    if (item.slotId !== request.departure.slotId)
      return { kind: item.date === request.departure.date ? "other_departure" : "other_day", booking };
    if (item.checkIn) return answerFor(item.checkIn, booking, request.scanId);
    const [inserted] = await db.batch([
      checkInStatement(
        db,
        { itemId: item.itemId, by: actor.id, source: request.source, scanId: request.scanId },
        request.now,
      ),
      audited(
        db,
        actor,
        {
          action: "booking.check_in",
          target: `item:${item.reference}`,
          orderId: item.orderId,
          supplierId: departure.supplierId,
          after: { slotId: departure.slotId, source: request.source },
        },
        request.now,
        AFTER_PREVIOUS,
      ),
    ]);
    const stored = await checkInOf(db, item.itemId);
    if (stored) {
      if (inserted!.meta.changes === 1) return { kind: "checked_in", booking, mark: markOf(stored), replayed: false };
      return answerFor(stored, booking, request.scanId);
    }
    // Nothing was inserted and nobody else checked it in: the booking changed under us (cancelled); read it again.
  }
  return { kind: "unknown", reference: code.reference };
}
