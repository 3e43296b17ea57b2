// The console's bookings (issue 30): /ops/bookings finds orders (reference, order id, email, phone or date),
// /ops/bookings/:orderId shows one with its items and timeline, and its plain forms post to
// /ops/bookings/:orderId/(resend|cancel|refund|contact). Every request checks the staff member's role on the server;
// a supplier sees and acts on their own items only, and any other order (or an unknown one) is the ordinary 404.
// Cancelling and refunding also ask for a passkey check from the last 10 minutes.
import type { Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../env.ts";
import { localePath } from "../../../shared/locales.ts";
import type { StaffView } from "../../../shared/staff.ts";
import { submittedText } from "../../../shared/text-hygiene.ts";
import { countryChoices } from "../../../shared/countries.ts";
import {
  ACTION_FIELDS as F,
  BOOKING_ACTIONS,
  FEE_CHOICES,
  OPS_BOOKINGS_PATH,
  REASON_MAX,
  SEARCH_FIELDS,
  SEARCH_TEXT_MAX,
  STEP_UP_ACTIONS,
  bookingActionsFor,
  opsBookingActionPath,
  opsBookingPath,
  parseAedAmount,
  type BookingAction,
} from "../../../shared/ops-bookings.ts";
import { registerPersonalPage, showPersonal, type PersonalView } from "../../render/page.tsx";
import { opsView, type OpsPageProps } from "../../render/views.ts";
import { redirectTo } from "../../routing/redirect.ts";
import { readBody } from "../body.ts";
import { passkeyConfirmSlot } from "../passkeys-api.ts";
import { actorOf, passkeyCheckFresh, requireStaff, viewerOf } from "./access.ts";
import { checkoutDeps } from "../../services/checkout-deps.ts";
import { leadSchema } from "../../services/checkout-form.ts";
import { findBookings, loadBooking, readSearch, visibleItemIds } from "../../services/ops/bookings.ts";
import {
  cancelFromConsole,
  changeLeadContact,
  refundPart,
  resendOrderMail,
} from "../../services/ops/booking-actions.ts";

/** The page props this route builds (the page is chosen by name, worker/render/views.ts). */
type BookingsPageProps = OpsPageProps<"bookings">;
type BookingPageProps = OpsPageProps<"booking">;
type BookingNotice = NonNullable<BookingPageProps["notice"]>;
type BookingForm = NonNullable<BookingPageProps["form"]>;

type C = Context<AppEnv>;

const here = (c: C, path: string) => localePath(c.get("locale"), path);
/** An order id as the console accepts one in its paths (the real ones are RH-…; nothing else reaches a query). */
const ORDER_ID = /^[A-Z0-9][A-Z0-9-]{0,39}$/i;

export function registerBookingPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, OPS_BOOKINGS_PATH, searchPage);
  registerPersonalPage(pages, `${OPS_BOOKINGS_PATH}/:orderId`, (c) => bookingPage(c, null));
  pages.post(`${OPS_BOOKINGS_PATH}/:orderId/:action`, postAction);
}

// ---- the search ----

const searchQuery = z.object({
  [SEARCH_FIELDS.text]: z.string().max(SEARCH_TEXT_MAX).optional().default(""),
  [SEARCH_FIELDS.date]: z.string().max(10).optional().default(""),
});

async function searchPage(c: C): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "bookings");
  if (staff instanceof Response) return staff;
  const query = c.req.query();
  const text = submittedText(query[SEARCH_FIELDS.text] ?? "");
  const date = submittedText(query[SEARCH_FIELDS.date] ?? "");
  const parsed = searchQuery.safeParse({ q: text, date });
  const read = parsed.success ? readSearch(parsed.data.q, parsed.data.date) : null;
  const problem = !read ? "tooLong" : read.problem;
  const rows =
    read && !problem && read.queries.length ? await findBookings(c.env.DB, staff, read.queries, c.get("locale")) : [];
  const props: BookingsPageProps = {
    viewer: await viewerOf(c, staff),
    action: here(c, OPS_BOOKINGS_PATH),
    values: { q: text.slice(0, SEARCH_TEXT_MAX), date: date.slice(0, 10) },
    searched: Boolean(text || date),
    problem,
    rows: rows.map((row) => ({ ...row, href: here(c, opsBookingPath(row.orderId)) })),
  };
  return opsView("bookings", props, { title: "ops.bookings.title", status: problem ? 400 : 200 });
}

// ---- the booking page ----

/** Notices a redirect after an action carries (`?done=…`), each with the values its sentence names. */
const DONE = ["resent", "cancelled", "refunded", "contact", "unchanged"] as const;

