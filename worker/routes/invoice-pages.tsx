// Invoices, self-service cancellation and guests' manage-booking links (docs/decisions/012-accounts.md).
// Every page is personal: `Cache-Control: private, no-store` and noindex. Another traveller's order, a wrong signature
// or an unknown reference all answer 404, so nothing tells which exist.
import type { Context, Hono } from "hono";
import { renderSVG } from "uqr";
import { z } from "zod";
import { localePath } from "../../shared/locales.ts";
import { cancellationQuote } from "../../shared/cancellation.ts";
import { departureStart } from "../../shared/dates.ts";
import { MANAGE_FIELDS, MANAGE_PROOF_PATTERN, type InvoiceView } from "../../shared/invoice.ts";
import { TAX_NUMBER_PATTERN, taxTitleKey, type TaxDocument, type TaxedInvoiceView } from "../../shared/tax-invoice.ts";
import { zatcaFieldsOf, zatcaQrText } from "../../shared/zatca.ts";
import { InvoicesPage, type InvoicesPageProps } from "../../client/pages/InvoicesPage.tsx";
import { CancelBookingPage, type CancelBookingPageProps } from "../../client/pages/CancelBookingPage.tsx";
import {
  ManageBookingFormPage,
  ManageBookingOrderPage,
  ManageBookingSentPage,
  type ManageFormProps,
} from "../../client/pages/ManageBookingPages.tsx";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import { personalView, registerPersonalPage, showPersonal, translator, type PersonalView } from "../render/page.tsx";
import { pageView, type PageProps } from "../render/views.ts";
import { PERSONAL } from "../routing/cacheable.ts";
import { findOrder } from "../db/orders.ts";
import { invoiceRowsForUser, loadInvoice, orderForManageRequest } from "../db/invoices.ts";
import { normalEmail } from "../db/users.ts";
import { ITEM_REFERENCE_PATTERN, ORDER_ID_PATTERN } from "../services/orders.ts";
import { readablePhone } from "../services/checkout-form.ts";
import { checkoutDeps } from "../services/checkout-deps.ts";
import { cancelItem, quoteItem } from "../services/cancellation.ts";
import { linkSecret, manageBookingPath, verifyManageSignature, voucherPath } from "../services/booking-links.ts";
import { manageLinkMail } from "../services/mail/booking-change-mail.ts";
import { LIMITS, clientAddress, hit, perAddress } from "../services/auth/rate-limit.ts";
import { currentAccount, signInPath } from "./auth-session.ts";
import { manageWhatsApp } from "./whatsapp-consent-views.ts";
import type { WhatsAppConsentNotice } from "../../shared/whatsapp-consent.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const MANAGE_REFERENCE = /^(RH|RB)-[0-9A-HJKMNP-TV-Z]{8}$/;

const path = (c: C, to: string) => localePath(c.get("locale"), to);
const absolute = (c: C, to: string) => c.get("origin") + path(c, to);

function notFound(c: C) {
  c.header("Cache-Control", PERSONAL);
  return c.notFound();
}

/** The item `cancelled` of a `?cancelled=` query, when it really is cancelled in this invoice. */
function cancelledOf(c: C, invoice: InvoiceView): string | null {
  const reference = c.req.query("cancelled") ?? "";
  return invoice.items.some((i) => i.reference === reference && i.status === "cancelled") ? reference : null;
}

/** True when the item may be cancelled now (booked, refundable, not started): the invoice then links to its quote. */
const cancellable = (item: InvoiceView["items"][number], now: Date) =>
  item.status === "confirmed" &&
  cancellationQuote({
    policy: item.cancellation,
    start: departureStart(item.date, item.startTime, item.timeZone),
    now,
    amount: 0,
  }).ok;

/**
 * The invoice as a page shows it: a readable phone, each item's voucher and cancellation links, its credit notes' pages
 * (under `base`, the invoice's own path) and, for a Saudi simplified invoice, the ZATCA QR of its own amounts.
 */
