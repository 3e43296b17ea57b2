// Vouchers: /vouchers/{reference}, for the order's owner signed in or the holder of the voucher's keyed link, and its
// calendar file /vouchers/{reference}/calendar.ics (the same access; a confirmed booking only).
// Personal: `Cache-Control: private, no-store` and noindex; an unknown reference or a wrong key answers 404.
// A confirmed voucher says until when a phone may keep it offline (Offline-Until, shared/offline.ts); its QR code holds
// the signed check-in text (voucherQrText, decision 023), never a link or a name.
import type { Context, Hono } from "hono";
import { renderSVG } from "uqr";
import { localePath } from "../../shared/locales.ts";
import { OFFLINE_UNTIL_HEADER, offlineUntil } from "../../shared/offline.ts";
import { googleCalendarHref, icsFileName, ICS_TYPE } from "../../shared/calendar.ts";
import { registerPersonalPage, translator, type PersonalView } from "../render/page.tsx";
import { pageView, type PageProps } from "../render/views.ts";
import { PERSONAL } from "../routing/cacheable.ts";
import { loadVoucher } from "../db/invoices.ts";
import { ITEM_REFERENCE_PATTERN } from "../services/orders.ts";
import { readablePhone } from "../services/checkout-form.ts";
import { linkSecret, verifyVoucherKey, voucherPath, voucherQrText } from "../services/booking-links.ts";
import { calendarEventsOf, calendarFile } from "../services/calendar.ts";
import { currentAccount } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const path = (c: C, to: string) => localePath(c.get("locale"), to);

function notFound(c: C) {
  c.header("Cache-Control", PERSONAL);
  return c.notFound();
}

/** The voucher, when this request may see it: its owner signed in, or its keyed link. */
async function openedVoucher(c: C) {
  const reference = c.req.param("reference") ?? "";
  const stored = ITEM_REFERENCE_PATTERN.test(reference)
    ? await loadVoucher(c.env.DB, reference, c.get("locale"))
    : null;
  if (!stored) return null;
  const key = c.req.query("key");
  const account = await currentAccount(c);
  const owner = account !== null && stored.userId === account.id;
  const keyed = key ? await verifyVoucherKey(linkSecret(c.env), reference, key) : false;
  if (!owner && !keyed) return null;
  const { userId: _owner, leadEmail: _email, ...voucher } = stored;
  return { reference, voucher, owner, key: keyed ? key! : null };
}

type Opened = NonNullable<Awaited<ReturnType<typeof openedVoucher>>>;

/** The voucher's calendar event (its keyed link in the description and URL, so it opens from any calendar). */
async function eventOf(c: C, { reference, voucher }: Opened) {
  const secret = linkSecret(c.env);
  const url = c.get("origin") + path(c, await voucherPath(secret, reference));
  const [event] = await calendarEventsOf(c.env.DB, [voucher], c.get("origin"), () => url, translator(c));
  return event!;
}

async function voucherPage(c: C): Promise<PersonalView | Response> {
  const opened = await openedVoucher(c);
  if (!opened) return notFound(c);
  const { reference, voucher, owner, key } = opened;
  const t = translator(c);
  const confirmed = voucher.status === "confirmed";
  const qrText = confirmed ? await voucherQrText(linkSecret(c.env), reference) : null;
  const props: PageProps<"voucher"> = {
    voucher: { ...voucher, supplier: { ...voucher.supplier, phone: readablePhone(voucher.supplier.phone) } },
    qr: qrText ? { text: qrText, svg: renderSVG(qrText, { border: 1 }) } : null,
    calendar: confirmed
      ? {
          icsHref: `${path(c, `/vouchers/${reference}/calendar.ics`)}${key ? `?key=${encodeURIComponent(key)}` : ""}`,
          googleHref: googleCalendarHref(await eventOf(c, opened)),
        }
      : null,
    now: new Date().toISOString(),
    back: owner ? { href: path(c, `/invoices/${voucher.orderId}`), label: t("invoice.backToInvoice") } : null,
  };
  if (voucher.status === "confirmed")
    c.header(OFFLINE_UNTIL_HEADER, offlineUntil(voucher.date, voucher.stay, voucher.timeZone).toISOString());
  return pageView("voucher", props, { title: "invoice.voucher" });
}

/** /vouchers/{reference}/calendar.ics: a confirmed booking's event as a file to open in any calendar. */
async function calendarDownload(c: C): Promise<Response> {
  const opened = await openedVoucher(c);
  if (opened?.voucher.status !== "confirmed") return notFound(c);
  const body = calendarFile([await eventOf(c, opened)], new Date());
  return c.body(body, 200, {
    "Content-Type": ICS_TYPE,
    "Content-Disposition": `attachment; filename="${icsFileName(opened.reference)}"`,
    "Cache-Control": PERSONAL,
    "X-Robots-Tag": "noindex",
  });
}

export function registerVoucherPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/vouchers/:reference", voucherPage);
  pages.get("/vouchers/:reference/calendar.ics", calendarDownload);
}
