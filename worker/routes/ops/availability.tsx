// The console's availability section: GET /ops/availability (?activity=&from=&to=) lists an activity's departures;
// plain form posts close or reopen a departure or a day, change a capacity or a day's price, each answered by a 303
// back to the same days with a notice, or by the page again (400/409) with the refusal and what was typed. Staff
// without the "availability" capability, and a supplier asking for another supplier's activity or departure, get 404.
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env.ts";
import type { StaffView } from "../../../shared/staff.ts";
import { localePath } from "../../../shared/locales.ts";
import { todayInGulf } from "../../../shared/dates.ts";
import { compareNames } from "../../../shared/intl.ts";
import { activityPath } from "../../../shared/paths.ts";
import {
  AVAILABILITY_DONE,
  AVAILABILITY_PATHS,
  neighbourRanges,
  parseCapacityInput,
  parsePriceInput,
  rangeOf,
  type AvailabilityDone,
} from "../../../shared/ops-availability.ts";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { departuresBetween, managedActivities, managedActivity, managedDeparture } from "../../db/ops-availability.ts";
import {
  setCapacity,
  setDayClosed,
  setDayPrice,
  setDepartureClosed,
  type AvailabilityDeps,
  type AvailabilityResult,
} from "../../services/ops/availability.ts";
import { registerPersonalPage, showPersonal } from "../../render/page.tsx";
import { redirectTo } from "../../routing/redirect.ts";
import { readBody } from "../body.ts";
import { dateSchema, idSchema } from "../params.ts";
import { actorOf, requireStaff, viewerOf } from "./access.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type AvailabilityPageProps = OpsPageProps<"availability">;
type AvailabilityView = NonNullable<AvailabilityPageProps["view"]>;
type AvailabilityNotice = NonNullable<AvailabilityPageProps["notice"]>;
type AvailabilityProblem = NonNullable<AvailabilityPageProps["problem"]>;

type C = Context<AppEnv>;

/** Which days of which activity: what the page's address and every form's hidden fields carry. */
type Where = { activity?: number; from?: string; to?: string };

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);
const whereSchema = z.object({
  activity: optional(idSchema("activity")),
  from: optional(dateSchema("from")),
  to: optional(dateSchema("to")),
});
const noticeSchema = z.object({
  done: optional(z.enum(AVAILABILITY_DONE)),
  slot: optional(idSchema("slot")),
  day: optional(dateSchema("day")),
  option: optional(idSchema("option")),
});

const closedField = z.enum(["0", "1"]).transform((v) => v === "1");
const departureForm = z.object({ slot: idSchema("slot"), closed: closedField });
const dayForm = z.object({ activity: idSchema("activity"), date: dateSchema("date"), closed: closedField });
const capacityForm = z.object({ slot: idSchema("slot"), capacity: z.string().max(40) });
const priceForm = z.object({
  activity: idSchema("activity"),
  option: idSchema("option"),
  date: dateSchema("date"),
  price: z.string().max(40),
});

/** The page's address for these days, with what the notice after a change names. */
function pageHref(c: C, where: Where, notice?: AvailabilityNotice, anchor?: string): string {
  const query = new URLSearchParams();
  if (where.activity !== undefined) query.set("activity", String(where.activity));
  if (where.from) query.set("from", where.from);
  if (where.to) query.set("to", where.to);
  if (notice) {
    query.set("done", notice.done);
    if (notice.slotId !== undefined) query.set("slot", String(notice.slotId));
    if (notice.date) query.set("day", notice.date);
    if (notice.optionId !== undefined) query.set("option", String(notice.optionId));
  }
  const search = query.toString();
  return `${localePath(c.get("locale"), AVAILABILITY_PATHS.page)}${search ? `?${search}` : ""}${anchor ? `#${anchor}` : ""}`;
}

