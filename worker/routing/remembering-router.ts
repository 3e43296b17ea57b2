// Hono's router with each path's match remembered: our page routes' patterns keep Hono on its TrieRouter, whose
// search over every route was a sixth of a cached hit's time, and the same few paths are asked for again and again.
import type { Result, Router } from "hono/router";
import { SmartRouter } from "hono/router/smart-router";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { TrieRouter } from "hono/router/trie-router";

/** Paths kept; a match is small (handler lists are shared), and the map starts over when full (paths come from requests). */
const LIMIT = 2048;

export class RememberingRouter<T> implements Router<T> {
  readonly name: string;
  private readonly known = new Map<string, Result<T>>();
  private readonly inner: Router<T>;

  /** `inner` defaults to Hono's own choice (RegExpRouter when the routes allow it, else TrieRouter). */
  constructor(inner: Router<T> = new SmartRouter({ routers: [new RegExpRouter(), new TrieRouter()] })) {
    this.inner = inner;
    this.name = `Remembering ${inner.name}`;
  }

  add(method: string, path: string, handler: T): void {
    this.known.clear();
    this.inner.add(method, path, handler);
  }

  /** Hono only reads a match (the handlers and where each parameter is), so one result serves every request for its path. */
  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let result = this.known.get(key);
    if (!result) {
      result = this.inner.match(method, path);
      if (this.known.size >= LIMIT) this.known.clear();
      this.known.set(key, result);
    }
    return result;
  }
}
