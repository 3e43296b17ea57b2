// Passkeys in workerd: real WebAuthn ceremonies from a software ES256 authenticator against /api/passkeys: challenges
// that are stored, expire and are used once; registration needs a session; forged, unknown and replayed assertions are
// refused; the counter moves on; a passkey is only removable by its owner; sign-in is rate-limited per address.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import { Hono } from "hono";
import type { ReactElement } from "react";
import { locale } from "../../worker/middleware/locale.ts";
import { site } from "../../worker/middleware/site.ts";
import { passkeyManagerSlot, passkeySignInSlot } from "../../worker/routes/passkeys-api.ts";
import { CHALLENGE_MINUTES, deviceOf } from "../../worker/services/auth/passkeys.ts";
import { LIMITS } from "../../worker/services/auth/rate-limit.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";
import type { PasskeyManagerProps } from "../../client/islands/PasskeyManager.tsx";
import type { PasskeySignInProps } from "../../client/islands/PasskeySignIn.tsx";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import type { AppEnv } from "../../worker/env.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { softPasskey, userHandleFor, type SoftPasskey } from "../fixtures/webauthn-authenticator.ts";
import { ORIGIN, get, html } from "./helpers.ts";
import { grantRoleGuardedStatement } from "../../worker/db/staff.ts";

// The slots' island props, read through a small app with the worker's middleware (the API itself is the real worker's).
const slots = new Hono<AppEnv>();
slots.use("*", locale, site);
slots.get("/slots/sign-in", (c) =>
  c.json((passkeySignInSlot(c) as ReactElement<{ props: PasskeySignInProps }>).props.props),
);
slots.get("/slots/manager/:user", async (c) =>
  c.json(
    ((await passkeyManagerSlot(c, c.req.param("user"))) as ReactElement<{ props: PasskeyManagerProps }>).props.props,
  ),
);
const slotProps = async <P>(path: string) =>
  (await (await slots.fetch(new Request(ORIGIN + path), env, createExecutionContext())).json()) as P;

const db = env.DB;
const RP_ID = new URL(ORIGIN).hostname;
const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
let address = 0;

type Init = { body?: unknown; cookie?: string; ip?: string; form?: Record<string, string>; userAgent?: string };

async function call(path: string, { body, cookie, ip, form, userAgent }: Init = {}): Promise<Response> {
  const headers = new Headers({ Origin: ORIGIN, "cf-connecting-ip": ip ?? `198.51.100.${++address % 250}` });
  if (cookie) headers.set("Cookie", cookie);
  if (userAgent) headers.set("User-Agent", userAgent);
  let payload: BodyInit | undefined;
  if (form) payload = new URLSearchParams(form);
  else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    payload = typeof body === "string" ? body : JSON.stringify(body);
  }
  return get(path, { method: "POST", headers, body: payload });
}

const challengeRow = (challenge: string) =>
  db
    .prepare("SELECT kind, user_id, expires_at FROM webauthn_challenges WHERE challenge = ?")
    .bind(challenge)
    .first<{ kind: string; user_id: string | null; expires_at: string }>();
const passkeyRow = (id: string) =>
  db
    .prepare("SELECT * FROM passkeys WHERE credential_id = ?")
    .bind(id)
    .first<{ user_id: string; counter: number; name: string; last_used_at: string | null; transports: string }>();

/** A signed-in traveller with one registered software passkey. */
async function travellerWithPasskey(): Promise<{
  user: Awaited<ReturnType<typeof makeUser>>;
  cookie: string;
  passkey: SoftPasskey;
}> {
  const user = await makeUser(db);
  const { cookie } = await signedIn(db, user.id);
  const passkey = await softPasskey();
  const options = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as {
    challenge: string;
  };
  const res = await call("/api/passkeys/register/verify", {
    body: { response: await passkey.register({ challenge: options.challenge, rpID: RP_ID, origin: ORIGIN }) },
    cookie,
  });
  expect(res.status).toBe(200);
  return { user, cookie, passkey };
}

