// The router keeps each path's match: the inner router is asked once per path, and every request still gets its own
// path's parameters and handlers.
import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { RememberingRouter } from "../../worker/routing/remembering-router.ts";

describe("RememberingRouter", () => {
  it("asks the inner router once per method and path", () => {
    const inner = new TrieRouter<string>();
    let asked = 0;
    const match = inner.match.bind(inner);
    inner.match = (method, path) => {
      asked++;
      return match(method, path);
    };
    const router = new RememberingRouter<string>(inner);
    router.add("GET", "/things-to-do/:slug", "page");
    router.match("GET", "/things-to-do/a");
    router.match("GET", "/things-to-do/a");
    expect(asked).toBe(1);
    router.match("GET", "/things-to-do/b");
    router.match("HEAD", "/things-to-do/a");
    expect(asked).toBe(3);
  });

  it("gives each path its own parameters, however often it is asked", async () => {
    const app = new Hono({ router: new RememberingRouter() });
    app.get("/x/:slug{[a-z-]+}", (c) => c.text(`slug ${c.req.param("slug")}`));
    app.get("/img/:modifiers/:source{.*}", (c) => c.text(`${c.req.param("modifiers")} ${c.req.param("source")}`));
    for (let round = 0; round < 2; round++) {
      expect(await (await app.request("/x/first")).text()).toBe("slug first");
      expect(await (await app.request("/x/second")).text()).toBe("slug second");
      expect(await (await app.request("/img/w_320/a/b.jpg")).text()).toBe("w_320 a/b.jpg");
      expect((await app.request("/x/UPPER")).status).toBe(404);
    }
  });
});
