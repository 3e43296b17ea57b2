// Every page of the operations console, by name: the one place the worker's view layer takes them from
// (worker/render/views.ts), so the routes choose a page by name and never import a component.
import { AvailabilityPage } from "./AvailabilityPage.tsx";
import { BookingPage } from "./BookingPage.tsx";
import { BookingsPage } from "./BookingsPage.tsx";
import { DeparturesPage } from "./DeparturesPage.tsx";
import { InboxPage } from "./InboxPage.tsx";
import { ManifestPage } from "./ManifestPage.tsx";
import { OpsAuditPage } from "./OpsAuditPage.tsx";
import { OpsOfferPage } from "./OpsOfferPage.tsx";
import { OpsOffersPage } from "./OpsOffersPage.tsx";
import { OpsPasskeyPage } from "./OpsPasskeyPage.tsx";
import { OpsRedirectsPage } from "./OpsRedirectsPage.tsx";
import { OpsSitesPage } from "./OpsSitesPage.tsx";
import { OpsStaffPage } from "./OpsStaffPage.tsx";

export const OPS_PAGES = {
  inbox: InboxPage,
  bookings: BookingsPage,
  booking: BookingPage,
  departures: DeparturesPage,
  manifest: ManifestPage,
  availability: AvailabilityPage,
  offers: OpsOffersPage,
  offer: OpsOfferPage,
  redirects: OpsRedirectsPage,
  sites: OpsSitesPage,
  staff: OpsStaffPage,
  audit: OpsAuditPage,
  passkey: OpsPasskeyPage,
} as const;
