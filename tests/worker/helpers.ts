// Test helpers: requests to the worker under test, and parsing its HTML.
import { exports } from "cloudflare:workers";

export const ORIGIN = "https://example.com";

export function get(path: string, init: RequestInit & { host?: string } = {}): Promise<Response> {
  const base = init.host ? `https://${init.host}` : ORIGIN;
  return (exports as unknown as { default: Fetcher }).default.fetch(new Request(base + path, { redirect: "manual", ...init }));
}

export async function html(path: string, init?: RequestInit & { host?: string }): Promise<{ res: Response; body: string }> {
  const res = await get(path, init);
  return { res, body: await res.text() };
}
