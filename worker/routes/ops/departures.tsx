// Departures and check-in in the console (issue 30), capability "departures": a day's departures, a departure's
// manifest, and checking a traveller in by typed reference (a plain form) or by the scanner (JSON, the same service).
// A supplier's staff see only their supplier's departures: another's answers 404, like one that does not exist.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { addDays, isCalendarDate, todayInGulf } from "../../../shared/dates.ts";
import { localePath } from "../../../shared/locales.ts";
import {
  CHECK_IN_FIELD,
  DEPARTURES_PATH,
  MAX_CODE_LENGTH,
  checkInFormPath,
  checkInSentence,
  manifestPath,
  parseVoucherCode,
  partyInWords,
  scanPath,
  toneOf,
  type CheckInResult,
} from "../../../shared/check-in.ts";
import type { CheckInScannerProps, ScanAnswer } from "../../../shared/check-in-scanner.ts";
import { registerPersonalPage, showPersonal, translator, type PersonalView } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { allowScanner } from "../../middleware/security.ts";
import { readablePhone } from "../../services/checkout-form.ts";
import { linkSecret } from "../../services/booking-links.ts";
import { departuresOfDay, manifestOf, type Manifest } from "../../services/ops/departures.ts";
import { bookingOf, checkIn } from "../../services/ops/check-in.ts";
import { departureInScope } from "../../db/ops-departures.ts";
import { actorOf, requireStaff, viewerOf } from "./access.ts";
import type { StaffView } from "../../../shared/staff.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type DeparturesPageProps = OpsPageProps<"departures">;
type ManifestPageProps = OpsPageProps<"manifest">;

type C = Context<AppEnv>;

const path = (c: C, to: string) => localePath(c.get("locale"), to);
const dayHref = (c: C, date: string, all = false) => `${path(c, DEPARTURES_PATH)}?date=${date}${all ? "&all=1" : ""}`;

/** The day asked for: none (today), a real calendar day, or something that is not one (today, said so, 400). */
const dayParam = z.union([z.literal(""), z.string().max(10).refine(isCalendarDate)]).optional();

// ---- /ops/departures?date=YYYY-MM-DD ----

async function departuresPage(c: C): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "departures");
  if (staff instanceof Response) return staff;
  const asked = dayParam.safeParse(c.req.query("date"));
  const today = todayInGulf();
  const valid = asked.success;
  const date = asked.success && asked.data ? asked.data : today;
  const showAll = c.req.query("all") === "1";
  const departures = await departuresOfDay(c.env.DB, date, staff.supplierId, c.get("locale"));
  const withBookings = departures.filter((d) => d.booked > 0 || d.waiting > 0);
  const shown = showAll ? departures : withBookings;
  const props: DeparturesPageProps = {
    viewer: await viewerOf(c, staff),
    date,
    today,
    action: path(c, DEPARTURES_PATH),
    previousHref: dayHref(c, addDays(date, -1), showAll),
    nextHref: dayHref(c, addDays(date, 1), showAll),
    todayHref: date === today ? null : dayHref(c, today, showAll),
    showAll,
    toggleHref: dayHref(c, date, !showAll),
    total: departures.length,
    withBookings: withBookings.length,
    departures: shown.map((d) => ({
      slotId: d.slotId,
      href: path(c, manifestPath(d.slotId)),
      startTime: d.startTime,
      activityTitle: d.activityTitle,
      optionTitle: d.optionTitle,
      capacity: d.capacity,
      booked: d.booked,
      checkedIn: d.checkedIn,
      waiting: d.waiting,
      closed: d.closed,
    })),
    invalidDate: !valid,
  };
  return opsView("departures", props, { title: "ops.departures.title", status: valid ? 200 : 400 });
}

// ---- /ops/departures/:slotId ----

/** A departure's id from the path: digits only, small enough to be one; anything else is no departure. */
function slotIdOf(c: C): number | null {
  const raw = c.req.param("slotId") ?? "";
  return /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

type Notice = {
  tone: "ok" | "warn" | "error";
  text: string;
  reference: string | null;
  /** For a booking of another departure: that departure's manifest. */
  manifestHref?: string | null;
};

function scannerProps(c: C, slotId: number): CheckInScannerProps {
  const t = translator(c);
  const s = (key: string) => String(t(`ops.departures.scanner.${key}`));
  return {
    scanUrl: path(c, scanPath(slotId)),
    queueKey: `ops-check-in-queue:${slotId}`,
    strings: {
      title: s("title"),
      start: s("start"),
      stop: s("stop"),
      starting: s("starting"),
      hint: s("hint"),
      noCamera: s("noCamera"),
      unsupported: s("unsupported"),
      offline: s("offline"),
      queued: s("queued"),
      sending: s("sending"),
      retry: s("retry"),
      log: s("log"),
      clear: s("clear"),
      signedOut: s("signedOut"),
    },
  };
}

async function manifestView(
  c: C,
  staff: StaffView,
  manifest: Manifest,
  notice: Notice | null,
  typed: string,
  status: 200 | 400 | 409 = 200,
): Promise<PersonalView> {
  const t = translator(c);
  const locale = c.get("locale");
  const { departure } = manifest;
  allowScanner(c);
  const props: ManifestPageProps = {
    viewer: await viewerOf(c, staff),
    departure: {
      slotId: departure.slotId,
      date: departure.date,
      startTime: departure.startTime,
      activityTitle: departure.activityTitle,
      optionTitle: departure.optionTitle,
      capacity: departure.capacity,
      closed: departure.closed,
      timeZone: departure.timeZone,
    },
    dayHref: dayHref(c, departure.date),
    booked: manifest.booked,
    checkedIn: manifest.checkedIn,
    waiting: manifest.waiting,
    items: manifest.items.map((item) => ({
      reference: item.reference,
      leadName: item.leadName,
      phone: readablePhone(item.leadPhone),
      phoneHref: `tel:${item.leadPhone}`,
      party: partyInWords(item.guests, t, locale),
      travellers: item.travellers,
      travellerNames: item.travellerNames,
      pickup: item.pickup,
      note: item.note,
      payLater: item.paymentMode === "later",
      checkIn: item.checkIn ? { at: item.checkIn.at, by: item.checkIn.by } : null,
    })),
    checkInAction: path(c, checkInFormPath(departure.slotId)),
    typed,
    notice,
    scanner: scannerProps(c, departure.slotId),
  };
  return opsView("manifest", props, { title: "ops.departures.manifest.title", status });
}

async function manifestPage(c: C): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "departures");
  if (staff instanceof Response) return staff;
  const slotId = slotIdOf(c);
  const manifest = slotId === null ? null : await manifestOf(c.env.DB, slotId, staff.supplierId, c.get("locale"));
  if (!manifest) return c.notFound();
  // After a typed check-in (303 here): say so, when that booking on this manifest really is checked in.
  const done = parseVoucherCode(c.req.query("checkedIn") ?? "");
  const item = done ? manifest.items.find((i) => i.reference === done.reference && i.checkIn) : undefined;
  const notice: Notice | null = item
    ? {
        tone: "ok",
        text: checkInSentence(
          {
            kind: "checked_in",
            booking: bookingOf(item, manifest.departure),
            mark: item.checkIn!,
            replayed: false,
          },
          translator(c),
          c.get("locale"),
        ),
        reference: item.reference,
      }
    : null;
  return manifestView(c, staff, manifest, notice, "");
}