async function withLinks(
  invoice: TaxedInvoiceView,
  base: string,
  links: (reference: string) => Promise<{ voucher: string; cancel: string }>,
): Promise<TaxedInvoiceView> {
  const now = new Date();
  const items = await Promise.all(
    invoice.items.map(async (item) => {
      const { voucher, cancel } = await links(item.reference);
      return { ...item, links: { voucher, cancel: cancellable(item, now) ? cancel : null } };
    }),
  );
  const tax = {
    ...invoice.tax,
    zatcaSvg: zatcaSvgOf(invoice.tax.invoice),
    creditNoteHrefs: Object.fromEntries(
      invoice.tax.creditNotes.map((note) => [note.number, `${base}/credit-notes/${note.number}`]),
    ),
  };
  return { ...invoice, lead: { ...invoice.lead, phone: readablePhone(invoice.lead.phone) }, items, tax };
}

/** The ZATCA QR (an SVG) of a Saudi document's own amounts: its invoice or a credit note; null for any other. */
function zatcaSvgOf(doc: TaxDocument | null): string | null {
  return doc?.regime === "ksa" ? renderSVG(zatcaQrText(zatcaFieldsOf(doc)), { border: 1 }) : null;
}

/** One credit note of the invoice a page shows (its number from the path), or a 404. */
function creditNoteView(c: C, invoice: TaxedInvoiceView, back: { href: string; label: string }) {
  const number = c.req.param("number") ?? "";
  const note = TAX_NUMBER_PATTERN.test(number) ? invoice.tax.creditNotes.find((n) => n.number === number) : undefined;
  if (!note) return notFound(c);
  const props: PageProps<"creditNote"> = { invoice, note, back, zatcaSvg: zatcaSvgOf(note) };
  return pageView("creditNote", props, { title: taxTitleKey(note.regime, "credit_note") });
}

// ---- /invoices ----

async function invoicesPage(c: C): Promise<PersonalView> {
  const account = await currentAccount(c);
  const locale = c.get("locale");
  const props: InvoicesPageProps = account
    ? {
        signedIn: true,
        rows: (await invoiceRowsForUser(c.env.DB, account.id, locale)).map((row) => ({
          ...row,
          href: path(c, `/invoices/${row.orderId}`),
        })),
        exploreHref: path(c, allExperiencesPath(c.get("site").layoutType)),
      }
    : { signedIn: false, signInHref: signInPath(c, path(c, "/invoices")) };
  return personalView(InvoicesPage, props, { title: "invoice.title" });
}

async function invoicePage(c: C): Promise<PersonalView | Response> {
  const account = await currentAccount(c);
  if (!account) return redirectTo(c, signInPath(c), 303);
  const orderId = c.req.param("orderId") ?? "";
  const stored = ORDER_ID_PATTERN.test(orderId) ? await loadInvoice(c.env.DB, orderId, c.get("locale")) : null;
  if (!stored || stored.userId !== account.id) return notFound(c);
  const { userId: _owner, ...invoice } = stored;
  const shown = await withLinks(invoice, path(c, `/invoices/${orderId}`), async (reference) => ({
    voucher: path(c, `/vouchers/${reference}`),
    cancel: path(c, `/bookings/${reference}/cancel`),
  }));
  const t = translator(c);
  if (c.req.param("number") !== undefined)
    return creditNoteView(c, shown, { href: path(c, `/invoices/${orderId}`), label: t("invoice.backToInvoice") });
  const props = {
    invoice: shown,
    cancelled: cancelledOf(c, invoice),
    now: new Date().toISOString(),
    back: { href: path(c, "/invoices"), label: t("invoice.backToInvoices") },
  };
  return pageView("invoice", props, { title: "invoice.invoice" });
}

// ---- /bookings/{reference}/cancel ----

type CancelAccess = {
  by: "account" | "manage_link";
  orderId: string;
  /** The manage-booking proof to carry along ("RH-…/signature"), or null for the account's owner. */
  proof: string | null;
  /** Where the traveller goes back to (and lands after cancelling). */
  back: string;
};

/** Who may cancel `reference`: its order's owner signed in, or the holder of the order's manage-booking link. */
async function cancelAccess(
  c: C,
  reference: string,
  proof: string | undefined,
): Promise<CancelAccess | "sign_in" | null> {
  if (!ITEM_REFERENCE_PATTERN.test(reference)) return null;
  const found = await quoteItem(c.env.DB, reference, new Date());
  if (!found) return null;
  const match = proof ? MANAGE_PROOF_PATTERN.exec(proof) : null;
  if (match) {
    const [, orderId, signature] = match;
    if (
      orderId !== found.order.id ||
      !(await verifyManageSignature(linkSecret(c.env), orderId!, found.order.lead.email, signature!))
    )
      return null;
    return {
      by: "manage_link",
      orderId: orderId!,
      proof: `${orderId}/${signature}`,
      back: path(c, `/manage-booking/${orderId}/${signature}`),
    };
  }
  if (proof) return null;
  const account = await currentAccount(c);
  if (!account) return "sign_in";
  if (found.order.userId !== account.id) return null;
  return { by: "account", orderId: found.order.id, proof: null, back: path(c, `/invoices/${found.order.id}`) };
}

