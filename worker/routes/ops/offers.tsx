// The console's custom offers (capability "offers", operators only): GET /ops/offers (the requests, waiting ones
// first), GET /ops/offers/{id} (one request, its offers, the answer and decline forms; ?activity=&option= choose what
// the answer is for), POST /ops/offers/{id}/answer and /decline (303 back with a notice, or the page again with 400
// and the fields' messages, or 409 when the request was answered meanwhile).
import type { Context, Hono } from "hono";
import { localePath } from "../../../shared/locales.ts";
import { addDays, departureStart, todayInGulf, toGulfWallClock } from "../../../shared/dates.ts";
import { activityPath } from "../../../shared/paths.ts";
import { isCurrency } from "../../../shared/constants.ts";
import {
  OFFER_ANSWER_FIELDS as F,
  requestWaiting,
  offerStatusAt,
  ANSWERABLE_REQUEST_STATUSES,
  type ConsoleRequest,
  type OfferFormErrors,
} from "../../../shared/offer.ts";
import type { StaffView } from "../../../shared/staff.ts";
import {
  activitiesInCity,
  activityOptions,
  consoleRequest,
  listRequestsForConsole,
  optionDepartures,
} from "../../db/ops-offers.ts";
import { offersOfRequests, travellerOfferView } from "../../db/priced-offers.ts";
import { answerRequest, declineRequest } from "../../services/ops/offers.ts";
import { answerFormValues, parseAnswerForm, parseDeclineForm } from "../../services/ops/offer-answer-form.ts";
import { rateFor } from "../../services/currency.ts";
import { notifierFor } from "../../services/notifications/index.ts";
import { linkSecret } from "../../services/booking-links.ts";
import { registerPersonalPage, showPersonal, type PersonalView } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { MalformedBodyError, readBody } from "../body.ts";
import { actorOf, requireStaff, viewerOf } from "./access.ts";
import type { AppEnv } from "../../env.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type OpsOfferPageProps = OpsPageProps<"offer">;
type AnswerFormProps = NonNullable<OpsOfferPageProps["forms"]>["answer"];

type C = Context<AppEnv>;

const ID = "OF-[0-9A-Z]{8}";
const LIST = "/ops/offers";
const requestPath = (id: string) => `${LIST}/${id}`;
/** Days either side of the requested dates whose departures the answer form lists. */
const RANGE_MARGIN_DAYS = 3;
/** When none are near the requested dates: the departures of the next days. */
const FALLBACK_DAYS = 30;
/** Where the expiry starts: two days from now, or an hour before the departure when that comes first. */
const DEFAULT_EXPIRY_HOURS = 48;

/** The currencies a request may be answered in: its budget's, and the site's. */
function currenciesFor(c: C, request: ConsoleRequest): string[] {
  return [...new Set([request.budgetCurrency, c.get("site").defaultCurrency])].filter(isCurrency);
}

async function showList(c: C): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "offers");
  if (staff instanceof Response) return staff;
  const locale = c.get("locale");
  const now = new Date();
  const rows = (await listRequestsForConsole(c.env.DB, locale)).map((row) => ({
    ...row,
    waiting: requestWaiting(row, row.latest, now),
    href: localePath(locale, requestPath(row.id)),
  }));
  // Waiting ones first, newest first within each group (the read is newest first; sort is stable).
  rows.sort((a, b) => Number(b.waiting) - Number(a.waiting));
  return opsView(
    "offers",
    { viewer: await viewerOf(c, staff), now: now.toISOString(), rows },
    { title: "ops.offers.list.title" },
  );
}

type FormState = {
  values?: Record<string, string>;
  declineValues?: Record<string, string>;
  answerErrors?: OfferFormErrors;
  declineErrors?: OfferFormErrors;
  notice?: OpsOfferPageProps["notice"];
  status?: 200 | 400 | 409;
  /** The activity and option the answer form was for (a re-render keeps them). */
  chosen?: { activity: number; option: number };
  /** Set by requestView: an offer of the request is still open. */
  replacesOpenOffer?: boolean;
};

const positive = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : null);

