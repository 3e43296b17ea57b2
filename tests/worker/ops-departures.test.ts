// Departures and check-in in the console (issue 30): who may see which departures and manifests and check whose
// bookings in (a supplier only their own, by id or by reference; guests, travellers and marketing get 404), what a
// manifest lists, one check-in per voucher under ten concurrent scans with one audit entry, the refusals and their
// reasons, the typed form's round trip, and the scanner's offline queue replaying a scan safely.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { addDays, todayInGulf } from "../../shared/dates.ts";
import { parseVoucherCode } from "../../shared/check-in.ts";
import type { ScanAnswer } from "../../shared/check-in-scanner.ts";
import { activity, departure, order, pickupPoint, session, staffMember, supplier, user } from "../factories/index.ts";
import type { Activity, TestStaff } from "../factories/index.ts";
import { ORIGIN, get, html } from "./helpers.ts";
import strings from "../../client/i18n/ops/departures.json";
import { checkIn } from "../../worker/services/ops/check-in.ts";
import { departureInScope } from "../../worker/db/ops-departures.ts";
import { checkInSignature, voucherQrText } from "../../worker/services/booking-links.ts";

const db = env.DB;
const SECRET = env.AUTH_SECRET!;
const TODAY = todayInGulf();
const TOMORROW = addDays(TODAY, 1);

let serial = 0;
/** A booking reference as the site makes them (RB- and eight Crockford base32 characters), unique in this file. */
function nextReference(): string {
  serial += 1;
  return `RB-${serial
    .toString(32)
    .toUpperCase()
    .padStart(8, "0")
    .replace(/[ILOU]/g, "X")}`;
}

type Booked = { reference: string; itemId: number; orderId: string };

/** An order on `slotId` as checkout leaves it, with a real-looking reference, party and answers. */
async function booked(
  act: Activity,
  slotId: number,
  spec: {
    status?: string;
    itemStatus?: string;
    paymentMode?: "now" | "later";
    counts?: Record<string, number>;
    answers?: Record<string, unknown>;
    lead?: [string, string];
  } = {},
): Promise<Booked> {
  const counts = spec.counts ?? { adult: 2 };
  const travellers = Object.values(counts).reduce((a, b) => a + b, 0);
  const made = await order({
    activity: act,
    slotId,
    status: spec.status ?? "confirmed",
    itemStatus: spec.itemStatus ?? "confirmed",
    paymentMode: spec.paymentMode,
    seats: travellers,
  });
  const reference = nextReference();
  await db.batch([
    db
      .prepare("UPDATE order_items SET reference = ?, counts = ?, answers = ? WHERE id = ?")
      .bind(reference, JSON.stringify(counts), JSON.stringify(spec.answers ?? {}), made.itemId),
    db
      .prepare("UPDATE orders SET lead_first_name = ?, lead_last_name = ? WHERE id = ?")
      .bind(...(spec.lead ?? ["Sara", "Ali"]), made.id),
  ]);
  return { reference, itemId: made.itemId, orderId: made.id };
}

let own: Activity; // supplier A's
let other: Activity; // supplier B's
let slotToday: number; // A's departure today: the manifest the tests check in on
let slotLater: number; // A's other departure today
let slotTomorrow: number; // A's departure tomorrow
let slotOther: number; // B's departure today
let confirmed: Booked;
let payLater: Booked;
let cancelled: Booked;
let waiting: Booked;
let laterToday: Booked;
let tomorrow: Booked;
let othersBooking: Booked;
let racing: Booked;
let replayed: Booked;
let typedOne: Booked;
let raced: Booked;
let signedOne: Booked; // B's, checked in from its signed QR text
let forgedOne: Booked; // B's, scanned with a forged signature
let operator: TestStaff;
let supplierA: TestStaff;
let supplierB: TestStaff;
let marketing: TestStaff;
let travellerCookie: string;
let pointId: number;

