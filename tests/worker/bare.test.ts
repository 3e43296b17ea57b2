// The benchmarks' baseline route: "ok", or exactly the HTML bytes asked for, ahead of the page middleware, and a
// clear 400 for anything else.
import { describe, expect, it } from "vitest";
import { get } from "./helpers.ts";
import { BARE_MAX_BYTES } from "../../worker/routes/bare.ts";

/** What the page middleware adds (edge cache status, currency cookie) must not be on a baseline. */
function expectBare(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get("x-edge-cache")).toBeNull();
  expect(res.headers.get("set-cookie")).toBeNull();
  expect(res.headers.get("cache-control")).toBe("no-store");
  expect(res.headers.get("x-robots-tag")).toBe("noindex");
}

describe("/__bare", () => {
  it("answers ok in plain text with no parameter", async () => {
    const res = await get("/__bare");
    expectBare(res);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("ok");
  });

  it.each([0, 1, 12_326, 93_001, BARE_MAX_BYTES])("answers exactly %i bytes of HTML when asked", async (bytes) => {
    const res = await get(`/__bare?bytes=${bytes}`);
    expectBare(res);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(bytes);
    if (bytes > 200) expect(new TextDecoder().decode(body.slice(0, 200))).toContain('<li class="card">');
  });

  it.each([
    [String(BARE_MAX_BYTES + 1), `bytes must be at most ${BARE_MAX_BYTES}`],
    ["-1", "bytes must be a whole number"],
    ["1.5", "bytes must be a whole number"],
    ["lots", "bytes must be a whole number"],
    ["", "bytes must be a whole number"],
    ["1e3", "bytes must be a whole number"],
    ["0x10", "bytes must be a whole number"],
    ["%2012", "bytes must be a whole number"],
  ])("refuses bytes=%s with a 400 saying why", async (bytes, message) => {
    const res = await get(`/__bare?bytes=${bytes}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });
});
