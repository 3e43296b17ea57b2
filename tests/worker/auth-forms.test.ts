// The auth forms over HTTP in both languages: the spec's messages field by field, the login page's contract, private
// caching, same-site `next` only, and no account enumeration (same status and body for known and unknown addresses).
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { eventually, get, html, ORIGIN } from "./helpers.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";

const db = env.DB;
let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${++seq}-${crypto.randomUUID().slice(0, 8)}@example.com`;

const INCORRECT_EN =
  "Your email or password is incorrect. Please try again or click the &quot;Forgot password?&quot; link.";
const INCORRECT_AR =
  "البريد الإلكتروني أو كلمة المرور غير صحيحة. يُرجى المحاولة مرة أخرى أو الضغط على رابط &quot;نسيت كلمة المرور؟&quot;.";
const MESSAGES = {
  en: {
    required: "This field is required",
    email: "This format is not correct.",
    short: "Password must be at least 8 characters, not counting spaces",
    mismatch: "Passwords do not match",
  },
  ar: {
    required: "هذا الحقل مطلوب",
    email: "هذه الصيغة غير صحيحة.",
    short: "يجب ألا تقل كلمة المرور عن 8 أحرف دون احتساب المسافات",
    mismatch: "كلمتا المرور غير متطابقتين",
  },
} as const;

function post(path: string, body: Record<string, string>, cookie = ""): Promise<Response> {
  return get(path, {
    method: "POST",
    headers: {
      origin: ORIGIN,
      cookie,
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": `10.7.${++seq % 250}.${seq % 251}`,
    },
    body: new URLSearchParams(body),
  });
}

/** The message shown under a field (the element after its input that says why it was refused). */
function fieldError(body: string, field: string): string | null {
  const match = body.match(new RegExp(`<p id="auth-${field}-error"[^>]*>([^<]*)</p>`));
  return match ? match[1] : null;
}

/** A page as a test compares it: the per-request CSP nonce taken out. */
const withoutNonce = (body: string) => body.replace(/nonce="[^"]*"/g, 'nonce=""');

describe.each(["en", "ar"] as const)("the login page (%s)", (locale) => {
  const prefix = locale === "ar" ? "/ar" : "";
  const m = MESSAGES[locale];

  it("is a private, noindex form posting email, password and next to itself, with the passkey mount point", async () => {
    const { res, body } = await html(`${prefix}/auth/login?next=${encodeURIComponent(`${prefix}/cart`)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(body).toMatch(/<meta name="robots" content="noindex/);
    expect(body).toContain(`action="${prefix}/auth/login"`);
    const inputs = body.match(/<input[^>]*>/g) ?? [];
    expect(inputs.find((tag) => tag.includes('name="email"'))).toContain('type="email"');
    expect(inputs.find((tag) => tag.includes('name="password"'))).toContain('type="password"');
    expect(body).toContain(`name="next" value="${prefix}/cart"`);
    expect(body).toContain('<div id="passkey-sign-in">');
    expect(body).toContain(`href="${prefix}/auth/forgot-password"`);
    expect(body).toContain(`href="${prefix}/auth/sign-up?next=${encodeURIComponent(`${prefix}/cart`)}"`);
  });

  it("says which fields are required, and that an email's format is wrong", async () => {
    const empty = await post(`${prefix}/auth/login`, {});
    expect(empty.status).toBe(422);
    const body = await empty.text();
    expect(fieldError(body, "email")).toBe(m.required);
    expect(fieldError(body, "password")).toBe(m.required);
    const bad = await (await post(`${prefix}/auth/login`, { email: "not-an-email", password: "whatever-1" })).text();
    expect(fieldError(bad, "email")).toBe(m.email);
    expect(bad).toContain('value="not-an-email"');
    expect(bad).not.toContain("whatever-1");
  });

  it("answers a wrong password with the spec's message, keeping the email but never the password", async () => {
    const user = await makeUser(db);
    const res = await post(`${prefix}/auth/login`, { email: user.email, password: "wrong-guess-1" });
    expect(res.status).toBe(422);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.getSetCookie().join("\n")).not.toContain(SESSION_COOKIE);
    const body = await res.text();
    expect(body).toContain(locale === "en" ? INCORRECT_EN : INCORRECT_AR);
    expect(body).toContain(`value="${user.email}"`);
    expect(body).not.toContain("wrong-guess-1");
  });

  it("sign-up: every field required, email format, password length and confirmation, values kept", async () => {
    const empty = await (await post(`${prefix}/auth/sign-up`, {})).text();
    for (const field of ["firstName", "lastName", "email", "password", "confirmPassword"])
      expect(fieldError(empty, field), field).toBe(m.required);
    const res = await post(`${prefix}/auth/sign-up`, {
      firstName: "Aisha",
      lastName: "",
      email: "aisha@",
      password: "short",
      confirmPassword: "short",
    });
    expect(res.status).toBe(422);
    const body = await res.text();
    expect(fieldError(body, "firstName")).toBeNull();
    expect(fieldError(body, "lastName")).toBe(m.required);
    expect(fieldError(body, "email")).toBe(m.email);
    expect(fieldError(body, "password")).toBe(m.short);
    expect(body).toContain('value="Aisha"');
    const mismatch = await (
      await post(`${prefix}/auth/sign-up`, {
        firstName: "A",
        lastName: "B",
        email: "a@example.com",
        password: "long-enough-1",
        confirmPassword: "long-enough-2",
      })
    ).text();
    expect(fieldError(mismatch, "password")).toBeNull();
    expect(fieldError(mismatch, "confirmPassword")).toBe(m.mismatch);
    expect(mismatch).not.toContain("long-enough");
  });

  it("a password of exactly 8 characters is long enough, 7 is not (Arabic letters count as characters)", async () => {
    const seven = await (
      await post(`${prefix}/auth/sign-up`, {
        firstName: "A",
        lastName: "B",
        email: uniqueEmail("len"),
        password: "سبعةأحر",
        confirmPassword: "سبعةأحر",
      })
    ).text();
    expect(fieldError(seven, "password")).toBe(m.short);
    const eight = await post(`${prefix}/auth/sign-up`, {
      firstName: "A",
      lastName: "B",
      email: uniqueEmail("len"),
      password: "ثمانيةأح",
      confirmPassword: "ثمانيةأح",
    });
    expect(eight.status).toBe(303);
  });

  it("forgot password and reset: required, format, length and match messages", async () => {
    const forgot = await post(`${prefix}/auth/forgot-password`, { email: "" });
    expect(forgot.status).toBe(422);
    expect(fieldError(await forgot.text(), "email")).toBe(m.required);
    expect(fieldError(await (await post(`${prefix}/auth/forgot-password`, { email: "x@y" })).text(), "email")).toBe(
      m.email,
    );
    const user = await makeUser(db);
    await post(`${prefix}/auth/forgot-password`, { email: user.email });
    const mail = await eventually(() =>
      db
        .prepare("SELECT text FROM mail_outbox WHERE to_address = ? AND kind = 'reset_password'")
        .bind(user.email)
        .first<{ text: string }>(),
    );
    const token = mail.text.match(/token=([A-Za-z0-9_-]{43})/)![1];
    const short = await post(`${prefix}/auth/reset-password`, {
      token,
      password: "1234567",
      confirmPassword: "1234567",
    });
    expect(short.status).toBe(422);
    const shortBody = await short.text();
    expect(fieldError(shortBody, "password")).toBe(m.short);
    expect(shortBody).toContain(`name="token" value="${token}"`);
    const mismatch = await (
      await post(`${prefix}/auth/reset-password`, { token, password: "12345678", confirmPassword: "12345679" })
    ).text();
    expect(fieldError(mismatch, "confirmPassword")).toBe(m.mismatch);
    const empty = await (await post(`${prefix}/auth/reset-password`, { token })).text();
    expect(fieldError(empty, "password")).toBe(m.required);
    expect(fieldError(empty, "confirmPassword")).toBe(m.required);
  });

  it("check-email and reset-link-sent are private pages in the page's language", async () => {
    for (const [route, text] of [
      ["/auth/check-email", locale === "en" ? "Check your inbox" : "تحقّق من بريدك الوارد"],
      ["/auth/reset-link-sent", locale === "en" ? "Reset link sent" : "تم إرسال رابط إعادة التعيين"],
      ["/auth/forgot-password", locale === "en" ? "Forgot password?" : "نسيت كلمة المرور؟"],
      ["/auth/sign-up", locale === "en" ? "Create an account" : "إنشاء حساب"],
    ]) {
      const { res, body } = await html(prefix + route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get("cache-control"), route).toBe("private, no-store");
      expect(body, route).toContain(text);
      expect(body, route).toMatch(/<meta name="robots" content="noindex/);
    }
  });
});