/** The page for `where`, with a notice or a refused form; 404 when the activity is unknown or not the staff's. */
async function render(
  c: C,
  staff: StaffView,
  where: Where,
  extra: { notice?: AvailabilityNotice | null; problem?: AvailabilityProblem | null; status?: 200 | 400 | 409 } = {},
): Promise<Response> {
  const db = c.env.DB;
  const locale = c.get("locale");
  const now = new Date();
  const today = todayInGulf(now);
  const range = rangeOf(today, where.from ?? null, where.to ?? null);
  const forOperator = staff.supplierId === null;
  const [activities, viewer, chosen] = await Promise.all([
    managedActivities(db, staff.supplierId, locale),
    viewerOf(c, staff),
    where.activity === undefined ? null : managedActivity(db, where.activity, staff.supplierId, locale),
  ]);
  if (where.activity !== undefined && !chosen) return c.notFound();
  let view: AvailabilityView | null = null;
  if (chosen) {
    const { activity } = chosen;
    const departures = await departuresBetween(db, activity.id, range.from, range.to, now);
    const dates = [...new Set(departures.map((d) => d.date))];
    const { earlier, later } = neighbourRanges(range);
    view = {
      activity: {
        id: activity.id,
        title: activity.title,
        cityName: activity.cityName,
        supplierName: forOperator ? activity.supplierName : null,
        href: activityPath(locale, c.get("site").layoutType, activity.citySlug, activity.slug),
        bookable: activity.bookable,
      },
      options: chosen.options,
      days: dates.map((date) => ({ date, departures: departures.filter((d) => d.date === date) })),
      earlierHref:
        earlier.to < today ? null : pageHref(c, { activity: activity.id, ...rangeOf(today, earlier.from, earlier.to) }),
      laterHref: pageHref(c, { activity: activity.id, ...later }),
    };
  }
  const props: AvailabilityPageProps = {
    viewer,
    activities: activities
      .map((a) => ({
        id: a.id,
        title: a.title,
        cityName: a.cityName,
        supplierName: forOperator ? a.supplierName : null,
      }))
      .sort((a, b) => compareNames(a.title, b.title, locale)),
    range,
    today,
    view,
    notice: extra.notice ?? null,
    problem: extra.problem ?? null,
  };
  return showPersonal(
    c,
    opsView("availability", props, { title: "ops.availability.title", status: extra.status ?? 200 }),
  );
}

async function showPage(c: C): Promise<Response> {
  const staff = await requireStaff(c, "availability");
  if (staff instanceof Response) return staff;
  const query = c.req.query();
  const where = whereSchema.parse(query);
  const said = noticeSchema.parse(query);
  const notice: AvailabilityNotice | null = said.done
    ? { done: said.done, slotId: said.slot, date: said.day, optionId: said.option }
    : null;
  return render(c, staff, where, { notice });
}

type Posted<T> = { staff: StaffView; form: T; where: Where } | Response;

/** The staff member and the form (the days to come back to beside it), or the answer: 404, or 400 for a broken form. */
async function posted<T extends z.ZodType>(c: C, schema: T): Promise<Posted<z.infer<T>>> {
  const staff = await requireStaff(c, "availability");
  if (staff instanceof Response) return staff;
  const body = ((await readBody(c)) ?? {}) as Record<string, unknown>;
  const where = whereSchema.parse(body);
  const form = schema.safeParse(body);
  if (!form.success) return render(c, staff, where, { problem: { kind: "form" }, status: 400 });
  return { staff, form: form.data, where };
}

const deps = (c: C): AvailabilityDeps => ({ db: c.env.DB, kv: c.env.SITE });

/** The days the form was on, or, when they do not hold `day` (the one changed or refused), the days from it on. */
const around = (where: Where, day: string): Where =>
  where.from && where.to && where.from <= day && day <= where.to ? where : { ...where, from: day, to: undefined };

/** Back to the page with the notice, at the departure or day it is about. */
function done(c: C, where: Where, day: string, notice: AvailabilityNotice, anchor: string): Response {
  return redirectTo(c, pageHref(c, around(where, day), notice, anchor), 303);
}

