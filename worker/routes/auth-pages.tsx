// The account pages (docs/decisions/012-accounts.md): sign in, sign up, forgot and reset password, the emailed-link
// pages, sign-out and /account. All personal (private, no-store, noindex); every form is a plain POST with a 303.
import type { Context, Hono } from "hono";
import {
  AUTH_FIELDS,
  AUTH_PATHS,
  RESET_TOKEN_MINUTES,
  SIGN_IN_LINK_MINUTES,
  VERIFY_TOKEN_HOURS,
  authTitleKey,
  type AccountView,
  type AuthAlert,
  type AuthLinks,
  type AuthMode,
  type AuthNotice,
  type FormState,
} from "../../shared/account.ts";
import { localePath } from "../../shared/locales.ts";
import { sameSitePath } from "../../shared/safe-location.ts";
import { formatNumber } from "../../shared/intl.ts";
import { AuthNoticePage, AuthPage, ResetPasswordPage } from "../../client/pages/AuthPages.tsx";
import { AccountPage, type AccountSaved } from "../../client/pages/AccountPage.tsx";
import { staffRoleOf } from "../db/staff.ts";
import { personalView, registerPersonalPage, showPersonal } from "../render/page.tsx";
import { PERSONAL } from "../routing/cacheable.ts";
import { redirectTo } from "../routing/redirect.ts";
import { listOffersForUser } from "../db/offers.ts";
import { mailerFor } from "../services/mail/index.ts";
import { clientAddress } from "../services/auth/rate-limit.ts";
import {
  changePassword,
  checkSignIn,
  openSignInLink,
  requestPasswordReset,
  requestSignInLink,
  resetLinkUser,
  resetPassword,
  signUp,
  updateProfile,
  verifyEmail,
  type AuthDeps,
} from "../services/auth/accounts.ts";
import {
  changePasswordSchema,
  forgotSchema,
  keptValues,
  parseForm,
  profileSchema,
  resetSchema,
  signInSchema,
  signUpSchema,
} from "../services/auth/auth-schemas.ts";
import { currentAccount, deviceOf, finishSignIn, finishSignOut, requireAccount } from "./auth-session.ts";
import { passkeyManagerSlot, passkeySignInSlot } from "./passkeys-api.ts";
import { accountWhatsApp } from "./whatsapp-consent-views.ts";
import type { WhatsAppConsentNotice } from "../../shared/whatsapp-consent.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;
type Body = Record<string, unknown>;

const F = AUTH_FIELDS;
const path = (c: C, to: string) => localePath(c.get("locale"), to);
const EMPTY: FormState = { values: {}, errors: {} };
// Browsers drop these inside URLs, so they must not decide whether a `next` is a path.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/g;

/** Where a signed-in traveller goes: `next` when it is a plain same-site path, else their account. */
export function nextPath(c: C, raw: string | null | undefined): string {
  const fallback = path(c, AUTH_PATHS.account);
  const clean = (raw ?? "").replace(CONTROL, "");
  // "//host" and "/\host" name another host to a browser: never a place to send someone after signing in.
  if (!/^\/(?![/\\])/.test(clean)) return fallback;
  return sameSitePath(clean, fallback);
}

/** The `next` worth carrying in links and forms ("" when it is just the account page). */
function keptNext(c: C, raw: string | null | undefined): string {
  const next = nextPath(c, raw);
  return next === path(c, AUTH_PATHS.account) ? "" : next;
}

function links(c: C, next: string): AuthLinks {
  const q = next ? `?${F.next}=${encodeURIComponent(next)}` : "";
  return {
    signIn: path(c, AUTH_PATHS.signIn) + q,
    signUp: path(c, AUTH_PATHS.signUp) + q,
    forgotPassword: path(c, AUTH_PATHS.forgotPassword),
    signInLink: path(c, AUTH_PATHS.signInLink) + q,
  };
}

function deps(c: C): AuthDeps {
  return {
    db: c.env.DB,
    mailer: mailerFor(c.env),
    origin: c.get("origin"),
    defer: (work) => c.executionCtx.waitUntil(work),
  };
}

const durations = (c: C) => ({
  verify: formatNumber(VERIFY_TOKEN_HOURS, c.get("locale"), { style: "unit", unit: "hour", unitDisplay: "long" }),
  reset: formatNumber(RESET_TOKEN_MINUTES, c.get("locale"), { style: "unit", unit: "minute", unitDisplay: "long" }),
  signInLink: formatNumber(SIGN_IN_LINK_MINUTES, c.get("locale"), {
    style: "unit",
    unit: "minute",
    unitDisplay: "long",
  }),
});

function see(c: C, to: string): Response {
  c.header("Cache-Control", PERSONAL);
  return redirectTo(c, to, 303);
}

