// Custom offer requests: GET /offers/new?activity={slug} (the form, linked from the experience page), POST /offers (from
// that form: 422 with the form again, or a 303 to the request), GET /offers/{id} ("Request received"; with its key
// or for the account that owns it, otherwise 404). All personal: `Cache-Control: private, no-store`.
import type { Context, Hono } from "hono";
import { localePath } from "../../shared/locales.ts";
import { todayInGulf } from "../../shared/dates.ts";
import { AUTH_PATHS } from "../../shared/account.ts";
import { activityPath } from "../../shared/paths.ts";
import { OFFER_FIELDS, type OfferErrors } from "../../shared/offer.ts";
import { CURRENCY_COOKIE, LOCALE_COOKIE_MAX_AGE, isCurrency } from "../../shared/constants.ts";
import { OFFER_LINK_PREFIX, offerLinkPath, type OfferQuotePageProps, type OfferRefusal } from "../../shared/offer.ts";
import { acceptOffer, openOffer, type OpenedOffer } from "../services/offer-acceptance.ts";
import { travellerOfferView } from "../db/priced-offers.ts";
import { claimCart } from "../services/auth/after-sign-in.ts";
import { cartIdOf, setCartCookie, setCartCountCookie } from "./cart-session.ts";
import { setFlash } from "./cart-api.ts";
import { setCookie } from "hono/cookie";
import { findActivityRef, type ActivityRef } from "../db/activity.ts";
import { offerFormValues, parseOfferForm } from "../services/offer-form.ts";
import { createOffer, OFFER_ID_PATTERN, verifyOfferKey } from "../services/offers.ts";
import { loadOffer } from "../db/offers.ts";
import { readablePhone } from "../services/checkout-form.ts";
import { linkSecret } from "../services/booking-links.ts";
import { mailerFor } from "../services/mail/index.ts";
import { LIMITS, clientAddress, hit, perAddress } from "../services/auth/rate-limit.ts";
import { redirectTo } from "../routing/redirect.ts";
import { registerPersonalPage, showPersonal, type PersonalView } from "../render/page.tsx";
import { pageView, type PageProps } from "../render/views.ts";
import { PERSONAL } from "../routing/cacheable.ts";
import { accountContactValues, currentAccount } from "./auth-session.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

const SLUG = /^[a-z0-9-]{1,120}$/;

async function activityOf(c: C, slug: unknown): Promise<ActivityRef | null> {
  return typeof slug === "string" && SLUG.test(slug)
    ? findActivityRef(c.env.DB, slug, c.get("locale"), c.get("site").supplierId)
    : null;
}

function formProps(
  c: C,
  activity: ActivityRef,
  values: Record<string, string>,
  errors: OfferErrors,
): PageProps<"offerNew"> {
  const locale = c.get("locale");
  return {
    activity: {
      slug: activity.slug,
      title: activity.title,
      href: activityPath(locale, c.get("site").layoutType, activity.citySlug, activity.slug),
    },
    action: localePath(locale, "/offers"),
    today: todayInGulf(),
    values,
    errors,
  };
}

function formView(props: PageProps<"offerNew">, status: 200 | 422 | 429 = 200): PersonalView {
  return pageView("offerNew", props, { title: "offer.heading", description: "offer.intro", status });
}

async function showForm(c: C): Promise<PersonalView | Response> {
  const activity = await activityOf(c, c.req.query("activity"));
  if (!activity) return c.notFound();
  return formView(formProps(c, activity, await startingValues(c), {}));
}

/** What the empty form starts from on this personal page: the budget in the visitor's currency, a signed-in traveller's name and email. */
async function startingValues(c: C): Promise<Record<string, string>> {
  return {
    [OFFER_FIELDS.currency]: c.get("currency"),
    ...(await accountContactValues(c, (name) => OFFER_FIELDS[name])),
  };
}

