// The worker run as it would be deployed (docs/decisions/017): the development-only routes are 404 anywhere but a
// developer's machine (and staging's test instruments ask for its key); a missing, empty or repository-known setting or
// secret closes the money, account and signed-link routes with a plain 503 in the visitor's language and logs the exact
// fix, while browse pages keep serving; nothing falls back to a default.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";
import { configProblems } from "../../worker/config/problems.ts";
import { signSandboxWebhook } from "../../worker/services/payments/sandbox.ts";
import { runScheduled } from "../../worker/services/scheduled.ts";
import { makeHold, makeSlot } from "../fixtures/cart-factories.ts";
import { makeBookable, makeSandboxPayment } from "../fixtures/booking-factories.ts";

type Env = typeof env;
const random = (prefix = "") =>
  prefix + [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");
const EMAIL = { send: async () => ({ messageId: "m" }) } as unknown as SendEmail;

/** Everything production needs, set as a careful team would. */
const PRODUCTION: Partial<Env> = {
  ENVIRONMENT: "production",
  PAYMENT_PROVIDER: "stripe",
  MAILER: "send_email",
  EMAIL,
  MAIL_FROM: "bookings@rihla.test",
  OPS_EMAIL: "operations@rihla.test",
  PUBLIC_ORIGIN: "https://rihla.test",
  AUTH_SECRET: random(),
  STRIPE_SECRET_KEY: random("sk_live_"),
  STRIPE_WEBHOOK_SECRET: random("whsec_"),
  SANDBOX_SIGNING_SECRET: undefined,
  WHATSAPP: "cloud_api",
  WHATSAPP_ACCESS_TOKEN: random("EAAG"),
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: random(),
  WHATSAPP_VERIFY_TOKEN: random(),
};
const STAGING: Partial<Env> = {
  ...PRODUCTION,
  ENVIRONMENT: "staging",
  PAYMENT_PROVIDER: "sandbox",
  MAILER: "outbox",
  WHATSAPP: "outbox",
  SANDBOX_SIGNING_SECRET: random(),
  STAGING_ACCESS_KEY: random(),
};

async function request(path: string, overrides: Partial<Env>, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.method && init.method !== "GET") headers.set("origin", ORIGIN);
  return worker.fetch(
    new Request(ORIGIN + path, { redirect: "manual", ...init, headers }),
    { ...env, ...overrides } as Env,
    createExecutionContext(),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("development-only routes", () => {
  /** A sandbox payment that exists, so the payment page has something to show where it is allowed to. */
  const sandboxPayment = () => makeSandboxPayment(env.DB, env.SANDBOX_SIGNING_SECRET!, ORIGIN);

  async function signedWebhook(secret: string, paymentId: string) {
    const body = JSON.stringify({ id: random("evt_"), type: "payment.authorized", data: { paymentId } });
    return {
      method: "POST",
      body,
      headers: {
        "sandbox-signature": await signSandboxWebhook(secret, body, Math.floor(Date.now() / 1000)),
        "content-type": "application/json",
      },
    };
  }

  it("exist on a developer's machine", async () => {
    const paymentId = await sandboxPayment();
    expect((await request("/dev/outbox", {})).status).toBe(200);
    expect((await request("/dev/whatsapp", {})).status).toBe(200);
    // Only while WhatsApp messages are kept, not sent.
    expect((await request("/dev/whatsapp", { WHATSAPP: "cloud_api" })).status).toBe(404);
    expect((await request(`/pay/${paymentId}`, {})).status).toBe(200);
    expect((await request(`/ar/pay/${paymentId}`, {})).status).toBe(200);
    expect((await request("/__bare", {})).status).toBe(200);
  });

  // Production, an unset ENVIRONMENT and a misspelt one all count as production, even with the sandbox and outbox chosen.
  for (const ENVIRONMENT of ["production", undefined, "", "prod", "Development"]) {
    it(`answer 404 with ENVIRONMENT ${JSON.stringify(ENVIRONMENT)}, whatever else is set`, async () => {
      const paymentId = await sandboxPayment();
      const overrides: Partial<Env> = {
        ...env,
        ENVIRONMENT,
        MAILER: "outbox",
        WHATSAPP: "outbox",
        PAYMENT_PROVIDER: "sandbox",
      };
      for (const path of [
        "/dev/outbox",
        "/dev/outbox/1",
        "/dev/outbox/1/text",
        "/dev/whatsapp",
        "/dev/whatsapp/1",
        `/pay/${paymentId}`,
        `/ar/pay/${paymentId}`,
        "/__bare",
        "/__bare?bytes=1000",
      ]) {
        expect((await request(path, overrides)).status, path).toBe(404);
      }
      const aged = await request("/dev/staff/stale-passkey-check", overrides, {
        method: "POST",
        headers: { origin: "https://example.com" },
      });
      expect(aged.status, "/dev/staff/stale-passkey-check").toBe(404);
      const pay = await request(`/pay/${paymentId}`, overrides, {
        method: "POST",
        body: new URLSearchParams({ card: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" }),
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(pay.status).toBe(404);
      const webhook = await request(
        "/api/payments/webhook/sandbox",
        overrides,
        await signedWebhook(env.SANDBOX_SIGNING_SECRET!, paymentId),
      );
      expect(webhook.status).toBe(404);
    });
  }

  it("on staging, the sandbox page and the outbox ask for its key; /__bare does not exist", async () => {
    const paymentId = await sandboxPayment();
    const key = STAGING.STAGING_ACCESS_KEY!;
    const basic = (user: string, password: string) => ({
      headers: { authorization: `Basic ${btoa(`${user}:${password}`)}` },
    });
    for (const path of ["/dev/outbox", `/pay/${paymentId}`]) {
      const bare = await request(path, STAGING);
      expect(bare.status, path).toBe(401);
      expect(bare.headers.get("www-authenticate"), path).toMatch(/^Basic realm="Rihla staging test instruments"/);
      expect((await request(path, STAGING, basic("staging", "not-the-key"))).status, path).toBe(401);
      expect((await request(path, STAGING, basic("staging", key))).status, path).toBe(200);
    }
    expect((await request("/__bare", STAGING, basic("staging", key))).status).toBe(404);
    // Without a key staging is misconfigured: the instruments stay shut.
    expect(
      (await request("/dev/outbox", { ...STAGING, STAGING_ACCESS_KEY: undefined }, basic("staging", ""))).status,
    ).toBe(404);
  });
});

describe("configuration problems", () => {
  const settings = (overrides: Partial<Env>) => configProblems({ ...env, ...overrides } as Env).map((p) => p.setting);

  it("none for the tests' own development settings, nor for a complete production or staging", () => {
    expect(configProblems(env)).toEqual([]);
    expect(settings(PRODUCTION)).toEqual([]);
    expect(settings(STAGING)).toEqual([]);
  });

  it("an unset ENVIRONMENT runs as production and is itself a problem", () => {
    expect(settings({ ...PRODUCTION, ENVIRONMENT: undefined })).toEqual(["ENVIRONMENT"]);
    // The development settings deployed as they are: the sandbox and the outbox are refused too.
    expect(settings({ ...env, ENVIRONMENT: undefined })).toEqual([
      "ENVIRONMENT",
      "PAYMENT_PROVIDER",
      "MAILER",
      "WHATSAPP",
    ]);
  });

  it("no default for the payment provider or the mailer: unset, empty or unknown are problems", () => {
    for (const value of [undefined, "", "  ", "paypal"]) {
      expect(settings({ ...PRODUCTION, PAYMENT_PROVIDER: value }), String(value)).toContain("PAYMENT_PROVIDER");
      expect(settings({ ...PRODUCTION, MAILER: value }), String(value)).toContain("MAILER");
      expect(settings({ ...PRODUCTION, WHATSAPP: value }), String(value)).toContain("WHATSAPP");
    }
  });

  it("WhatsApp: the outbox is refused in production, the Cloud API needs its four secrets, and the queue must be bound", () => {
    expect(settings({ ...PRODUCTION, WHATSAPP: "outbox" })).toEqual(["WHATSAPP"]);
    for (const name of [
      "WHATSAPP_ACCESS_TOKEN",
      "WHATSAPP_PHONE_NUMBER_ID",
      "WHATSAPP_APP_SECRET",
      "WHATSAPP_VERIFY_TOKEN",
    ] as const)
      expect(settings({ ...PRODUCTION, [name]: undefined }), name).toEqual([name]);
    expect(settings({ ...PRODUCTION, WHATSAPP_PHONE_NUMBER_ID: "+971501234567" })).toEqual([
      "WHATSAPP_PHONE_NUMBER_ID",
    ]);
    expect(settings({ ...PRODUCTION, NOTIFICATIONS: undefined })).toEqual(["NOTIFICATIONS"]);
  });

  it("the sandbox and the outbox are refused in production", () => {
    expect(settings({ ...PRODUCTION, PAYMENT_PROVIDER: "sandbox", SANDBOX_SIGNING_SECRET: random() })).toEqual([
      "PAYMENT_PROVIDER",
    ]);
    expect(settings({ ...PRODUCTION, MAILER: "outbox" })).toEqual(["MAILER"]);
  });

  it("a missing, empty, short or repository-known secret is a problem", () => {
    for (const AUTH_SECRET of [undefined, "", "short-but-random-1234", "local-auth-link-key-not-a-secret"]) {
      expect(settings({ ...PRODUCTION, AUTH_SECRET }), String(AUTH_SECRET)).toEqual(["AUTH_SECRET"]);
    }
    expect(settings({ ...STAGING, SANDBOX_SIGNING_SECRET: "local-sandbox-signing-key-not-a-secret" })).toEqual([
      "SANDBOX_SIGNING_SECRET",
    ]);
    expect(settings({ ...STAGING, STAGING_ACCESS_KEY: undefined })).toEqual(["STAGING_ACCESS_KEY"]);
    expect(
      settings({ ...PRODUCTION, STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: "sk_live_wrong_kind" }),
    ).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    expect(settings({ ...PRODUCTION, STRIPE_SECRET_KEY: "sk_test_standin" })).toEqual(["STRIPE_SECRET_KEY"]);
  });

  it("production also needs the EMAIL binding, MAIL_FROM, OPS_EMAIL and an https PUBLIC_ORIGIN", () => {
    expect(settings({ ...PRODUCTION, EMAIL: undefined })).toEqual(["EMAIL"]);
    expect(settings({ ...PRODUCTION, MAIL_FROM: "" })).toEqual(["MAIL_FROM"]);
    expect(settings({ ...PRODUCTION, OPS_EMAIL: undefined })).toEqual(["OPS_EMAIL"]);
    for (const PUBLIC_ORIGIN of [undefined, "", "http://rihla.test", "rihla.test", "https://rihla.test/path"]) {
      expect(settings({ ...PRODUCTION, PUBLIC_ORIGIN }), String(PUBLIC_ORIGIN)).toEqual(["PUBLIC_ORIGIN"]);
    }
  });

  it("each says how to fix it for its environment", () => {
    const [problem] = configProblems({ ...env, ...PRODUCTION, AUTH_SECRET: "local-auth-link-key-not-a-secret" } as Env);
    expect(problem.problem).toBe("AUTH_SECRET is a value from the repository, which anyone can read");
    expect(problem.fix).toMatch(/^`npx wrangler secret put AUTH_SECRET --env production` with a new random value/);
    const [staging] = configProblems({ ...env, ...STAGING, SANDBOX_SIGNING_SECRET: undefined } as Env);
    expect(staging.fix).toMatch(/^`npx wrangler secret put SANDBOX_SIGNING_SECRET --env staging`/);
  });
});

describe("a worker with a configuration problem", () => {
  const MONEY_AND_ACCOUNTS = [
    "/cart",
    "/checkout",
    "/checkout/success?order=RH-AAAAAAAA",
    "/invoices",
    "/vouchers/RB-AAAAAAAA?sig=abc",
    "/bookings/RB-AAAAAAAA/cancel",
    "/manage-booking",
    "/offers/new",
    "/offers/OF-AAAAAAAA",
    "/auth/login",
    "/auth/sign-up",
    "/auth/reset-password",
    "/account",
    "/reviews/new",
  ];

  it("closes every money, account and signed-link page with a plain 503 in the visitor's language, and logs the fix", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...PRODUCTION, AUTH_SECRET: "local-auth-link-key-not-a-secret" };
    for (const path of MONEY_AND_ACCOUNTS) {
      const res = await request(path, broken);
      expect(res.status, path).toBe(503);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      const body = await res.text();
      expect(body, path).toContain('data-testid="unavailable-page" data-kind="config"');
      expect(body, path).toContain("Booking is unavailable right now");
    }
    const ar = await request("/ar/cart", broken);
    expect(ar.status).toBe(503);
    const arabic = await ar.text();
    expect(arabic).toMatch(/<html lang="ar-SA" dir="rtl"/);
    expect(arabic).toContain("الحجز غير متاح حالياً");
    expect(arabic).toContain("لم يُخصم أي مبلغ");
    const logged = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((line) => line.includes('"event":"configuration"'));
    expect(logged.length).toBe(MONEY_AND_ACCOUNTS.length + 1);
    expect(JSON.parse(logged[0])).toMatchObject({
      level: "error",
      problems: ["AUTH_SECRET"],
      fix: expect.stringContaining(
        "AUTH_SECRET is a value from the repository, which anyone can read: `npx wrangler secret put AUTH_SECRET --env production`",
      ),
    });
  });

  it("answers the APIs of the same routes with JSON, and every unsafe request too: nothing is written", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...PRODUCTION, PAYMENT_PROVIDER: undefined };
    const before = await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>();
    const add = await request("/cart/items", broken, {
      method: "POST",
      body: new URLSearchParams({ slotId: "1", "counts.adult": "2" }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(add.status).toBe(503);
    const options = await request("/api/passkeys/login/options", broken, {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect(options.status).toBe(503);
    expect(await options.json()).toMatchObject({
      reason: "config",
      error: expect.stringContaining("Booking is unavailable right now"),
    });
    const webhook = await request("/api/payments/webhook/stripe", broken, { method: "POST", body: "{}" });
    expect(webhook.status).toBe(503);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM carts").first<{ n: number }>()).toEqual(before);
  });

  it("still serves browse pages", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = { ...PRODUCTION, MAILER: "", STRIPE_SECRET_KEY: undefined };
    for (const path of ["/", "/ar", "/about", "/ar/faq", "/things-to-do", "/sitemap.xml", "/health"]) {
      expect((await request(path, broken)).status, path).toBe(200);
    }
  });

  it("takes money again once the configuration is whole", async () => {
    expect((await request("/cart", PRODUCTION)).status).toBe(200);
    expect((await request("/ar/auth/login", PRODUCTION)).status).toBe(200);
  });

  it("runs only the cron work that needs no provider: seats whose hold lapsed go back, nothing is charged or mailed", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const activity = await makeBookable(env.DB);
    const slotId = await makeSlot(env.DB, activity, { capacity: 10 });
    await makeHold(env.DB, slotId, 3, new Date(Date.now() - 60_000));
    const report = await runScheduled({ ...env, ...PRODUCTION, AUTH_SECRET: undefined } as Env, new Date());
    expect(report.releasedHolds).toBeGreaterThanOrEqual(1);
    expect(report).toMatchObject({ expiredOrders: 0, paymentOperations: 0, mailSent: 0 });
    expect(
      (await env.DB.prepare("SELECT held FROM availability WHERE id = ?").bind(slotId).first<{ held: number }>())!.held,
    ).toBe(0);
    expect(errors.mock.calls.some((call) => String(call[0]).includes('"context":"scheduled"'))).toBe(true);
  });
});
