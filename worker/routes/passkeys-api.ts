// /api/passkeys: WebAuthn options and verification for adding a passkey (signed in) and signing in with one, removal as
// a plain form; and the two islands the login and account pages place (passkeySignInSlot, passkeyManagerSlot).
import { createElement, type ReactNode } from "react";
import { PERSONAL } from "../routing/cacheable.ts";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { AUTH_PATHS, type AccountView } from "../../shared/account.ts";
import { localePath, type Locale } from "../../shared/locales.ts";
import { sameSitePath } from "../../shared/safe-location.ts";
import { Island } from "../../client/components/Island.tsx";
import PasskeySignIn, { type PasskeySignInProps } from "../../client/islands/PasskeySignIn.tsx";
import PasskeyManager, { type PasskeyManagerProps, type PasskeyNotice } from "../../client/islands/PasskeyManager.tsx";
import { listPasskeys } from "../db/passkeys.ts";
import type { PasskeyRefusal, RelyingParty } from "../services/auth/passkeys.ts";
import { LIMITS, clientAddress, hit, perAddress } from "../services/auth/rate-limit.ts";
import { serverI18n } from "../render/i18n.ts";
import { redirectTo } from "../routing/redirect.ts";
import { currentAccount, finishSignIn, signInPath } from "./auth-session.ts";
import { currentStaff, recordPasskeyCheck } from "./ops/access.ts";
import type { AppEnv } from "../env.ts";

type C = Context<AppEnv>;

/**
 * The WebAuthn service, loaded on the first passkey request rather than with every route: its verification library
 * brings large ASN.1 modules, which the workerd test pool cannot pass between test files (workerd caps a WebSocket
 * message at 1 MiB; vitest.config.ts). Deployed, it is in the same bundle either way.
 */
const passkeys = () => import("../services/auth/passkeys.ts");

/** Where the lead mounts passkeyApiRoutes(). */
export const PASSKEY_API = "/api/passkeys";
const PATHS = {
  registerOptions: `${PASSKEY_API}/register/options`,
  registerVerify: `${PASSKEY_API}/register/verify`,
  loginOptions: `${PASSKEY_API}/login/options`,
  loginVerify: `${PASSKEY_API}/login/verify`,
  confirmOptions: `${PASSKEY_API}/confirm/options`,
  confirmVerify: `${PASSKEY_API}/confirm/verify`,
};

// ---- bodies: every one validated; the locale rides along because /api has no /ar prefix ----
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);
const localeField = z.enum(["en", "ar"]).catch("en");
const credentialId = b64url(1400);
const extensionResults = z.record(z.string(), z.unknown()).default({});
const attachment = z.enum(["platform", "cross-platform"]).optional();

const registrationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url(4096),
    attestationObject: b64url(16_384),
    authenticatorData: b64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(4096).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

const authenticationResponse = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: b64url(4096),
    authenticatorData: b64url(16_384),
    signature: b64url(2048),
    userHandle: b64url(512).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
});

const optionsBody = z.object({ locale: localeField });
const registerBody = z.object({ locale: localeField, response: registrationResponse });
const loginBody = z.object({
  locale: localeField,
  next: z.string().max(2048).optional(),
  response: authenticationResponse,
});
const deleteForm = z.object({ locale: localeField });
const idParam = /^[A-Za-z0-9_-]{1,1400}$/;

const REFUSALS: Record<PasskeyRefusal, { key: string; status: 400 | 409 }> = {
  challenge: { key: "passkey.errors.expired", status: 400 },
  unknown: { key: "passkey.errors.unknown", status: 400 },
  failed: { key: "passkey.errors.failed", status: 400 },
  duplicate: { key: "passkey.errors.duplicate", status: 409 },
  limit: { key: "passkey.errors.limit", status: 409 },
};

/** Who we are to authenticators: this request's hostname, the site's brand, and the site's origins. */
function relyingParty(c: C, locale: Locale): RelyingParty {
  const url = new URL(c.req.url);
  return {
    rpID: url.hostname,
    rpName: c.get("site").brand.name[locale],
    origins: [...new Set([c.get("origin"), url.origin])],
  };
}

