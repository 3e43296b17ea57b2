// Where the journeys' two wrangler dev servers listen and keep their local state, shared by playwright.config.ts and
// scripts/test.mjs (which starts them itself and says so through E2E_SERVERS).
/** The demo-data server's port (two runs at once need different ones). */
export const PORT = Number(process.env.E2E_PORT ?? 8799);
/** Local state of the journeys' own wrangler dev (two runs at once need different ones). */
export const STATE = process.env.E2E_STATE ?? ".wrangler/e2e-state";
/** A second server with the schema and no demo data, whose database the fault journeys lock (tests/e2e/faults.ts). */
export const FAULTS_PORT = PORT + 1;
export const FAULTS_STATE = `${STATE}-faults`;
/** A second wrangler dev started at the same moment must not race the first for the default inspector port. */
export const FAULTS_INSPECTOR_PORT = FAULTS_PORT + 1000;
/** What each server answers once it is up: the bare route runs the worker without touching the database. */
export const READY_PATH = "/__bare";
export const FAULTS_READY_PATH = "/health";
/** Set to "running" by whoever started both servers already (scripts/test.mjs): Playwright then starts none. */
export const SERVERS_RUNNING = process.env.E2E_SERVERS === "running";