beforeAll(async () => {
  const [a, b] = [await supplier({ name: "Falcon Safaris" }), await supplier({ name: "Pearl Cruises" })];
  own = await activity({ supplierId: a, title: "Dune safari", questions: ["traveller_names", "pickup_point", "note"] });
  other = await activity({ supplierId: b, title: "Dhow cruise" });
  slotToday = await departure({ activity: own, date: TODAY, startTime: "09:00", seats: 20 });
  slotLater = await departure({ activity: own, date: TODAY, startTime: "16:30", seats: 20 });
  slotTomorrow = await departure({ activity: own, date: TOMORROW, startTime: "09:00", seats: 20 });
  slotOther = await departure({ activity: other, date: TODAY, startTime: "10:00", seats: 20 });
  pointId = await pickupPoint({ activity: own, time: "08:15", name: "Marina Hotel" });
  confirmed = await booked(own, slotToday, {
    counts: { adult: 2, child: 1 },
    lead: ["Layla", "Haddad"],
    answers: { pickupPointId: pointId, travellerNames: ["Layla Haddad", "Omar Haddad", "Zain Haddad"], note: "Vegan" },
  });
  payLater = await booked(own, slotToday, {
    status: "awaiting_payment",
    paymentMode: "later",
    lead: ["Karim", "Nasser"],
    counts: { adult: 1 },
  });
  cancelled = await booked(own, slotToday, { itemStatus: "cancelled", lead: ["Gone", "Away"] });
  waiting = await booked(own, slotToday, {
    status: "on_hold",
    itemStatus: "pending_supplier",
    lead: ["Still", "Waiting"],
  });
  racing = await booked(own, slotToday, { lead: ["Race", "Winner"] });
  replayed = await booked(own, slotToday, { lead: ["Queued", "Offline"] });
  typedOne = await booked(own, slotToday, { lead: ["Typed", "Reference"] });
  raced = await booked(other, slotOther, { lead: ["Raced", "Service"] });
  laterToday = await booked(own, slotLater);
  tomorrow = await booked(own, slotTomorrow);
  othersBooking = await booked(other, slotOther, { lead: ["Other", "Supplier"] });
  signedOne = await booked(other, slotOther, { lead: ["Signed", "Voucher"] });
  forgedOne = await booked(other, slotOther, { lead: ["Forged", "Voucher"] });
  operator = await staffMember({ role: "operator", firstName: "Omar" });
  supplierA = await staffMember({ role: "supplier", supplierId: a, firstName: "Noor" });
  supplierB = await staffMember({ role: "supplier", supplierId: b, firstName: "Huda" });
  marketing = await staffMember({ role: "marketing" });
  travellerCookie = (await session(await user())).cookie;
});

const manifestOf = (slotId: number, prefix = "") => `${prefix}/ops/departures/${slotId}`;

function typed(slotId: number, reference: string, cookie: string, prefix = ""): Promise<Response> {
  return get(`${prefix}/ops/departures/${slotId}/check-in`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ reference }).toString(),
  });
}

function scan(slotId: number, body: unknown, cookie: string, prefix = ""): Promise<Response> {
  return get(`${prefix}/ops/departures/${slotId}/scans`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function checkInsOf(itemId: number): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM check_ins WHERE order_item_id = ?")
    .bind(itemId)
    .first<{ n: number }>();
  return row!.n;
}

async function auditCount(reference: string): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'booking.check_in' AND target = ?")
    .bind(`item:${reference}`)
    .first<{ n: number }>();
  return row!.n;
}

/** A day's page's row for a departure: its link and its text, tags left out. */
function dayRow(body: string, slotId: number): { href: string; text: string } {
  const row = new RegExp(`<a href="([^"]+)"[^>]*data-slot-id="${slotId}"[^]*?</a>`).exec(body);
  if (!row) throw new Error(`departure ${slotId} is not listed`);
  return { href: row[1]!, text: row[0].replace(/<[^>]*>/g, "") };
}