async function cancelPage(c: C): Promise<PersonalView | Response> {
  const reference = c.req.param("reference") ?? "";
  const access = await cancelAccess(c, reference, c.req.query("manage"));
  if (access === "sign_in") return redirectTo(c, signInPath(c), 303);
  if (!access) return notFound(c);
  const found = await quoteItem(c.env.DB, reference, new Date());
  const invoice = await loadInvoice(c.env.DB, access.orderId, c.get("locale"));
  const item = invoice?.items.find((i) => i.reference === reference);
  if (!found || !item) return notFound(c);
  const t = translator(c);
  const props: CancelBookingPageProps = {
    reference,
    orderId: access.orderId,
    title: item.title,
    optionTitle: item.optionTitle,
    date: item.date,
    startTime: item.startTime,
    policy: found.policy,
    timeZone: found.timeZone,
    now: new Date().toISOString(),
    quote: found.quote,
    action: path(c, `/bookings/${reference}/cancel`),
    fields: access.proof ? { manage: access.proof } : {},
    back: { href: access.back, label: t(access.by === "account" ? "invoice.backToInvoice" : "invoice.backToBooking") },
  };
  return personalView(CancelBookingPage, props, { title: "invoice.cancelTitle" });
}

const cancelForm = z.object({ manage: z.string().max(100).optional() });

async function postCancel(c: C) {
  c.header("Cache-Control", PERSONAL);
  const reference = c.req.param("reference") ?? "";
  const body = cancelForm.safeParse(await c.req.parseBody().catch(() => ({})));
  if (!body.success) return notFound(c);
  const access = await cancelAccess(c, reference, body.data.manage || undefined);
  if (access === "sign_in") return redirectTo(c, signInPath(c, path(c, `/bookings/${reference}/cancel`)), 303);
  if (!access) return notFound(c);
  const outcome = await cancelItem(checkoutDeps(c), {
    reference,
    orderId: access.orderId,
    by: access.by,
    now: new Date(),
    bookingHref: c.get("origin") + access.back,
  });
  if (outcome.kind === "not_found") return notFound(c);
  if (outcome.kind === "refused") {
    const query = access.proof ? `?manage=${access.proof}` : "";
    return redirectTo(c, path(c, `/bookings/${reference}/cancel${query}`), 303);
  }
  return redirectTo(c, `${access.back}?cancelled=${reference}`, 303);
}

// ---- /manage-booking ----

const manageSchema = z.object({
  [MANAGE_FIELDS.reference]: z
    .string()
    .trim()
    .min(1, "required")
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(MANAGE_REFERENCE, "format")),
  [MANAGE_FIELDS.email]: z.string().trim().min(1, "required").max(254, "format").pipe(z.string().email("format")),
});

function manageForm(
  c: C,
  values: Record<string, string>,
  errors: Record<string, string>,
  limited: boolean,
  status: 200 | 422 | 429 = 200,
): PersonalView {
  const props: ManageFormProps = {
    action: path(c, "/manage-booking"),
    values,
    errors,
    limited,
    signInHref: signInPath(c, path(c, "/invoices")),
  };
  return personalView(ManageBookingFormPage, props, { title: "invoice.manageTitle", status });
}