/** The answer form for the chosen activity and option: its departures near the requested dates, its party, its defaults. */
async function answerForm(
  c: C,
  request: ConsoleRequest,
  chosen: { activity: number | null; option: number | null },
  state: FormState,
  now: Date,
): Promise<AnswerFormProps> {
  const db = c.env.DB;
  const locale = c.get("locale");
  const path = localePath(locale, requestPath(request.id));
  const activities = await activitiesInCity(db, request.cityId, locale);
  const activityId = activities.some((a) => a.id === chosen.activity) ? chosen.activity! : request.activityId;
  const options = await activityOptions(db, activityId, locale);
  const option = options.find((o) => o.id === chosen.option) ?? options[0] ?? null;
  const chooser = {
    action: path,
    activities,
    activityId,
    options: options.map((o) => ({ id: o.id, title: o.title })),
    optionId: option?.id ?? null,
  };
  const replacesOpenOffer = state.replacesOpenOffer ?? false;
  if (!option) return { replacesOpenOffer, chooser, answer: null };
  const today = todayInGulf(now);
  const near = {
    from: [addDays(request.dateFrom, -RANGE_MARGIN_DAYS), today].sort().at(-1)!,
    to: [addDays(request.dateTo, RANGE_MARGIN_DAYS), today].sort().at(-1)!,
  };
  let range = near;
  let departures = await optionDepartures(db, option.id, range, now);
  if (departures.every((d) => d.seatsLeft === 0)) {
    range = { from: today, to: addDays(today, FALLBACK_DAYS) };
    departures = await optionDepartures(db, option.id, range, now);
  }
  const categories = option.participants.map((p) => p.category);
  const lead = categories.includes("adult") ? "adult" : categories[0];
  const seatsFor = option.pricingUnit === "per_person" ? request.groupSize : 1;
  const preferred =
    departures.find((d) => d.date >= request.dateFrom && d.date <= request.dateTo && d.seatsLeft >= seatsFor) ??
    departures.find((d) => d.seatsLeft >= seatsFor) ??
    departures.find((d) => d.seatsLeft > 0);
  const expiry = (() => {
    // On the hour (an operator writes "until 18:00", not "until 17:43").
    const twoDays = Math.ceil((now.getTime() + DEFAULT_EXPIRY_HOURS * 3_600_000) / 3_600_000) * 3_600_000;
    const start = preferred ? departureStart(preferred.date, preferred.startTime).getTime() - 3_600_000 : twoDays;
    return new Date(Math.max(now.getTime() + 3_600_000, Math.min(twoDays, start)));
  })();
  const defaults: Record<string, string> = {
    [F.slot]: preferred ? String(preferred.id) : "",
    ...(lead ? { [`counts.${lead}`]: String(request.groupSize) } : {}),
    [F.currency]: request.budgetCurrency,
    [F.total]: "",
    [F.expires]: toGulfWallClock(expiry),
    [F.message]: "",
  };
  return {
    replacesOpenOffer,
    chooser,
    answer: {
      action: `${path}/answer`,
      activityId,
      optionId: option.id,
      pricingUnit: option.pricingUnit,
      departures,
      range,
      categories,
      currencies: currenciesFor(c, request),
      budget: { amount: request.budget, currency: request.budgetCurrency },
      values: state.values ?? defaults,
      errors: state.answerErrors ?? {},
    },
  };
}

/** The request's page, with what a post left behind (values, errors, a notice) when it answers with the form again. */
async function requestView(c: C, staff: StaffView, id: string, state: FormState = {}): Promise<PersonalView | null> {
  const db = c.env.DB;
  const locale = c.get("locale");
  const now = new Date();
  const request = await consoleRequest(db, id, locale);
  if (!request) return null;
  const offers = (await offersOfRequests(db, [id], locale)).map((o) => ({
    ...travellerOfferView(o),
    sentByEmail: o.sentByEmail,
  }));
  const done = c.req.method === "GET" ? c.req.query("done") : undefined;
  const notice = state.notice ?? (done === "sent" || done === "declined" ? { tone: "ok" as const, key: done } : null);
  const answerable = ANSWERABLE_REQUEST_STATUSES.includes(request.status);
  const chosen = state.chosen ?? {
    activity: positive(c.req.query("activity")),
    option: positive(c.req.query("option")),
  };
  const props: OpsOfferPageProps = {
    viewer: await viewerOf(c, staff),
    now: now.toISOString(),
    request,
    offers,
    notice,
    links: {
      list: localePath(locale, LIST),
      activity: activityPath(locale, c.get("site").layoutType, request.citySlug, request.activitySlug),
    },
    forms: answerable
      ? {
          answer: await answerForm(
            c,
            request,
            chosen,
            { ...state, replacesOpenOffer: offers.some((o) => offerStatusAt(o, now) === "sent") },
            now,
          ),
          decline: {
            action: localePath(locale, `${requestPath(id)}/decline`),
            values: state.declineValues ?? {},
            errors: state.declineErrors ?? {},
          },
        }
      : null,
  };
  return opsView("offer", props, {
    title: "ops.offers.request.pageTitle",
    status: state.status ?? 200,
  });
}

