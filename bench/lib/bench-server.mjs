// The server a bench measures: the one at `--base` when given, else a fresh build on fresh demo data under
// `wrangler dev` on `--port`, in a state directory of the bench's own.
import { rm } from "node:fs/promises";
import { buildClient, prepareLocalData, startWrangler, waitForServer } from "../../scripts/lib/local-env.mjs";

/** Returns the base URL and a `stop()` (nothing to stop for a server the bench did not start). */
export async function benchServer({ base, port, build = true, state }) {
  if (base) return { base: base.replace(/\/$/, ""), stop: () => undefined };
  const persistTo = `.wrangler/${state}`;
  if (build) await buildClient();
  await rm(persistTo, { recursive: true, force: true });
  await prepareLocalData(persistTo);
  const server = startWrangler({ port: Number(port), persistTo, quiet: true, detached: true });
  const url = `http://localhost:${port}`;
  await waitForServer(`${url}/__bare`);
  return { base: url, stop: () => server.stop() };
}