/** The departures a day's page lists, by id. */
function listedSlots(body: string): number[] {
  return [...body.matchAll(/data-testid="ops-departure" data-slot-id="(\d+)"/g)].map((m) => Number(m[1]));
}

describe("who may see departures and check travellers in", () => {
  it("answers 404 to guests, travellers and marketing, on every page and action, in both languages", async () => {
    const asks = (cookie?: string) => {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      return [
        ...["", "/ar"].flatMap((prefix) => [
          get(`${prefix}/ops/departures?date=${TODAY}`, { headers }),
          get(manifestOf(slotToday, prefix), { headers }),
          get(`${manifestOf(slotToday, prefix)}/_payload.json`, { headers }),
        ]),
        typed(slotToday, confirmed.reference, cookie ?? ""),
        scan(slotToday, { code: confirmed.reference }, cookie ?? ""),
      ];
    };
    for (const cookie of [undefined, travellerCookie, marketing.cookie]) {
      const answers = await Promise.all(asks(cookie));
      expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
      for (const res of answers) expect(res.headers.get("cache-control")).toMatch(/no-store/);
    }
    expect(await checkInsOf(confirmed.itemId)).toBe(0);
  });

  it("shows a supplier only their own supplier's departures; the operator sees every supplier's", async () => {
    const mine = listedSlots(
      (await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierA.cookie } })).body,
    );
    expect(mine).toEqual(expect.arrayContaining([slotToday, slotLater]));
    expect(mine).not.toContain(slotOther);
    const everyOne = listedSlots(
      (await html(`/ops/departures?date=${TODAY}&all=1`, { headers: { cookie: supplierA.cookie } })).body,
    );
    expect(everyOne.sort()).toEqual([slotToday, slotLater].sort());
    const theirs = listedSlots(
      (await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierB.cookie } })).body,
    );
    expect(theirs).toEqual([slotOther]);
    const all = listedSlots(
      (await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: operator.cookie } })).body,
    );
    expect(all).toEqual(expect.arrayContaining([slotToday, slotLater, slotOther]));
  });

  it("answers 404 for another supplier's manifest, exactly as for a departure that does not exist", async () => {
    const theirs = await html(manifestOf(slotOther), { headers: { cookie: supplierA.cookie } });
    const none = await html(manifestOf(99_999_999), { headers: { cookie: supplierA.cookie } });
    expect([theirs.res.status, none.res.status]).toEqual([404, 404]);
    expect(theirs.body).not.toContain("Other");
    expect((await get(manifestOf(slotOther), { headers: { cookie: operator.cookie } })).status).toBe(200);
    expect((await get(manifestOf(slotOther), { headers: { cookie: supplierB.cookie } })).status).toBe(200);
  });

  it("never checks in another supplier's booking: not on their manifest, nor by its reference on one's own", async () => {
    expect((await typed(slotOther, othersBooking.reference, supplierA.cookie)).status).toBe(404);
    expect((await scan(slotOther, { code: othersBooking.reference }, supplierA.cookie)).status).toBe(404);
    const byReference = await scan(slotToday, { code: othersBooking.reference }, supplierA.cookie);
    expect(byReference.status).toBe(409);
    const answer = (await byReference.json()) as ScanAnswer;
    expect(answer).toMatchObject({ kind: "unknown", booking: null });
    expect(answer.message).toBe(
      `No booking ${othersBooking.reference} on your departures. Check the reference and try again.`,
    );
    const typedAnswer = await typed(slotToday, othersBooking.reference, supplierA.cookie);
    expect(typedAnswer.status).toBe(409);
    expect(await typedAnswer.text()).not.toContain("Other");
    expect(await checkInsOf(othersBooking.itemId)).toBe(0);
    expect(await auditCount(othersBooking.reference)).toBe(0);
  });
});

