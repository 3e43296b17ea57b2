import { describe, it, expect } from "vitest";
import { html } from "./helpers.ts";

describe("smoke", () => {
  it("renders home", async () => {
    const { res, body } = await html("/");
    console.log(res.status, [...res.headers].map(String).join("\n"), body.slice(0, 3000));
    expect(res.status).toBe(200);
  });
});
