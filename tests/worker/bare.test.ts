// The benchmarks' baseline route: "ok", or exactly the HTML bytes asked for, and a clear 400 for anything else.
import { describe, expect, it } from "vitest";
import { get } from "./helpers.ts";
import { BARE_MAX_BYTES } from "../../worker/routes/bare.ts";

describe("/__bare", () => {
  it("answers ok in plain text with no parameter", async () => {
    const res = await get("/__bare");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("ok");
  });

  it.each([0, 1, 12_326, 93_001, BARE_MAX_BYTES])("answers exactly %i bytes of HTML when asked", async (bytes) => {
    const res = await get(`/__bare?bytes=${bytes}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBe(bytes);
    if (bytes > 200) expect(new TextDecoder().decode(body.slice(0, 200))).toContain('<li class="card">');
  });

  it.each([
    ["-1", "bytes must be 0 or more"],
    [String(BARE_MAX_BYTES + 1), `bytes must be at most ${BARE_MAX_BYTES}`],
    ["1.5", "bytes must be a whole number"],
    ["lots", "bytes must be a whole number"],
  ])("refuses bytes=%s with a 400 saying why", async (bytes, message) => {
    const res = await get(`/__bare?bytes=${bytes}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe(message);
  });
});