async function readBody(c: C): Promise<Body> {
  return ((await c.req.parseBody().catch(() => ({}))) ?? {}) as Body;
}

function authPage(
  c: C,
  mode: AuthMode,
  state: FormState,
  rawNext: string | null | undefined,
  status: 200 | 422 | 429 = 200,
) {
  const next = keptNext(c, rawNext);
  const ACTIONS: Partial<Record<AuthMode, string>> = {
    signUp: AUTH_PATHS.signUp,
    forgotPassword: AUTH_PATHS.forgotPassword,
    signInLink: AUTH_PATHS.signInLink,
  };
  const action = path(c, ACTIONS[mode] ?? AUTH_PATHS.signIn);
  const props = { mode, action, next, links: links(c, next), ...state };
  const passkeySlot = mode === "signIn" ? passkeySignInSlot(c) : undefined;
  return showPersonal(
    c,
    personalView(
      AuthPage,
      { ...props, passkeySlot },
      { title: authTitleKey(mode), status, serverOnly: ["passkeySlot"] },
    ),
  );
}

function notice(c: C, which: AuthNotice, status: 200 | 400 = 200) {
  const d = durations(c);
  const props = {
    notice: which,
    links: links(c, ""),
    duration: which === "resetInvalid" ? d.reset : which === "signInLinkInvalid" ? d.signInLink : d.verify,
  };
  return showPersonal(c, personalView(AuthNoticePage, props, { title: `auth.${which}.title`, status }));
}

const limited = (c: C, retryAfterSeconds: number) => {
  c.header("Retry-After", String(retryAfterSeconds));
  return "limited" as AuthAlert;
};

/** Already signed in: the login and sign-up pages send the traveller on. */
async function signedInElsewhere(c: C): Promise<Response | null> {
  return (await currentAccount(c)) ? see(c, nextPath(c, c.req.query(F.next))) : null;
}

async function postSignIn(c: C) {
  const body = await readBody(c);
  const rawNext = typeof body[F.next] === "string" ? (body[F.next] as string) : null;
  const values = keptValues(body, [F.email]);
  const parsed = parseForm(signInSchema, body);
  if (!parsed.ok) return authPage(c, "signIn", { values, errors: parsed.errors }, rawNext, 422);
  const { email, password } = parsed.data;
  const locale = c.get("locale");
  const next = keptNext(c, rawNext) || null;
  const device = await deviceOf(c);
  const result = await checkSignIn(
    deps(c),
    { email, password, address: clientAddress(c.req.raw.headers), locale, nextPath: next, device },
    new Date(),
  );
  switch (result.kind) {
    case "limited":
      return authPage(c, "signIn", { values, errors: {}, alert: limited(c, result.retryAfterSeconds) }, rawNext, 429);
    case "incorrect":
      return authPage(c, "signIn", { values, errors: {}, alert: "incorrect" }, rawNext, 422);
    case "unverified":
      return see(c, path(c, AUTH_PATHS.checkEmail));
    case "ok":
      await finishSignIn(c, result.user.id, result.user.email);
      return see(c, nextPath(c, rawNext));
  }
}

async function postSignUp(c: C) {
  const body = await readBody(c);
  const rawNext = typeof body[F.next] === "string" ? (body[F.next] as string) : null;
  const values = keptValues(body, [F.firstName, F.lastName, F.email]);
  const parsed = parseForm(signUpSchema, body);
  if (!parsed.ok) return authPage(c, "signUp", { values, errors: parsed.errors }, rawNext, 422);
  const input = {
    firstName: parsed.data.firstName,
    lastName: parsed.data.lastName,
    email: parsed.data.email,
    password: parsed.data.password,
    locale: c.get("locale"),
    nextPath: keptNext(c, rawNext) || null,
    address: clientAddress(c.req.raw.headers),
  };
  const result = await signUp(deps(c), input, new Date());
  if (result.kind === "limited")
    return authPage(c, "signUp", { values, errors: {}, alert: limited(c, result.retryAfterSeconds) }, rawNext, 429);
  return see(c, path(c, AUTH_PATHS.checkEmail));
}

async function postForgot(c: C) {
  const body = await readBody(c);
  const values = keptValues(body, [F.email]);
  const parsed = parseForm(forgotSchema, body);
  if (!parsed.ok) return authPage(c, "forgotPassword", { values, errors: parsed.errors }, null, 422);
  const result = await requestPasswordReset(
    deps(c),
    { email: parsed.data.email, address: clientAddress(c.req.raw.headers), locale: c.get("locale") },
    new Date(),
  );
  if (result.kind === "limited")
    return authPage(
      c,
      "forgotPassword",
      { values, errors: {}, alert: limited(c, result.retryAfterSeconds) },
      null,
      429,
    );
  return see(c, path(c, AUTH_PATHS.resetLinkSent));
}