async function showRequest(c: C): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "offers");
  if (staff instanceof Response) return staff;
  return (await requestView(c, staff, c.req.param("id") ?? "")) ?? c.notFound();
}

async function formBody(c: C): Promise<Record<string, unknown>> {
  try {
    const body = await readBody(c);
    return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  } catch (error) {
    if (error instanceof MalformedBodyError) return {};
    throw error;
  }
}

const deps = (c: C) => ({
  db: c.env.DB,
  notifier: notifierFor(c.env, c.get("origin")),
  origin: c.get("origin"),
  secret: linkSecret(c.env),
});

async function again(c: C, staff: StaffView, id: string, state: FormState): Promise<Response> {
  const view = await requestView(c, staff, id, state);
  return view ? showPersonal(c, view) : c.notFound();
}

async function postAnswer(c: C): Promise<Response> {
  const staff = await requireStaff(c, "offers");
  if (staff instanceof Response) return staff;
  const id = c.req.param("id") ?? "";
  const request = await consoleRequest(c.env.DB, id, "en");
  if (!request) return c.notFound();
  const body = await formBody(c);
  const values = answerFormValues(body);
  const chosen = { activity: positive(values[F.activity]) ?? 0, option: positive(values[F.option]) ?? 0 };
  const parsed = parseAnswerForm(body, currenciesFor(c, request));
  if (!parsed.ok)
    return again(c, staff, id, {
      values,
      answerErrors: parsed.errors,
      notice: { tone: "error", key: "fix" },
      status: 400,
      chosen,
    });
  const now = new Date();
  const rate = await rateFor(c.env.SITE, parsed.input.currency);
  const outcome = await answerRequest(deps(c), actorOf(c, staff), id, { ...parsed.input, rate }, now);
  if (outcome.kind === "missing") return c.notFound();
  if (outcome.kind === "closed") return again(c, staff, id, { notice: { tone: "error", key: "closed" }, status: 409 });
  if (outcome.kind === "refused")
    return again(c, staff, id, {
      values,
      answerErrors: outcome.errors,
      notice: { tone: "error", key: "fix" },
      status: 400,
      chosen,
    });
  return redirectTo(c, `${localePath(c.get("locale"), requestPath(id))}?done=sent`, 303);
}

async function postDecline(c: C): Promise<Response> {
  const staff = await requireStaff(c, "offers");
  if (staff instanceof Response) return staff;
  const id = c.req.param("id") ?? "";
  if (!(await consoleRequest(c.env.DB, id, "en"))) return c.notFound();
  const body = await formBody(c);
  const parsed = parseDeclineForm(body);
  if (!parsed.ok)
    return again(c, staff, id, {
      declineValues: answerFormValues(body),
      declineErrors: parsed.errors,
      notice: { tone: "error", key: "fix" },
      status: 400,
    });
  const outcome = await declineRequest(deps(c), actorOf(c, staff), id, parsed.message, new Date());
  if (outcome.kind === "missing") return c.notFound();
  if (outcome.kind === "closed") return again(c, staff, id, { notice: { tone: "error", key: "closed" }, status: 409 });
  return redirectTo(c, `${localePath(c.get("locale"), requestPath(id))}?done=declined`, 303);
}

export function registerOffersSection(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, LIST, showList);
  registerPersonalPage(pages, `${LIST}/:id{${ID}}`, showRequest);
  pages.post(`${LIST}/:id{${ID}}/answer`, postAnswer);
  pages.post(`${LIST}/:id{${ID}}/decline`, postDecline);
}
