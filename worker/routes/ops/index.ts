// The operations console under /ops (and /ar/ops): each section registers its pages and form posts here, before the
// storefront's catch-all routes. Every handler starts with requireStaff (ops/access.ts).
import type { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { registerAuditPages } from "./audit.tsx";
import { registerBookingPages } from "./bookings.tsx";

export function registerOpsPages(pages: Hono<AppEnv>): void {
  registerAuditPages(pages);
  registerBookingPages(pages);
}
