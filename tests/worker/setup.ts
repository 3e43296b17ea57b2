// Gives each test file what a workerd of its own would (the worker project reuses one workerd and its libraries across
// files: vitest.config.ts): the project's modules evaluated afresh, empty storage with every D1 migration applied. Then
// starts every test on a fresh edge-cache version: tests change data behind the services' backs (a real change bumps
// the version; see edge-cache.test.ts).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { evaluateProjectModulesAfresh } from "./fresh-modules.ts";

evaluateProjectModulesAfresh();
// Imported after the reset, so that the bump below reaches the same memo as the worker this file's tests load.
const { bumpCacheVersion } = await import("../../worker/db/cache-version.ts");
const { emptyStorage } = await import("./storage-reset.ts");

await emptyStorage(env);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Pages an earlier file left in the edge cache are under an older version, so no file reads another's.
await bumpCacheVersion(env.SITE);

beforeEach(async () => {
  await bumpCacheVersion(env.SITE);
});