describe("no account enumeration", () => {
  it("sign-in: an unknown address and a wrong password get the same status and the same page", async () => {
    const user = await makeUser(db);
    const unknown = uniqueEmail("nobody");
    const known = await post("/auth/login", { email: user.email, password: "wrong-guess-1" });
    const missing = await post("/auth/login", { email: unknown, password: "wrong-guess-1" });
    expect(missing.status).toBe(known.status);
    expect(missing.headers.getSetCookie()).toEqual(known.headers.getSetCookie());
    // The only difference is the address typed, shown back in the field.
    const a = withoutNonce(await known.text()).replaceAll(user.email, "EMAIL");
    const b = withoutNonce(await missing.text()).replaceAll(unknown, "EMAIL");
    expect(b).toBe(a);
  });

  it("sign-up: a new address and one with an account get the same answer", async () => {
    const user = await makeUser(db);
    const body = (email: string) => ({
      firstName: "Ali",
      lastName: "Hassan",
      email,
      password: "long-enough-1",
      confirmPassword: "long-enough-1",
    });
    const taken = await post("/auth/sign-up", body(user.email));
    const fresh = await post("/auth/sign-up", body(uniqueEmail("fresh")));
    expect(fresh.status).toBe(taken.status);
    expect(fresh.headers.get("location")).toBe(taken.headers.get("location"));
    expect(fresh.headers.getSetCookie()).toEqual(taken.headers.getSetCookie());
    expect(await fresh.text()).toBe(await taken.text());
  });

  it("forgot password: a known and an unknown address get the same answer", async () => {
    const user = await makeUser(db);
    const known = await post("/auth/forgot-password", { email: user.email });
    const unknown = await post("/auth/forgot-password", { email: uniqueEmail("nobody") });
    expect(unknown.status).toBe(known.status);
    expect(known.headers.get("location")).toBe("/auth/reset-link-sent");
    expect(unknown.headers.get("location")).toBe(known.headers.get("location"));
    expect(await unknown.text()).toBe(await known.text());
  });
});

