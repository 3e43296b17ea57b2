// Checkout pages: GET/POST /checkout (Guests Details), the return from the payment page, the result pages keyed by
// ?order= (only for the visitor whose cart owns the order) and the retry of a partial order's failed items.
// Every one is personal: `Cache-Control: private, no-store`.
import type { Context, Hono } from "hono";
import { z } from "zod";
import { localePath } from "../../shared/locales.ts";
import { availabilityOutcome, type CartView } from "../../shared/cart.ts";
import { resultPageOf, titleKeyOf, type ResultPage } from "../../shared/order.ts";
import {
  PAYMENT_CANCELLED,
  SAVE_DETAILS_FIELD,
  draftPath,
  leadField,
  resultPath,
  resultPathOf,
  translateErrors,
  type CheckoutErrors,
} from "../../shared/checkout-fields.ts";
import { CheckoutPage, type CheckoutPageProps } from "../../client/pages/CheckoutPage.tsx";
import { CheckoutResultPage, PaymentCheckFailedPage } from "../../client/pages/CheckoutResultPages.tsx";
import { allExperiencesPath } from "../routing/rules.ts";
import { redirectTo } from "../routing/redirect.ts";
import { personalView, registerPersonalPage, showPersonal, translator, type PersonalView } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { cartCount, priceCart } from "../services/cart.ts";
import {
  countryChoices,
  flattenFields,
  formValues,
  nestFormFields,
  parseCheckoutForm,
  readablePhone,
} from "../services/checkout-form.ts";
import { draftBodySchema, fillEmpty, saveDraft } from "../services/checkout-draft.ts";
import { loadDraft } from "../db/checkout-drafts.ts";
import { saveCheckoutContact } from "../services/auth/accounts.ts";
import { retryFailedItems } from "../services/checkout/retry.ts";
import { returnFromPayment } from "../services/checkout/payment-result.ts";
import { startCheckout } from "../services/checkout/attempt.ts";
import { checkoutDeps } from "../services/checkout-deps.ts";
import { PaymentVerificationError } from "../services/payments/provider.ts";
import { loadOrderView } from "../db/orders.ts";
import { cartIdOf, setCartCookie, syncCartCountCookie } from "./cart-session.ts";
import { accountContactValues, currentAccount } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

/** What an order reference may look like in a query string; anything else is not looked up. */
const ORDER_PARAM = /^[A-Za-z0-9_-]{1,64}$/;
const RESULT_ROUTES = ["/checkout/success", "/checkout/error", "/checkout/on_hold", "/checkout/pending"] as const;

const wantsJson = (c: C) => (c.req.header("accept") ?? "").includes("application/json");
const path = (c: C, to: string) => localePath(c.get("locale"), to);

/** The provider's page as a Location: our own absolute URLs become paths (the redirect guard only lets paths and allow-listed hosts through). */
function location(c: C, url: string): string {
  try {
    const target = new URL(url, c.req.url);
    const own = [new URL(c.req.url).origin, c.get("origin")];
    return own.includes(target.origin) ? target.pathname + target.search : target.href;
  } catch {
    return path(c, "/cart");
  }
}

/** Sends the visitor on: JSON `{ redirect }` to the island, a 303 to a plain form. */
function goTo(c: C, to: string): Response {
  c.header("Cache-Control", PERSONAL);
  return wantsJson(c) ? c.json({ redirect: to }) : redirectTo(c, to, 303);
}

/** The form's props for this cart, with what was typed and why it was refused when it comes back. */
function formProps(
  c: C,
  cart: CartView,
  values: Record<string, string>,
  errors: CheckoutErrors,
  signedIn: boolean,
): CheckoutPageProps {
  const locale = c.get("locale");
  return {
    form: {
      locale,
      fx: c.get("fx"),
      action: path(c, "/checkout"),
      draftHref: draftPath(path(c, "/checkout")),
      signedIn,
      cartHref: path(c, "/cart"),
      termsHref: path(c, "/terms-and-conditions"),
      privacyHref: path(c, "/privacy-policy"),
      items: cart.items.map((i) => ({
        id: i.id,
        title: i.title,
        href: i.href,
        image: i.image,
        optionTitle: i.optionTitle,
        date: i.date,
        startTime: i.startTime,
        stay: i.stay,
        travellers: i.travellers,
        price: i.price,
        questions: i.questions,
        pickupPoints: i.pickupPoints,
        cancellation: i.cancellation,
        timeZone: i.timeZone,
        offer: i.offer,
      })),
      pricedAt: cart.pricedAt,
      subtotal: cart.subtotal,
      discount: cart.discount,
      total: cart.total,
      promoCode: cart.promo?.code ?? null,
      countries: countryChoices(locale),
      values,
      errors,
    },
  };
}

