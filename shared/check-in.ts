// Checking travellers in at a departure (issue 30): which bookings are on a manifest, how a voucher's code is read,
// what a check-in attempt can come to, and the one sentence each outcome is told in (the typed form, the scanner
// and its offline queue all show the same words).
import type { TFunction } from "i18next";
import type { Locale } from "./locales.ts";
import type { BookingStatus } from "./order.ts";
import type { GuestCount } from "./invoice.ts";
import { formatClock, formatDate, formatList } from "./intl.ts";

/** The departures list and a departure's manifest; the form and the scanner post beside the manifest. */
export const DEPARTURES_PATH = "/ops/departures";
export const manifestPath = (slotId: number) => `${DEPARTURES_PATH}/${slotId}`;
/** The typed reference (a plain form: 303 back to the manifest, or the manifest again with the reason). */
export const checkInFormPath = (slotId: number) => `${manifestPath(slotId)}/check-in`;
/** The scanner's JSON endpoint: the same check-in, answered with the sentence to show. */
export const scanPath = (slotId: number) => `${manifestPath(slotId)}/scans`;

export const CHECK_IN_FIELD = "reference";
/** The longest code accepted from a form or a scan (a voucher URL with a signature fits). */
export const MAX_CODE_LENGTH = 500;

/**
 * The bookings a manifest lists and a check-in accepts: booked and confirmed, paid or to be paid later. A booking
 * still waiting for its supplier or for its payment's review is counted apart and refused at check-in; cancelled,
 * declined and never-completed ones are not on the manifest at all.
 */
export const MANIFEST_STATUSES = ["confirmed", "booked_pay_later"] as const satisfies readonly BookingStatus[];
export const onManifest = (status: BookingStatus) => (MANIFEST_STATUSES as readonly BookingStatus[]).includes(status);

/** A booking reference as printed: RB- and eight Crockford base32 characters. */
export const BOOKING_REFERENCE = /^RB-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * What a voucher's code says: its booking reference, and the check-in signature its QR code carries
 * ("RB-XXXXXXXX.SSSSSSSSSSSSS", decision 023). A typed reference, a voucher link and an older QR of the bare
 * reference have none (null): they are still accepted, as staff see the booking on the manifest.
 */
export type VoucherCode = { reference: string; signature: string | null };

/** The check-in signature's length: 13 Crockford base32 characters (64 bits). */
export const CHECK_IN_SIGNATURE_LENGTH = 13;

/**
 * Reads a voucher's code: the signed QR text (reference, a dot, the signature), the QR's bare reference, a reference
 * typed by hand (any case, spaces or no dash, and the letters Crockford base32 reads as digits: I and L for 1, O for
 * 0), or a voucher link (…/vouchers/RB-…). Null when it is none of these. Every check-in, typed or scanned, goes
 * through here. The signature is only case-folded (never repaired): a wrong one must stay wrong.
 */
export function parseVoucherCode(raw: string): VoucherCode | null {
  const text = raw.trim().slice(0, MAX_CODE_LENGTH);
  const signed = /^(RB-?[0-9A-Z]{8})\.([0-9A-Z]{13})$/i.exec(text);
  const linked = /\/vouchers\/(RB-[0-9A-Za-z]{8})(?:[/?#]|$)/.exec(text);
  const candidate = (signed ? signed[1]! : linked ? linked[1]! : text).toUpperCase().replace(/[\s\u00a0]+/g, "");
  const match = /^RB-?([0-9A-Z]{8})$/.exec(candidate);
  if (!match) return null;
  const reference = `RB-${match[1]!.replace(/[IL]/g, "1").replace(/O/g, "0")}`;
  if (!BOOKING_REFERENCE.test(reference)) return null;
  return { reference, signature: signed ? signed[2]!.toUpperCase() : null };
}

/** A booking as a check-in names it: who, how many, for what and when. */
export type CheckInBooking = {
  reference: string;
  /** The departure it is booked on (the manifest to check it in on). */
  slotId: number;
  leadName: string;
  guests: GuestCount[];
  travellers: number;
  activityTitle: string;
  optionTitle: string;
  date: string;
  startTime: string;
  timeZone: string;
};

/** Who checked a booking in, and when (ISO). */
export type CheckInMark = { at: string; by: string };

/** What a check-in attempt came to. */
export type CheckInResult =
  /** Checked in now (or this very scan was already applied: `replayed`, from the scanner's offline queue). */
  | { kind: "checked_in"; booking: CheckInBooking; mark: CheckInMark; replayed: boolean }
  | { kind: "already"; booking: CheckInBooking; mark: CheckInMark }
  /** Cancelled; not confirmed yet (its supplier or its payment's review); or never booked (declined, failed). */
  | { kind: "refused"; reason: "cancelled" | "not_confirmed" | "not_booked"; booking: CheckInBooking }
  | { kind: "other_day"; booking: CheckInBooking }
  | { kind: "other_departure"; booking: CheckInBooking }
  /** No such booking among the departures this person may see (another supplier's is not told apart). */
  | { kind: "unknown"; reference: string }
  /** A QR code whose signature is not the voucher's: forged or altered; nothing was looked up. */
  | { kind: "bad_signature" }
  | { kind: "unreadable" };

export type CheckInTone = "ok" | "warn" | "error";

export function toneOf(result: CheckInResult): CheckInTone {
  if (result.kind === "checked_in") return "ok";
  if (result.kind === "already") return "warn";
  return "error";
}

/** "2 adults and 1 child" / "بالغان وطفل واحد", through the plural rules of the page's language. */
export function partyInWords(guests: GuestCount[], t: TFunction, locale: Locale): string {
  return formatList(
    guests.map((g) => String(t(`booking.travellers.${g.category}`, { count: g.count }))),
    locale,
  );
}

/** "09:12": when a check-in happened, on the departure's own clock. */
export function checkInClock(mark: CheckInMark, booking: CheckInBooking, locale: Locale): string {
  return formatClock(new Date(mark.at), locale, booking.timeZone);
}

/** The one sentence each outcome is told in. */
export function checkInSentence(result: CheckInResult, t: TFunction, locale: Locale): string {
  const k = (key: string, values: Record<string, unknown> = {}) => String(t(`ops.departures.checkIn.${key}`, values));
  switch (result.kind) {
    case "unreadable":
      return k("unreadable");
    case "bad_signature":
      return k("badSignature");
    case "unknown":
      return k("unknown", { reference: result.reference });
    case "checked_in":
      return k("checkedIn", { name: result.booking.leadName, party: partyInWords(result.booking.guests, t, locale) });
    case "already":
      return k("already", { time: checkInClock(result.mark, result.booking, locale), name: result.mark.by });
    case "refused":
      return k(`refused.${result.reason}`, { reference: result.booking.reference });
    case "other_day":
      return k("otherDay", {
        date: formatDate(result.booking.date, locale, { weekday: "long", day: "numeric", month: "long" }),
        time: result.booking.startTime,
      });
    case "other_departure":
      return k("otherDeparture", {
        activity: result.booking.activityTitle,
        option: result.booking.optionTitle,
        time: result.booking.startTime,
      });
  }
}
