// Test helpers: requests to the worker under test, parsing its HTML, a cookie jar, and waiting for work done after the answer.
import { env, exports } from "cloudflare:workers";

export const ORIGIN = "https://example.com";

export function get(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const base = init.host ? `https://${init.host}` : ORIGIN;
  return (exports as unknown as { default: Fetcher }).default.fetch(
    new Request(base + path, { redirect: "manual", ...init }),
  );
}

export async function html(
  path: string,
  init?: RequestInit & { host?: string },
): Promise<{ res: Response; body: string }> {
  const res = await get(path, init);
  return { res, body: await res.text() };
}

/** The serialised props of the first island named `island` in a page's HTML, as the page carries them. */
export function islandPropsText(body: string, island: string): string {
  const id = new RegExp(`data-island="${island}" data-island-id="([^"]+)"`).exec(body)![1];
  return new RegExp(`<script type="application/json" id="${id}-props"[^>]*>(.*?)</script>`, "s").exec(body)![1];
}

/** The browser's side: cookies set by responses (a cleared one is dropped), sent back on the next request. */
export class Jar {
  readonly cookies = new Map<string, string>();
  take(res: Response): Response {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
      if (/max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }
  get header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}

/** Waits for work done after the answer (waitUntil) to land: `read` until it gives something, for up to `ms`. */
export async function eventually<T>(read: () => Promise<T | null>, ms = 3000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Delivers every booking notification written so far, now, with the worker's own delivery (what the NOTIFICATIONS
 * queue's consumer does a moment later): a test reads the outbox without waiting for the queue. A delivery the queue's
 * own consumer is making at the same moment is waited for; nothing is sent twice (deliver.ts).
 */
export async function deliverNotifications(): Promise<void> {
  const { deliverEvent } = await import("../../worker/services/notifications/deliver.ts");
  const { deliveryDepsFor } = await import("../../worker/services/notifications/index.ts");
  const deps = deliveryDepsFor(env, ORIGIN);
  const { results } = await env.DB.prepare("SELECT id FROM notification_events ORDER BY created_at").all<{
    id: string;
  }>();
  for (const { id } of results) {
    for (let tries = 0; (await deliverEvent(deps, id)).kind === "retry" && tries < 50; tries++)
      await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