/** The form's page; indexable, as the cart is (docs/decisions/016). */
function formView(props: CheckoutPageProps, status: 200 | 422 = 200): PersonalView {
  return personalView(CheckoutPage, props, {
    title: "checkout.title",
    description: "checkout.description",
    indexable: true,
    status,
  });
}

/** The cart as checkout may take it, or where the visitor goes instead (an empty or changed cart goes back to /cart). */
async function checkedCart(c: C): Promise<{ cartId: string; cart: CartView } | { back: string }> {
  const cartId = cartIdOf(c);
  const cart = await priceCart(c.env.DB, cartId, c.get("locale"), new Date(), c.get("site").supplierId);
  if (!cartId || cart.items.length === 0 || availabilityOutcome(cart.items) !== "ok") return { back: path(c, "/cart") };
  return { cartId, cart };
}

/** The visitor's own order (placed from their cart, or belonging to their account), or null. */
async function ownOrder(c: C, orderId: string | undefined) {
  if (!orderId || !ORDER_PARAM.test(orderId)) return null;
  const cartId = cartIdOf(c);
  const view = await loadOrderView(c.env.DB, orderId, c.get("locale"));
  if (!view) return null;
  if (cartId && view.cartId === cartId) return view;
  const account = view.userId ? await currentAccount(c) : null;
  return account && account.id === view.userId ? view : null;
}

/** Lead details of an order still waiting for payment, to fill the form in again ("Continue to payment"). */
async function resumeValues(c: C): Promise<Record<string, string>> {
  const view = await ownOrder(c, c.req.query("order"));
  if (!view || resultPageOf(view.status, view.paymentMode) !== "pending") return {};
  const { firstName, lastName, email, country, phone } = view.lead;
  return {
    [leadField("firstName")]: firstName,
    [leadField("lastName")]: lastName,
    [leadField("email")]: email,
    [leadField("country")]: country,
    [leadField("phone")]: phone,
    paymentMode: view.paymentMode,
  };
}

/** A form post's fields, or a JSON body; anything unreadable is an empty form (every field then says it is required). */
async function readBody(c: C): Promise<{ raw: unknown; values: Record<string, string> }> {
  if ((c.req.header("content-type") ?? "").includes("application/json")) {
    const raw = await c.req.json().catch(() => ({}));
    return { raw, values: flattenFields(raw) };
  }
  const body = (await c.req.parseBody({ all: true }).catch(() => ({}))) as Record<string, unknown>;
  return { raw: nestFormFields(body), values: formValues(body) };
}

async function showCheckout(c: C): Promise<PersonalView | Response> {
  const checked = await checkedCart(c);
  if ("back" in checked) return goTo(c, checked.back);
  const resume = await resumeValues(c);
  const account = await accountContactValues(c, leadField);
  // What was typed comes back as it was; an order waiting for payment, then the account, fill only what is empty.
  const values = fillEmpty(await loadDraft(c.env.DB, checked.cartId), resume, account);
  const props = formProps(c, checked.cart, values, {}, Object.keys(account).length > 0);
  // Back from the payment page's Cancel: nothing was charged, and the order still waits for its payment.
  props.form.paymentCancelled = Object.keys(resume).length > 0 && c.req.query("payment") === PAYMENT_CANCELLED;
  return formView(props);
}

/** PUT /checkout/draft: the island keeps what is typed, as it is typed (services/checkout-draft.ts cleans it). */
async function putDraft(c: C) {
  c.header("Cache-Control", PERSONAL);
  const t = translator(c);
  const cartId = cartIdOf(c);
  if (!cartId) return c.json({ error: t("checkout.draftNoCart") }, 404);
  const parsed = draftBodySchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) return c.json({ error: t("checkout.draftRefused") }, 400);
  const cart = await priceCart(c.env.DB, cartId, c.get("locale"), new Date(), c.get("site").supplierId);
  await saveDraft(c.env.DB, cartId, parsed.data.fields, cart.items, new Date());
  return c.body(null, 204);
}

