// Password guessing cannot lock the owner out (issue 27, "Input hygiene"): ten wrong passwords from elsewhere use up the
// account's attempts, yet a browser that signed in before still gets in with the right password (its attempts count on
// their own), and anyone locked out can ask for a single-use sign-in link by email. Guessing stays throttled.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { LIMITS } from "../../worker/services/auth/rate-limit.ts";
import { DEVICE_COOKIE } from "../../worker/services/auth/devices.ts";
import { eventually, get, Jar, ORIGIN } from "./helpers.ts";
import { makeUser } from "../fixtures/account-factories.ts";

const db = env.DB;
let seq = 0;

async function post(
  jar: Jar,
  path: string,
  body: Record<string, string>,
  address = `10.20.${++seq % 250}.${seq % 251}`,
): Promise<Response> {
  return jar.take(
    await get(path, {
      method: "POST",
      headers: {
        origin: ORIGIN,
        cookie: jar.header,
        "content-type": "application/x-www-form-urlencoded",
        "cf-connecting-ip": address,
      },
      body: new URLSearchParams(body),
    }),
  );
}

const signIn = (jar: Jar, email: string, password: string, prefix = "") =>
  post(jar, `${prefix}/auth/login`, { email, password });

async function lastMail(to: string, kind: string): Promise<{ text: string; locale: string } | null> {
  return db
    .prepare("SELECT text, locale FROM mail_outbox WHERE to_address = ? AND kind = ? ORDER BY id DESC LIMIT 1")
    .bind(to, kind)
    .first();
}

/** Uses up the account's password attempts from browsers that never signed in to it (within the limit's count). */
async function guessUntilLocked(email: string) {
  for (let i = 0; i <= LIMITS.signInPerAccount.max; i++) {
    const status = (await signIn(new Jar(), email, `wrong-guess-${i}`)).status;
    if (status === 429) return;
    expect(status).toBe(422);
  }
  throw new Error(`${LIMITS.signInPerAccount.max + 1} wrong passwords did not lock the account`);
}

describe("a lockout by someone guessing", () => {
  it("keeps out a browser that never signed in, even with the right password", async () => {
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    await guessUntilLocked(user.email);
    const stranger = new Jar();
    const res = await signIn(stranger, user.email, "falcon-dunes-2031");
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(stranger.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it("lets the owner in from a browser that signed in before, with the right password", async () => {
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    const owner = new Jar();
    expect((await signIn(owner, user.email, "falcon-dunes-2031")).status).toBe(303);
    expect(owner.cookies.get(DEVICE_COOKIE)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await post(owner, "/auth/sign-out", {});
    expect(owner.cookies.has(SESSION_COOKIE)).toBe(false);

    await guessUntilLocked(user.email);
    const back = await signIn(owner, user.email, "falcon-dunes-2031");
    expect(back.status).toBe(303);
    expect(owner.cookies.has(SESSION_COOKIE)).toBe(true);
  });

  it("still throttles guessing from that browser: its own attempts are limited", async () => {
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    const owner = new Jar();
    await signIn(owner, user.email, "falcon-dunes-2031");
    await post(owner, "/auth/sign-out", {});
    for (let i = 0; i < LIMITS.signInPerDevice.max; i++)
      expect((await signIn(owner, user.email, `oops-${i}`)).status).toBe(422);
    expect((await signIn(owner, user.email, "falcon-dunes-2031")).status).toBe(429);
  });

  it("a device cookie of another account changes nothing for this one", async () => {
    const other = await makeUser(db, { password: "other-person-2031" });
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    const jar = new Jar();
    await signIn(jar, other.email, "other-person-2031");
    await post(jar, "/auth/sign-out", {});
    await guessUntilLocked(user.email);
    expect((await signIn(jar, user.email, "falcon-dunes-2031")).status).toBe(429);
  });

  it("offers a sign-in link by email on the locked page, in both languages", async () => {
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    await guessUntilLocked(user.email);
    for (const prefix of ["", "/ar"]) {
      const res = await signIn(new Jar(), user.email, "nope", prefix);
      expect(res.status).toBe(429);
      const body = await res.text();
      const form = /<form [^>]*data-testid="limited-link-form"[^>]*>/.exec(body)?.[0] ?? "";
      expect(form).toContain(`action="${prefix}/auth/sign-in-link"`);
      expect(form).toContain('method="post"');
      expect(body).toContain(`value="${user.email}"`);
      expect(body).toContain(prefix ? "أرسل لي رابط تسجيل الدخول بدلًا من ذلك" : "Email me a sign-in link instead");
    }
  });
});

describe("an emailed sign-in link", () => {
  it("signs its owner in once, where they were going, even while password attempts are used up", async () => {
    const user = await makeUser(db, { password: "falcon-dunes-2031" });
    await guessUntilLocked(user.email);
    const asked = await post(new Jar(), "/auth/sign-in-link", { email: user.email, next: "/invoices" });
    expect(asked.status).toBe(303);
    expect(asked.headers.get("location")).toBe("/auth/sign-in-link-sent");
    // Sent after the answer has gone (so the answer takes as long whether or not the address has an account).
    const mail = await eventually(() => lastMail(user.email, "sign_in_link"));
    const link = /https:\/\/\S+(\/auth\/sign-in-link\/open\?token=[A-Za-z0-9_-]{43})/.exec(mail!.text)![1];

    const jar = new Jar();
    const opened = jar.take(await get(link, { headers: { cookie: jar.header } }));
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/invoices");
    expect(jar.cookies.has(SESSION_COOKIE)).toBe(true);
    expect(jar.cookies.has(DEVICE_COOKIE)).toBe(true);

    const again = await get(link);
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("This sign-in link no longer works");
  });

  it("answers the same for an unknown address or an unverified account, and sends nothing", async () => {
    const unverified = await makeUser(db, { verified: false });
    for (const email of ["nobody-here@example.com", unverified.email]) {
      const res = await post(new Jar(), "/auth/sign-in-link", { email });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/auth/sign-in-link-sent");
      expect(await lastMail(email, "sign_in_link")).toBeNull();
    }
  });

  it("is limited per account, so it cannot be used to flood an inbox", async () => {
    const user = await makeUser(db);
    for (let i = 0; i < LIMITS.signInLinkPerAccount.max; i++)
      expect((await post(new Jar(), "/ar/auth/sign-in-link", { email: user.email })).status).toBe(303);
    const res = await post(new Jar(), "/ar/auth/sign-in-link", { email: user.email });
    expect(res.status).toBe(429);
    expect((await eventually(() => lastMail(user.email, "sign_in_link"))).locale).toBe("ar");
  });
});
