// Field data: POST /api/vitals writes one Analytics Engine data point per metric (country from request.cf, nothing
// personal) and, on a developer's machine only, a D1 row per metric id keeping the largest value; a malformed,
// oversized or rate-limited request, or a deployment without the bindings, writes nothing. And pageTemplate: a path's
// template, the same for English and Arabic.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";
import { VITALS_MAX_BYTES, deviceClass, pageTemplate, type VitalsBatch } from "../../shared/vitals.ts";
import { VITALS_LIMIT_PER_PERIOD } from "../../worker/services/vitals.ts";
import { listVitalsSamples } from "../../worker/db/vitals.ts";

type Env = typeof env;

const id = (n: number) => `v6-1764300000000-${1000000000000 + n}`;

const batch = (overrides: Partial<VitalsBatch> = {}): VitalsBatch => ({
  template: "experience",
  locale: "ar",
  device: "phone",
  weight: 10,
  metrics: [
    { name: "LCP", value: 2140.5, rating: "good", navigationType: "navigate", id: id(1) },
    { name: "CLS", value: 0.12, rating: "needs-improvement", navigationType: "navigate", id: id(2) },
  ],
  ...overrides,
});

type Send = {
  body?: BodyInit;
  headers?: Record<string, string>;
  env?: Partial<Env>;
  country?: string;
};

