// Stored pages: each hit gets its own nonce in a copy of the bytes, a page without one is not served, and the
// isolate's memory of recent pages stays within its size by dropping the least recently used.
import { describe, expect, it } from "vitest";
import {
  RecentPages,
  fromCacheResponse,
  servable,
  storedFromRender,
  toCacheResponse,
} from "../../worker/middleware/stored-page.ts";

const RENDER_NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const html = `<html><head><script nonce="${RENDER_NONCE}" src="/a.js"></script></head><body><p>nonce="${RENDER_NONCE.slice(0, 8)}"</p><script nonce="${RENDER_NONCE}">1</script></body></html>`;
const bytes = (text: string) => new TextEncoder().encode(text) as Uint8Array<ArrayBuffer>;
const rendered = (type = "text/html; charset=UTF-8") =>
  new Response("", {
    headers: {
      "Content-Type": type,
      "Cache-Control": "public, max-age=60",
      "Set-Cookie": "lang=en",
      "X-Request-Id": "r1",
    },
  });

describe("stored pages", () => {
  it("serves every hit with its own nonce on every nonce attribute, leaving the stored bytes as they were", async () => {
    const page = storedFromRender(rendered(), bytes(html), 1, RENDER_NONCE);
    expect(page.nonceAt).toHaveLength(2);
    const text = (nonce: string) => new TextDecoder().decode(servable(page, nonce)!.body);
    const first = text("BBBBBBBBBBBBBBBBBBBBBB==");
    const second = text("CCCCCCCCCCCCCCCCCCCCCC==");
    expect(first.match(/nonce="([^"]+)"/g)).toEqual([
      'nonce="BBBBBBBBBBBBBBBBBBBBBB=="',
      'nonce="AAAAAAAA"',
      'nonce="BBBBBBBBBBBBBBBBBBBBBB=="',
    ]);
    expect(second).not.toContain("BBBB");
    expect(new TextDecoder().decode(page.body)).toBe(html);
  });

  it("keeps no per-request headers and round-trips through the Cache API's form", async () => {
    const page = storedFromRender(rendered(), bytes(html), 1234, RENDER_NONCE);
    const headers = new Headers(page.headers);
    expect(headers.has("set-cookie")).toBe(false);
    expect(headers.has("x-request-id")).toBe(false);
    const cached = toCacheResponse(page, 86_400);
    expect(cached.headers.get("cache-control")).toBe("public, max-age=86400");
    const back = await fromCacheResponse(cached);
    expect(back.storedAt).toBe(1234);
    expect(back.nonce).toBe(RENDER_NONCE);
    expect(back.nonceAt).toEqual(page.nonceAt);
    expect(new Headers(back.headers).get("cache-control")).toBe("public, max-age=60");
  });

  it("does not serve HTML whose nonce it cannot replace, but serves JSON as it is", () => {
    expect(servable(storedFromRender(rendered(), bytes(html), 1, null), "BBBBBBBBBBBBBBBBBBBBBB==")).toBeNull();
    expect(servable(storedFromRender(rendered(), bytes(html), 1, RENDER_NONCE), undefined)).toBeNull();
    expect(servable(storedFromRender(rendered(), bytes(html), 1, RENDER_NONCE), "short")).toBeNull();
    expect(servable(storedFromRender(rendered("application/json"), bytes("{}"), 1, null), undefined)).not.toBeNull();
  });

  it("drops the least recently used page past its size", () => {
    const recent = new RecentPages(400);
    const page = (size: number) => storedFromRender(rendered(), new Uint8Array(size), 1, null);
    recent.set("a", page(100));
    recent.set("b", page(100));
    recent.set("c", page(100));
    recent.get("a");
    recent.set("d", page(100));
    recent.set("e", page(100));
    expect(recent.get("b")).toBeUndefined();
    expect(recent.get("a")).toBeDefined();
    expect(recent.get("e")).toBeDefined();
    recent.set("huge", page(300));
    expect(recent.get("huge")).toBeUndefined();
  });
});
