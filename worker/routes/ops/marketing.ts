// The console's marketing section (marketing and operators): redirects and site settings.
import type { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { registerRedirectPages } from "./redirects.tsx";
import { registerSitePages } from "./sites.tsx";

export function registerMarketingPages(pages: Hono<AppEnv>): void {
  registerRedirectPages(pages);
  registerSitePages(pages);
}
