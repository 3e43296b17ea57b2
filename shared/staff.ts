// Staff roles and what each may do in the operations console (issue 30); the worker enforces, the pages only hide.
export const STAFF_ROLES = ["operator", "supplier", "marketing"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** A console session lasts this long from its passkey sign-in. */
export const STAFF_SESSION_HOURS = 12;
/** Refunds, forced cancellations and role changes ask for the passkey again when the last check is older. */
export const STEP_UP_MINUTES = 10;

/** What the console does, one name per capability; a page or action asks for one. */
export type Capability =
  | "inbox" // answer on-request bookings, reviewed payments, offers, failed refunds and mail
  | "bookings" // find and read bookings, their people and timeline
  | "bookings.money" // refund, cancel with or without fee
  | "departures" // manifests and check-in
  | "availability" // stop-sale, capacity, price
  | "offers" // answer custom-offer requests
  | "marketing" // redirects, site settings, badges
  | "staff" // grant and revoke roles
  | "audit"; // read the audit log

const CAPABILITIES: Record<StaffRole, readonly Capability[]> = {
  operator: [
    "inbox",
    "bookings",
    "bookings.money",
    "departures",
    "availability",
    "offers",
    "marketing",
    "staff",
    "audit",
  ],
  // Only their own supplier's bookings, departures and availability (the worker scopes every query by supplier).
  supplier: ["inbox", "bookings", "departures", "availability"],
  marketing: ["marketing"],
};

export function can(role: StaffRole, capability: Capability): boolean {
  return CAPABILITIES[role].includes(capability);
}

/** Who a request's staff member is: their account, role and (for a supplier) the one supplier they act for. */
export type StaffView = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** Set for the supplier role only: every read and write is limited to this supplier. */
  supplierId: number | null;
  /** When this session last proved the passkey (ISO); null when it never did (signed in with a password). */
  passkeyAt: string | null;
  sessionStartedAt: string;
};

/** What every console page gets from the worker about the person using it. */
export type OpsViewer = {
  name: string;
  role: StaffRole;
  /** The supplier's name in the page's language, for the supplier role. */
  supplierName: string | null;
};

/** The console's sections, in the order its navigation shows them, with the capability each needs. */
export const OPS_SECTIONS = [
  { key: "inbox", path: "/ops", capability: "inbox" },
  { key: "bookings", path: "/ops/bookings", capability: "bookings" },
  { key: "departures", path: "/ops/departures", capability: "departures" },
  { key: "availability", path: "/ops/availability", capability: "availability" },
  { key: "offers", path: "/ops/offers", capability: "offers" },
  { key: "redirects", path: "/ops/redirects", capability: "marketing" },
  { key: "sites", path: "/ops/sites", capability: "marketing" },
  { key: "staff", path: "/ops/staff", capability: "staff" },
  { key: "audit", path: "/ops/audit", capability: "audit" },
] as const satisfies readonly { key: string; path: string; capability: Capability }[];
export type OpsSection = (typeof OPS_SECTIONS)[number]["key"];

/** The first section a role may open: where /ops sends marketing, who has no inbox. */
export function homeSectionOf(role: StaffRole): (typeof OPS_SECTIONS)[number] {
  return OPS_SECTIONS.find((s) => can(role, s.capability)) ?? OPS_SECTIONS[0];
}

/** Whether a passkey check at `passkeyAt` is still fresh enough for a refund, forced cancellation or role change. */
export function passkeyFresh(passkeyAt: string | null, now: Date): boolean {
  return passkeyAt !== null && now.getTime() - Date.parse(passkeyAt) <= STEP_UP_MINUTES * 60_000;
}