/** The request's JSON body through `schema`, or null (unreadable or invalid); the locale is read even then. */
async function readJson<T extends z.ZodType>(c: C, schema: T): Promise<{ data: z.infer<T> | null; locale: Locale }> {
  const body: unknown = await c.req.json().catch(() => null);
  const parsed = schema.safeParse(body);
  const locale = localeField.parse((body as { locale?: unknown } | null)?.locale);
  return { data: parsed.success ? parsed.data : null, locale };
}

function fail(c: C, locale: Locale, key: string, status: 400 | 401 | 404 | 409 | 413 | 429): Response {
  c.header("Cache-Control", "no-store");
  return c.json({ error: serverI18n(locale).t(key) }, status);
}

function ok(c: C, body: unknown): Response {
  c.header("Cache-Control", "no-store");
  return c.json(body as object);
}

/** A new passkey's name: "Chrome on Linux" from the user agent, else a plain label, in the page's language. */
async function passkeyName(c: C, locale: Locale): Promise<string> {
  const t = serverI18n(locale).t;
  const device = (await passkeys()).deviceOf(c.req.header("user-agent"));
  return device ? t("passkey.deviceName", device) : t("passkey.defaultName");
}

async function signInAllowed(c: C): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  return hit(c.env.DB, perAddress(LIMITS.passkeyPerAddress, clientAddress(c.req.raw.headers)), new Date());
}

export function passkeyApiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", bodyLimit({ maxSize: 64 * 1024, onError: (c) => fail(c as C, "en", "passkey.errors.invalid", 413) }));

  api.post("/register/options", async (c) => {
    const { locale } = await readJson(c, optionsBody);
    const account = await currentAccount(c);
    if (!account) return fail(c, locale, "passkey.errors.signInRequired", 401);
    const options = await (await passkeys()).registrationOptions(
      c.env.DB,
      relyingParty(c, locale),
      account,
      new Date(),
    );
    if (!options.ok) return fail(c, locale, REFUSALS[options.reason].key, REFUSALS[options.reason].status);
    return ok(c, options.value);
  });

  api.post("/register/verify", async (c) => {
    const { data, locale } = await readJson(c, registerBody);
    const account = await currentAccount(c);
    if (!account) return fail(c, locale, "passkey.errors.signInRequired", 401);
    if (!data) return fail(c, locale, "passkey.errors.invalid", 400);
    const name = await passkeyName(c, locale);
    const result = await (await passkeys()).registerPasskey(
      c.env.DB,
      relyingParty(c, locale),
      account.id,
      data.response as RegistrationResponseJSON,
      name,
      new Date(),
    );
    if (!result.ok) return fail(c, locale, REFUSALS[result.reason].key, REFUSALS[result.reason].status);
    return ok(c, { passkey: result.value });
  });

  api.post("/login/options", async (c) => {
    const { locale } = await readJson(c, optionsBody);
    if (!(await signInAllowed(c)).allowed) return fail(c, locale, "passkey.errors.tooMany", 429);
    return ok(c, await (await passkeys()).authenticationOptions(c.env.DB, relyingParty(c, locale), new Date()));
  });

  api.post("/login/verify", async (c) => {
    const { data, locale } = await readJson(c, loginBody);
    const limit = await signInAllowed(c);
    if (!limit.allowed) {
      c.header("Retry-After", String(limit.retryAfterSeconds));
      return fail(c, locale, "passkey.errors.tooMany", 429);
    }
    if (!data) return fail(c, locale, "passkey.errors.invalid", 400);
    const result = await (await passkeys()).authenticatePasskey(
      c.env.DB,
      relyingParty(c, locale),
      data.response as AuthenticationResponseJSON,
      new Date(),
    );
    if (!result.ok) return fail(c, locale, REFUSALS[result.reason].key, REFUSALS[result.reason].status);
    await finishSignIn(c, result.value.userId, result.value.email, "passkey");
    return ok(c, { redirect: sameSitePath(data.next, localePath(locale, AUTH_PATHS.account)) });
  });

  // The console's "Confirm it's you" (issue 30): a passkey of the signed-in staff member's own, proved again, marks
  // this session's passkey check fresh for refunds, forced cancellations and role changes.
  api.post("/confirm/options", async (c) => {
    const { locale } = await readJson(c, optionsBody);
    if (!(await currentStaff(c))) return fail(c, locale, "passkey.errors.signInRequired", 401);
    if (!(await signInAllowed(c)).allowed) return fail(c, locale, "passkey.errors.tooMany", 429);
    return ok(c, await (await passkeys()).authenticationOptions(c.env.DB, relyingParty(c, locale), new Date()));
  });

  api.post("/confirm/verify", async (c) => {
    const { data, locale } = await readJson(c, loginBody);
    const staff = await currentStaff(c);
    if (!staff) return fail(c, locale, "passkey.errors.signInRequired", 401);
    if (!data) return fail(c, locale, "passkey.errors.invalid", 400);
    const result = await (await passkeys()).authenticatePasskey(
      c.env.DB,
      relyingParty(c, locale),
      data.response as AuthenticationResponseJSON,
      new Date(),
    );
    if (!result.ok) return fail(c, locale, REFUSALS[result.reason].key, REFUSALS[result.reason].status);
    // Someone else's passkey proves nothing about the person at this keyboard.
    if (result.value.userId !== staff.userId) return fail(c, locale, "passkey.errors.notYours", 400);
    await recordPasskeyCheck(c);
    return ok(c, { redirect: sameSitePath(data.next, localePath(locale, "/ops")) });
  });

  // A plain form on the account page (works without JavaScript): back to the account with a notice.
  api.post("/:id/delete", async (c) => {
    const form = await c.req.parseBody().catch(() => ({}));
    const { locale } = deleteForm.parse(form);
    const account = await currentAccount(c);
    const accountPath = localePath(locale, AUTH_PATHS.account);
    if (!account) {
      c.header("Cache-Control", PERSONAL);
      return redirectTo(c, signInPath(c, accountPath), 303);
    }
    const id = c.req.param("id");
    if (!idParam.test(id) || !(await (await passkeys()).removePasskey(c.env.DB, account.id, id)))
      return fail(c, locale, "passkey.errors.notFound", 404);
    c.header("Cache-Control", PERSONAL);
    return redirectTo(c, `${accountPath}?passkey=removed`, 303);
  });

  return api;
}

