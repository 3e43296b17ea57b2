// What makes the site an installable app, outside the page routes: the web app manifest in each language, the brand's
// icon, and the small "you are offline" page the service worker keeps (client/sw/sw.ts).
import { Hono } from "hono";
import { appIconSvg, appManifest, APP_ICON_PATH } from "../services/app-manifest.ts";
import { offlinePage } from "./errors.tsx";
import type { AppEnv } from "../env.ts";

/** The manifest and icon change only with the site's settings: an hour in any cache is fine. */
const SHORT_LIVED = "public, max-age=3600";

export function appShellRoutes(): Hono<AppEnv> {
  const shell = new Hono<AppEnv>();
  for (const prefix of ["", "/ar"]) {
    shell.get(`${prefix}/manifest.webmanifest`, (c) => {
      const body = JSON.stringify(appManifest(c.get("site"), c.get("locale")));
      return c.body(body, 200, { "Content-Type": "application/manifest+json", "Cache-Control": SHORT_LIVED });
    });
    shell.get(`${prefix}/offline`, offlinePage);
  }
  shell.get(APP_ICON_PATH, (c) =>
    c.body(appIconSvg(c.get("site").brand), 200, { "Content-Type": "image/svg+xml", "Cache-Control": SHORT_LIVED }),
  );
  return shell;
}