describe("the manifest", () => {
  it("lists the booked travellers with party, pick-up, answers and payment, and leaves out the rest", async () => {
    const { res, body } = await html(manifestOf(slotToday), { headers: { cookie: supplierA.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/private, no-store/);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    const entry = (reference: string) =>
      body.split('data-testid="ops-manifest-item"').find((part) => part.includes(`data-reference="${reference}"`)) ??
      "";
    const layla = entry(confirmed.reference);
    expect(layla).toContain("Layla Haddad");
    expect(layla).toContain("2 adults and 1 child");
    expect(layla).toContain("Marina Hotel");
    expect(layla).toContain("08:15");
    expect(layla).toContain("Omar Haddad");
    expect(layla).toContain("Vegan");
    expect(layla).toContain(">Paid<");
    expect(entry(payLater.reference)).toContain("Pay later: collect payment");
    expect(entry(payLater.reference)).toContain("1 adult");
    expect(body).not.toContain(cancelled.reference);
    expect(body).not.toContain(waiting.reference);
    expect(body).toContain("1 more booking is waiting for its supplier or its payment review");
  });

  it("is in Arabic under /ar, with the party in Arabic plural forms", async () => {
    const { res, body } = await html(manifestOf(slotToday, "/ar"), { headers: { cookie: supplierA.cookie } });
    expect(res.status).toBe(200);
    expect(body).toContain('dir="rtl"');
    expect(body).toContain("بالغان وطفل واحد");
    expect(body).toContain("الدفع لاحقًا");
  });

  it("alone may use the camera and compile the QR decoder: every other page keeps both off", async () => {
    const manifest = await get(manifestOf(slotToday), { headers: { cookie: supplierA.cookie } });
    expect(manifest.headers.get("permissions-policy")).toMatch(/camera=\(self\)/);
    expect(manifest.headers.get("content-security-policy")).toMatch(/script-src 'wasm-unsafe-eval' /);
    const day = await get(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierA.cookie } });
    expect(day.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(day.headers.get("content-security-policy")).not.toContain("wasm-unsafe-eval");
    const home = await get("/");
    expect(home.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
    expect(home.headers.get("content-security-policy")).not.toContain("wasm-unsafe-eval");
  });

  it("carries the scanner island with its strings in its props; the departures list carries no island", async () => {
    const { body } = await html(manifestOf(slotToday), { headers: { cookie: supplierA.cookie } });
    expect(body).toContain('data-island="CheckInScanner"');
    expect(body).toContain("Scan with the camera");
    const day = await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierA.cookie } });
    expect(day.body).not.toContain('data-island="CheckInScanner"');
  });
});

describe("the departures of a day", () => {
  it("counts booked travellers of the places and those checked in, and links each departure's manifest", async () => {
    const { body } = await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: operator.cookie } });
    const row = dayRow(body, slotLater);
    expect(row.href).toBe(`/ops/departures/${slotLater}`);
    expect(row.text).toContain("16:30");
    expect(row.text).toContain("Booked: 2 of 20");
    expect(row.text).toContain("Checked in: 0 of 2");
  });

  it("links the days around it, takes a date from its form, and refuses a date that is not one with 400", async () => {
    const { body } = await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierA.cookie } });
    expect(body).toContain(`href="/ops/departures?date=${TOMORROW}"`);
    expect(body).toContain(`href="/ops/departures?date=${addDays(TODAY, -1)}"`);
    const next = await html(`/ops/departures?date=${TOMORROW}`, { headers: { cookie: supplierA.cookie } });
    expect(listedSlots(next.body)).toEqual([slotTomorrow]);
    for (const bad of ["2026-02-30", "tomorrow", "x".repeat(500)]) {
      const res = await html(`/ops/departures?date=${encodeURIComponent(bad)}`, {
        headers: { cookie: supplierA.cookie },
      });
      expect(res.res.status).toBe(400);
      expect(res.body).toContain(`data-date="${TODAY}"`);
    }
  });
});

