// Vouchers: /vouchers/{reference}, for the order's owner signed in or the holder of the voucher's keyed link.
// Personal: `Cache-Control: private, no-store` and noindex; an unknown reference or a wrong key answers 404.
import type { Context, Hono } from "hono";
import { renderSVG } from "uqr";
import { localePath } from "../../shared/locales.ts";
import { OFFLINE_UNTIL_HEADER, offlineUntil } from "../../shared/offline.ts";
import { VoucherPage, type VoucherPageProps } from "../../client/pages/VoucherPage.tsx";
import { personalView, registerPersonalPage, translator, type PersonalView } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { loadVoucher } from "../db/invoices.ts";
import { ITEM_REFERENCE_PATTERN } from "../services/orders.ts";
import { readablePhone } from "../services/checkout-form.ts";
import { linkSecret, verifyVoucherKey } from "../services/booking-links.ts";
import { currentAccount } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const path = (c: C, to: string) => localePath(c.get("locale"), to);

function notFound(c: C) {
  c.header("Cache-Control", PERSONAL);
  return c.notFound();
}

async function voucherPage(c: C): Promise<PersonalView | Response> {
  const reference = c.req.param("reference") ?? "";
  const stored = ITEM_REFERENCE_PATTERN.test(reference)
    ? await loadVoucher(c.env.DB, reference, c.get("locale"))
    : null;
  if (!stored) return notFound(c);
  const key = c.req.query("key");
  const account = await currentAccount(c);
  const owner = account !== null && stored.userId === account.id;
  const keyed = key ? await verifyVoucherKey(linkSecret(c.env), reference, key) : false;
  if (!owner && !keyed) return notFound(c);
  const { userId: _owner, leadEmail: _email, ...voucher } = stored;
  const t = translator(c);
  const props: VoucherPageProps = {
    voucher: { ...voucher, supplier: { ...voucher.supplier, phone: readablePhone(voucher.supplier.phone) } },
    qrSvg: voucher.status === "confirmed" ? renderSVG(reference, { border: 1 }) : null,
    now: new Date().toISOString(),
    back: owner ? { href: path(c, `/invoices/${voucher.orderId}`), label: t("invoice.backToInvoice") } : null,
  };
  if (voucher.status === "confirmed")
    c.header(OFFLINE_UNTIL_HEADER, offlineUntil(voucher.date, voucher.stay, voucher.timeZone).toISOString());
  return personalView(VoucherPage, props, { title: "invoice.voucher" });
}

export function registerVoucherPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/vouchers/:reference", voucherPage);
}