async function postManage(c: C) {
  c.header("Cache-Control", PERSONAL);
  const body = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const values = Object.fromEntries(
    Object.values(MANAGE_FIELDS).map((name) => [
      name,
      typeof body[name] === "string" ? String(body[name]).slice(0, 254) : "",
    ]),
  );
  const parsed = manageSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field && !errors[field]) errors[field] = issue.message === "required" ? "required" : "format";
    }
    return showPersonal(c, manageForm(c, values, errors, false, 422));
  }
  const { reference, email } = parsed.data;
  const now = new Date();
  const limit = await hit(
    c.env.DB,
    [
      ...perAddress(LIMITS.manageLinkPerAddress, clientAddress(c.req.raw.headers)),
      { limit: LIMITS.manageLinkPerBooking, key: reference },
    ],
    now,
  );
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return showPersonal(c, manageForm(c, values, {}, true, 429));
  }
  const order = await orderForManageRequest(c.env.DB, reference);
  if (order && normalEmail(order.email) === normalEmail(email)) {
    const deps = checkoutDeps(c);
    const href = absolute(c, await manageBookingPath(linkSecret(c.env), order.orderId, order.email));
    // Sent after the answer has gone, so a match takes no longer to answer than a miss (no enumeration by timing).
    const sending = deps.mailer
      .send(
        manageLinkMail({
          to: order.email,
          locale: c.get("locale"),
          orderId: order.orderId,
          href,
          origin: c.get("origin"),
        }),
      )
      .catch((error) => console.error(`[${c.get("requestId")}] sending a manage-booking link failed`, error));
    c.executionCtx.waitUntil(sending);
  }
  return redirectTo(c, path(c, "/manage-booking/sent"), 303);
}

function sentPage(c: C): PersonalView {
  return personalView(ManageBookingSentPage, { formHref: path(c, "/manage-booking") }, { title: "invoice.sentTitle" });
}

/** The order a manage-booking link (`:orderId/:signature`) names, when its signature is right; else null. */
export async function manageLinkOrder(c: C) {
  const orderId = c.req.param("orderId") ?? "";
  const signature = c.req.param("signature") ?? "";
  const order = MANAGE_PROOF_PATTERN.test(`${orderId}/${signature}`) ? await findOrder(c.env.DB, orderId) : null;
  if (!order || !(await verifyManageSignature(linkSecret(c.env), orderId, order.lead.email, signature))) return null;
  return { order, signature };
}

/** The order a signed manage-booking link opens; `whatsappNotice` when a change of its WhatsApp updates was refused. */
export async function manageOrderPage(
  c: C,
  whatsappNotice: WhatsAppConsentNotice | null = null,
  status: 200 | 400 | 422 = 200,
): Promise<PersonalView | Response> {
  const found = await manageLinkOrder(c);
  if (!found) return notFound(c);
  const { order, signature } = found;
  const orderId = order.id;
  const proof = `${orderId}/${signature}`;
  const secret = linkSecret(c.env);
  const stored = await loadInvoice(c.env.DB, orderId, c.get("locale"));
  if (!stored) return notFound(c);
  const { userId: _owner, ...invoice } = stored;
  const shown = await withLinks(invoice, path(c, `/manage-booking/${proof}`), async (reference) => ({
    voucher: path(c, await voucherPath(secret, reference)),
    cancel: path(c, `/bookings/${reference}/cancel?manage=${proof}`),
  }));
  const t = translator(c);
  if (c.req.param("number") !== undefined)
    return creditNoteView(c, shown, { href: path(c, `/manage-booking/${proof}`), label: t("invoice.backToBooking") });
  const props = {
    invoice: shown,
    cancelled: cancelledOf(c, invoice),
    now: new Date().toISOString(),
    back: { href: path(c, "/manage-booking"), label: t("invoice.manageTitle") },
    whatsapp: manageWhatsApp(
      c,
      { orderId, signature, phone: order.lead.phone, on: order.whatsappUpdates },
      whatsappNotice,
    ),
  };
  return personalView(ManageBookingOrderPage, props, { title: "invoice.manageTitle", status });
}

export function registerInvoicePages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/invoices", invoicesPage);
  registerPersonalPage(pages, "/invoices/:orderId", invoicePage);
  registerPersonalPage(pages, "/invoices/:orderId/credit-notes/:number", invoicePage);
  registerPersonalPage(pages, "/bookings/:reference/cancel", cancelPage);
  pages.post("/bookings/:reference/cancel", postCancel);
  registerPersonalPage(pages, "/manage-booking", (c) => manageForm(c, {}, {}, false));
  pages.post("/manage-booking", postManage);
  registerPersonalPage(pages, "/manage-booking/sent", sentPage);
  registerPersonalPage(pages, "/manage-booking/:orderId/:signature", (c) => manageOrderPage(c));
  registerPersonalPage(pages, "/manage-booking/:orderId/:signature/credit-notes/:number", (c) => manageOrderPage(c));
}
