// Signs a journey's browser in as one of the seeded staff (tests/e2e/staff-seed.ts) the way staff sign in: with a
// passkey, held by Chromium's virtual authenticator, on the login page; the console opens. The same authenticator
// then answers the console's "Confirm it's you".
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { STATE } from "./servers.ts";
import { test } from "@playwright/test";
import { staffSeedPath, type SeededStaff, type SeededStaffKey, type StaffSeedFile } from "./staff-seed.ts";
import { ownAddress } from "./account-steps.ts";
import type { StaffRole } from "../../shared/staff.ts";

function seeded(): StaffSeedFile {
  try {
    return JSON.parse(readFileSync(staffSeedPath(STATE), "utf8")) as StaffSeedFile;
  } catch {
    throw new Error(
      "The journeys' staff are not seeded: run the journeys with `npm test -- --journeys`, which prepares them.",
    );
  }
}

/** This journey worker's own passkey of `person`: workers running at once never share one (staff-seed.ts). */
export function credentialOf(person: SeededStaff): { credentialId: string; privateKey: string } {
  return person.credentials[test.info().parallelIndex % person.credentials.length]!;
}

export type StaffSignIn = {
  role: StaffRole;
  locale: "en" | "ar";
  /** For the supplier role: the first or second supplier of the demo data by id (default first). */
  supplier?: "first" | "second";
  /** Where to land (a console path without the locale prefix); /ops by default. */
  next?: string;
};

/**
 * Signs `page`'s browser in as the seeded staff member for `role` with their passkey; resolves once the browser is on
 * `next` (whatever that page answers: a role without the section gets the console's 404 there).
 */
export async function signInAsStaff(
  page: Page,
  { role, locale, supplier = "first", next = "/ops" }: StaffSignIn,
): Promise<{ email: string; userId: string; supplierId: number | null }> {
  const file = seeded();
  const key: SeededStaffKey = role === "supplier" ? `supplier-${supplier}` : role;
  const person = file.staff[key];
  await ownAddress(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  await cdp.send("WebAuthn.addCredential", {
    authenticatorId,
    credential: {
      ...credentialOf(person),
      isResidentCredential: true,
      rpId: "localhost",
      userHandle: Buffer.from(person.userId).toString("base64"),
      // The server wants each assertion's counter above the last one it saw: time since seeding, in milliseconds,
      // keeps that true across the journeys sharing this passkey.
      signCount: Date.now() - file.seededAt,
    },
  });
  const prefix = locale === "ar" ? "/ar" : "";
  const target = `${prefix}${next}`;
  await page.goto(`${prefix}/auth/login?next=${encodeURIComponent(target)}`);
  await page.getByTestId("passkey-sign-in-button").click();
  // Marketing's /ops sends them on to their first section: anywhere in the console is home.
  await page.waitForURL((url) => url.pathname.startsWith(`${prefix}/ops`));
  return { email: person.email, userId: person.userId, supplierId: person.supplierId };
}
