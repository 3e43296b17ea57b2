// What an uptime monitor asks: can this worker reach D1, KV and R2 right now? Each check has its own short timeout,
// so one slow dependency is reported as such instead of hanging the answer.
import type { Bindings } from "../env.ts";
import { pingDatabase } from "../db/health.ts";

/** Longer than any healthy answer from a binding, short enough for a monitor's own timeout. */
export const CHECK_TIMEOUT_MS = 2000;

export type Check = { ok: boolean; ms: number; error?: string };
export type Health = { ok: boolean; checks: { d1: Check; kv: Check; r2: Check } };

async function check(work: () => Promise<unknown>, timeoutMs: number): Promise<Check> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([work(), timeout]);
    return { ok: true, ms: Date.now() - started };
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}

export async function checkHealth(
  env: Pick<Bindings, "DB" | "SITE" | "MEDIA">,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<Health> {
  const [d1, kv, r2] = await Promise.all([
    check(() => pingDatabase(env.DB), timeoutMs),
    // A miss is an answer: the store was reached.
    check(() => env.SITE.get("health:ping"), timeoutMs),
    check(() => env.MEDIA.head("health/ping"), timeoutMs),
  ]);
  return { ok: d1.ok && kv.ok && r2.ok, checks: { d1, kv, r2 } };
}