/** POSTs to /api/vitals as sendBeacon does: same Origin, an application/json Blob, with Cloudflare's cf.country. */
async function send(body: unknown, { headers = {}, env: overrides = {}, country = "AE" }: Omit<Send, "body"> = {}) {
  const raw = typeof body === "string" || body instanceof ReadableStream ? body : JSON.stringify(body);
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/api/vitals`, {
      method: "POST",
      body: raw as BodyInit,
      headers: { origin: ORIGIN, "content-type": "application/json", ...headers },
      cf: { country },
      // A stream's body needs this in workerd.
      ...(raw instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
    { ...env, ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

const spyOnWrites = () => vi.spyOn(env.VITALS!, "writeDataPoint");
const rowCount = async () =>
  (await env.DB.prepare("SELECT count(*) AS n FROM vitals_samples").first<{ n: number }>())!.n;

afterEach(async () => {
  vi.restoreAllMocks();
  await env.DB.prepare("DELETE FROM vitals_samples").run();
});

describe("POST /api/vitals", () => {
  it("answers 204 and writes one data point per metric, with the country from Cloudflare and nothing personal", async () => {
    const writes = spyOnWrites();
    const res = await send(batch(), { headers: { "cf-connecting-ip": "198.51.100.23", "user-agent": "Secret/1.0" } });
    expect(res.status).toBe(204);
    expect(res.headers.get("Cache-Control")).toBe("no-store");
    expect(res.headers.get("X-Edge-Cache")).toBe("BYPASS");
    expect(writes.mock.calls).toEqual([
      [
        {
          indexes: [id(1)],
          blobs: ["experience", "ar", "LCP", "good", "navigate", "phone", "AE"],
          doubles: [2140.5, 10],
        },
      ],
      [
        {
          indexes: [id(2)],
          blobs: ["experience", "ar", "CLS", "needs-improvement", "navigate", "phone", "AE"],
          doubles: [0.12, 10],
        },
      ],
    ]);
    const written = JSON.stringify(writes.mock.calls);
    expect(written).not.toContain("198.51.100.23");
    expect(written).not.toContain("Secret");
    expect(await listVitalsSamples(env.DB)).toEqual([
      expect.objectContaining({
        id: id(1),
        pageTemplate: "experience",
        locale: "ar",
        device: "phone",
        metric: "LCP",
        value: 2140.5,
        rating: "good",
        navigationType: "navigate",
        country: "AE",
        weight: 10,
      }),
      expect.objectContaining({ id: id(2), metric: "CLS", value: 0.12, rating: "needs-improvement" }),
    ]);
  });

  it("keeps one development row per metric id, with the largest value reported", async () => {
    const cls = (value: number, rating: "good" | "poor") =>
      batch({ metrics: [{ name: "CLS", value, rating, navigationType: "navigate", id: id(7) }] });
    expect((await send(cls(0.05, "good"))).status).toBe(204);
    expect((await send(cls(0.31, "poor"))).status).toBe(204);
    expect((await send(cls(0.2, "poor"))).status).toBe(204);
    const rows = await listVitalsSamples(env.DB);
    expect(rows.map((r) => [r.id, r.value, r.rating])).toEqual([[id(7), 0.31, "poor"]]);
  });

  it("takes the country only from Cloudflare: a body that names one is refused", async () => {
    const writes = spyOnWrites();
    const res = await send({ ...batch(), country: "SA" });
    expect(res.status).toBe(400);
    expect(writes).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ["broken JSON", '{"template":"home",', /not JSON/],
    ["a path instead of a template", { ...batch(), template: "/ar/things-to-do-in-dubai/desert-safari" }, /template/],
    ["an unknown metric", batch({ metrics: [{ ...batch().metrics[0], name: "FID" as "LCP" }] }), /metrics\.0\.name/],
    ["a negative value", batch({ metrics: [{ ...batch().metrics[0], value: -1 }] }), /metrics\.0\.value/],
    ["an id that is not web-vitals'", batch({ metrics: [{ ...batch().metrics[0], id: "me@example.com" }] }), /id/],
    ["no metrics", batch({ metrics: [] }), /metrics/],
  ])("answers 400 for %s, saying what is wrong, and writes nothing", async (_what, body, message) => {
    const writes = spyOnWrites();
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(message);
    expect(writes).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it("answers 400 for a body that is not application/json", async () => {
    const writes = spyOnWrites();
    const res = await send(batch(), { headers: { "content-type": "text/plain;charset=UTF-8" } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toMatch(/application\/json/);
    expect(writes).not.toHaveBeenCalled();
  });

  /** A valid batch padded past the cap with valid-looking whitespace: only its size is wrong. */
  const oversized = () => {
    const text = JSON.stringify(batch());
    return `${text.slice(0, -1)}${" ".repeat(VITALS_MAX_BYTES)}}`;
  };

  it("answers 413 for a body over the cap, before parsing it, and writes nothing", async () => {
    const writes = spyOnWrites();
    const body = oversized();
    const res = await send(body, { headers: { "content-length": String(new TextEncoder().encode(body).length) } });
    expect(res.status).toBe(413);
    expect(writes).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it("answers 413 when the body is longer than its Content-Length says", async () => {
    const writes = spyOnWrites();
    const bytes = new TextEncoder().encode(oversized());
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 1000) controller.enqueue(bytes.slice(at, at + 1000));
        controller.close();
      },
    });
    const res = await send(stream, { headers: { "content-length": "300" } });
    expect(res.status).toBe(413);
    expect(writes).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it("answers 429 with Retry-After once an address passes the limit, and writes nothing then", async () => {
    const writes = spyOnWrites();
    const headers = { "cf-connecting-ip": "203.0.113.77" };
    for (let i = 0; i < VITALS_LIMIT_PER_PERIOD; i++) expect((await send(batch(), { headers })).status).toBe(204);
    const calls = writes.mock.calls.length;
    const rows = await rowCount();
    const res = await send(batch({ metrics: [{ ...batch().metrics[0], id: id(99) }] }), { headers });
    expect(res.status).toBe(429);
    expect(res.headers.get("Retry-After")).toBe("60");
    expect(writes.mock.calls.length).toBe(calls);
    expect(await rowCount()).toBe(rows);
    // Another address is counted on its own.
    expect((await send(batch(), { headers: { "cf-connecting-ip": "203.0.113.78" } })).status).toBe(204);
  });

  it.each(["production", "staging"])("in %s writes to Analytics Engine only, no D1 row", async (environment) => {
    const writes = spyOnWrites();
    const res = await send(batch(), { env: { ENVIRONMENT: environment } });
    expect(res.status).toBe(204);
    expect(writes).toHaveBeenCalledTimes(2);
    expect(await rowCount()).toBe(0);
  });

  it.each([
    ["VITALS", /VITALS \(analytics_engine_datasets\)/],
    ["VITALS_LIMIT", /VITALS_LIMIT \(ratelimits\)/],
  ] as const)("in production without %s answers 503, logs why and writes nothing", async (binding, logged) => {
    const writes = spyOnWrites();
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const res = await send(batch(), { env: { ENVIRONMENT: "production", [binding]: undefined } });
    expect(res.status).toBe(503);
    expect(errors.mock.calls.flat().join("\n")).toMatch(logged);
    expect(writes).not.toHaveBeenCalled();
    expect(await rowCount()).toBe(0);
  });

  it("refuses a request from another site (the app's Origin check), as for every POST", async () => {
    const writes = spyOnWrites();
    expect((await send(batch(), { headers: { origin: "https://elsewhere.example" } })).status).toBe(403);
    expect(writes).not.toHaveBeenCalled();
  });
});

describe("pageTemplate", () => {
  it.each([
    ["/", "home"],
    ["/things-to-do", "listing"],
    ["/experiences", "listing"],
    ["/things-to-do-in-dubai", "listing"],
    ["/desert-safaris", "listing"],
    ["/things-to-do-in-dubai/desert-safari", "experience"],
    ["/experiences/desert-safari", "experience"],
    ["/search/dhow%20cruise", "search"],
    ["/cart", "cart"],
    ["/checkout", "checkout"],
    ["/checkout/RB-123/done", "checkout"],
    ["/pay/abc", "checkout"],
    ["/account", "account"],
    ["/auth/sign-in", "account"],
    ["/manage-booking/xyz", "account"],
    ["/vouchers/abc", "account"],
    ["/wishlist", "account"],
    ["/blog", "blog"],
    ["/blog/best-desert-camps", "blog"],
    ["/about", "content"],
    ["/faq", "content"],
    ["/contact-us", "content"],
    ["/privacy-policy", "content"],
    ["/ops/bookings", "ops"],
    ["/dev/outbox", "other"],
    ["/search", "other"],
    ["/things-to-do-in-dubai/desert-safari/extra", "other"],
  ])("%s is %s, in English and in Arabic", (path, template) => {
    expect(pageTemplate(path)).toBe(template);
    expect(pageTemplate(path === "/" ? "/ar" : `/ar${path}`)).toBe(template);
  });

  it("reads /ar only as the Arabic prefix, not as the start of a slug", () => {
    expect(pageTemplate("/ar/")).toBe("home");
    expect(pageTemplate("/arabian-nights")).toBe("listing");
    expect(pageTemplate("/arabian-nights/x")).toBe("other");
  });

  it("classes devices by pointer and viewport", () => {
    expect(deviceClass(390, true)).toBe("phone");
    expect(deviceClass(820, true)).toBe("tablet");
    expect(deviceClass(390, false)).toBe("desktop");
    expect(deviceClass(1440, false)).toBe("desktop");
  });
});
