// Tells a database that is down (unreachable, overloaded, locked, reset) from a query that is wrong: the first is a
// 503 with Retry-After and the localized "briefly unavailable" page, the second stays a 500 (docs/decisions/017).

/** D1's transient failures, as its binding words them (and SQLite's busy and locked codes under wrangler dev). */
const TRANSIENT =
  /SQLITE_BUSY|SQLITE_LOCKED|database is locked|network connection lost|overloaded|transient|storage (operation|caused)|object to be reset|timed? ?out|unavailable|internal error|D1_RESET_DO|connection (closed|reset|refused)/i;
/** Errors of the query itself: a bug, or a constraint the code relies on (unique payment events, idempotency keys). */
const QUERY =
  /SQLITE_(ERROR|CONSTRAINT|MISMATCH|RANGE|TOOBIG|AUTH)|constraint failed|no such (table|column|function)|syntax error|D1_TYPE_ERROR|D1_COLUMN_NOTFOUND/i;

function* chain(error: unknown): Generator<unknown> {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) yield e;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const message = e instanceof Error ? e.message : String(e);
    if (QUERY.test(message)) return false;
    if (TRANSIENT.test(message) && /D1|SQLITE|database/i.test(message)) return true;
  }
  return false;
}

/** How long a visitor is asked to wait before trying again while the database is down. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
