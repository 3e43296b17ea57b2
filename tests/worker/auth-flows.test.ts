// Accounts end to end over HTTP: sign-up → verification link → session, sign-in with rotation, sign-out revocation,
// rate limits, forgot/reset (single use, expiry), change password, cart merge and guest orders claimed on verification.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from "../../shared/account.ts";
import { CART_COOKIE } from "../../shared/cart.ts";
import { LIMITS } from "../../worker/services/auth/rate-limit.ts";
import { startCheckout } from "../../worker/services/checkout/attempt.ts";
import { eventually, get, Jar, ORIGIN } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { makeCart, makeDeparture, startInput } from "../fixtures/booking-factories.ts";
import { storedItems } from "../fixtures/cart-factories.ts";
import { fakeDeps } from "../fixtures/fakes.ts";

const db = env.DB;
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${++seq}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function post(
  jar: Jar,
  path: string,
  body: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  return jar.take(
    await get(path, {
      method: "POST",
      // A fresh client address per request unless told: only the limit under test may trip.
      headers: {
        origin: ORIGIN,
        cookie: jar.header,
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": `10.9.${++seq % 250}.${seq % 251}`,
        ...headers,
      },
      body: new URLSearchParams(body),
    }),
  );
}
const open = async (jar: Jar, path: string) => jar.take(await get(path, { headers: { cookie: jar.header } }));

async function lastMail(to: string, kind: string): Promise<{ text: string; locale: string } | null> {
  return db
    .prepare("SELECT text, locale FROM mail_outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1")
    .bind(to, kind)
    .first();
}
async function mailCount(to: string, kind?: string): Promise<number> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM mail_outbox WHERE to_address = ? AND (?2 IS NULL OR kind = ?2)")
    .bind(to, kind ?? null)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
