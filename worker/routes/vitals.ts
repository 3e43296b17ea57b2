// POST /api/vitals: the browser's field data (client/vitals/report.ts sends one beacon each time a page is hidden).
// In order: the bindings (503 when missing: fail closed), the body's size on its raw bytes before any parsing (413),
// the client address's rate limit (429), JSON and the schema of shared/vitals.ts (400); then each metric is written
// (services/vitals.ts) and the answer is 204. Nothing is written unless every check passed. The app's Origin check
// (middleware/security.ts) has already passed: sendBeacon sends this site's Origin, as every same-origin POST does.
import { Hono, type Context } from "hono";
import { VITALS_MAX_BYTES, vitalsBatchSchema } from "../../shared/vitals.ts";
import { clientAddress } from "../services/auth/rate-limit.ts";
import {
  VITALS_LIMIT_PERIOD_SECONDS,
  countryOf,
  missingVitalsBindings,
  recordVitals,
  withinVitalsLimit,
} from "../services/vitals.ts";
import { logEvent } from "../services/log.ts";
import type { AppEnv } from "../env.ts";

const TOO_LARGE = `The body is larger than ${VITALS_MAX_BYTES} bytes; send fewer metrics in one batch.`;

/** The body's bytes, or null past `max` (read no further: a body that lies about its length is cut off here). */
async function readCapped(request: Request, max: number): Promise<Uint8Array | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const refuse = (c: Context<AppEnv>, status: 400 | 413 | 429 | 503, error: string) =>
  c.json({ error, requestId: c.get("requestId") }, status);

export function vitalsRoutes(): Hono<AppEnv> {
  const vitals = new Hono<AppEnv>();

  vitals.post("/", async (c) => {
    c.header("Cache-Control", "no-store");
    const missing = missingVitalsBindings(c.env);
    if (missing.length > 0) {
      logEvent("error", "vitals_binding_missing", {
        missing,
        message: `POST /api/vitals refuses every sample until wrangler.toml declares ${missing.join(" and ")} for this environment.`,
      });
      return refuse(c, 503, "Field data is not configured on this deployment.");
    }
    const declared = Number(c.req.header("content-length") ?? "0");
    if (!Number.isFinite(declared) || declared > VITALS_MAX_BYTES) return refuse(c, 413, TOO_LARGE);
    const address = clientAddress(c.req.raw.headers);
    if (!(await withinVitalsLimit(c.env.VITALS_LIMIT!, address))) {
      c.header("Retry-After", String(VITALS_LIMIT_PERIOD_SECONDS));
      return refuse(c, 429, "Too many field data reports from this address; try again in a minute.");
    }
    const bytes = await readCapped(c.req.raw, VITALS_MAX_BYTES);
    if (!bytes) return refuse(c, 413, TOO_LARGE);
    if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("application/json"))
      return refuse(c, 400, "Send the samples as application/json (a Blob of that type with navigator.sendBeacon).");
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(bytes));
    } catch (error) {
      return refuse(c, 400, `The body is not JSON (${error instanceof Error ? error.message : String(error)}).`);
    }
    const parsed = vitalsBatchSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({
        field: issue.path.map(String).join("."),
        message: issue.message,
      }));
      return c.json({ error: issues.map((i) => `${i.field}: ${i.message}`).join("; "), issues }, 400);
    }
    await recordVitals(c.env, parsed.data, countryOf(c.req.raw.cf), new Date());
    return c.body(null, 204);
  });

  return vitals;
}
