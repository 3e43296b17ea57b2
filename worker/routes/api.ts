// JSON API: redirect lookup for client code, and the build manifests for the new-version check.
import { Hono } from "hono";
import { zValidator } from "@hono/zod-validator";
import { z } from "zod";
import { navigationRedirect } from "../services/redirects.ts";
import { asRequested } from "../../shared/safe-location.ts";
import { BUILD_ID } from "../render/assets.ts";
import { validationHook } from "./validation.ts";
import { catalogueApi } from "./catalogue-api.ts";
import { searchApi } from "./search-api.ts";
import type { AppEnv } from "../env.ts";

const redirectQuery = z.object({
  path: z
    .string({ message: "Add the path to look up, for example ?path=/discover" })
    .min(1, "The path is empty")
    .max(2048, "The path is longer than 2048 characters")
    .refine((p) => p.startsWith("/") || p.startsWith("\\"), "The path must start with /"),
});

export function apiRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  // The answer a navigation would get from the server itself, for client code (spec §2's redirect lookup).
  api.get("/redirect", zValidator("query", redirectQuery, validationHook), async (c) => {
    const { pathname, search } = asRequested(c.req.valid("query").path);
    const resolution = await navigationRedirect(c.env.SITE, { pathname, search, layout: c.get("site").layoutType });
    c.header("Cache-Control", "no-store");
    return c.json({
      redirect: resolution && {
        location: resolution.location,
        status: resolution.status,
        external: resolution.external,
      },
    });
  });

  api.route("/", catalogueApi());
  api.route("/", searchApi());
  return api;
}

/** GET builds/latest.json and builds/meta/{buildId}.json (spec §7). */
export function buildRoutes(): Hono<AppEnv> {
  const builds = new Hono<AppEnv>();
  builds.get("/latest.json", (c) => {
    c.header("Cache-Control", "no-store");
    return c.json({ id: BUILD_ID });
  });
  builds.get("/meta/:file{[\\w-]+\\.json}", (c) => {
    const id = c.req.param("file").replace(/\.json$/, "");
    if (id !== BUILD_ID) return c.json({ error: `Build ${id} is not the current build.` }, 404);
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.json({ id, current: true });
  });
  return builds;
}