async function postSignInLink(c: C) {
  const body = await readBody(c);
  const rawNext = typeof body[F.next] === "string" ? (body[F.next] as string) : null;
  const values = keptValues(body, [F.email]);
  const parsed = parseForm(forgotSchema, body);
  if (!parsed.ok) return authPage(c, "signInLink", { values, errors: parsed.errors }, rawNext, 422);
  const input = {
    email: parsed.data.email,
    address: clientAddress(c.req.raw.headers),
    locale: c.get("locale"),
    nextPath: keptNext(c, rawNext) || null,
  };
  const result = await requestSignInLink(deps(c), input, new Date());
  if (result.kind === "limited")
    return authPage(c, "signInLink", { values, errors: {}, alert: limited(c, result.retryAfterSeconds) }, rawNext, 429);
  return see(c, path(c, AUTH_PATHS.signInLinkSent));
}

/** A sign-in link from the traveller's inbox: used once, it signs them in where they were going. */
async function openEmailedSignIn(c: C) {
  const opened = await openSignInLink(c.env.DB, c.req.query(F.token) ?? "", new Date());
  if (!opened) return notice(c, "signInLinkInvalid", 400);
  await finishSignIn(c, opened.user.id, opened.user.email, "link");
  return see(c, nextPath(c, opened.nextPath));
}

/**
 * Confirms the address, then asks for the password: the link itself signs nobody in, so a link sent to someone else
 * cannot sign them into the sender's account (login CSRF), and an account someone else pre-registered with their
 * address still needs a password they do not know (docs/decisions/012).
 */
async function openVerifyLink(c: C) {
  const verified = await verifyEmail(c.env.DB, c.req.query(F.token) ?? "", new Date());
  if (!verified) return notice(c, "verifyInvalid", 400);
  return see(
    c,
    `${path(c, AUTH_PATHS.signIn)}?verified=1&${F.next}=${encodeURIComponent(nextPath(c, verified.nextPath))}`,
  );
}

function resetForm(c: C, token: string, state: FormState, status: 200 | 422 = 200) {
  const props = { action: path(c, AUTH_PATHS.resetPassword), token, links: links(c, ""), ...state };
  return showPersonal(
    c,
    personalView(ResetPasswordPage, props, { title: "auth.reset.title", status, serverOnly: ["token"] }),
  );
}

async function showReset(c: C) {
  const token = c.req.query(F.token) ?? "";
  if (!(await resetLinkUser(c.env.DB, token, new Date()))) return notice(c, "resetInvalid", 400);
  return resetForm(c, token, EMPTY);
}

async function postReset(c: C) {
  const body = await readBody(c);
  const token = typeof body[F.token] === "string" ? (body[F.token] as string) : "";
  if (!(await resetLinkUser(c.env.DB, token, new Date()))) return notice(c, "resetInvalid", 400);
  const parsed = parseForm(resetSchema, body);
  if (!parsed.ok) return resetForm(c, token, { values: {}, errors: parsed.errors }, 422);
  const user = await resetPassword(
    deps(c),
    { token, password: parsed.data.password, locale: c.get("locale") },
    new Date(),
  );
  if (!user) return notice(c, "resetInvalid", 400);
  await finishSignIn(c, user.id, user.email);
  return see(c, path(c, AUTH_PATHS.account));
}

async function signOut(c: C) {
  await finishSignOut(c);
  return see(c, path(c, "/"));
}

const SAVED = new Set<AccountSaved>(["profile", "password"]);

export async function accountPage(
  c: C,
  account: AccountView,
  forms: { profile?: FormState; password?: FormState } = {},
  status: 200 | 400 | 422 | 429 = 200,
  whatsappNotice: WhatsAppConsentNotice | null = null,
) {
  const locale = c.get("locale");
  const saved = c.req.method === "GET" ? (c.req.query("saved") as AccountSaved | undefined) : undefined;
  const props = {
    account,
    offers: await listOffersForUser(c.env.DB, account.id, locale, c.get("site").layoutType, account.email),
    now: new Date().toISOString(),
    links: {
      invoices: path(c, AUTH_PATHS.invoices),
      signOut: path(c, AUTH_PATHS.signOut),
      ...((await staffRoleOf(c.env.DB, account.id)) ? { console: path(c, "/ops") } : {}),
      profile: path(c, `${AUTH_PATHS.account}/profile`),
      password: path(c, `${AUTH_PATHS.account}/password`),
    },
    profile: forms.profile ?? {
      values: { [F.firstName]: account.firstName, [F.lastName]: account.lastName },
      errors: {},
    },
    password: forms.password ?? EMPTY,
    saved: saved && SAVED.has(saved) ? saved : null,
    whatsapp: await accountWhatsApp(c, account.id, whatsappNotice),
  };
  const passkeys = await passkeyManagerSlot(c, account.id);
  return showPersonal(
    c,
    personalView(
      AccountPage,
      { ...props, passkeys },
      { title: "auth.account.title", status, serverOnly: ["passkeys"] },
    ),
  );
}