describe("next is same-site only", () => {
  it.each([
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "/\t/evil.example",
    "javascript:alert(1)",
    "evil.example",
  ])("a sign-in with next=%j lands on /account", async (next) => {
    const user = await makeUser(db);
    const res = await post("/auth/login", { email: user.email, password: user.password, next });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/account");
  });

  it("a same-site next is kept, with its query", async () => {
    const user = await makeUser(db);
    const res = await post("/ar/auth/login", {
      email: user.email,
      password: user.password,
      next: "/ar/cart?from=header",
    });
    expect(res.headers.get("location")).toBe("/ar/cart?from=header");
    const none = await post("/ar/auth/login", { email: user.email, password: user.password });
    expect(none.headers.get("location")).toBe("/ar/account");
  });

  it("the login page never carries a cross-site next into its form or its links", async () => {
    const { body } = await html(`/auth/login?next=${encodeURIComponent("//evil.example/x")}`);
    const form = body.slice(body.indexOf('data-testid="auth-signIn"'));
    expect(form).not.toContain('name="next"');
    expect(form).toContain('href="/auth/sign-up"');
    expect(form).not.toMatch(/href="[^"]*evil/);
  });

  it("a signed-in visitor opening the login page is sent on to next", async () => {
    const user = await makeUser(db);
    const { cookie } = await signedIn(db, user.id);
    const res = await get(`/auth/login?next=${encodeURIComponent("/cart")}`, { headers: { cookie } });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/cart");
    const evil = await get(`/auth/login?next=${encodeURIComponent("https://evil.example")}`, { headers: { cookie } });
    expect(evil.headers.get("location")).toBe("/account");
  });
});

describe("payloads", () => {
  it("the login page answers its _payload.json with its data, privately", async () => {
    const res = await get("/auth/login/_payload.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const data = (await res.json()) as { mode: string; action: string };
    expect(data).toMatchObject({ mode: "signIn", action: "/auth/login" });
  });
});
