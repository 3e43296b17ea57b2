// The WhatsApp Cloud API adapter against a local stand-in of the API that checks each request as Meta does: what it
// sends, the message id it returns, which of Meta's refusals are permanent and which are worth another try, and how
// configuration picks the channel.
import { beforeEach, describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import {
  createWhatsAppStandin,
  META_ERRORS,
  STANDIN_ACCESS_TOKEN,
  STANDIN_BASE,
  STANDIN_PHONE_NUMBER_ID,
  type Fault,
  type WhatsAppStandin,
} from "../fixtures/whatsapp-standin.ts";
import { createCloudApiTransport, templateRequestBody } from "../../worker/services/notifications/whatsapp-cloud.ts";
import { templateParameter } from "../../worker/services/notifications/whatsapp-templates.ts";
import { whatsAppTransportFor, WhatsAppConfigError } from "../../worker/services/notifications/whatsapp-index.ts";
import { ChannelError, isPermanent, type WhatsAppTransport } from "../../worker/services/notifications/channel.ts";
import type { WhatsAppTemplateMessage } from "../../shared/notifications.ts";

let standin: WhatsAppStandin;
let transport: WhatsAppTransport;

const message = (overrides: Partial<WhatsAppTemplateMessage> = {}): WhatsAppTemplateMessage => ({
  to: "+971501234567",
  template: "booking_confirmed",
  locale: "en",
  parameters: ["Layla", "R-7KQ2M", "Desert safari", "https://example.com/vouchers/abc"],
  ...overrides,
});

beforeEach(() => {
  standin = createWhatsAppStandin();
  transport = createCloudApiTransport({
    accessToken: STANDIN_ACCESS_TOKEN,
    phoneNumberId: STANDIN_PHONE_NUMBER_ID,
    apiBase: STANDIN_BASE,
    fetch: standin.fetch,
    timeoutMs: 200,
  });
});

async function refusal(promise: Promise<unknown>): Promise<ChannelError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ChannelError);
  return error as ChannelError;
}

describe("sending a template message", () => {
  it("posts the template to the phone number's messages edge and returns Meta's wamid", async () => {
    const { providerId } = await transport.send(message(), "event-1");
    expect(providerId).toMatch(/^wamid\./);
    expect(standin.sent).toHaveLength(1);
    const [request] = standin.sent;
    expect(request.path).toBe(`/v21.0/${STANDIN_PHONE_NUMBER_ID}/messages`);
    expect(request.authorization).toBe(`Bearer ${STANDIN_ACCESS_TOKEN}`);
    expect(request.body).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "+971501234567",
      type: "template",
      template: {
        name: "booking_confirmed",
        language: { code: "en" },
        components: [
          {
            type: "body",
            parameters: [
              { type: "text", text: "Layla" },
              { type: "text", text: "R-7KQ2M" },
              { type: "text", text: "Desert safari" },
              { type: "text", text: "https://example.com/vouchers/abc" },
            ],
          },
        ],
      },
    });
  });

  it("sends Arabic templates in Arabic, with Arabic parameters as they are", async () => {
    await transport.send(message({ locale: "ar", parameters: ["ليلى", "سفاري الصحراء"] }), "event-2");
    const template = standin.sent[0].body.template as { language: { code: string }; components: unknown[] };
    expect(template.language).toEqual({ code: "ar" });
    expect(template.components).toEqual([
      {
        type: "body",
        parameters: [
          { type: "text", text: "ليلى" },
          { type: "text", text: "سفاري الصحراء" },
        ],
      },
    ]);
  });

  it("makes every parameter one Meta takes: no newline or tab, no long run of spaces, never empty", async () => {
    expect(templateParameter("Gate 3\nRoad 12\tnear the mall")).toBe("Gate 3 Road 12 near the mall");
    expect(templateParameter("Pick-up:      07:30")).toBe("Pick-up: 07:30");
    expect(templateParameter("a    b")).toBe("a    b"); // four spaces are allowed
    expect(templateParameter("")).toBe("-");
    expect(templateParameter(" \n ")).toBe("-");
    await transport.send(message({ parameters: ["Hotel lobby\r\nTower B", "", "x      y"] }), "event-3");
    const body = standin.sent[0].body as { template: { components: { parameters: { text: string }[] }[] } };
    expect(body.template.components[0].parameters.map((p) => p.text)).toEqual(["Hotel lobby Tower B", "-", "x y"]);
  });

  it("refuses a number that is not E.164 before calling Meta, for good", async () => {
    const error = await refusal(transport.send(message({ to: "0501234567" }), "event-4"));
    expect(error.permanent).toBe(true);
    expect(standin.calls).toHaveLength(0);
  });
});

