// The WhatsApp Cloud API's status webhook through the worker, configured for the Cloud API: a body signed with the app
// secret records each status once and moves the send's delivery forward only; a forged, unsigned, malformed-header,
// tampered, replayed, oversized or malformed body is refused and writes nothing; the subscription handshake answers
// Meta's challenge for the right verify token only.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { env } from "cloudflare:workers";
import { createExecutionContext } from "cloudflare:test";
import worker from "../../worker/index.ts";
import { ORIGIN } from "./helpers.ts";
import { hubSignature, statusWebhookBody, type StatusInput } from "../fixtures/whatsapp-standin.ts";
import { configProblems } from "../../worker/config/problems.ts";
import { deliveryMayFollow, statusErrorText } from "../../worker/services/notifications/whatsapp-status.ts";

type Env = typeof env;
const random = () =>
  [...crypto.getRandomValues(new Uint8Array(24))].map((b) => b.toString(16).padStart(2, "0")).join("");

const APP_SECRET = random();
const VERIFY_TOKEN = random();
const CLOUD: Partial<Env> = {
  WHATSAPP: "cloud_api",
  WHATSAPP_ACCESS_TOKEN: random(),
  WHATSAPP_PHONE_NUMBER_ID: "106540352242922",
  WHATSAPP_APP_SECRET: APP_SECRET,
  WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
};

async function request(path: string, init: RequestInit = {}, overrides: Partial<Env> = CLOUD): Promise<Response> {
  return worker.fetch(
    new Request(ORIGIN + path, { redirect: "manual", ...init }),
    { ...env, ...overrides } as Env,
    createExecutionContext(),
  );
}

/** A POST as Meta makes it: no Origin, JSON, signed with `secret` unless a signature header is given. */
async function post(
  body: string,
  { secret = APP_SECRET, signature }: { secret?: string; signature?: string | null } = {},
  overrides: Partial<Env> = CLOUD,
) {
  const headers = new Headers({ "content-type": "application/json" });
  const header = signature === undefined ? await hubSignature(body, secret) : signature;
  if (header !== null) headers.set("x-hub-signature-256", header);
  return request("/webhooks/whatsapp", { method: "POST", body, headers }, overrides);
}

const TABLES = ["webhook_receipts", "whatsapp_statuses", "notification_sends", "notification_events"] as const;

/** Every row of every table the webhook touches, to compare before and after a refusal. */
async function snapshot() {
  const all: Record<string, unknown[]> = {};
  for (const table of TABLES) all[table] = (await env.DB.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()).results;
  return all;
}

let sequence = 0;

/** A booking event with its WhatsApp send, taken by the provider as `wamid`. */
async function sentMessage(delivery: string | null = null) {
  const eventId = `event-${++sequence}`;
  const wamid = `wamid.HBgMOTcxNTAxMjM0NTY3FQIAERgS${sequence}${random().slice(0, 12)}`;
  const at = "2031-03-04T05:06:07.000Z";
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO notification_events (id, kind, order_id, subject, data, created_at, enqueued_at) VALUES (?, 'confirmation', NULL, NULL, '{}', ?, ?)",
    ).bind(eventId, at, at),
    env.DB.prepare(
      `INSERT INTO notification_sends (event_id, channel, state, attempts, recipient, provider_id, delivery, created_at, updated_at, sent_at)
       VALUES (?, 'whatsapp', 'sent', 1, '+971501234567', ?, ?, ?, ?, ?)`,
    ).bind(eventId, wamid, delivery, at, at, at),
  ]);
  return { eventId, wamid };
}

async function sendOf(wamid: string) {
  return env.DB.prepare("SELECT delivery, last_error, state FROM notification_sends WHERE provider_id = ?")
    .bind(wamid)
    .first<{ delivery: string | null; last_error: string | null; state: string }>();
}

async function statusesOf(wamid: string) {
  const { results } = await env.DB.prepare(
    "SELECT status, at, error FROM whatsapp_statuses WHERE provider_id = ? ORDER BY at, status",
  )
    .bind(wamid)
    .all<{ status: string; at: string; error: string | null }>();
  return results;
}

