// Error tracking through @sentry/cloudflare: with SENTRY_DSN set, an unhandled error reaches Sentry with its request id
// and without the visitor's cookies; without it, nothing is sent (and the SDK is never loaded).
import { afterEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { failingD1 } from "../fixtures/failing-d1.ts";
import { ORIGIN, eventually } from "./helpers.ts";

type Env = typeof env;
const DSN = "https://publickey@sentry.example/42";
const BROKEN = "D1_ERROR: no such table: faqs: SQLITE_ERROR";

afterEach(() => vi.restoreAllMocks());

/** Requests to Sentry's ingest, answered here; every other call goes on as it would. */
function sentryInbox() {
  const sent: { url: string; body: string }[] = [];
  const real = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    if (new URL(request.url).hostname !== "sentry.example") return real(input, init);
    sent.push({ url: request.url, body: await request.text() });
    return new Response("{}", { status: 200 });
  });
  return sent;
}

async function failingPage(overrides: Partial<Env>): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${ORIGIN}/faq`, { headers: { cookie: "__Host-session=secret-session-token; lang=en" } }),
    { ...env, DB: failingD1(env.DB, { message: BROKEN }), ...overrides } as Env,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}

describe("error tracking", () => {
  it("sends an unhandled error to Sentry with the request id, the environment and no cookies", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sent = sentryInbox();
    const res = await failingPage({ SENTRY_DSN: DSN });
    expect(res.status).toBe(500);
    const envelope = await eventually(async () => sent.find((s) => s.body.includes(BROKEN)) ?? null, 10_000);
    expect(envelope.url).toMatch(/^https:\/\/sentry\.example\/api\/42\/envelope\//);
    expect(envelope.body).toContain(res.headers.get("x-request-id")!);
    expect(envelope.body).toContain('"environment":"development"');
    expect(envelope.body).not.toContain("secret-session-token");
  }, 30_000); // the SDK is imported (and, here, transformed) on the first request that has a DSN

  it("sends nothing without a DSN", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const sent = sentryInbox();
    expect((await failingPage({ SENTRY_DSN: undefined })).status).toBe(500);
    await new Promise((r) => setTimeout(r, 50));
    expect(sent).toEqual([]);
  });
});