/** The signed-in traveller for an account page or post, or the redirect to sign in (back to /account). */
export async function accountOr(c: C): Promise<AccountView | Response> {
  const account = await requireAccount(c);
  if (account instanceof Response)
    return see(c, `${path(c, AUTH_PATHS.signIn)}?${F.next}=${encodeURIComponent(path(c, AUTH_PATHS.account))}`);
  return account;
}

async function postProfile(c: C) {
  const account = await accountOr(c);
  if (account instanceof Response) return account;
  const body = await readBody(c);
  const parsed = parseForm(profileSchema, body);
  if (!parsed.ok)
    return accountPage(
      c,
      account,
      { profile: { values: keptValues(body, [F.firstName, F.lastName]), errors: parsed.errors } },
      422,
    );
  await updateProfile(c.env.DB, account.id, parsed.data, new Date());
  return see(c, `${path(c, AUTH_PATHS.account)}?saved=profile`);
}

async function postPassword(c: C) {
  const account = await accountOr(c);
  if (account instanceof Response) return account;
  const body = await readBody(c);
  const parsed = parseForm(changePasswordSchema, body);
  if (!parsed.ok) return accountPage(c, account, { password: { values: {}, errors: parsed.errors } }, 422);
  const input = {
    userId: account.id,
    currentPassword: parsed.data.currentPassword,
    password: parsed.data.password,
    address: clientAddress(c.req.raw.headers),
    locale: c.get("locale"),
  };
  const result = await changePassword(deps(c), input, new Date());
  if (result.kind === "limited")
    return accountPage(
      c,
      account,
      { password: { values: {}, errors: {}, alert: limited(c, result.retryAfterSeconds) } },
      429,
    );
  if (result.kind === "incorrect")
    return accountPage(
      c,
      account,
      { password: { values: {}, errors: { [F.currentPassword]: "currentIncorrect" } } },
      422,
    );
  await finishSignIn(c, result.user.id, result.user.email);
  return see(c, `${path(c, AUTH_PATHS.account)}?saved=password`);
}

export function registerAuthPages(pages: Hono<AppEnv>): void {
  registerPersonalPage(pages, AUTH_PATHS.signIn, async (c) => {
    const state: FormState = c.req.query("verified") === "1" ? { ...EMPTY, alert: "verified" } : EMPTY;
    return (await signedInElsewhere(c)) ?? authPage(c, "signIn", state, c.req.query(F.next));
  });
  pages.post(AUTH_PATHS.signIn, postSignIn);
  registerPersonalPage(
    pages,
    AUTH_PATHS.signUp,
    async (c) => (await signedInElsewhere(c)) ?? authPage(c, "signUp", EMPTY, c.req.query(F.next)),
  );
  pages.post(AUTH_PATHS.signUp, postSignUp);
  registerPersonalPage(pages, AUTH_PATHS.forgotPassword, (c) => authPage(c, "forgotPassword", EMPTY, null));
  pages.post(AUTH_PATHS.forgotPassword, postForgot);
  registerPersonalPage(pages, AUTH_PATHS.resetLinkSent, (c) => authPage(c, "resetLinkSent", EMPTY, null));
  registerPersonalPage(
    pages,
    AUTH_PATHS.signInLink,
    async (c) => (await signedInElsewhere(c)) ?? authPage(c, "signInLink", EMPTY, c.req.query(F.next)),
  );
  pages.post(AUTH_PATHS.signInLink, postSignInLink);
  registerPersonalPage(pages, AUTH_PATHS.signInLinkSent, (c) => authPage(c, "signInLinkSent", EMPTY, null));
  pages.get(AUTH_PATHS.openSignInLink, openEmailedSignIn);
  registerPersonalPage(pages, AUTH_PATHS.checkEmail, (c) => notice(c, "checkEmail"));
  pages.get(AUTH_PATHS.verifyEmail, openVerifyLink);
  pages.get(AUTH_PATHS.resetPassword, showReset);
  pages.post(AUTH_PATHS.resetPassword, postReset);
  pages.post(AUTH_PATHS.signOut, signOut);
  registerPersonalPage(pages, AUTH_PATHS.account, async (c) => {
    const account = await accountOr(c);
    return account instanceof Response ? account : accountPage(c, account);
  });
  pages.post(`${AUTH_PATHS.account}/profile`, postProfile);
  pages.post(`${AUTH_PATHS.account}/password`, postPassword);
}