const status = (id: string, kind: string, timestamp: string, extra: Partial<StatusInput> = {}): StatusInput => ({
  id,
  status: kind,
  timestamp,
  ...extra,
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("a signed status webhook", () => {
  it("is taken with this configuration: every setting the Cloud API needs is there", () => {
    expect(configProblems({ ...env, ...CLOUD } as Env)).toEqual([]);
  });

  it("records each status and moves the send's delivery forward", async () => {
    const { wamid } = await sentMessage();
    const sent = await post(statusWebhookBody([status(wamid, "sent", "1780000000")]));
    expect(sent.status).toBe(200);
    expect(await sent.json()).toEqual({ received: true, statuses: 1 });
    expect(sent.headers.get("cache-control")).toBe("no-store");
    expect(await sendOf(wamid)).toEqual({ delivery: "sent", last_error: null, state: "sent" });

    const delivered = await post(statusWebhookBody([status(wamid, "delivered", "1780000005")]));
    expect(delivered.status).toBe(200);
    expect((await sendOf(wamid))?.delivery).toBe("delivered");
    const read = await post(statusWebhookBody([status(wamid, "read", "1780000060")]));
    expect(read.status).toBe(200);
    expect((await sendOf(wamid))?.delivery).toBe("read");

    expect(await statusesOf(wamid)).toEqual([
      { status: "sent", at: "2026-05-28T20:26:40.000Z", error: null },
      { status: "delivered", at: "2026-05-28T20:26:45.000Z", error: null },
      { status: "read", at: "2026-05-28T20:27:40.000Z", error: null },
    ]);
    const receipts = await env.DB.prepare("SELECT source FROM webhook_receipts").all<{ source: string }>();
    expect(receipts.results.map((r) => r.source)).toEqual(["whatsapp", "whatsapp", "whatsapp"]);
  });

  it("never moves delivery back: delivered, or sent, after read leaves it read (and records them)", async () => {
    const { wamid } = await sentMessage();
    expect((await post(statusWebhookBody([status(wamid, "read", "1780000060")]))).status).toBe(200);
    expect(
      (await post(statusWebhookBody([status(wamid, "delivered", "1780000005"), status(wamid, "sent", "1780000000")])))
        .status,
    ).toBe(200);
    expect((await sendOf(wamid))?.delivery).toBe("read");
    expect((await statusesOf(wamid)).map((s) => s.status)).toEqual(["sent", "delivered", "read"]);
  });

  it("records a failure with Meta's error, on the status and as the send's last error", async () => {
    const { wamid } = await sentMessage("sent");
    const body = statusWebhookBody([
      status(wamid, "failed", "1780000010", {
        errors: [
          {
            code: 131026,
            title: "Message undeliverable",
            message: "Message undeliverable",
            error_data: { details: "Message Undeliverable." },
          },
        ],
      }),
    ]);
    expect((await post(body)).status).toBe(200);
    expect(await sendOf(wamid)).toEqual({
      delivery: "failed",
      last_error: "131026 Message undeliverable: Message Undeliverable.",
      state: "sent",
    });
    expect(await statusesOf(wamid)).toEqual([
      {
        status: "failed",
        at: "2026-05-28T20:26:50.000Z",
        error: "131026 Message undeliverable: Message Undeliverable.",
      },
    ]);
    // A late "delivered" does not undo the failure.
    expect((await post(statusWebhookBody([status(wamid, "delivered", "1780000020")]))).status).toBe(200);
    expect((await sendOf(wamid))?.delivery).toBe("failed");
  });

  it("writes its receipt and statuses together: a failure part-way writes nothing, and Meta's retry is then taken", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { wamid } = await sentMessage();
    const body = statusWebhookBody([status(wamid, "delivered", "1780000005"), status(wamid, "read", "1780000060")]);
    // The second status's write fails inside the database, after the receipt and the first status were written.
    await env.DB.exec(
      "CREATE TRIGGER fail_read BEFORE INSERT ON whatsapp_statuses WHEN NEW.status = 'read' BEGIN SELECT RAISE(ABORT, 'injected failure'); END",
    );
    try {
      const before = await snapshot();
      expect((await post(body)).status).toBe(500);
      expect(await snapshot()).toEqual(before);
    } finally {
      await env.DB.exec("DROP TRIGGER fail_read");
    }
    expect((await post(body)).status).toBe(200);
    expect((await sendOf(wamid))?.delivery).toBe("read");
  });

  it("takes a webhook about travellers' own messages, or about a message that is not ours, and changes no send", async () => {
    const { wamid } = await sentMessage("delivered");
    const incoming = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: "106540352242922" },
                contacts: [{ profile: { name: "Layla" }, wa_id: "971501234567" }],
                messages: [
                  {
                    from: "971501234567",
                    id: "wamid.IN1",
                    timestamp: "1780000100",
                    type: "text",
                    text: { body: "شكرا" },
                  },
                ],
              },
            },
          ],
        },
      ],
    });
    const answer = await post(incoming);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, statuses: 0 });
    expect((await post(statusWebhookBody([status("wamid.SOMEONE-ELSES", "read", "1780000000")]))).status).toBe(200);
    expect(await sendOf(wamid)).toMatchObject({ delivery: "delivered" });
  });
});

