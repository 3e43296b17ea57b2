// Types `env` from "cloudflare:workers" (used by tests) as this worker's bindings.
import type { D1Migration } from "cloudflare:test";
import type { Bindings } from "./env.ts";

declare global {
  namespace Cloudflare {
    interface Env extends Bindings {
      TEST_MIGRATIONS: D1Migration[];
    }
  }
}
