// Reads and writes D1 through its Sessions API, so a read replica near the traveller can answer, and carries the
// session's bookmark in a cookie after a write so the traveller's next pages see at least that write (their booking).
import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env.ts";
import { SESSION_COOKIE } from "../../shared/account.ts";
import { rememberReads } from "../db/batch.ts";

export const BOOKMARK_COOKIE = "__Host-d1-bookmark";
const BOOKMARK_MAX_AGE = 60 * 60;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const BOOKMARK = /^[0-9a-f-]{8,200}$/i;
/**
 * Sign-in, sign-up and passkey answers must not differ by whether an account exists, and how far the database moved
 * would tell (a new account writes more): there the bookmark goes out only with a session cookie.
 */
const ACCOUNT_PROBES = /^(?:\/ar)?\/(?:auth|api\/passkeys)\//;

function carriesBookmark(path: string, res: Response): boolean {
  if (res.status >= 400) return false;
  return !ACCOUNT_PROBES.test(path) || res.headers.getSetCookie().some((line) => line.startsWith(`${SESSION_COOKIE}=`));
}

/** How long a request waited on D1 (time with at least one call in flight, so parallel calls count once) and how often. */
export class D1Timer {
  ms = 0;
  calls = 0;
  private inFlight = 0;
  private since = 0;

  async time<T>(work: () => Promise<T>): Promise<T> {
    this.calls++;
    if (this.inFlight++ === 0) this.since = performance.now();
    try {
      return await work();
    } finally {
      if (--this.inFlight === 0) this.ms += performance.now() - this.since;
    }
  }
}

/** A statement whose runs are timed; `bind` gives timed statements too. The statement itself still goes into batches. */
function timed(statement: D1PreparedStatement, timer: D1Timer): D1PreparedStatement {
  const { first, all, run, raw, bind } = statement;
  return Object.assign(statement, {
    first: (...args: unknown[]) =>
      timer.time(() => (first as (...a: unknown[]) => Promise<unknown>).apply(statement, args)),
    all: () => timer.time(() => all.call(statement)),
    run: () => timer.time(() => run.call(statement)),
    raw: (...args: unknown[]) =>
      timer.time(() => (raw as (...a: unknown[]) => Promise<unknown>).apply(statement, args)),
    bind: (...values: unknown[]) => timed(bind.apply(statement, values), timer),
  }) as D1PreparedStatement;
}

/** The session in the D1Database shape every `worker/db` function takes; exec and dump go to the binding itself. */
function sessionDatabase(raw: D1Database, session: D1DatabaseSession, timer: D1Timer): D1Database {
  return {
    prepare: (query: string) => timed(session.prepare(query), timer),
    batch: <T>(statements: D1PreparedStatement[]) => timer.time(() => session.batch<T>(statements)),
    exec: (query: string) => raw.exec(query),
    dump: () => raw.dump(),
    withSession: (constraint?: Parameters<D1Database["withSession"]>[0]) => raw.withSession(constraint),
  } as D1Database;
}

export const d1Session: MiddlewareHandler<AppEnv> = async (c, next) => {
  const raw = c.env.DB;
  const writes = !SAFE_METHODS.has(c.req.method);
  const carried = getCookie(c, BOOKMARK_COOKIE);
  const bookmark = carried && BOOKMARK.test(carried) ? carried : undefined;
  // A write goes to the primary anyway; a read with a bookmark waits for a replica that has caught up with it.
  const session = raw.withSession(writes ? "first-primary" : (bookmark ?? "first-unconstrained"));
  // A copy of the bindings for this request only: the shared env object is never changed.
  const timer = new D1Timer();
  c.set("d1", timer);
  const db = sessionDatabase(raw, session, timer);
  // Catalogue reads may come from this isolate's memory, except for a traveller whose own write must show.
  if (!writes && !bookmark) rememberReads(db, c.env.SITE);
  c.env = { ...c.env, DB: db };
  await next();
  const reached = session.getBookmark();
  if (writes && reached && reached !== bookmark && carriesBookmark(new URL(c.req.url).pathname, c.res)) {
    setCookie(c, BOOKMARK_COOKIE, reached, {
      path: "/",
      httpOnly: true,
      secure: true,
      sameSite: "Lax",
      maxAge: BOOKMARK_MAX_AGE,
    });
  }
};
