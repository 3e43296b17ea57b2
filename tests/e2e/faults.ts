// The fault journeys' server (playwright.config.ts: the schema, no demo data) and a real outage of its database:
// an exclusive SQLite lock on the local D1 file, as a stuck writer would hold it.
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { FAULTS_PORT, FAULTS_STATE } from "./servers.ts";

export const FAULTS_ORIGIN = `http://localhost:${FAULTS_PORT}`;

/** Locks the faults server's D1 database until the returned function is called. */
export function lockDatabase(): () => void {
  const dir = join(FAULTS_STATE, "v3", "d1", "miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  if (!file) throw new Error(`no D1 database under ${dir}`);
  const db = new DatabaseSync(join(dir, file));
  db.exec("PRAGMA busy_timeout = 5000");
  db.exec("BEGIN EXCLUSIVE");
  return () => {
    db.exec("ROLLBACK");
    db.close();
  };
}
