// The operations console under /ops (and /ar/ops): each section registers its pages and form posts here, before the
// storefront's catch-all routes. Every handler starts with requireStaff (ops/access.ts).
import type { Hono } from "hono";
import type { AppEnv } from "../../env.ts";
import { registerAuditPages } from "./audit.tsx";
import { registerAvailabilityPages } from "./availability.tsx";
import { registerBookingPages } from "./bookings.tsx";
import { registerDeparturePages } from "./departures.tsx";
import { registerInboxPages } from "./inbox.tsx";
import { registerMarketingPages } from "./marketing.ts";
import { registerOffersSection } from "./offers.tsx";
import { registerStaffPages } from "./staff.tsx";

export function registerOpsPages(pages: Hono<AppEnv>): void {
  registerInboxPages(pages);
  registerBookingPages(pages);
  registerDeparturePages(pages);
  registerAvailabilityPages(pages);
  registerOffersSection(pages);
  registerMarketingPages(pages);
  registerStaffPages(pages);
  registerAuditPages(pages);
}
