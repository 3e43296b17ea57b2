// Gives each test file the fresh storage it would have in a workerd of its own (the worker project reuses one workerd
// and its module cache across files: vitest.config.ts), with every D1 migration applied, and starts every test on a
// fresh edge-cache version: tests change data behind the services' backs (a real change bumps the version; see
// edge-cache.test.ts).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { bumpCacheVersion } from "../../worker/services/cache-version.ts";
import { emptyStorage } from "./storage-reset.ts";

await emptyStorage(env);
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
// Pages an earlier file left in the edge cache are under an older version, so no file reads another's.
await bumpCacheVersion(env.SITE);

beforeEach(async () => {
  await bumpCacheVersion(env.SITE);
});
