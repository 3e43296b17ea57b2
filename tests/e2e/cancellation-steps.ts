// What the cancellation-truth journey needs: departures picked by what cancelling them costs right now (inside a
// policy's free window, inside its penalty window, non-refundable), the sentences every page should say about them
// (from shared/cancellation.ts and the dictionaries, as the product makes them), and reading amounts back.
import { readFileSync } from "node:fs";
import type { APIRequestContext, Locator } from "@playwright/test";
import type { TFunction } from "i18next";
import { FRESH_READ, expect } from "./fixtures.ts";
import { latestMail, type Mail } from "./outbox.ts";
import { demoActivities } from "./booking-steps.ts";
import { buildCatalogue } from "../../scripts/seed/catalogue.ts";
import { createI18n } from "../../client/i18n/index.ts";
import {
  cancellationClaim,
  cancellationTerms,
  claimText,
  termsText,
  type CancellationPolicy,
} from "../../shared/cancellation.ts";
import type { CancellationClaim } from "../../shared/cancellation.ts";
import type { ActivityCard, ActivityOption, Departure } from "../../shared/catalogue.ts";
import { addDays, departureStart, todayInGulf } from "../../shared/dates.ts";
import { formatMoney } from "../../shared/money.ts";
import { formatPercent } from "../../shared/intl.ts";
import { escapeRegExp } from "../fixtures/regexp.ts";

type Locale = "en" | "ar";
type Dict = Record<string, unknown>;
const DICTS: Record<Locale, Dict> = {
  en: JSON.parse(readFileSync("client/i18n/en.json", "utf8")) as Dict,
  ar: JSON.parse(readFileSync("client/i18n/ar.json", "utf8")) as Dict,
};
const T: Record<Locale, TFunction> = { en: createI18n("en", DICTS.en).t, ar: createI18n("ar", DICTS.ar).t };

/** A translated string by its key, with values, exactly as the product's own i18next instance makes it. */
export const tr = (locale: Locale, key: string, values?: Record<string, unknown>) =>
  String(T[locale](key, values as never));

/** Text as a reader sees it: no-break spaces, bidi isolates and marks become plain spaces or nothing. */
export const plain = (text: string | null) =>
  (text ?? "")
    .replace(/[\u200e\u200f]/g, "")
    .replace(/[\u00a0\u2066-\u2069]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A claim moves only at a tier's boundary: a departure is picked only if its claim holds this long from now. */
const STABLE_MS = 45 * 60_000;

export type Wanted = "inside_free_window" | "fee_now" | "no_refund_now" | "non_refundable";

export type PickedDeparture = {
  wanted: Wanted;
  /** The experience's path without a locale prefix: /things-to-do-in-{city}/{slug}. */
  path: string;
  activityId: number;
  policy: CancellationPolicy;
  timeZone: string;
  option: ActivityOption;
  date: string;
  departure: Departure;
  start: Date;
};

type DetailPayload = {
  activity: { id: number; title: string; confirmation: string };
  booking: { activityId: number; options: ActivityOption[]; cancellation: CancellationPolicy; timeZone: string };
};

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url, FRESH_READ);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** Every card of the all-experiences listing in `prefix`'s locale, with the listing page it is on. */
export async function listingCards(
  request: APIRequestContext,
  prefix: string,
): Promise<{ card: ActivityCard; page: string }[]> {
  const cards: { card: ActivityCard; page: string }[] = [];
  for (let n = 1; n <= 50; n++) {
    const page = `${prefix}/things-to-do${n > 1 ? `?page=${n}` : ""}`;
    const res = await request.get(`${prefix}/things-to-do/_payload.json${n > 1 ? `?page=${n}` : ""}`, FRESH_READ);
    if (res.status() === 404) break;
    expect(res.status(), page).toBe(200);
    const { results } = (await res.json()) as { results: { items: ActivityCard[] } };
    if (!results.items.length) break;
    cards.push(...results.items.map((card) => ({ card, page })));
  }
  return cards;
}

/** Which claims a wanted departure may have now (and must still have STABLE_MS from now). */
function fits(wanted: Wanted, claim: CancellationClaim): boolean {
  switch (wanted) {
    case "inside_free_window":
      return claim.kind === "free_until";
    case "fee_now":
      return claim.kind === "fee_now";
    case "no_refund_now":
      return claim.kind === "no_refund_now";
    case "non_refundable":
      return claim.kind === "non_refundable";
  }
}

const sameClaim = (a: CancellationClaim, b: CancellationClaim) =>
  a.kind === b.kind &&
  (a.kind !== "fee_now" || (b.kind === "fee_now" && a.percent === b.percent && a.next?.percent === b.next?.percent));

