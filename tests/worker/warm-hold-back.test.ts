// The loader fetches React DOM ahead at idle (client/loader/warm.ts) except where the traveller pays for the bytes:
// Save-Data, or a connection slower than 4G.
import { describe, expect, it } from "vitest";
import { holdBack } from "../../client/loader/warm.ts";

describe("fetching the island runtime ahead", () => {
  it("goes ahead on 4G, and where the browser says nothing about the connection", () => {
    expect(holdBack({ effectiveType: "4g", saveData: false })).toBe(false);
    expect(holdBack({})).toBe(false);
    expect(holdBack(undefined)).toBe(false);
  });

  it.each(["slow-2g", "2g", "3g"])("holds back on %s", (effectiveType) => {
    expect(holdBack({ effectiveType, saveData: false })).toBe(true);
  });

  it("holds back on Save-Data, whatever the connection", () => {
    expect(holdBack({ effectiveType: "4g", saveData: true })).toBe(true);
  });
});