describe("checking in", () => {
  it("lets exactly one of ten concurrent scans check a voucher in; the nine others say who did it and when", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => scan(slotToday, { code: racing.reference }, supplierA.cookie)),
    );
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as ScanAnswer[];
    expect(answers.map((r) => r.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(bodies.filter((b) => b.kind === "checked_in")).toHaveLength(1);
    const already = bodies.filter((b) => b.kind === "already");
    expect(already).toHaveLength(9);
    for (const b of already) expect(b.message).toMatch(/^Already checked in at \d\d:\d\d by Noor Haddad\.$/);
    expect(await checkInsOf(racing.itemId)).toBe(1);
    expect(await auditCount(racing.reference)).toBe(1);
  });

  it("decides a race by the check-in's key: ten check-ins that all read 'not yet' still make one", async () => {
    // Called side by side, every call reads the booking before any writes: only the insert's key can decide.
    const departure = (await departureInScope(db, slotOther, null, "en"))!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkIn(
          db,
          { id: operator.id, email: operator.email, role: "operator", supplierId: null, requestId: null },
          {
            departure,
            code: raced.reference,
            source: "scan",
            scanId: null,
            locale: "en",
            now: new Date(),
            secret: SECRET,
          },
        ),
      ),
    );
    expect(results.map((r) => r.kind).sort()).toEqual([...Array(9).fill("already"), "checked_in"]);
    expect(await checkInsOf(raced.itemId)).toBe(1);
    expect(await auditCount(raced.reference)).toBe(1);
  });

  it("shows the booking at once: name, party and option", async () => {
    const res = await scan(slotToday, { code: payLater.reference }, operator.cookie);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as ScanAnswer;
    expect(answer).toEqual({
      kind: "checked_in",
      tone: "ok",
      message: "Checked in: Karim Nasser, 1 adult.",
      booking: {
        reference: payLater.reference,
        leadName: "Karim Nasser",
        party: "1 adult",
        activityTitle: "Dune safari",
        optionTitle: "Standard",
      },
    });
    const audit = await db
      .prepare("SELECT actor, role, order_id, supplier_id, after FROM audit_log WHERE target = ?")
      .bind(`item:${payLater.reference}`)
      .first<{ actor: string; role: string; order_id: string; supplier_id: number; after: string }>();
    expect(audit).toMatchObject({ actor: operator.id, role: "operator", order_id: payLater.orderId });
    expect(JSON.parse(audit!.after)).toEqual({ slotId: slotToday, source: "scan" });
  });

  it("refuses another day's, another departure's, a cancelled and an unconfirmed booking, saying why", async () => {
    const cases: [string, string, RegExp][] = [
      [
        tomorrow.reference,
        "other_day",
        /^Not checked in: this voucher is for \w+, \w+ \d+ at 09:00, not for this departure's day\.$/,
      ],
      [
        laterToday.reference,
        "other_departure",
        /^Not checked in: this voucher is for another departure, Dune safari \(Standard\) at 16:30\.$/,
      ],
      [cancelled.reference, "refused", /^Not checked in: booking RB-\w{8} was cancelled\.$/],
      [waiting.reference, "refused", /^Not checked in: booking RB-\w{8} is not confirmed yet\.$/],
    ];
    for (const [reference, kind, message] of cases) {
      const res = await scan(slotToday, { code: reference }, supplierA.cookie);
      expect(res.status, reference).toBe(409);
      const answer = (await res.json()) as ScanAnswer;
      expect(answer.kind).toBe(kind);
      expect(answer.message).toMatch(message);
      expect(answer.booking?.reference).toBe(reference);
    }
    for (const b of [tomorrow, laterToday, cancelled, waiting]) expect(await checkInsOf(b.itemId)).toBe(0);
    // Typed on the wrong manifest, the refusal links the right one.
    const typedThere = await typed(slotToday, tomorrow.reference, supplierA.cookie);
    expect(typedThere.status).toBe(409);
    expect(await typedThere.text()).toMatch(
      new RegExp(
        `data-testid="ops-check-in-notice"[^>]*>Not checked in: this voucher is for [^]*?<a href="/ops/departures/${slotTomorrow}"`,
      ),
    );
  });

  it("checks in from the voucher's signed QR text, and refuses a forged signature without looking anything up", async () => {
    const signed = await voucherQrText(SECRET, signedOne.reference);
    const ok = await scan(slotOther, { code: signed }, supplierB.cookie);
    expect(ok.status).toBe(200);
    expect((await ok.json()) as ScanAnswer).toMatchObject({
      kind: "checked_in",
      message: "Checked in: Signed Voucher, 2 adults.",
    });
    expect(await checkInsOf(signedOne.itemId)).toBe(1);

    const real = await checkInSignature(SECRET, forgedOne.reference);
    const wrong = (real[0] === "A" ? "B" : "A") + real.slice(1);
    const forged = await scan(slotOther, { code: `${forgedOne.reference}.${wrong}` }, supplierB.cookie);
    expect(forged.status).toBe(409);
    expect((await forged.json()) as ScanAnswer).toEqual({
      kind: "bad_signature",
      tone: "error",
      message: strings.en.checkIn.badSignature,
      booking: null,
    });
    // Another booking's signature on this reference is just as wrong; in Arabic it says so in Arabic.
    const borrowed = `${forgedOne.reference}.${await checkInSignature(SECRET, signedOne.reference)}`;
    const arabic = await scan(slotOther, { code: borrowed }, supplierB.cookie, "/ar");
    expect(((await arabic.json()) as ScanAnswer).message).toBe(strings.ar.checkIn.badSignature);
    // Typed into the form, a forged code is refused the same way, and the page says why.
    const typedForged = await typed(slotOther, `${forgedOne.reference}.${wrong}`, supplierB.cookie);
    expect(typedForged.status).toBe(409);
    expect(await typedForged.text()).toContain("this QR code is not a genuine voucher");
    expect(await checkInsOf(forgedOne.itemId)).toBe(0);
    expect(await auditCount(forgedOne.reference)).toBe(0);
    // The reference alone (typed, or an older QR code) still checks in.
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect((await scan(slotOther, { code: forgedOne.reference }, supplierB.cookie)).status).toBe(200);
    // …and is counted, until unsigned QR codes may be refused.
    expect(log.mock.calls.some(([line]) => String(line).includes('"event":"unsigned_scan"'))).toBe(true);
    log.mockRestore();

    // Nothing is read for a bad signature: a database that throws on any query is never asked.
    const untouchable = new Proxy(db, {
      get: () => () => {
        throw new Error("looked something up");
      },
    });
    const departure = (await departureInScope(db, slotOther, null, "en"))!;
    const actor = {
      id: operator.id,
      email: operator.email,
      role: "operator" as const,
      supplierId: null,
      requestId: null,
    };
    const request = {
      departure,
      source: "scan" as const,
      scanId: null,
      locale: "en" as const,
      now: new Date(),
      secret: SECRET,
    };
    expect(await checkIn(untouchable, actor, { ...request, code: `${forgedOne.reference}.${wrong}` })).toEqual({
      kind: "bad_signature",
    });
    await expect(checkIn(untouchable, actor, { ...request, code: signed })).rejects.toThrow("looked something up");
  });

  it("answers what is not a reference with 400 and a sentence, and bad bodies never with a 500", async () => {
    const junk = await scan(slotToday, { code: "WIFI:S:pier;;" }, supplierA.cookie);
    expect(junk.status).toBe(400);
    expect(((await junk.json()) as ScanAnswer).message).toBe(
      "That is not a booking reference. A reference looks like RB-7K3M9QXD.",
    );
    for (const body of ["{not json", JSON.stringify({ code: 42 }), JSON.stringify({ code: "x".repeat(5000) })])
      expect((await scan(slotToday, body, supplierA.cookie)).status).toBe(400);
    expect((await scan(slotToday, { code: "RB-ZZZZZZZZ" }, supplierA.cookie)).status).toBe(409);
    expect((await get("/ops/departures/abc", { headers: { cookie: supplierA.cookie } })).status).toBe(404);
    expect((await typed(123_456_789_0, confirmed.reference, supplierA.cookie)).status).toBe(404);
  });

  it("by typed reference: 303 back to the manifest saying so, then 'already checked in' with the typing kept", async () => {
    const sloppy = typedOne.reference.toLowerCase().replace("-", " ");
    const first = await typed(slotToday, sloppy, supplierA.cookie, "/ar");
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toBe(`/ar/ops/departures/${slotToday}?checkedIn=${typedOne.reference}`);
    const after = await html(first.headers.get("location")!, { headers: { cookie: supplierA.cookie } });
    expect(after.body).toContain("تم تسجيل الحضور: Typed Reference، بالغان.");
    expect(after.body).toMatch(new RegExp(`data-reference="${typedOne.reference}" data-checked-in="true"`));
    const again = await typed(slotToday, typedOne.reference, supplierA.cookie);
    expect(again.status).toBe(409);
    const page = await again.text();
    expect(page).toMatch(/Already checked in at \d\d:\d\d by Noor Haddad\./);
    expect(page).toContain(`value="${typedOne.reference}"`);
    expect(await checkInsOf(typedOne.itemId)).toBe(1);
    expect(await auditCount(typedOne.reference)).toBe(1);
    const source = await db
      .prepare("SELECT source FROM check_ins WHERE order_item_id = ?")
      .bind(typedOne.itemId)
      .first<{ source: string }>();
    expect(source!.source).toBe("typed");
  });

  it("answers a scan sent again from the offline queue as the first time, without a second check-in or entry", async () => {
    const scanId = "3f1c0a52-7e0b-4f8e-9a43-0d1f5b2c9e11";
    const first = await scan(slotToday, { code: replayed.reference, scanId }, supplierA.cookie);
    const again = await scan(slotToday, { code: replayed.reference, scanId }, supplierA.cookie);
    expect([first.status, again.status]).toEqual([200, 200]);
    const [a, b] = (await Promise.all([first.json(), again.json()])) as ScanAnswer[];
    expect(b).toEqual(a);
    expect(a.kind).toBe("checked_in");
    const elsewhere = await scan(slotToday, { code: replayed.reference, scanId: "another-scan-1234" }, operator.cookie);
    expect(elsewhere.status).toBe(409);
    expect(((await elsewhere.json()) as ScanAnswer).kind).toBe("already");
    expect(await checkInsOf(replayed.itemId)).toBe(1);
    expect(await auditCount(replayed.reference)).toBe(1);
  });

  it("shows the check-ins on the manifest and in the day's counts", async () => {
    const { body } = await html(manifestOf(slotToday), { headers: { cookie: supplierA.cookie } });
    expect(body).toMatch(new RegExp(`data-reference="${racing.reference}" data-checked-in="true"`));
    expect(body).toMatch(new RegExp(`data-reference="${confirmed.reference}" data-checked-in="false"`));
    const day = await html(`/ops/departures?date=${TODAY}`, { headers: { cookie: supplierA.cookie } });
    const row = dayRow(day.body, slotToday).text;
    // Booked: Layla's 3, Karim's 1, and 2 each for the racing, replayed and typed bookings; all but Layla's are in.
    expect(row).toContain("Booked: 10 of 20");
    expect(row).toContain("Checked in: 7 of 10");
    expect(row).toContain("Waiting for confirmation: 1");
  });
});