function noticeFromQuery(c: C): BookingNotice | null {
  const done = c.req.query("done");
  if (!(DONE as readonly string[]).includes(done ?? "")) return null;
  const amount = Number(c.req.query("amount"));
  return {
    tone: "ok",
    key: `ops.bookings.notice.${done}`,
    reference: (c.req.query("ref") ?? "").slice(0, 40),
    to: (c.req.query("to") ?? "").slice(0, 254),
    amount: Number.isSafeInteger(amount) && amount >= 0 ? amount : null,
  };
}

/** A cancel or refund form the step-up brought back to (its values were carried in the confirm link). */
function formFromQuery(c: C): BookingForm | null {
  const action = c.req.query("form");
  if (action !== "cancel" && action !== "refund") return null;
  const values: Record<string, string> = {};
  for (const name of [F.item, F.amount, F.reason, F.fee]) {
    const value = c.req.query(name);
    if (value) values[name] = submittedText(value, { multiline: true }).slice(0, REASON_MAX);
  }
  return { action, values, errors: {} };
}

type Shown = { form?: BookingForm | null; notice?: BookingNotice | null; status?: 200 | 400 | 403 | 409 };

async function bookingView(c: C, staff: StaffView, orderId: string, shown: Shown): Promise<PersonalView | Response> {
  if (!ORDER_ID.test(orderId)) return c.notFound();
  const data = await loadBooking(c.env.DB, staff, orderId, c.get("locale"), new Date());
  if (!data) return c.notFound();
  const allowed = bookingActionsFor(staff.role);
  const page = opsBookingPath(data.booking.id);
  const form = shown.form ?? null;
  // Where the step-up returns to: this page, with the form being filled in and its values.
  const next = new URLSearchParams();
  if (form && STEP_UP_ACTIONS.includes(form.action)) {
    next.set("form", form.action);
    for (const [name, value] of Object.entries(form.values)) if (value) next.set(name, value);
  }
  const nextPath = here(c, page) + (next.size ? `?${next}` : "");
  const needsStepUp = allowed.some((a) => STEP_UP_ACTIONS.includes(a)) && !passkeyCheckFresh(staff);
  const props: BookingPageProps = {
    viewer: await viewerOf(c, staff),
    booking: data.booking,
    timeline: data.timeline,
    now: new Date().toISOString(),
    actions: allowed,
    paths: {
      search: here(c, OPS_BOOKINGS_PATH),
      ...(Object.fromEntries(
        BOOKING_ACTIONS.map((a) => [a, here(c, opsBookingActionPath(data.booking.id, a))]),
      ) as Record<BookingAction, string>),
    },
    notice: shown.notice ?? noticeFromQuery(c),
    form,
    countries: allowed.includes("contact") ? countryChoices(c.get("locale")) : [],
    stepUp: needsStepUp ? passkeyConfirmSlot(c, nextPath) : null,
  };
  return opsView("booking", props, {
    title: "ops.bookings.bookingTitle",
    status: shown.status ?? 200,
    serverOnly: ["stepUp"],
  });
}

async function bookingPage(c: C, shown: Shown | null): Promise<PersonalView | Response> {
  const staff = await requireStaff(c, "bookings");
  if (staff instanceof Response) return staff;
  return bookingView(c, staff, c.req.param("orderId") ?? "", shown ?? { form: formFromQuery(c) });
}

// ---- the actions ----

const clean = (value: unknown) => submittedText(value);
const reasonField = z
  .unknown()
  .transform((v) => submittedText(v, { multiline: true }))
  .pipe(z.string().min(1, "reasonRequired").max(REASON_MAX, "reasonTooLong"));
const itemField = z.unknown().transform(clean).pipe(z.string().min(1, "item").max(40, "item"));

const SCHEMAS = {
  resend: z.object({}),
  cancel: z.object({
    [F.item]: itemField,
    [F.fee]: z
      .unknown()
      .transform(clean)
      .pipe(z.enum(FEE_CHOICES, { message: "fee" })),
    [F.reason]: reasonField,
  }),
  refund: z.object({
    [F.item]: itemField,
    [F.amount]: z
      .unknown()
      .transform(clean)
      .pipe(z.string().min(1, "amountRequired"))
      .transform((v, ctx) => {
        const minor = parseAedAmount(v);
        if (minor === null || minor <= 0) {
          ctx.addIssue({ code: "custom", message: "amount" });
          return z.NEVER;
        }
        return minor;
      }),
    [F.reason]: reasonField,
  }),
} as const;

/** The submitted values to show in the form again (never more than a field holds). */
function keptValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.values(F)) {
    const value = submittedText(body[name], { multiline: name === F.reason });
    if (value) values[name] = value.slice(0, name === F.reason ? REASON_MAX : 254);
  }
  return values;
}