async function readBody(c: C): Promise<Record<string, unknown>> {
  if ((c.req.header("content-type") ?? "").includes("application/json")) {
    const body = await c.req.json().catch(() => ({}));
    return body && typeof body === "object" && !Array.isArray(body) ? body : {};
  }
  return (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
}

async function postOffer(c: C) {
  c.header("Cache-Control", PERSONAL);
  const body = await readBody(c);
  const activity = await activityOf(c, body[OFFER_FIELDS.activity]);
  if (!activity) return c.notFound();
  const values = offerFormValues(body);
  const now = new Date();
  const parsed = parseOfferForm(body, todayInGulf(now));
  if (!parsed.ok) return showPersonal(c, formView(formProps(c, activity, values, parsed.errors), 422));
  // Counted once the form is valid: what costs is the stored row and two emails, not a traveller fixing a typo.
  const limit = await hit(c.env.DB, perAddress(LIMITS.offerPerAddress, clientAddress(c.req.raw.headers)), now);
  if (!limit.allowed) {
    c.header("Retry-After", String(limit.retryAfterSeconds));
    return showPersonal(c, formView(formProps(c, activity, values, { rateLimited: "rateLimited" }), 429));
  }
  const locale = c.get("locale");
  const account = await currentAccount(c);
  const { path } = await createOffer(
    // OPS_EMAIL has no default: the configuration gate closes this route while it is unset (config/problems.ts).
    {
      db: c.env.DB,
      mailer: mailerFor(c.env),
      origin: c.get("origin"),
      secret: linkSecret(c.env),
      opsEmail: c.env.OPS_EMAIL!,
    },
    { activity, input: parsed.input, userId: account?.id ?? null, locale, now },
  );
  return redirectTo(c, localePath(locale, path), 303);
}

/** The request's page: its key opens it for anyone holding the link, the owner's session without one. */
async function showOffer(c: C): Promise<PersonalView | Response> {
  const id = c.req.param("id") ?? "";
  if (!OFFER_ID_PATTERN.test(id)) return c.notFound();
  const locale = c.get("locale");
  const offer = await loadOffer(c.env.DB, id, locale, c.get("site").layoutType);
  if (!offer) return c.notFound();
  const key = c.req.query("key") ?? "";
  const allowed =
    (key && (await verifyOfferKey(linkSecret(c.env), id, key))) ||
    (offer.userId !== null && (await currentAccount(c))?.id === offer.userId);
  if (!allowed) return c.notFound();
  const { userId: _owner, ...shown } = offer;
  const props = {
    offer: { ...shown, phone: readablePhone(offer.phone) },
    accountHref: localePath(locale, AUTH_PATHS.account),
    now: new Date().toISOString(),
  };
  return pageView("offerReceived", props, { title: "offer.receivedTitle" });
}

// ---- a priced offer behind its emailed link: GET shows it, POST accepts it ----

function quoteView(c: C, opened: OpenedOffer, token: string, refusal: OfferRefusal | null, now: Date): PersonalView {
  const locale = c.get("locale");
  const { offer } = opened;
  const props: OfferQuotePageProps = {
    offer: travellerOfferView(offer),
    requestId: opened.request.id,
    status: opened.status,
    seats: opened.seats,
    now: now.toISOString(),
    refusal,
    links: {
      accept: localePath(locale, offerLinkPath(token)),
      cart: localePath(locale, "/cart"),
      activity: activityPath(locale, c.get("site").layoutType, offer.citySlug, offer.activitySlug),
      contact: localePath(locale, "/contact-us"),
    },
  };
  // A refused acceptance answers 409 (used, seats, a full cart) or 410 (expired, withdrawn): the page says which.
  const status = refusal ? (refusal === "expired" || refusal === "withdrawn" ? 410 : 409) : 200;
  return pageView("offerQuote", props, { title: "offer.quote.title", status });
}

async function showQuote(c: C): Promise<PersonalView | Response> {
  const token = c.req.param("token") ?? "";
  const now = new Date();
  const opened = await openOffer(c.env.DB, token, c.get("locale"), cartIdOf(c), now, c.get("site").supplierId);
  if (!opened) return c.notFound();
  return quoteView(c, opened, token, null, now);
}

async function postQuote(c: C): Promise<Response> {
  c.header("Cache-Control", PERSONAL);
  const token = c.req.param("token") ?? "";
  const locale = c.get("locale");
  const now = new Date();
  const result = await acceptOffer(c.env.DB, token, cartIdOf(c), locale, now, c.get("site").supplierId);
  if (result.kind === "missing") return c.notFound();
  if (result.kind === "refused") return showPersonal(c, quoteView(c, result.opened, token, result.why, now));
  setCartCookie(c, result.cartId);
  setCartCountCookie(c, result.count);
  const account = await currentAccount(c);
  if (account) await claimCart(c.env.DB, result.cartId, account.id);
  // The cart shows the price the traveller agreed to in the currency they agreed to it in.
  if (isCurrency(result.offer.currency))
    setCookie(c, CURRENCY_COOKIE, result.offer.currency, {
      path: "/",
      maxAge: LOCALE_COOKIE_MAX_AGE,
      sameSite: "Lax",
      secure: true,
    });
  setFlash(c, false, { key: "cart.flash.offerAdded" });
  return redirectTo(c, localePath(locale, "/cart"), 303);
}

export function registerOfferPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, "/offers/new", showForm);
  pages.post("/offers", postOffer);
  registerPersonalPage(pages, "/offers/:id{OF-[0-9A-Z]{8}}", showOffer);
  const quote = `${OFFER_LINK_PREFIX}:token{[A-Za-z0-9_-]{43}}`;
  registerPersonalPage(pages, quote, showQuote);
  pages.post(quote, postQuote);
}
