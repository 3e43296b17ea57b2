// Booking updates on WhatsApp, turned on or off after checkout (issue 31): the account page's switches (a signed-in
// traveller, their own orders only) and the manage-booking link's (a guest, the order the signed link names). Plain
// forms: 303 back to the switch with a notice, or the page again with 400 and a message for input no page sends.
// Another account's order, or a wrong signature, is 404, so nothing tells which orders exist.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { AUTH_PATHS } from "../../shared/account.ts";
import { localePath } from "../../shared/locales.ts";
import {
  WHATSAPP_CONSENT_ANCHOR,
  WHATSAPP_CONSENT_FIELDS as F,
  WHATSAPP_CONSENT_VALUES,
} from "../../shared/whatsapp-consent.ts";
import { ORDER_ID_PATTERN } from "../services/orders.ts";
import { setWhatsAppUpdates } from "../services/whatsapp-consent.ts";
import { showPersonal } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { redirectTo } from "../routing/redirect.ts";
import { accountOr, accountPage } from "./auth-pages.tsx";
import { manageLinkOrder, manageOrderPage } from "./invoice-pages.tsx";
import { ACCOUNT_WHATSAPP_PATH, manageWhatsAppPath } from "./whatsapp-consent-views.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const updates = z.enum(WHATSAPP_CONSENT_VALUES);
const accountForm = z.object({ [F.order]: z.string().regex(ORDER_ID_PATTERN), [F.updates]: updates });
const manageForm = z.object({ [F.updates]: updates });

const readBody = async (c: C): Promise<unknown> => (await c.req.parseBody().catch(() => ({}))) ?? {};

function notFound(c: C) {
  c.header("Cache-Control", PERSONAL);
  return c.notFound();
}

function back(c: C, to: string, on: boolean, order?: string) {
  c.header("Cache-Control", PERSONAL);
  const query = `?whatsapp=${on ? "on" : "off"}${order ? `&order=${order}` : ""}`;
  return redirectTo(c, `${localePath(c.get("locale"), to)}${query}#${WHATSAPP_CONSENT_ANCHOR}`, 303);
}

async function postAccount(c: C) {
  const account = await accountOr(c);
  if (account instanceof Response) return account;
  const parsed = accountForm.safeParse(await readBody(c));
  if (!parsed.success) return accountPage(c, account, {}, 400, { kind: "invalid" });
  const orderId = parsed.data[F.order];
  const on = parsed.data[F.updates] === "on";
  const outcome = await setWhatsAppUpdates(c.env.DB, { orderId, on, by: { kind: "account", userId: account.id } });
  if (outcome.kind === "not_found") return notFound(c);
  if (outcome.kind === "no_phone") return accountPage(c, account, {}, 422, { kind: "no_phone" });
  return back(c, AUTH_PATHS.account, outcome.on, orderId);
}

async function postManage(c: C) {
  const found = await manageLinkOrder(c);
  if (!found) return notFound(c);
  const show = async (notice: "invalid" | "no_phone", status: 400 | 422) => {
    const page = await manageOrderPage(c, { kind: notice }, status);
    return page instanceof Response ? page : showPersonal(c, page);
  };
  const parsed = manageForm.safeParse(await readBody(c));
  if (!parsed.success) return show("invalid", 400);
  const on = parsed.data[F.updates] === "on";
  const outcome = await setWhatsAppUpdates(c.env.DB, { orderId: found.order.id, on, by: { kind: "manage_link" } });
  if (outcome.kind === "not_found") return notFound(c);
  if (outcome.kind === "no_phone") return show("no_phone", 422);
  return back(c, `/manage-booking/${found.order.id}/${found.signature}`, outcome.on);
}

export function registerWhatsAppConsentRoutes(pages: Hono<AppEnv>): void {
  pages.post(ACCOUNT_WHATSAPP_PATH, postAccount);
  pages.post(manageWhatsAppPath(":orderId", ":signature"), postManage);
}
