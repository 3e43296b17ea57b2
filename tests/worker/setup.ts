// Applies the D1 migrations to each test file's isolated database, and starts every test on a fresh edge-cache
// version: tests change data behind the services' backs (a real change bumps the version; see edge-cache.test.ts).
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeEach } from "vitest";
import { bumpCacheVersion } from "../../worker/services/cache-version.ts";

await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

beforeEach(async () => {
  await bumpCacheVersion(env.SITE);
});