/** Days from today searched for each kind: the free window days ahead; a penalty window within its policy's reach. */
const DAYS: Record<Wanted, number[]> = {
  inside_free_window: [5, 6, 7, 8, 9, 10, 4],
  fee_now: [1, 2, 3, 0],
  no_refund_now: [0, 1, 2],
  non_refundable: [3, 4, 5, 6, 7, 2, 1],
};

/**
 * Whether checkout can be completed for a departure: an activity that asks for a pick-up point must offer one that
 * collects for that start time (checkout offers only those). Read from the demo data's generator, which the public
 * pages do not expose: some demo departures have none (reported by the journey, not worked around in the product).
 */
const DEMO = buildCatalogue({ today: "2026-01-01", days: 1 }).tables;
export function pickupAnswerable(slug: string, startTime: string): boolean {
  const activity = DEMO.activities.find((a) => a.slug === slug);
  if (!activity || !String(activity.questions ?? "").includes("pickup_point")) return true;
  return DEMO.pickup_points.some(
    (p) => p.activity_id === activity.id && (p.departure_time == null || p.departure_time === startTime),
  );
}

/** Could this policy give the wanted claim at all? (read from the card's terms first, to fetch few detail pages). */
function mayFit(wanted: Wanted, terms: ActivityCard["cancellationTerms"]): boolean {
  if (wanted === "non_refundable") return terms.kind === "non_refundable";
  if (terms.kind !== "free_before") return false;
  return wanted === "fee_now" ? terms.hours > 24 : terms.hours > 0;
}

/**
 * An instant-confirmation experience (whose supplier never refuses, so the booking stands) with a departure
 * that has seats and whose claim, now and for the next STABLE_MS, is the wanted one: picked through the site's own
 * JSON (listing and detail payloads, departures API), from position `skip` of the listing so journeys running side by
 * side take different ones. Null when the demo data has no such departure today.
 */
export async function pickDeparture(
  request: APIRequestContext,
  wanted: Wanted,
  { skip = 0, avoid = [] as number[] } = {},
): Promise<PickedDeparture | null> {
  const instant = new Set(demoActivities({ refuses: false, confirmation: "instant" }));
  const all = (await listingCards(request, "")).map(({ card }) => card);
  const rotated = [...all.slice(skip % all.length), ...all.slice(0, skip % all.length)];
  const today = todayInGulf();
  for (const card of rotated) {
    const path = `/things-to-do-in-${card.city.slug}/${card.slug}`;
    if (!instant.has(path) || avoid.includes(card.id) || !mayFit(wanted, card.cancellationTerms)) continue;
    const { activity, booking } = await getJson<DetailPayload>(request, `${path}/_payload.json`);
    if (activity.confirmation !== "instant") continue;
    // Per-person options first; a daily or nightly one (booked for one day or night) where nothing else fits: the only
    // instant experiences whose policy has a part fee sell days.
    const bookable = booking.options
      .filter((o) => o.participants.some((p) => p.category === "adult"))
      .sort((a, b) => Number(b.pricingUnit === "per_person") - Number(a.pricingUnit === "per_person"));
    if (!bookable.length) continue;
    for (const ahead of DAYS[wanted]) {
      const date = addDays(today, ahead);
      const { departures } = await getJson<{ departures: Departure[] }>(
        request,
        `/api/activities/${booking.activityId}/departures?date=${date}`,
      );
      const rank = (d: Departure) => bookable.findIndex((o) => o.id === d.optionId);
      for (const departure of departures.filter((d) => rank(d) >= 0).sort((a, b) => rank(a) - rank(b))) {
        const option = bookable.find((o) => o.id === departure.optionId);
        if (!option || departure.remaining < 2 || !pickupAnswerable(card.slug, departure.startTime)) continue;
        const start = departureStart(date, departure.startTime, booking.timeZone);
        const now = new Date();
        const claim = cancellationClaim(booking.cancellation, start, now);
        const later = cancellationClaim(booking.cancellation, start, new Date(now.getTime() + STABLE_MS));
        if (fits(wanted, claim) && sameClaim(claim, later)) {
          return {
            wanted,
            path,
            activityId: booking.activityId,
            policy: booking.cancellation,
            timeZone: booking.timeZone,
            option,
            date,
            departure,
            start,
          };
        }
      }
    }
  }
  return null;
}

/** The claim for a picked departure at a moment. */
export const claimAt = (pick: PickedDeparture, at: Date) => cancellationClaim(pick.policy, pick.start, at);

/**
 * What is said about cancelling `pick` at `at`: the product's sentence (with the tick pages put before a free one, when
 * `tick`). `relative` on pages read now ("14:00 tomorrow"); absolute dates on what is kept (email, voucher, invoice).
 */
export function expectedClaim(pick: PickedDeparture, locale: Locale, relative: boolean, at: Date, tick = true): string {
  const claim = claimAt(pick, at);
  const text = claimText(claim, T[locale], { locale, timeZone: pick.timeZone, now: at, relative });
  return plain(`${tick && claim.kind === "free_until" ? "✓ " : ""}${text}`);
}