/** The emailed link's path and query (mail links are absolute, on the public origin). */
function linkIn(text: string, route: string): string {
  const match = text.match(new RegExp(`https://[^\\s]+${route.replace(/\//g, "\\/")}\\?token=[A-Za-z0-9_-]+`));
  if (!match) throw new Error(`no ${route} link in:\n${text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
const sessionsOf = async (userId: string) =>
  (await db.prepare("SELECT count(*) AS n FROM sessions WHERE user_id = ?").bind(userId).first<{ n: number }>())!.n;
const userRow = (email: string) =>
  db.prepare("SELECT * FROM users WHERE email = ?").bind(email).first<Record<string, unknown>>();
const accountStatus = async (cookie: string) => (await get("/account", { headers: { cookie } })).status;

async function signUpAndVerify(locale: "en" | "ar" = "en", extra: Record<string, string> = {}) {
  const jar = new Jar();
  const email = uniqueEmail("new");
  const prefix = locale === "ar" ? "/ar" : "";
  const res = await post(jar, `${prefix}/auth/sign-up`, {
    firstName: "Mariam",
    lastName: "Saeed",
    email,
    password: "desert-rose-22",
    confirmPassword: "desert-rose-22",
    ...extra,
  });
  expect(res.status).toBe(303);
  expect(res.headers.get("location")).toBe(`${prefix}/auth/check-email`);
  const mail = await lastMail(email, "verify_email");
  return { jar, email, link: linkIn(mail!.text, `${prefix}/auth/verify-email`), mail: mail! };
}

describe("sign-up and verification", () => {
  it("creates an unverified account that cannot sign in, then the emailed link verifies it and the password signs in", async () => {
    const { jar, email, link, mail } = await signUpAndVerify();
    expect(mail.locale).toBe("en");
    const row = await userRow(email);
    expect(row?.email_verified_at).toBeNull();
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    // Before verification the right password sends a fresh link, not a session.
    const signIn = await post(new Jar(), "/auth/login", { email, password: "desert-rose-22" });
    expect(signIn.status).toBe(303);
    expect(signIn.headers.get("location")).toBe("/auth/check-email");
    expect(signIn.headers.getSetCookie().join("\n")).not.toContain(SESSION_COOKIE);
    expect(await mailCount(email, "verify_email")).toBe(2);
    // The first link no longer works (a newer one was sent); the newest does.
    expect((await open(new Jar(), link)).status).toBe(400);
    const newest = linkIn((await lastMail(email, "verify_email"))!.text, "/auth/verify-email");
    const verified = await open(jar, newest);
    expect(verified.status).toBe(303);
    // The link confirms the address and asks for the password: it signs nobody in by itself (login CSRF).
    expect(verified.headers.get("location")).toBe(`/auth/login?verified=1&next=${encodeURIComponent("/account")}`);
    expect(verified.headers.getSetCookie().join("\n")).not.toContain(SESSION_COOKIE);
    expect((await userRow(email))?.email_verified_at).not.toBeNull();
    const login = await open(jar, verified.headers.get("location")!);
    expect(await login.text()).toContain("Your email address is confirmed");
    const signedIn = await post(jar, "/auth/login", { email, password: "desert-rose-22", next: "/account" });
    expect(signedIn.headers.get("location")).toBe("/account");
    expect(jar.cookies.get(SIGNED_IN_COOKIE)).toBe("1");
    const account = await open(jar, "/account");
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(email);
  });

  it("a verification link works once: opened again, it says so and offers to sign in", async () => {
    const { link } = await signUpAndVerify();
    expect((await open(new Jar(), link)).status).toBe(303);
    const again = await open(new Jar(), link);
    expect(again.status).toBe(400);
    const body = await again.text();
    expect(body).toContain("This link has expired or was already used");
    expect(body).toContain('href="/auth/login"');
  });

  it("an expired verification link is refused", async () => {
    const { email, link } = await signUpAndVerify();
    const user = await userRow(email);
    await db
      .prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ?")
      .bind(new Date(Date.now() - 1000).toISOString(), user!.id)
      .run();
    expect((await open(new Jar(), link)).status).toBe(400);
    expect((await userRow(email))?.email_verified_at).toBeNull();
  });

  it("keeps where the traveller was going through the emailed link, in Arabic too", async () => {
    const { jar, link, mail } = await signUpAndVerify("ar", { next: "/ar/cart" });
    expect(mail.locale).toBe("ar");
    expect(link.startsWith("/ar/auth/verify-email?token=")).toBe(true);
    const res = await open(jar, link);
    expect(res.headers.get("location")).toBe(`/ar/auth/login?verified=1&next=${encodeURIComponent("/ar/cart")}`);
  });

  it("signing up again with an address that has an account emails its owner and changes nothing", async () => {
    const owner = await makeUser(db);
    const before = await userRow(owner.email);
    const res = await post(new Jar(), "/auth/sign-up", {
      firstName: "X",
      lastName: "Y",
      email: owner.email,
      password: "another-pass-1",
      confirmPassword: "another-pass-1",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth/check-email");
    expect(await mailCount(owner.email, "account_exists")).toBe(1);
    expect(await mailCount(owner.email, "verify_email")).toBe(0);
    expect(await userRow(owner.email)).toEqual(before);
  });

  it("signing up again with an unverified address takes the new password, and only the newest link verifies", async () => {
    const { email, link } = await signUpAndVerify();
    const jar = new Jar();
    await post(jar, "/auth/sign-up", {
      firstName: "Mariam",
      lastName: "Saeed",
      email,
      password: "second-choice-9",
      confirmPassword: "second-choice-9",
    });
    expect((await open(new Jar(), link)).status).toBe(400);
    const newest = linkIn((await lastMail(email, "verify_email"))!.text, "/auth/verify-email");
    expect((await open(new Jar(), newest)).status).toBe(303);
    expect((await post(new Jar(), "/auth/login", { email, password: "desert-rose-22" })).status).toBe(422);
    expect((await post(new Jar(), "/auth/login", { email, password: "second-choice-9" })).status).toBe(303);
  });

  it("claims guest orders placed with the address once it is verified, and not before", async () => {
    const email = uniqueEmail("guest");
    const { slotId } = await makeDeparture(db);
    const cartId = await makeCart(db, [{ slotId, counts: { adult: 1 } }]);
    const deps = fakeDeps(db);
    const started = await startCheckout(
      deps,
      startInput(cartId, new Date(), {
        paymentMode: "later",
        lead: { firstName: "Sara", lastName: "Ali", email: email.toUpperCase(), country: "AE", phone: "+971501234567" },
      }),
    );
    const orderId = "orderId" in started ? (started.orderId as string) : null;
    expect(orderId).toBeTruthy();
    const owner = () =>
      db.prepare("SELECT user_id FROM orders WHERE id = ?").bind(orderId).first<{ user_id: string | null }>();
    const jar = new Jar();
    await post(jar, "/auth/sign-up", {
      firstName: "Sara",
      lastName: "Ali",
      email,
      password: "desert-rose-22",
      confirmPassword: "desert-rose-22",
    });
    expect((await owner())?.user_id).toBeNull();
    const link = linkIn((await lastMail(email, "verify_email"))!.text, "/auth/verify-email");
    await open(jar, link);
    // Verified: the next sign-in brings the guest orders into the account.
    expect((await owner())?.user_id).toBeNull();
    await post(jar, "/auth/login", { email, password: "desert-rose-22" });
    const user = await userRow(email);
    expect((await owner())?.user_id).toBe(user!.id);
  });
});

describe("sessions", () => {
  it("issues __Host-session as HttpOnly, Secure, SameSite=Lax, Path=/ without Domain, and a readable signed_in flag", async () => {
    const user = await makeUser(db);
    const res = await post(new Jar(), "/auth/login", { email: user.email, password: user.password });
    expect(res.status).toBe(303);
    const cookies = res.headers.getSetCookie();
    const session = cookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))!;
    expect(session).toMatch(/; HttpOnly/i);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; SameSite=Lax/i);
    expect(session).toMatch(/; Path=\/(;|$)/);
    expect(session).not.toMatch(/Domain=/i);
    const flag = cookies.find((line) => line.startsWith(`${SIGNED_IN_COOKIE}=`))!;
    expect(flag).toMatch(/^signed_in=1;/);
    expect(flag).not.toMatch(/HttpOnly/i);
  });

  it("rotates at sign-in: the session the browser had before no longer works", async () => {
    const user = await makeUser(db);
    const before = await signedIn(db, user.id);
    const jar = new Jar();
    jar.cookies.set(SESSION_COOKIE, before.token);
    expect(await accountStatus(before.cookie)).toBe(200);
    const res = await post(jar, "/auth/login", { email: user.email, password: user.password });
    expect(res.status).toBe(303);
    const after = jar.cookies.get(SESSION_COOKIE)!;
    expect(after).not.toBe(before.token);
    expect(await accountStatus(before.cookie)).toBe(303);
    expect(await accountStatus(`${SESSION_COOKIE}=${after}`)).toBe(200);
  });

  it("sign-out revokes the session server-side, clears the cookies and goes home", async () => {
    const user = await makeUser(db);
    const { token, cookie } = await signedIn(db, user.id);
    const jar = new Jar();
    jar.cookies.set(SESSION_COOKIE, token);
    const res = await post(jar, "/ar/auth/sign-out", {});
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/ar");
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(await accountStatus(cookie)).toBe(303);
  });

  it("sign-out without an Origin header is refused (the middleware's check)", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const res = await get("/auth/sign-out", { method: "POST", headers: { cookie } });
    expect(res.status).toBe(403);
    expect(await accountStatus(cookie)).toBe(200);
  });

  it("an anonymous cart's items end up in the account's cart after sign-in", async () => {
    const user = await makeUser(db);
    const { slotId: savedSlot } = await makeDeparture(db);
    const { slotId: anonSlot } = await makeDeparture(db);
    const savedCart = await makeCart(db, [{ slotId: savedSlot, counts: { adult: 1 } }]);
    await db.prepare("UPDATE carts SET user_id = ? WHERE id = ?").bind(user.id, savedCart).run();
    const anonCart = await makeCart(db, [{ slotId: anonSlot, counts: { adult: 2 } }]);
    const jar = new Jar();
    jar.cookies.set(CART_COOKIE, anonCart);
    await post(jar, "/auth/login", { email: user.email, password: user.password });
    expect(jar.cookies.get(CART_COOKIE)).toBe(savedCart);
    expect(await storedItems(db, savedCart)).toHaveLength(2);
    expect(jar.cookies.get("cart_count")).toBe("2");
  });
});

describe("rate limits", () => {
  it("refuses the 11th sign-in for one account in the window, with 429 and a message; another account is not affected", async () => {
    const user = await makeUser(db);
    const other = await makeUser(db);
    const max = LIMITS.signInPerAccount.max;
    for (let i = 0; i < max; i++) {
      // A different address each time: only the per-account limit can trip.
      const res = await post(
        new Jar(),
        "/auth/login",
        { email: user.email, password: "wrong-password" },
        { "cf-connecting-ip": `198.51.100.${i}` },
      );
      expect(res.status).toBe(422);
    }
    const refused = await post(
      new Jar(),
      "/auth/login",
      { email: user.email, password: user.password },
      { "cf-connecting-ip": "198.51.100.200" },
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many attempts");
    expect(refused.headers.getSetCookie().join("\n")).not.toContain(SESSION_COOKIE);
    const fine = await post(
      new Jar(),
      "/auth/login",
      { email: other.email, password: other.password },
      { "cf-connecting-ip": "198.51.100.201" },
    );
    expect(fine.status).toBe(303);
  });

  it("limits one address across accounts", async () => {
    const user = await makeUser(db);
    const address = "203.0.113.77";
    for (let i = 0; i < LIMITS.signInPerAddress.max; i++) {
      const res = await post(
        new Jar(),
        "/auth/login",
        { email: uniqueEmail("probe"), password: "whatever-123" },
        { "cf-connecting-ip": address },
      );
      expect(res.status).toBe(422);
    }
    const refused = await post(
      new Jar(),
      "/ar/auth/login",
      { email: user.email, password: user.password },
      { "cf-connecting-ip": address },
    );
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain("محاولات كثيرة");
    const elsewhere = await post(
      new Jar(),
      "/auth/login",
      { email: user.email, password: user.password },
      { "cf-connecting-ip": "203.0.113.78" },
    );
    expect(elsewhere.status).toBe(303);
  }, 30_000);

  it.each([null, "127.0.0.1", "::1"])(
    "from this machine (address %s, as in wrangler dev) only the per-account limits apply",
    async (address) => {
      const signUpWithoutAddress = (email: string) =>
        get("/auth/sign-up", {
          method: "POST",
          headers: {
            origin: ORIGIN,
            "content-type": "application/x-www-form-urlencoded",
            ...(address ? { "cf-connecting-ip": address } : {}),
          },
          body: new URLSearchParams({
            firstName: "A",
            lastName: "B",
            email,
            password: "long-enough-1",
            confirmPassword: "long-enough-1",
          }),
        });
      for (let i = 0; i <= LIMITS.signUpPerAddress.max; i++)
        expect((await signUpWithoutAddress(uniqueEmail("local"))).status).toBe(303);
      const email = uniqueEmail("local");
      for (let i = 0; i < LIMITS.signUpPerAccount.max; i++)
        expect((await signUpWithoutAddress(email)).status).toBe(303);
      expect((await signUpWithoutAddress(email)).status).toBe(429);
    },
    30_000,
  );

  it("limits sign-up and forgot-password per account", async () => {
    const email = uniqueEmail("limit");
    const body = { firstName: "A", lastName: "B", email, password: "long-enough-1", confirmPassword: "long-enough-1" };
    for (let i = 0; i < LIMITS.signUpPerAccount.max; i++)
      expect((await post(new Jar(), "/auth/sign-up", body, { "cf-connecting-ip": `192.0.2.${i}` })).status).toBe(303);
    expect((await post(new Jar(), "/auth/sign-up", body, { "cf-connecting-ip": "192.0.2.99" })).status).toBe(429);
    for (let i = 0; i < LIMITS.resetPerAccount.max; i++)
      expect(
        (await post(new Jar(), "/auth/forgot-password", { email }, { "cf-connecting-ip": `192.0.2.${i}` })).status,
      ).toBe(303);
    expect(
      (await post(new Jar(), "/auth/forgot-password", { email }, { "cf-connecting-ip": "192.0.2.99" })).status,
    ).toBe(429);
  });
});

describe("forgot and reset password", () => {
  async function resetLink(email: string, locale: "en" | "ar" = "en") {
    const prefix = locale === "ar" ? "/ar" : "";
    const res = await post(new Jar(), `${prefix}/auth/forgot-password`, { email });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${prefix}/auth/reset-link-sent`);
    const mail = await eventually(() => lastMail(email, "reset_password"));
    expect(mail.locale).toBe(locale);
    return linkIn(mail.text, `${prefix}/auth/reset-password`);
  }

  it("resets through the emailed link: sessions revoked, a new one started, old password refused, owner told", async () => {
    const user = await makeUser(db);
    const old = await signedIn(db, user.id);
    const link = await resetLink(user.email);
    const form = await open(new Jar(), link);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toBe("private, no-store");
    const token = new URL(link, ORIGIN).searchParams.get("token")!;
    const jar = new Jar();
    const res = await post(jar, "/auth/reset-password", {
      token,
      password: "brand-new-pass",
      confirmPassword: "brand-new-pass",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account");
    expect(await accountStatus(old.cookie)).toBe(303);
    expect(await sessionsOf(user.id)).toBe(1);
    expect(await accountStatus(jar.header)).toBe(200);
    expect(await mailCount(user.email, "password_changed")).toBe(1);
    expect((await post(new Jar(), "/auth/login", { email: user.email, password: user.password })).status).toBe(422);
    expect((await post(new Jar(), "/auth/login", { email: user.email, password: "brand-new-pass" })).status).toBe(303);
  });

  it("a reset link works once", async () => {
    const user = await makeUser(db);
    const token = new URL(await resetLink(user.email), ORIGIN).searchParams.get("token")!;
    expect(
      (
        await post(new Jar(), "/auth/reset-password", {
          token,
          password: "first-new-pass",
          confirmPassword: "first-new-pass",
        })
      ).status,
    ).toBe(303);
    const again = await post(new Jar(), "/auth/reset-password", {
      token,
      password: "second-new-pass",
      confirmPassword: "second-new-pass",
    });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This reset link has expired or was already used");
    expect((await open(new Jar(), `/auth/reset-password?token=${token}`)).status).toBe(400);
    expect((await post(new Jar(), "/auth/login", { email: user.email, password: "first-new-pass" })).status).toBe(303);
  });

  it("an expired reset link is refused, with a way to ask again", async () => {
    const user = await makeUser(db);
    const link = await resetLink(user.email, "ar");
    await db
      .prepare("UPDATE auth_tokens SET expires_at = ? WHERE user_id = ? AND kind = 'reset_password'")
      .bind(new Date(Date.now() - 1000).toISOString(), user.id)
      .run();
    const res = await open(new Jar(), link);
    expect(res.status).toBe(400);
    const body = await res.text();
    expect(body).toContain("انتهت صلاحية رابط إعادة التعيين");
    expect(body).toContain('href="/ar/auth/forgot-password"');
    const token = new URL(link, ORIGIN).searchParams.get("token")!;
    expect(
      (
        await post(new Jar(), "/ar/auth/reset-password", {
          token,
          password: "brand-new-pass",
          confirmPassword: "brand-new-pass",
        })
      ).status,
    ).toBe(400);
  });

  it("asking again invalidates the older reset link", async () => {
    const user = await makeUser(db);
    const first = await resetLink(user.email);
    await db.prepare("DELETE FROM mail_outbox WHERE to_address = ?").bind(user.email).run();
    const second = await resetLink(user.email);
    expect((await open(new Jar(), first)).status).toBe(400);
    expect((await open(new Jar(), second)).status).toBe(200);
  });

  it("a reset verifies an unverified address (the link proves it)", async () => {
    const user = await makeUser(db, { verified: false });
    const token = new URL(await resetLink(user.email), ORIGIN).searchParams.get("token")!;
    const jar = new Jar();
    expect(
      (
        await post(jar, "/auth/reset-password", {
          token,
          password: "brand-new-pass",
          confirmPassword: "brand-new-pass",
        })
      ).status,
    ).toBe(303);
    expect((await userRow(user.email))?.email_verified_at).not.toBeNull();
    expect(await accountStatus(jar.header)).toBe(200);
  });
});

