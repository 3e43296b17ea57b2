// What operations can see: one structured log line per request (route pattern, never the raw path; status; total and
// D1 time; cache state; a role, never a person), errors with their stack and request id, and /health checking D1, KV
// and R2 each with its own short timeout.
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { checkHealth } from "../../worker/services/health.ts";
import { failingD1 } from "../fixtures/failing-d1.ts";
import { makeUser, signedIn } from "../fixtures/account-factories.ts";
import { ORIGIN, eventually } from "./helpers.ts";

type Env = typeof env;
type Line = Record<string, unknown>;

afterEach(() => vi.restoreAllMocks());

async function send(
  path: string,
  overrides: Partial<Env> = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  return worker.fetch(
    new Request(ORIGIN + path, { headers, redirect: "manual" }),
    { ...env, ...overrides } as Env,
    createExecutionContext(),
  );
}

/** The JSON lines a call wrote through `method`, parsed. */
function lines(spy: { mock: { calls: unknown[][] } }, event: string): Line[] {
  return spy.mock.calls
    .map((c) => String(c[0]))
    .filter((l) => l.startsWith("{") && l.includes(`"event":"${event}"`))
    .map((l) => JSON.parse(l) as Line);
}

describe("the request log", () => {
  it("writes one line per request: id, route pattern, status, total and D1 time, cache state and role", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const res = await send("/faq");
    await res.text();
    const [line, ...more] = lines(log, "request");
    expect(more).toEqual([]);
    expect(line).toEqual({
      level: "info",
      event: "request",
      requestId: res.headers.get("x-request-id"),
      method: "GET",
      route: "/faq",
      status: 200,
      ms: expect.any(Number),
      d1Ms: expect.any(Number),
      d1Calls: 1,
      cache: "MISS",
      role: "anonymous",
    });
    // Served by the edge cache, it names the page all the same.
    const hit = await eventually(async () => {
      log.mockClear();
      await (await send("/faq")).text();
      const [again] = lines(log, "request");
      return again?.cache === "HIT" ? again : null;
    });
    expect(hit).toMatchObject({ route: "/faq", d1Calls: 0 });
  });

  it("names the route's pattern, not the path, which can carry references, tokens and queries", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await send("/ar/vouchers/RB-SECRET12?sig=abcdef0123");
    await send("/auth/reset-password?token=tok_very_secret_value");
    const written = lines(warn, "request").concat(lines(log, "request"));
    expect(written).toHaveLength(2);
    const text = JSON.stringify(written);
    for (const secret of ["RB-SECRET12", "abcdef0123", "tok_very_secret_value"]) expect(text).not.toContain(secret);
    expect(written.map((l) => l.route).sort()).toEqual(["/ar/vouchers/:reference", "/auth/reset-password"]);
  });

  it("says a signed-in traveller asked, without saying who", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const user = await makeUser(env.DB, { email: "noor.private@example.com", firstName: "Noor" });
    const res = await send("/account", {}, { cookie: (await signedIn(env.DB, user.id)).cookie });
    expect(res.status).toBe(200);
    const [line] = lines(log, "request");
    expect(line).toMatchObject({ route: "/account", role: "traveller", cache: "BYPASS" });
    expect(JSON.stringify(line)).not.toMatch(/noor|example\.com/i);
  });

  it("counts the time spent waiting on D1", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await send("/faq", { DB: failingD1(env.DB, { after: Number.MAX_SAFE_INTEGER }) });
    const [line] = lines(log, "request");
    expect(line.d1Calls).toBe(1);
    expect(line.d1Ms as number).toBeGreaterThanOrEqual(0);
    expect(line.d1Ms as number).toBeLessThanOrEqual(line.ms as number);
  });
});

describe("errors", () => {
  it("are logged with their stack and the request id, and the request line says 500", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await send("/privacy-policy/_payload.json", {
      DB: failingD1(env.DB, { message: "D1_ERROR: no such table: faqs: SQLITE_ERROR" }),
    });
    // A page that reads no D1 is not affected: take one that does.
    expect(res.status).toBe(200);
    const broken = await send("/faq", {
      DB: failingD1(env.DB, { message: "D1_ERROR: no such table: faqs: SQLITE_ERROR" }),
    });
    expect(broken.status).toBe(500);
    const [error] = lines(errors, "unhandled_error");
    expect(error).toMatchObject({
      level: "error",
      requestId: broken.headers.get("x-request-id"),
      path: "/faq",
      message: "D1_ERROR: no such table: faqs: SQLITE_ERROR",
    });
    expect(error.stack).toMatch(/^Error: D1_ERROR: no such table[\s\S]*\n\s+at /);
    expect(lines(errors, "request")).toEqual([expect.objectContaining({ level: "error", status: 500, route: "/faq" })]);
  });
});

describe("/health", () => {
  it("answers 200 when D1, KV and R2 all answer, never cached", async () => {
    for (const path of ["/health", "/api/health"]) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("no-store");
      expect(await res.json(), path).toMatchObject({
        ok: true,
        environment: "development",
        checks: { d1: { ok: true, ms: expect.any(Number) }, kv: { ok: true }, r2: { ok: true } },
      });
    }
  });

  it("answers 503 naming the dependency that did not answer", async () => {
    const res = await send("/health", { DB: failingD1(env.DB) });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      ok: false,
      checks: { d1: { ok: false, error: "D1_ERROR: Network connection lost." }, kv: { ok: true }, r2: { ok: true } },
    });
  });

  it("gives each check its own timeout, so one that hangs is reported, not waited for", async () => {
    const hanging = { get: () => new Promise(() => {}) } as unknown as KVNamespace;
    const started = Date.now();
    const health = await checkHealth({ ...env, SITE: hanging }, 50);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(health).toMatchObject({
      ok: false,
      checks: { d1: { ok: true }, kv: { ok: false, error: "no answer within 50 ms" }, r2: { ok: true } },
    });
  });
});