async function postCheckout(c: C) {
  const checked = await checkedCart(c);
  if ("back" in checked) return goTo(c, checked.back);
  const { cartId, cart } = checked;
  const { raw, values } = await readBody(c);
  // Whatever becomes of this submission, what was typed is kept (a refused plain form comes back after any detour).
  await saveDraft(c.env.DB, cartId, values, cart.items, new Date());
  const parsed = parseCheckoutForm(raw, cart.items);
  if (!parsed.ok) {
    if (wantsJson(c)) {
      c.header("Cache-Control", PERSONAL);
      return c.json(
        {
          errors: translateErrors(parsed.errors, translator(c)),
        },
        422,
      );
    }
    return showPersonal(c, formView(formProps(c, cart, values, parsed.errors, Boolean(await currentAccount(c))), 422));
  }
  // The island's first step ("Processing cart"): the cart and the answers are fine, nothing is written yet.
  if (c.req.query("check") === "1") {
    c.header("Cache-Control", PERSONAL);
    return c.json({ ok: true });
  }
  const locale = c.get("locale");
  const userId = (await currentAccount(c))?.id ?? null;
  const result = await startCheckout(checkoutDeps(c), {
    cartId,
    form: parsed.input,
    locale,
    fx: c.get("fx"),
    now: new Date(),
    userId,
    supplierId: c.get("site").supplierId,
    tax: c.get("site").tax,
  });
  // "Save these details for next time", asked by a signed-in traveller, once the order is made.
  if (userId && (result.kind === "payment" || result.kind === "result") && values[SAVE_DETAILS_FIELD] === "on")
    await saveCheckoutContact(c.env.DB, userId, parsed.input.lead, new Date());
  switch (result.kind) {
    case "payment":
      return goTo(c, location(c, result.redirectUrl));
    case "result":
      return goTo(c, resultPath(result.page, result.orderId, locale));
    default:
      return goTo(c, path(c, "/cart"));
  }
}

async function paymentReturn(c: C) {
  c.header("Cache-Control", PERSONAL);
  try {
    const { orderId, page } = await returnFromPayment(checkoutDeps(c), new URL(c.req.url).searchParams, new Date());
    return redirectTo(c, resultPath(page, orderId, c.get("locale")), 303);
  } catch (error) {
    if (!(error instanceof PaymentVerificationError)) throw error;
    console.warn(`[${c.get("requestId")}] payment return refused: ${error.reason}`);
    return showPersonal(
      c,
      personalView(
        PaymentCheckFailedPage,
        { cartHref: path(c, "/cart"), homeHref: path(c, "/") },
        { title: "results.verifyTitle", description: "results.verifyText", status: 400 },
      ),
    );
  }
}

async function resultPage(c: C, route: (typeof RESULT_ROUTES)[number]): Promise<PersonalView | Response> {
  const view = await ownOrder(c, c.req.query("order"));
  if (!view) return c.notFound();
  const locale = c.get("locale");
  const variant: ResultPage = resultPageOf(view.status, view.paymentMode);
  // An order's page follows its status: an on-hold order later confirmed is shown as booked, wherever it is asked for.
  if (resultPathOf(variant) !== route) return redirectTo(c, resultPath(variant, view.id, locale), 303);
  const { cartId, ...stored } = view;
  const order = { ...stored, lead: { ...stored.lead, phone: readablePhone(stored.lead.phone) } };
  // A booked order empties the cart: the header's count follows.
  syncCartCountCookie(c, await cartCount(c.env.DB, cartId));
  const links = {
    checkout: path(c, "/checkout"),
    cart: path(c, "/cart"),
    explore: path(c, allExperiencesPath(c.get("site").layoutType)),
    retry: path(c, "/checkout/retry"),
    resume: `${path(c, "/checkout")}?order=${encodeURIComponent(view.id)}`,
    self: resultPath(variant, view.id, locale),
  };
  const now = new Date().toISOString();
  return personalView(CheckoutResultPage, { variant, order, links, now }, { title: titleKeyOf(variant, order) });
}

const retrySchema = z.object({ order: z.string().regex(ORDER_PARAM) });

async function retry(c: C) {
  c.header("Cache-Control", PERSONAL);
  const body =
    wantsJson(c) && (c.req.header("content-type") ?? "").includes("application/json")
      ? await c.req.json().catch(() => ({}))
      : await c.req.parseBody().catch(() => ({}));
  const parsed = retrySchema.safeParse(body);
  const view = parsed.success ? await ownOrder(c, parsed.data.order) : null;
  if (!view) return c.notFound();
  const { cartId } = await retryFailedItems(
    checkoutDeps(c),
    view.cartId,
    view.id,
    new Date(),
    c.get("site").supplierId,
  );
  if (cartId && cartId !== view.cartId) setCartCookie(c, cartId);
  syncCartCountCookie(c, await cartCount(c.env.DB, cartId ?? view.cartId));
  return goTo(c, path(c, "/cart"));
}

export function registerCheckoutPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/checkout", showCheckout);
  pages.post("/checkout", postCheckout);
  pages.put("/checkout/draft", putDraft);
  pages.get("/checkout/return", paymentReturn);
  pages.post("/checkout/retry", retry);
  for (const route of RESULT_ROUTES) {
    registerPersonalPage(pages, route, (c) => resultPage(c, route));
  }
}