/** The sentences right for a moment between `since` and now (they differ only if a boundary passed meanwhile). */
export const claimsSince = (pick: PickedDeparture, locale: Locale, relative: boolean, since: Date, tick = true) => [
  ...new Set([
    expectedClaim(pick, locale, relative, since, tick),
    expectedClaim(pick, locale, relative, new Date(), tick),
  ]),
];

/** The policy's terms, as cards and key facts should show them. */
export const expectedTerms = (pick: PickedDeparture, locale: Locale) =>
  plain(termsText(cancellationTerms(pick.policy), T[locale]));

/**
 * Asserts `locator` says what cancelling `pick` costs: the sentence as of some moment between `since` (before the page
 * was asked for) and now. Soft, so the journey goes on to every other page and reports each page that is wrong.
 * Returns what it said.
 */
export async function expectClaim(
  locator: Locator,
  pick: PickedDeparture,
  locale: Locale,
  relative: boolean,
  since: Date,
  where: string,
): Promise<string> {
  const said = () => locator.textContent({ timeout: 5_000 }).then(plain, () => "(no cancellation claim on the page)");
  let text = await said();
  // An island may still be rendering: wait a little for the sentence to appear.
  for (let i = 0; i < 12 && !claimsSince(pick, locale, relative, since).includes(text); i++) {
    await new Promise((r) => setTimeout(r, 250));
    text = await said();
  }
  const allowed = claimsSince(pick, locale, relative, since);
  expect
    .soft(
      text,
      `${where} (${locale}, ${pick.wanted} departure ${pick.date} ${pick.departure.startTime} ${pick.timeZone})`,
    )
    .toBe(allowed.includes(text) ? text : allowed.at(-1)!);
  return text;
}

/** An amount in AED as the account pages, cancel page and emails show it (always with its fils). */
export const aedText = (minor: number, locale: Locale) =>
  formatMoney(minor, locale, { currency: "AED", rate: 1 }, true);
export const percentText = (percent: number, locale: Locale) => formatPercent(percent, locale);

/** An AED amount read back from its text ("AED 1,234.50", "‏1,234.50 د.إ.‏"), in fils. */
export function fils(text: string): number {
  const match = /(\d[\d,]*)(?:\.(\d{1,2}))?/.exec(plain(text));
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, "")) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** A dictionary template as a strict pattern: each {{value}} becomes `groups[name]` (a default of "(.+)"). */
function templatePattern(locale: Locale, key: string, groups: Record<string, string> = {}): string {
  const template = String(key.split(".").reduce<unknown>((node, part) => (node as Dict)[part], DICTS[locale]));
  return template
    .split(/(\{\{[^}]*\}\})/)
    .map((part) => {
      const name = /^\{\{\s*(\w+)/.exec(part)?.[1];
      return name ? (groups[name] ?? "(.+)") : escapeRegExp(part);
    })
    .join("");
}

/**
 * What a claim's words promise cancelling now costs, in percent of the price, read from the sentence alone with strict
 * patterns of the dictionary's templates: 0 for "free until…", the percent of "cancelling now costs…", 100 for "no
 * refund from now"; "refused" for a non-refundable booking. Throws for any other sentence.
 */
export function promisedPercent(locale: Locale, sentence: string): number | "refused" {
  const text = plain(sentence);
  if (new RegExp(`^✓ ${templatePattern(locale, "cancellation.freeUntil")}$`).test(text)) return 0;
  const fee = new RegExp(`^${templatePattern(locale, "cancellation.feeNow", { percent: "(\\d+)%" })}( .+)?$`).exec(
    text,
  );
  if (fee) return Number(fee[1]);
  if (text === plain(tr(locale, "cancellation.noRefundNow"))) return 100;
  if (text === plain(tr(locale, "cancellation.nonRefundable"))) return "refused";
  throw new Error(`"${text}" is no cancellation claim the ${locale} dictionary makes`);
}

/** The policy's fee for cancelling now, as the cancel page must charge it: the claimed percent, rounded up to the fil. */
export const penaltyOf = (amount: number, percent: number) =>
  Math.min(amount, Math.floor((amount * percent + 99) / 100));

/** The newest message of `kind` to `to` about booking `reference` (its subject names it), waiting for it to arrive. */
export async function mailAbout(
  request: APIRequestContext,
  to: string,
  kind: string,
  reference: string,
): Promise<Mail> {
  let mail: Mail | null = null;
  await expect
    .poll(
      async () => {
        mail = await latestMail(request, to, kind);
        return mail.subject.includes(reference);
      },
      { timeout: 15_000, message: `a ${kind} email about ${reference} to ${to}` },
    )
    .toBe(true);
  return mail!;
}