// ---- check-in: the typed form, and the scanner's JSON ----

const typedForm = z.object({ [CHECK_IN_FIELD]: z.string().max(MAX_CODE_LENGTH) });
const scanBody = z.object({
  code: z.string().max(MAX_CODE_LENGTH),
  // The scanner's id for the scan (a UUID), so a replay from its offline queue is recognised.
  scanId: z
    .string()
    .regex(/^[A-Za-z0-9-]{8,64}$/)
    .optional(),
});

/** The departure a check-in is posted to, within the staff member's scope; null: 404. */
async function postedDeparture(c: C, staff: StaffView) {
  const slotId = slotIdOf(c);
  return slotId === null ? null : departureInScope(c.env.DB, slotId, staff.supplierId, c.get("locale"));
}

async function postTyped(c: C): Promise<Response> {
  const staff = await requireStaff(c, "departures");
  if (staff instanceof Response) return staff;
  const departure = await postedDeparture(c, staff);
  if (!departure) return c.notFound();
  const body = typedForm.safeParse(await c.req.parseBody().catch(() => ({})));
  const typed = body.success ? body.data[CHECK_IN_FIELD] : "";
  const result = await checkIn(c.env.DB, actorOf(c, staff), {
    departure,
    code: typed,
    source: "typed",
    scanId: null,
    locale: c.get("locale"),
    now: new Date(),
    secret: linkSecret(c.env),
  });
  if (result.kind === "checked_in")
    return redirectTo(
      c,
      `${path(c, manifestPath(departure.slotId))}?checkedIn=${encodeURIComponent(result.booking.reference)}`,
      303,
    );
  const manifest = await manifestOf(c.env.DB, departure.slotId, staff.supplierId, c.get("locale"));
  if (!manifest) return c.notFound();
  const notice: Notice = {
    tone: toneOf(result),
    text: checkInSentence(result, translator(c), c.get("locale")),
    reference: "booking" in result ? result.booking.reference : null,
    manifestHref:
      result.kind === "other_day" || result.kind === "other_departure"
        ? path(c, manifestPath(result.booking.slotId))
        : null,
  };
  return showPersonal(
    c,
    await manifestView(c, staff, manifest, notice, typed.slice(0, 40), result.kind === "unreadable" ? 400 : 409),
  );
}

/** The scanner's answer: the sentence, and the booking it names (who, how many, what). */
function scanAnswer(c: C, result: CheckInResult): ScanAnswer {
  const t = translator(c);
  const locale = c.get("locale");
  return {
    kind: result.kind,
    tone: toneOf(result),
    message: checkInSentence(result, t, locale),
    booking:
      "booking" in result
        ? {
            reference: result.booking.reference,
            leadName: result.booking.leadName,
            party: partyInWords(result.booking.guests, t, locale),
            activityTitle: result.booking.activityTitle,
            optionTitle: result.booking.optionTitle,
          }
        : null,
  };
}

async function postScan(c: C): Promise<Response> {
  const staff = await requireStaff(c, "departures");
  if (staff instanceof Response) return staff;
  const departure = await postedDeparture(c, staff);
  if (!departure) return c.notFound();
  const body = scanBody.safeParse(await c.req.json().catch(() => null));
  const result: CheckInResult = body.success
    ? await checkIn(c.env.DB, actorOf(c, staff), {
        departure,
        code: body.data.code,
        source: "scan",
        scanId: body.data.scanId ?? null,
        locale: c.get("locale"),
        now: new Date(),
        secret: linkSecret(c.env),
      })
    : { kind: "unreadable" };
  const status = result.kind === "checked_in" ? 200 : result.kind === "unreadable" ? 400 : 409;
  return c.json(scanAnswer(c, result), status);
}

export function registerDeparturePages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, DEPARTURES_PATH, departuresPage);
  registerPersonalPage(pages, `${DEPARTURES_PATH}/:slotId`, manifestPage);
  pages.post(`${DEPARTURES_PATH}/:slotId/check-in`, postTyped);
  pages.post(`${DEPARTURES_PATH}/:slotId/scans`, postScan);
}