describe("refused webhooks write nothing", () => {
  async function refusedWithNothingWritten(answer: () => Promise<Response>, expected: number) {
    const before = await snapshot();
    const res = await answer();
    expect(res.status).toBe(expected);
    expect(await snapshot()).toEqual(before);
    return res;
  }

  it("a forged signature (another secret), an unsigned body and a malformed header: 401", async () => {
    const { wamid } = await sentMessage();
    const body = statusWebhookBody([status(wamid, "delivered", "1780000005")]);
    await refusedWithNothingWritten(() => post(body, { secret: random() }), 401);
    await refusedWithNothingWritten(() => post(body, { signature: null }), 401);
    const good = await hubSignature(body, APP_SECRET);
    for (const malformed of [
      good.slice("sha256=".length), // no prefix
      `sha1=${good.slice("sha256=".length)}`,
      good.slice(0, -2), // too short
      `${good}00`,
      `sha256=${"z".repeat(64)}`,
      "",
    ]) {
      const res = await refusedWithNothingWritten(() => post(body, { signature: malformed }), 401);
      expect(await res.json()).toMatchObject({ reason: expect.stringMatching(/^signature_(malformed|missing)$/) });
    }
    expect(await sendOf(wamid)).toMatchObject({ delivery: null });
  });

  it("a tampered body (signed, then changed by one character): 401", async () => {
    const { wamid } = await sentMessage();
    const body = statusWebhookBody([status(wamid, "delivered", "1780000005")]);
    const signature = await hubSignature(body, APP_SECRET);
    const tampered = body.replace('"delivered"', '"read"');
    expect(tampered).not.toBe(body);
    await refusedWithNothingWritten(() => post(tampered, { signature }), 401);
    // The signature covers the raw bytes: the same JSON with other whitespace is another body.
    await refusedWithNothingWritten(() => post(JSON.stringify(JSON.parse(body), null, 1), { signature }), 401);
  });

  it("a replay of a body already taken: 409, and nothing more written", async () => {
    const { wamid } = await sentMessage();
    const body = statusWebhookBody([status(wamid, "delivered", "1780000005")]);
    expect((await post(body)).status).toBe(200);
    const res = await refusedWithNothingWritten(() => post(body), 409);
    expect(await res.json()).toMatchObject({ reason: "replay" });
  });

  it("a body larger than a status webhook can be: 413, by its length or by what it holds", async () => {
    const padding = "x".repeat(300 * 1024);
    const body = JSON.stringify({ object: "whatsapp_business_account", entry: [], padding });
    await refusedWithNothingWritten(() => post(body), 413);
    // Without a Content-Length (streamed), the body read is measured.
    const streamed = () =>
      hubSignature(body, APP_SECRET).then((signature) =>
        request("/webhooks/whatsapp", {
          method: "POST",
          headers: { "content-type": "application/json", "x-hub-signature-256": signature },
          body: new Blob([body]).stream(),
          duplex: "half",
        } as RequestInit),
      );
    await refusedWithNothingWritten(streamed, 413);
  });

  it("malformed JSON, or JSON that is not a status webhook, with a good signature: 400", async () => {
    const { wamid } = await sentMessage();
    for (const body of [
      "{not json",
      JSON.stringify({ object: "page", entry: [] }),
      JSON.stringify({ object: "whatsapp_business_account" }),
      statusWebhookBody([status(wamid, "read", "yesterday")]),
      statusWebhookBody([{ status: "read", timestamp: "1780000000" } as StatusInput]),
      JSON.stringify({
        object: "whatsapp_business_account",
        entry: [{ changes: [{ field: "messages", value: { statuses: "read" } }] }],
      }),
    ]) {
      const res = await refusedWithNothingWritten(() => post(body), 400);
      expect(await res.json(), body).toMatchObject({ reason: expect.stringMatching(/^(not_json|shape)$/) });
    }
  });

  it("is exempt from the Origin check (Meta sends none), and only this path is", async () => {
    const { wamid } = await sentMessage();
    const body = statusWebhookBody([status(wamid, "sent", "1780000000")]);
    expect((await post(body)).status).toBe(200);
    const other = await request("/webhooks/whatsapp-other", { method: "POST", body }, CLOUD);
    expect(other.status).toBe(403);
  });
});