describe("the account page", () => {
  it("signed out: 303 to the login page with next=/account; signed in: private, no-store, noindex", async () => {
    const out = await get("/account");
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/auth/login?next=%2Faccount");
    expect(out.headers.get("cache-control")).toContain("no-store");
    const arOut = await get("/ar/account");
    expect(arOut.headers.get("location")).toBe("/ar/auth/login?next=%2Far%2Faccount");
    const user = await makeUser(db, { firstName: "Huda" });
    const { cookie } = await signedIn(db, user.id);
    const res = await get("/ar/account", { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = await res.text();
    expect(body).toMatch(/<meta name="robots" content="noindex/);
    expect(body).toContain('action="/ar/auth/sign-out"');
    expect(body).toContain('href="/ar/invoices"');
    expect(body).toContain('value="Huda"');
  });

  it("changes the password: other sessions end, this browser gets a new one, the old password stops working", async () => {
    const user = await makeUser(db);
    const other = await signedIn(db, user.id);
    const mine = await signedIn(db, user.id);
    const jar = new Jar();
    jar.cookies.set(SESSION_COOKIE, mine.token);
    const wrong = await post(jar, "/account/password", {
      currentPassword: "not-my-password",
      password: "changed-pass-1",
      confirmPassword: "changed-pass-1",
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain("This isn&#x27;t your current password.");
    const res = await post(jar, "/account/password", {
      currentPassword: user.password,
      password: "changed-pass-1",
      confirmPassword: "changed-pass-1",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account?saved=password");
    expect(await accountStatus(other.cookie)).toBe(303);
    expect(await accountStatus(mine.cookie)).toBe(303);
    expect(jar.cookies.get(SESSION_COOKIE)).not.toBe(mine.token);
    expect(await accountStatus(jar.header)).toBe(200);
    expect(await sessionsOf(user.id)).toBe(1);
    expect(await mailCount(user.email, "password_changed")).toBe(1);
    expect((await post(new Jar(), "/auth/login", { email: user.email, password: "changed-pass-1" })).status).toBe(303);
  });

  it("updates the name, and refuses an empty one with the field's message", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const empty = await get("/account/profile", {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=&lastName=Omar",
    });
    expect(empty.status).toBe(422);
    const body = await empty.text();
    expect(body).toContain("This field is required");
    expect(body).toContain('value="Omar"');
    const ok = await get("/account/profile", {
      method: "POST",
      headers: { origin: ORIGIN, cookie, "content-type": "application/x-www-form-urlencoded" },
      body: "firstName=Noor&lastName=Omar",
    });
    expect(ok.status).toBe(303);
    expect((await userRow(user.email))?.first_name).toBe("Noor");
  });

  it("account posts without a session go to sign in and change nothing", async () => {
    const res = await post(new Jar(), "/account/profile", { firstName: "Evil", lastName: "Doer" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/auth/login?next=%2Faccount");
  });
});