async function loginChallenge(ip?: string): Promise<string> {
  const res = await call("/api/passkeys/login/options", { body: {}, ip });
  expect(res.status).toBe(200);
  return ((await res.json()) as { challenge: string }).challenge;
}

async function signInWith(
  passkey: SoftPasskey,
  extra: { next?: string; locale?: string; userHandle?: string; counter?: number; origin?: string } = {},
) {
  const challenge = await loginChallenge();
  const response = await passkey.assert({
    challenge,
    rpID: RP_ID,
    origin: extra.origin ?? ORIGIN,
    userHandle: extra.userHandle,
    counter: extra.counter,
  });
  return {
    challenge,
    response,
    res: await call("/api/passkeys/login/verify", { body: { response, next: extra.next, locale: extra.locale } }),
  };
}

// biome-ignore lint/suspicious/noExplicitAny: WebAuthn options JSON, read field by field
type OptionsJson = Record<string, any>;

describe("adding a passkey", () => {
  it("needs a session: options and verify answer 401 with a message in the page's language", async () => {
    const options = await call("/api/passkeys/register/options", { body: {} });
    expect(options.status).toBe(401);
    expect(await options.json()).toEqual({ error: en.passkey.errors.signInRequired });
    const arabic = await call("/api/passkeys/register/verify", { body: { locale: "ar", response: {} } });
    expect(arabic.status).toBe(401);
    expect(await arabic.json()).toEqual({ error: ar.passkey.errors.signInRequired });
    expect(await db.prepare("SELECT COUNT(*) AS n FROM webauthn_challenges WHERE kind = 'register'").first("n")).toBe(
      0,
    );
  });

  it("issues a fresh challenge for this user, stored for five minutes, asking for a discoverable credential", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const before = Date.now();
    const first = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as OptionsJson;
    const second = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as OptionsJson;
    expect(first.challenge).not.toBe(second.challenge);
    expect(first.rp).toEqual({ name: "Rihla", id: RP_ID });
    expect(first.user.name).toBe(user.email);
    expect(first.user.id).toBe(userHandleFor(user.id));
    expect(first.authenticatorSelection).toMatchObject({ residentKey: "required", userVerification: "required" });
    const row = await challengeRow(first.challenge);
    expect(row).toMatchObject({ kind: "register", user_id: user.id });
    const expires = new Date(row!.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + CHALLENGE_MINUTES * 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + CHALLENGE_MINUTES * 60_000);
  });

  it("verifies a real attestation, keeps the passkey named after the browser, and spends the challenge", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const passkey = await softPasskey();
    const { challenge } = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as {
      challenge: string;
    };
    const response = await passkey.register({ challenge, rpID: RP_ID, origin: ORIGIN });
    const res = await call("/api/passkeys/register/verify", { body: { response }, cookie, userAgent: CHROME_LINUX });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { passkey: { id: string; name: string } }).passkey).toMatchObject({
      id: passkey.id,
      name: "Chrome on Linux",
    });
    expect(await passkeyRow(passkey.id)).toMatchObject({
      user_id: user.id,
      counter: 0,
      name: "Chrome on Linux",
      last_used_at: null,
      transports: '["internal"]',
    });
    expect(await challengeRow(challenge)).toBeNull();

    // The same response again: its challenge is gone.
    const again = await call("/api/passkeys/register/verify", { body: { response }, cookie });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: en.passkey.errors.expired });

    // The next options exclude it, so the authenticator will not register it twice.
    const next = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as {
      excludeCredentials: { id: string }[];
    };
    expect(next.excludeCredentials.map((c) => c.id)).toEqual([passkey.id]);
  });

  it("names an unrecognised browser's passkey with a plain label in the page's language", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const passkey = await softPasskey();
    const { challenge } = (await (
      await call("/api/passkeys/register/options", { body: { locale: "ar" }, cookie })
    ).json()) as { challenge: string };
    const res = await call("/api/passkeys/register/verify", {
      body: { locale: "ar", response: await passkey.register({ challenge, rpID: RP_ID, origin: ORIGIN }) },
      cookie,
      userAgent: "curl/8",
    });
    expect(res.status).toBe(200);
    expect((await passkeyRow(passkey.id))?.name).toBe(ar.passkey.defaultName);
  });

  it("refuses an expired challenge, another user's challenge, a foreign origin and a wrong ceremony type", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const { cookie: otherCookie } = await signedIn(db, other.id);
    const options = async (c = cookie) =>
      ((await (await call("/api/passkeys/register/options", { body: {}, cookie: c })).json()) as { challenge: string })
        .challenge;

    const expired = await options();
    await db
      .prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), expired)
      .run();
    const late = await softPasskey();
    const lateRes = await call("/api/passkeys/register/verify", {
      body: { response: await late.register({ challenge: expired, rpID: RP_ID, origin: ORIGIN }) },
      cookie,
    });
    expect(lateRes.status).toBe(400);
    expect(await challengeRow(expired)).toBeNull();

    const theirs = await options(otherCookie);
    const stolen = await softPasskey();
    expect(
      (
        await call("/api/passkeys/register/verify", {
          body: { response: await stolen.register({ challenge: theirs, rpID: RP_ID, origin: ORIGIN }) },
          cookie,
        })
      ).status,
    ).toBe(400);

    const phished = await softPasskey();
    const phishedRes = await call("/api/passkeys/register/verify", {
      body: {
        response: await phished.register({ challenge: await options(), rpID: RP_ID, origin: "https://evil.example" }),
      },
      cookie,
    });
    expect(phishedRes.status).toBe(400);
    expect(await phishedRes.json()).toEqual({ error: en.passkey.errors.failed });

    const wrongType = await softPasskey();
    expect(
      (
        await call("/api/passkeys/register/verify", {
          body: {
            response: await wrongType.register({
              challenge: await options(),
              rpID: RP_ID,
              origin: ORIGIN,
              type: "webauthn.get",
            }),
          },
          cookie,
        })
      ).status,
    ).toBe(400);

    const wrongRp = await softPasskey();
    expect(
      (
        await call("/api/passkeys/register/verify", {
          body: {
            response: await wrongRp.register({ challenge: await options(), rpID: "evil.example", origin: ORIGIN }),
          },
          cookie,
        })
      ).status,
    ).toBe(400);

    for (const p of [late, stolen, phished, wrongType, wrongRp]) expect(await passkeyRow(p.id)).toBeNull();
  });

  it("refuses a body that is not a registration response, in the page's language", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    for (const body of [
      "not json",
      { locale: "ar", response: { id: "x" } },
      { response: { id: "a/b", rawId: "a/b", type: "public-key", response: {} } },
    ]) {
      const res = await call("/api/passkeys/register/verify", { body, cookie });
      expect(res.status).toBe(400);
      const locale = typeof body === "object" && body.locale === "ar" ? ar : en;
      expect(await res.json()).toEqual({ error: locale.passkey.errors.invalid });
    }
  });
});