/** Zod's issues as one message key per field (the first), under `prefix`. */
function fieldErrors(issues: z.core.$ZodIssue[], prefix: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= `${prefix}.${issue.message}`;
  }
  return errors;
}

async function postAction(c: C): Promise<Response> {
  const action = c.req.param("action") as BookingAction;
  if (!(BOOKING_ACTIONS as readonly string[]).includes(action)) return c.notFound();
  const staff = await requireStaff(c, STEP_UP_ACTIONS.includes(action) ? "bookings.money" : "bookings");
  if (staff instanceof Response) return staff;
  const orderId = c.req.param("orderId") ?? "";
  if (!bookingActionsFor(staff.role).includes(action) || !ORDER_ID.test(orderId)) return c.notFound();
  const visible = await visibleItemIds(c.env.DB, staff, orderId);
  if (!visible) return c.notFound();
  const body = (await readBody(c)) as Record<string, unknown>;
  const values = keptValues(body);
  const again = async (shown: Shown) => {
    const view = await bookingView(c, staff, orderId, shown);
    return view instanceof Response ? view : showPersonal(c, view);
  };
  const refuse = (status: 400 | 403 | 409, errors: Record<string, string>, notice: string | null, extra = {}) =>
    again({
      status,
      form: { action, values, errors },
      notice: notice
        ? { tone: "error", key: notice, reference: values[F.item] ?? "", to: "", amount: null, ...extra }
        : null,
    });
  const page = here(c, opsBookingPath(orderId));
  const done = (query: Record<string, string | number>) =>
    redirectTo(c, `${page}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, 303);
  const actor = actorOf(c, staff);
  const now = new Date();

  if (action === "contact") {
    const parsed = leadSchema.safeParse(body);
    if (!parsed.success)
      return refuse(400, fieldErrors(parsed.error.issues, "checkout.errors"), "ops.bookings.errors.form");
    const outcome = await changeLeadContact(c.env.DB, actor, { orderId, lead: parsed.data, now });
    if (outcome.kind === "not_found") return c.notFound();
    if (outcome.kind === "conflict") return refuse(409, {}, "ops.bookings.errors.contactConflict");
    return done({ done: outcome.kind === "changed" ? "contact" : "unchanged" });
  }
  if (action === "resend") {
    const outcome = await resendOrderMail(checkoutDeps(c), actor, orderId, now);
    if (outcome.kind === "nothing_to_send") return refuse(409, {}, "ops.bookings.errors.nothingToSend");
    return done({ done: "resent", to: outcome.to });
  }

  // Cancel and refund move money: only after a fresh passkey check, and only on an item the viewer may see.
  const parsed = SCHEMAS[action].safeParse(body);
  if (!passkeyCheckFresh(staff)) return refuse(403, {}, "ops.shell.stepUp.stale");
  if (!parsed.success)
    return refuse(400, fieldErrors(parsed.error.issues, "ops.bookings.errors"), "ops.bookings.errors.form");
  const reference = String(parsed.data[F.item]).toUpperCase();
  const data = await loadBooking(c.env.DB, staff, orderId, c.get("locale"), now);
  const item = data?.booking.items.find((i) => i.reference === reference);
  if (!item) return refuse(400, { [F.item]: "ops.bookings.errors.item" }, "ops.bookings.errors.form");
  const deps = checkoutDeps(c);

  if (action === "cancel") {
    const form = parsed.data as z.infer<typeof SCHEMAS.cancel>;
    const outcome = await cancelFromConsole(deps, actor, {
      orderId,
      reference,
      fee: form.fee,
      reason: form.reason,
      now,
      bookingHref: null,
    });
    if (outcome.kind === "not_found") return c.notFound();
    if (outcome.kind === "already") return refuse(409, {}, "ops.bookings.errors.alreadyCancelled");
    if (outcome.kind === "refused") return refuse(409, {}, "ops.bookings.errors.notCancellable");
    return done({ done: "cancelled", ref: reference, amount: outcome.refundState === "none" ? 0 : outcome.refund });
  }

  const form = parsed.data as z.infer<typeof SCHEMAS.refund>;
  const outcome = await refundPart(deps, actor, { orderId, reference, amount: form.amount, reason: form.reason, now });
  if (outcome.kind === "not_found") return c.notFound();
  if (outcome.kind === "too_much")
    return refuse(409, { [F.amount]: "ops.bookings.errors.tooMuch" }, "ops.bookings.errors.tooMuchNotice", {
      amount: outcome.refundable,
    });
  if (outcome.kind === "failed")
    return refuse(409, {}, "ops.bookings.errors.providerRefused", { amount: outcome.amount });
  return done({ done: "refunded", ref: reference, amount: outcome.amount });
}