describe("reading a voucher's code", () => {
  it("takes the reference as printed, typed loosely, or inside a voucher link, and nothing else", () => {
    const unsigned = (reference: string) => ({ reference, signature: null });
    expect(parseVoucherCode("RB-7K3M9QXD")).toEqual(unsigned("RB-7K3M9QXD"));
    expect(parseVoucherCode("  rb 7k3m 9qxd ")).toEqual(unsigned("RB-7K3M9QXD"));
    expect(parseVoucherCode("RB7K3M9QXD")).toEqual(unsigned("RB-7K3M9QXD"));
    expect(parseVoucherCode("RB-O0IL1234")).toEqual(unsigned("RB-00111234"));
    expect(parseVoucherCode("https://rihla.example/ar/vouchers/RB-7K3M9QXD?key=abc")).toEqual(unsigned("RB-7K3M9QXD"));
    for (const no of [
      "",
      "RB-7K3M9QX",
      "RB-7K3M9QXDD",
      "RB-UUUUUUUU",
      "RH-7K3M9QXD",
      "WIFI:S:x;;",
      "RB-7K3M-9QXD!",
      "RB-7K3M9QXD.",
      "RB-7K3M9QXD.ABCDEFGHJKMN", // 12 characters
      "RB-7K3M9QXD.ABCDEFGHJKMNPQ", // 14
      "RB-7K3M9QXD.ABCDEFGHJKMN-",
      "https://rihla.example/vouchers/RB-7K3M9QXD.ABCDEFGHJKMNP",
    ])
      expect(parseVoucherCode(no), no).toBeNull();
  });

  it("takes the QR's signed text: the reference read as typed ones are, the signature only case-folded", () => {
    expect(parseVoucherCode("RB-7K3M9QXD.0123456789ABC")).toEqual({
      reference: "RB-7K3M9QXD",
      signature: "0123456789ABC",
    });
    expect(parseVoucherCode(" rb-o0il1234.abcdefghjkmnp ")).toEqual({
      reference: "RB-00111234",
      signature: "ABCDEFGHJKMNP",
    });
    // An I, L or O in the signature is not repaired (the signature must verify as scanned).
    expect(parseVoucherCode("RB-7K3M9QXD.ILO0123456789")).toEqual({
      reference: "RB-7K3M9QXD",
      signature: "ILO0123456789",
    });
  });
});