/** The login page's "Sign in with a passkey" (hidden where the browser has no WebAuthn). */
export function passkeySignInSlot(c: C): ReactNode {
  const next = c.req.query("next");
  const props: PasskeySignInProps = {
    locale: c.get("locale"),
    optionsUrl: PATHS.loginOptions,
    verifyUrl: PATHS.loginVerify,
    next: next ? sameSitePath(next, "") || null : null,
  };
  return createElement(Island<PasskeySignInProps>, {
    name: "PasskeySignIn",
    component: PasskeySignIn,
    props,
    when: "load",
  });
}

/** The console's "Confirm with your passkey" before a refund, forced cancellation or role change; back to `next`. */
export function passkeyConfirmSlot(c: C, next: string): ReactNode {
  const props: PasskeySignInProps = {
    locale: c.get("locale"),
    optionsUrl: PATHS.confirmOptions,
    verifyUrl: PATHS.confirmVerify,
    next: sameSitePath(next, "") || null,
    mode: "confirm",
  };
  return createElement(Island<PasskeySignInProps>, {
    name: "PasskeySignIn",
    component: PasskeySignIn,
    props,
    when: "load",
  });
}

const NOTICES = new Set<PasskeyNotice>(["removed"]);

/** The account page's passkeys: the list with remove buttons, and "Add a passkey". */
export async function passkeyManagerSlot(c: C, userId: AccountView["id"]): Promise<ReactNode> {
  const notice = c.req.query("passkey");
  const props: PasskeyManagerProps = {
    locale: c.get("locale"),
    passkeys: await listPasskeys(c.env.DB, userId),
    optionsUrl: PATHS.registerOptions,
    verifyUrl: PATHS.registerVerify,
    deleteBase: PASSKEY_API,
    notice: notice && NOTICES.has(notice as PasskeyNotice) ? (notice as PasskeyNotice) : null,
  };
  return createElement(Island<PasskeyManagerProps>, {
    name: "PasskeyManager",
    component: PasskeyManager,
    props,
    when: "load",
  });
}