describe("signing in with a passkey", () => {
  it("issues a stored, expiring challenge with no allow-list (discoverable credentials)", async () => {
    const res = await call("/api/passkeys/login/options", { body: {} });
    const options = (await res.json()) as {
      challenge: string;
      rpId: string;
      allowCredentials?: unknown[];
      userVerification: string;
    };
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(options.rpId).toBe(RP_ID);
    expect(options.allowCredentials ?? []).toEqual([]);
    const row = await challengeRow(options.challenge);
    expect(row).toMatchObject({ kind: "authenticate", user_id: null });
    expect(new Date(row!.expires_at).getTime()).toBeGreaterThan(Date.now() + (CHALLENGE_MINUTES - 1) * 60_000);
  });

  it("signs in, moves the counter on and records when it was used; the same assertion cannot be replayed", async () => {
    const { user, passkey } = await travellerWithPasskey();
    const { res, response, challenge } = await signInWith(passkey, { userHandle: userHandleFor(user.id) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ redirect: "/account" });
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=`))).toBe(true);
    const row = await passkeyRow(passkey.id);
    expect(row?.counter).toBe(1);
    expect(row?.last_used_at).not.toBeNull();
    expect(await challengeRow(challenge)).toBeNull();
    expect(await db.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?").bind(user.id).first("n")).toBe(2);

    const replay = await call("/api/passkeys/login/verify", { body: { response } });
    expect(replay.status).toBe(400);
    expect(replay.headers.getSetCookie()).toEqual([]);

    const second = await signInWith(passkey);
    expect(second.res.status).toBe(200);
    expect((await passkeyRow(passkey.id))?.counter).toBe(2);
  });

  it("refuses an assertion whose counter did not go up (a cloned authenticator)", async () => {
    const { passkey } = await travellerWithPasskey();
    expect((await signInWith(passkey, { counter: 5 })).res.status).toBe(200);
    const cloned = await signInWith(passkey, { counter: 5 });
    expect(cloned.res.status).toBe(400);
    expect(await cloned.res.json()).toEqual({ error: en.passkey.errors.failed });
    expect((await passkeyRow(passkey.id))?.counter).toBe(5);
  });

  it("refuses an unknown passkey, a forged signature, another user's handle and a foreign origin", async () => {
    const { passkey } = await travellerWithPasskey();
    const stranger = await softPasskey();
    const unknown = await signInWith(stranger, { locale: "ar" });
    expect(unknown.res.status).toBe(400);
    expect(await unknown.res.json()).toEqual({ error: ar.passkey.errors.unknown });

    // Another key claiming the registered credential's id: the signature does not verify against the stored key.
    const forger = await softPasskey();
    forger.id = passkey.id;
    const forged = await signInWith(forger);
    expect(forged.res.status).toBe(400);
    expect(await forged.res.json()).toEqual({ error: en.passkey.errors.failed });

    const other = await makeUser(db);
    expect((await signInWith(passkey, { userHandle: userHandleFor(other.id) })).res.status).toBe(400);
    expect((await signInWith(passkey, { origin: "https://evil.example" })).res.status).toBe(400);

    for (const attempt of [unknown, forged]) expect(attempt.res.headers.getSetCookie()).toEqual([]);
    expect((await passkeyRow(passkey.id))?.counter).toBe(0);
  });

  it("refuses an expired challenge even with a valid signature", async () => {
    const { passkey } = await travellerWithPasskey();
    const challenge = await loginChallenge();
    await db
      .prepare("UPDATE webauthn_challenges SET expires_at = ? WHERE challenge = ?")
      .bind(new Date(Date.now() - 1).toISOString(), challenge)
      .run();
    const res = await call("/api/passkeys/login/verify", {
      body: { response: await passkey.assert({ challenge, rpID: RP_ID, origin: ORIGIN }) },
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: en.passkey.errors.expired });
    expect((await passkeyRow(passkey.id))?.last_used_at).toBeNull();
  });

  it("refuses a registration challenge used to sign in", async () => {
    const { cookie, passkey } = await travellerWithPasskey();
    const { challenge } = (await (await call("/api/passkeys/register/options", { body: {}, cookie })).json()) as {
      challenge: string;
    };
    const res = await call("/api/passkeys/login/verify", {
      body: { response: await passkey.assert({ challenge, rpID: RP_ID, origin: ORIGIN }) },
    });
    expect(res.status).toBe(400);
  });

  it("goes on to a same-site `next` only, and to the account in the page's language otherwise", async () => {
    const { passkey } = await travellerWithPasskey();
    expect(await (await signInWith(passkey, { next: "/ar/invoices?x=1" })).res.json()).toEqual({
      redirect: "/ar/invoices?x=1",
    });
    expect(await (await signInWith(passkey, { next: "https://evil.example/steal" })).res.json()).toEqual({
      redirect: "/account",
    });
    expect(await (await signInWith(passkey, { next: "//evil.example" })).res.json()).not.toEqual({
      redirect: "//evil.example",
    });
    expect(await (await signInWith(passkey, { locale: "ar" })).res.json()).toEqual({ redirect: "/ar/account" });
  });

  it("does not sign in an account whose email is not verified", async () => {
    const { user, passkey } = await travellerWithPasskey();
    await db.prepare("UPDATE users SET email_verified_at = NULL WHERE id = ?").bind(user.id).run();
    const { res } = await signInWith(passkey);
    expect(res.status).toBe(400);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it(`counts against ${LIMITS.passkeyPerAddress.max} attempts per address`, async () => {
    const ip = "203.0.113.77";
    for (let i = 0; i < LIMITS.passkeyPerAddress.max; i++)
      expect((await call("/api/passkeys/login/options", { body: {}, ip })).status).toBe(200);
    const limited = await call("/api/passkeys/login/verify", { body: { locale: "ar", response: {} }, ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: ar.passkey.errors.tooMany });
    expect((await call("/api/passkeys/login/options", { body: {}, ip })).status).toBe(429);
    expect((await call("/api/passkeys/login/options", { body: {}, ip: "203.0.113.78" })).status).toBe(200);
  });
});

describe("the console's passkey re-check", () => {
  const grant = (userId: string) =>
    grantRoleGuardedStatement(
      db,
      { userId, role: "operator", supplierId: null, grantedBy: "command" },
      new Date(),
    ).run();
  const passkeyAt = (userId: string) =>
    db.prepare("SELECT passkey_at FROM sessions WHERE user_id = ?").bind(userId).first<string | null>("passkey_at");

  it("is refused to anyone who is not staff", async () => {
    expect((await call("/api/passkeys/confirm/options", { body: {} })).status).toBe(401);
    const { cookie } = await travellerWithPasskey();
    expect((await call("/api/passkeys/confirm/options", { body: {}, cookie })).status).toBe(401);
  });

  it("marks the staff member's session fresh with their own passkey, and not with someone else's", async () => {
    const { user, cookie, passkey } = await travellerWithPasskey();
    await grant(user.id);
    const other = await travellerWithPasskey();
    const confirm = async (key: SoftPasskey) => {
      const options = await call("/api/passkeys/confirm/options", { body: {}, cookie });
      expect(options.status).toBe(200);
      const { challenge } = (await options.json()) as { challenge: string };
      const response = await key.assert({ challenge, rpID: RP_ID, origin: ORIGIN });
      return call("/api/passkeys/confirm/verify", { body: { response, next: "/ops/staff" }, cookie });
    };
    expect(await passkeyAt(user.id)).toBeNull(); // signed in with a password
    const foreign = await confirm(other.passkey);
    expect(foreign.status).toBe(400);
    expect(await passkeyAt(user.id)).toBeNull();
    const own = await confirm(passkey);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ redirect: "/ops/staff" });
    expect(Date.now() - Date.parse((await passkeyAt(user.id))!)).toBeLessThan(60_000);
  });

  it("a passkey sign-in starts a staff session that remembers the passkey and lasts 12 hours", async () => {
    const { user, passkey } = await travellerWithPasskey();
    await grant(user.id);
    const { res } = await signInWith(passkey);
    expect(res.status).toBe(200);
    const row = await db
      .prepare("SELECT created_at, expires_at, passkey_at FROM sessions WHERE user_id = ? ORDER BY created_at DESC")
      .bind(user.id)
      .first<{ created_at: string; expires_at: string; passkey_at: string }>();
    expect(row!.passkey_at).toBe(row!.created_at);
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(12 * 3_600_000);
  });
});

describe("removing a passkey", () => {
  it("removes the traveller's own passkey and goes back to the account with a notice", async () => {
    const { user, cookie, passkey } = await travellerWithPasskey();
    const res = await call(`/api/passkeys/${passkey.id}/delete`, { form: { locale: "ar" }, cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe("/ar/account?passkey=removed");
    expect(await passkeyRow(passkey.id)).toBeNull();
    expect((await slotProps<PasskeyManagerProps>(`/slots/manager/${user.id}`)).passkeys).toEqual([]);
  });

  it("answers 404 for another traveller's passkey and leaves it in place", async () => {
    const { passkey } = await travellerWithPasskey();
    const intruder = await makeUser(db);
    const { cookie } = await signedIn(db, intruder.id);
    const res = await call(`/api/passkeys/${passkey.id}/delete`, { form: { locale: "en" }, cookie });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: en.passkey.errors.notFound });
    expect(await passkeyRow(passkey.id)).not.toBeNull();
  });

  it("sends a signed-out visitor to sign in, back to the account", async () => {
    const { passkey } = await travellerWithPasskey();
    const res = await call(`/api/passkeys/${passkey.id}/delete`, { form: { locale: "en" } });
    expect(res.status).toBe(303);
    expect(res.headers.get("Location")).toBe(`/auth/login?next=${encodeURIComponent("/account")}`);
    expect(await passkeyRow(passkey.id)).not.toBeNull();
  });
});

describe("the page slots", () => {
  it("gives the account page's island the traveller's passkeys only, and the removal notice", async () => {
    const { user, passkey } = await travellerWithPasskey();
    await travellerWithPasskey();
    const props = await slotProps<PasskeyManagerProps>(`/slots/manager/${user.id}?passkey=removed`);
    expect(props.passkeys.map((p) => p.id)).toEqual([passkey.id]);
    expect(props.notice).toBe("removed");
    expect(props).toMatchObject({
      optionsUrl: "/api/passkeys/register/options",
      verifyUrl: "/api/passkeys/register/verify",
      deleteBase: "/api/passkeys",
    });
    expect((await slotProps<PasskeyManagerProps>(`/slots/manager/${user.id}?passkey=<script>`)).notice).toBeNull();
  });

  it("gives the login page's island a same-site next only", async () => {
    const props = (query: string) => slotProps<PasskeySignInProps>(`/slots/sign-in${query}`);
    expect(await props("?next=%2Finvoices")).toMatchObject({
      next: "/invoices",
      optionsUrl: "/api/passkeys/login/options",
      verifyUrl: "/api/passkeys/login/verify",
    });
    expect((await props("?next=https%3A%2F%2Fevil.example")).next).toBeNull();
    expect((await props("")).next).toBeNull();
  });
});

describe("passkey names", () => {
  it.each([
    [CHROME_LINUX, { browser: "Chrome", os: "Linux" }],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      { browser: "Safari", os: "iPhone" },
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      { browser: "Edge", os: "Windows" },
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      { browser: "Samsung Internet", os: "Android" },
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0",
      { browser: "Firefox", os: "macOS" },
    ],
    ["curl/8.5.0", null],
    [null, null],
  ])("%s", (ua, expected) => {
    expect(deviceOf(ua)).toEqual(expected);
  });
});

describe("in the worker", () => {
  it("places the sign-in island on the login page, in both languages, with a same-site next", async () => {
    for (const [path, lang] of [
      ["/auth/login?next=%2Finvoices", "en"],
      ["/ar/auth/login", "ar"],
    ] as const) {
      const { res, body } = await html(path);
      expect(res.status).toBe(200);
      expect(body).toContain('data-island="PasskeySignIn"');
      expect(body).toContain('"optionsUrl":"/api/passkeys/login/options"');
      expect(body).toContain(`"locale":"${lang}"`);
    }
    expect((await html("/auth/login?next=%2Finvoices")).body).toContain('"next":"/invoices"');
  });

  it("lists the traveller's passkeys, server-rendered with remove forms, on the account page", async () => {
    const { cookie, passkey } = await travellerWithPasskey();
    const { res, body } = await html("/ar/account", { headers: { Cookie: cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(body).toContain('data-island="PasskeyManager"');
    expect(body).toContain(`action="/api/passkeys/${passkey.id}/delete"`);
    expect(body).toContain('<input type="hidden" name="locale" value="ar"/>');
    expect(body).toContain(ar.passkey.title);
  });

  it("answers at /api/passkeys behind the Origin check", async () => {
    const post = (headers: Record<string, string>) =>
      get("/api/passkeys/login/options", {
        method: "POST",
        headers: { "Content-Type": "application/json", "cf-connecting-ip": "192.0.2.200", ...headers },
        body: "{}",
      });
    expect((await post({ Origin: ORIGIN })).status).toBe(200);
    expect((await post({ Origin: "https://evil.example" })).status).toBe(403);
    expect((await post({})).status).toBe(403);
  });
});