describe("the stand-in checks what it is sent", () => {
  /** A raw request to the stand-in, as a broken adapter would make it. */
  async function post(body: unknown, init: { token?: string; path?: string; contentType?: string } = {}) {
    const res = await standin.fetch(`${STANDIN_BASE}${init.path ?? `/v21.0/${STANDIN_PHONE_NUMBER_ID}/messages`}`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${init.token ?? STANDIN_ACCESS_TOKEN}`,
        "Content-Type": init.contentType ?? "application/json",
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as { error?: { code: number; error_data: { details: string } } },
    };
  }
  const good = () => templateRequestBody(message());

  it("takes the adapter's own request", async () => {
    expect((await post(good())).status).toBe(200);
  });

  it("refuses a wrong token, version, phone-number id or content type", async () => {
    expect((await post(good(), { token: "EAAG-someone-else" })).body.error?.code).toBe(190);
    expect((await post(good(), { path: `/v17.0/${STANDIN_PHONE_NUMBER_ID}/messages` })).status).toBe(400);
    expect((await post(good(), { path: "/v21.0/999999999/messages" })).status).toBe(400);
    expect((await post(good(), { contentType: "text/plain" })).status).toBe(400);
    expect(standin.sent).toHaveLength(0);
  });

  it("refuses a body that is not Meta's shape, naming what is wrong", async () => {
    const cases: [unknown, RegExp][] = [
      ["{not json", /not JSON/],
      [{ ...good(), messaging_product: "sms" }, /messaging_product/],
      [{ ...good(), to: "+971 50 123 4567 ext 9" }, /phone number/],
      [{ ...good(), to: "971-ABC" }, /phone number/],
      [{ ...good(), type: "text" }, /template messages only/],
      [{ ...good(), template: { ...good().template, name: "Booking Confirmed!" } }, /template.name/],
      [{ ...good(), template: { ...good().template, language: "en" } }, /language/],
      [
        {
          ...good(),
          template: { ...good().template, components: [{ type: "body", parameters: [{ type: "text", text: "" }] }] },
        },
        /missing text value/,
      ],
      [
        {
          ...good(),
          template: {
            ...good().template,
            components: [{ type: "body", parameters: [{ type: "text", text: "line one\nline two" }] }],
          },
        },
        /new-line\/tab/,
      ],
      [
        {
          ...good(),
          template: {
            ...good().template,
            components: [{ type: "body", parameters: [{ type: "text", text: "wide     gap" }] }],
          },
        },
        /4 consecutive spaces/,
      ],
    ];
    for (const [body, details] of cases) {
      const answer = await post(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error?.error_data.details, JSON.stringify(body)).toMatch(details);
    }
    expect(standin.sent).toHaveLength(0);
  });

  it("knows approved templates when told: an unknown name or language, or a wrong parameter count, is refused", async () => {
    standin = createWhatsAppStandin({ templates: { booking_confirmed: { en: 4, ar: 4 } } });
    transport = createCloudApiTransport({
      accessToken: STANDIN_ACCESS_TOKEN,
      phoneNumberId: STANDIN_PHONE_NUMBER_ID,
      apiBase: STANDIN_BASE,
      fetch: standin.fetch,
    });
    await transport.send(message(), "e");
    expect((await refusal(transport.send(message({ template: "booking_unknown" }), "e"))).message).toMatch(/132001/);
    expect((await refusal(transport.send(message({ parameters: ["one"] }), "e"))).message).toMatch(/132000/);
  });
});

describe("Meta's refusals", () => {
  const permanent: [string, Fault][] = [
    ["a number not on WhatsApp (131026)", META_ERRORS.undeliverable],
    ["a template that does not exist or is not approved (132001)", META_ERRORS.templateMissing],
    ["a parameter value that is not valid (131009)", META_ERRORS.invalidParameter],
    ["re-engagement required (131047)", META_ERRORS.reengagement],
    ["an invalid parameter (100)", META_ERRORS.graphInvalid],
  ];
  for (const [what, fault] of permanent) {
    it(`${what} is permanent`, async () => {
      standin.fail(fault);
      const error = await refusal(transport.send(message(), "event"));
      expect(isPermanent(error)).toBe(true);
      expect(error.message).toContain(String((fault as { code: number }).code));
    });
  }

  const temporary: [string, Fault][] = [
    ["Meta's throughput limit (130429, HTTP 429)", META_ERRORS.throughput],
    ["the pair rate limit (131056)", META_ERRORS.pairRate],
    ["Meta failing on its side (131000, HTTP 500)", META_ERRORS.unknown],
    ["an HTTP 503 with an unknown code", { status: 503, code: 2, message: "Service temporarily unavailable" }],
    [
      "a template paused for low quality, which Meta lifts (132015)",
      { status: 400, code: 132015, message: "(#132015) Template is paused" },
    ],
    ["an HTTP 502, whatever code comes with it", { status: 502, code: 100, message: "(#100) Invalid parameter" }],
    ["an expired access token, which an operator fixes (190)", META_ERRORS.tokenExpired],
    ["a network failure", { network: true }],
  ];
  for (const [what, fault] of temporary) {
    it(`${what} is worth another try`, async () => {
      standin.fail(fault);
      const error = await refusal(transport.send(message(), "event"));
      expect(isPermanent(error)).toBe(false);
      // The next try goes through.
      expect((await transport.send(message(), "event")).providerId).toMatch(/^wamid\./);
    });
  }

  it("a call that does not answer in time is abandoned, and worth another try", async () => {
    standin.fail({ hang: true });
    const started = Date.now();
    const error = await refusal(transport.send(message(), "event"));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toMatch(/did not answer within 200 ms/);
    expect(isPermanent(error)).toBe(false);
  });

  it("never puts the access token in an error", async () => {
    standin.fail(META_ERRORS.tokenExpired);
    const error = await refusal(transport.send(message(), "event"));
    expect(error.message).not.toContain(STANDIN_ACCESS_TOKEN);
  });
});

describe("choosing the channel", () => {
  const cloud = {
    WHATSAPP: "cloud_api",
    WHATSAPP_ACCESS_TOKEN: STANDIN_ACCESS_TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: STANDIN_PHONE_NUMBER_ID,
    WHATSAPP_API_BASE: STANDIN_BASE,
  };

  it("cloud_api sends through the Cloud API at the configured base", async () => {
    const chosen = whatsAppTransportFor({ ...env, ...cloud }, env.DB, { fetch: standin.fetch });
    expect((await chosen.send(message(), "event")).providerId).toMatch(/^wamid\./);
    expect(standin.sent).toHaveLength(1);
  });

  it("cloud_api without its secrets is a configuration error naming each missing one, never a default", () => {
    const configError = (overrides: Record<string, string | undefined>) => {
      try {
        whatsAppTransportFor({ ...env, ...cloud, ...overrides }, env.DB);
      } catch (error) {
        expect(error).toBeInstanceOf(WhatsAppConfigError);
        expect(isPermanent(error)).toBe(false);
        return (error as Error).message;
      }
      throw new Error("expected a configuration error");
    };
    expect(configError({ WHATSAPP_ACCESS_TOKEN: undefined })).toMatch(
      /^WHATSAPP is "cloud_api" but WHATSAPP_ACCESS_TOKEN is not set/,
    );
    expect(configError({ WHATSAPP_PHONE_NUMBER_ID: " " })).toMatch(/WHATSAPP_PHONE_NUMBER_ID is not set/);
    expect(configError({ WHATSAPP_ACCESS_TOKEN: "", WHATSAPP_PHONE_NUMBER_ID: undefined })).toMatch(
      /WHATSAPP_ACCESS_TOKEN and WHATSAPP_PHONE_NUMBER_ID are not set/,
    );
    expect(configError({ WHATSAPP: undefined })).toMatch(/^WHATSAPP is not set/);
    expect(configError({ WHATSAPP: "twilio" })).toMatch(/^WHATSAPP is "twilio"/);
  });

  it("outbox needs no Cloud API secret and never calls it", () => {
    const chosen = whatsAppTransportFor(
      { ...env, WHATSAPP: "outbox", WHATSAPP_ACCESS_TOKEN: undefined, WHATSAPP_PHONE_NUMBER_ID: undefined },
      env.DB,
      { fetch: standin.fetch },
    );
    expect(typeof chosen.send).toBe("function");
    expect(standin.calls).toHaveLength(0);
  });
});