describe("the check-in QR's signature", () => {
  it("is 13 Crockford base32 characters of the reference's HMAC, different for each reference and secret", async () => {
    const signature = await checkInSignature(SECRET, "RB-7K3M9QXD");
    expect(signature).toMatch(/^[0-9A-HJKMNP-TV-Z]{13}$/);
    expect(await checkInSignature(SECRET, "RB-7K3M9QXD")).toBe(signature);
    expect(await checkInSignature(SECRET, "RB-7K3M9QXE")).not.toBe(signature);
    expect(await checkInSignature("another-secret", "RB-7K3M9QXD")).not.toBe(signature);
    expect(await voucherQrText(SECRET, "RB-7K3M9QXD")).toBe(`RB-7K3M9QXD.${signature}`);
    // A message of its own: not the voucher link's key.
    const { voucherKey } = await import("../../worker/services/booking-links.ts");
    expect((await voucherKey(SECRET, "RB-7K3M9QXD")).toUpperCase()).not.toContain(signature.slice(0, 8));
  });
});

describe("the section's strings", () => {
  const keys = (tree: unknown, prefix = ""): string[] =>
    typeof tree === "string"
      ? [prefix]
      : Object.entries(tree as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

  it("has every key in English and Arabic, in Arabic's six plural forms, with no English left in the Arabic", () => {
    expect(keys(strings.ar).sort()).toEqual(keys(strings.en).sort());
    const plurals = new Set(
      keys(strings.ar)
        .filter((k) => /_(zero|one|two|few|many|other)$/.test(k))
        .map((k) => k.replace(/_\w+$/, "")),
    );
    for (const base of plurals)
      for (const form of ["zero", "one", "two", "few", "many", "other"])
        expect(keys(strings.ar)).toContain(`${base}_${form}`);
    const flat = (tree: unknown): string[] =>
      typeof tree === "string" ? [tree] : Object.values(tree as Record<string, unknown>).flatMap(flat);
    for (const text of flat(strings.ar))
      expect(text.replace(/\{\{[^}]*\}\}|RB-\w+|QR/g, "")).not.toMatch(/[A-Za-z]{3}/);
  });
});