async function postDeparture(c: C): Promise<Response> {
  const p = await posted(c, departureForm);
  if (p instanceof Response) return p;
  const { slot, closed } = p.form;
  const result = await setDepartureClosed(deps(c), actorOf(c, p.staff), slot, closed, new Date());
  if (!result.ok) return c.notFound();
  const what: AvailabilityDone = !result.changed ? "unchanged" : closed ? "closed" : "opened";
  return done(
    c,
    { ...p.where, activity: result.activityId },
    result.date,
    { done: what, slotId: slot },
    `slot-${slot}`,
  );
}

async function postDay(c: C): Promise<Response> {
  const p = await posted(c, dayForm);
  if (p instanceof Response) return p;
  const { activity, date, closed } = p.form;
  const result = await setDayClosed(deps(c), actorOf(c, p.staff), activity, date, closed, new Date());
  if (!result.ok) return c.notFound();
  const what: AvailabilityDone = !result.changed ? "unchanged" : closed ? "dayClosed" : "dayOpened";
  return done(c, { ...p.where, activity }, date, { done: what, date }, `day-${date}`);
}

async function postCapacity(c: C): Promise<Response> {
  const p = await posted(c, capacityForm);
  if (p instanceof Response) return p;
  const { slot } = p.form;
  const value = p.form.capacity.slice(0, 12);
  const capacity = parseCapacityInput(p.form.capacity);
  const now = new Date();
  // A value that is not a capacity is refused only for the staff's own departure: another supplier's is a 404 either way.
  let result: AvailabilityResult | { ok: false; reason: "format"; activityId: number; date: string };
  if (capacity === null) {
    const departure = await managedDeparture(c.env.DB, slot, p.staff.supplierId, now);
    result = departure
      ? { ok: false, reason: "format", activityId: departure.activityId, date: departure.date }
      : { ok: false, reason: "not_found" };
  } else {
    result = await setCapacity(deps(c), actorOf(c, p.staff), slot, capacity, now);
  }
  if (!result.ok && result.reason === "not_found") return c.notFound();
  if (!result.ok)
    return render(c, p.staff, around({ ...p.where, activity: result.activityId }, result.date), {
      problem: { kind: "capacity", slotId: slot, value, reason: result.reason },
      status: result.reason === "format" ? 400 : 409,
    });
  const what: AvailabilityDone = result.changed ? "capacity" : "unchanged";
  return done(
    c,
    { ...p.where, activity: result.activityId },
    result.date,
    { done: what, slotId: slot },
    `slot-${slot}`,
  );
}

async function postPrice(c: C): Promise<Response> {
  const p = await posted(c, priceForm);
  if (p instanceof Response) return p;
  const { activity, option, date } = p.form;
  const price = parsePriceInput(p.form.price);
  if (!price.ok) {
    // Another supplier's activity is a 404 whatever was typed: the page is shown only for the staff's own.
    return render(c, p.staff, around({ ...p.where, activity }, date), {
      problem: { kind: "price", optionId: option, date, value: p.form.price.slice(0, 40), reason: price.reason },
      status: 400,
    });
  }
  const result = await setDayPrice(deps(c), actorOf(c, p.staff), activity, option, date, price.minor, new Date());
  if (!result.ok) return c.notFound();
  return done(
    c,
    { ...p.where, activity },
    date,
    { done: result.changed ? "price" : "unchanged", date, optionId: option },
    `day-${date}`,
  );
}

export function registerAvailabilityPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, AVAILABILITY_PATHS.page, showPage);
  pages.post(AVAILABILITY_PATHS.departure, postDeparture);
  pages.post(AVAILABILITY_PATHS.day, postDay);
  pages.post(AVAILABILITY_PATHS.capacity, postCapacity);
  pages.post(AVAILABILITY_PATHS.price, postPrice);
}