describe("where the Cloud API is not configured", () => {
  it("there is no webhook while WhatsApp messages stay in the local outbox: 404", async () => {
    const outbox = { ...CLOUD, WHATSAPP: "outbox" };
    const body = statusWebhookBody([status("wamid.X", "sent", "1780000000")]);
    const before = await snapshot();
    expect((await post(body, {}, outbox)).status).toBe(404);
    expect(
      (
        await request(
          `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
          {},
          outbox,
        )
      ).status,
    ).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it("without the app secret it is closed (503, the fix in the log), never open with a default", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const body = statusWebhookBody([status("wamid.X", "sent", "1780000000")]);
    const before = await snapshot();
    for (const WHATSAPP_APP_SECRET of [undefined, ""]) {
      const res = await post(body, {}, { ...CLOUD, WHATSAPP_APP_SECRET });
      expect(res.status).toBe(503);
    }
    expect(await snapshot()).toEqual(before);
    expect(String(logged.mock.calls.flat())).toContain("WHATSAPP_APP_SECRET");
  });
});

describe("the subscription handshake", () => {
  const handshake = (query: Record<string, string>) => request(`/webhooks/whatsapp?${new URLSearchParams(query)}`);

  it("answers Meta's challenge, as text, for the right verify token", async () => {
    const res = await handshake({
      "hub.mode": "subscribe",
      "hub.verify_token": VERIFY_TOKEN,
      "hub.challenge": "1158201444",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.text()).toBe("1158201444");
    // Each challenge is its own (the edge cache never answers for this path).
    const again = await handshake({ "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "42" });
    expect(await again.text()).toBe("42");
  });

  it("refuses a wrong token, another mode, or a request without them: 403", async () => {
    const queries: Record<string, string>[] = [
      { "hub.mode": "subscribe", "hub.verify_token": random(), "hub.challenge": "1158201444" },
      { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN.slice(0, -1), "hub.challenge": "1158201444" },
      { "hub.mode": "subscribe", "hub.verify_token": "", "hub.challenge": "1158201444" },
      { "hub.mode": "unsubscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "1158201444" },
      { "hub.mode": "subscribe", "hub.challenge": "1158201444" },
      { "hub.mode": "subscribe", "hub.verify_token": VERIFY_TOKEN, "hub.challenge": "<script>" },
      {},
    ];
    for (const query of queries) {
      const res = await handshake(query);
      expect(res.status, JSON.stringify(query)).toBe(403);
      expect(await res.text()).not.toContain("1158201444");
    }
  });
});

describe("the rules", () => {
  it("delivery moves only forward; failed follows any status but failed", () => {
    expect(deliveryMayFollow("sent")).toEqual([]);
    expect(deliveryMayFollow("delivered")).toEqual(["sent"]);
    expect(deliveryMayFollow("read")).toEqual(["sent", "delivered"]);
    expect(deliveryMayFollow("failed")).toEqual(["sent", "delivered", "read"]);
  });

  it("a failure's text is its code, title and details, without repeats", () => {
    expect(statusErrorText([{ code: 131047, title: "Re-engagement message", message: "Re-engagement message" }])).toBe(
      "131047 Re-engagement message",
    );
    expect(statusErrorText([])).toBeNull();
    expect(statusErrorText(undefined)).toBeNull();
  });
});
