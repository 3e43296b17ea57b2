// Who may use the operations console, checked on the server for every page and action: staff with the capability,
// signed in with a passkey within the last 12 hours. Everyone else (a guest, a traveller, staff without the role)
// gets the ordinary 404: the console does not say it exists.
import type { Context } from "hono";
import { tokenHash } from "../../crypto/tokens.ts";
import { staffBySessionHash, recordPasskeyCheckStatement, supplierNames } from "../../db/staff.ts";
import {
  STAFF_SESSION_HOURS,
  can,
  passkeyFresh,
  type Capability,
  type OpsViewer,
  type StaffView,
} from "../../../shared/staff.ts";
import { sessionTokenOf } from "../auth-session.ts";
import { staffActor, type Actor } from "../../services/ops/actor.ts";
import { PERSONAL } from "../../routing/cacheable.ts";
import { showPersonal } from "../../render/page.tsx";
import { opsView } from "../../render/views.ts";
import { AUTH_PATHS } from "../../../shared/account.ts";
import { localePath } from "../../../shared/locales.ts";
import type { AppEnv } from "../../env.ts";

type C = Context<AppEnv>;

const looked = new WeakMap<Request, Promise<StaffView | null>>();

/** The staff member behind this request's session (looked up once per request), or null. */
export function currentStaff(c: C): Promise<StaffView | null> {
  let found = looked.get(c.req.raw);
  if (!found) {
    const token = sessionTokenOf(c);
    found = token
      ? tokenHash(token).then((hash) => staffBySessionHash(c.env.DB, hash, new Date()))
      : Promise.resolve(null);
    looked.set(c.req.raw, found);
  }
  return found;
}

/** Whether this staff session may open the console: it proved a passkey, and began within the last 12 hours. */
export function consoleSessionLive(staff: StaffView, now: Date): boolean {
  return (
    staff.passkeyAt !== null && now.getTime() - Date.parse(staff.sessionStartedAt) <= STAFF_SESSION_HOURS * 3_600_000
  );
}

/**
 * The staff member, when they hold `capability` and their console session is live; otherwise the answer to send:
 * a 404 to anyone without the capability, a "sign in with your passkey" page (403) to staff whose session is not
 * a passkey one or is older than 12 hours.
 */
export async function requireStaff(c: C, capability: Capability): Promise<StaffView | Response> {
  c.header("Cache-Control", PERSONAL);
  c.header("X-Robots-Tag", "noindex, nofollow");
  const staff = await currentStaff(c);
  if (!staff || !can(staff.role, capability)) return c.notFound();
  c.set("role", "staff");
  if (!consoleSessionLive(staff, new Date())) {
    const next = new URL(c.req.url);
    const signIn = `${localePath(c.get("locale"), AUTH_PATHS.signIn)}?next=${encodeURIComponent(next.pathname + next.search)}`;
    return showPersonal(
      c,
      opsView("passkey", { signInHref: signIn }, { title: "ops.shell.passkeyRequired.title", status: 403 }),
    );
  }
  return staff;
}

/** The actor an action by this staff member is audited as. */
export function actorOf(c: C, staff: StaffView): Actor {
  return staffActor(staff, c.get("requestId") ?? null);
}

/** What the console's frame shows of the person using it. */
export async function viewerOf(c: C, staff: StaffView): Promise<OpsViewer> {
  const names = staff.supplierId === null ? null : await supplierNames(c.env.DB, staff.supplierId);
  const supplierName = names ? names[c.get("locale")] : null;
  return { name: `${staff.firstName} ${staff.lastName}`.trim() || staff.email, role: staff.role, supplierName };
}

/** Whether a refund, forced cancellation or role change may go ahead now: a passkey check in the last 10 minutes. */
export function passkeyCheckFresh(staff: StaffView): boolean {
  return passkeyFresh(staff.passkeyAt, new Date());
}

/** Records a passkey re-check on this request's session (the console's "Confirm it's you"). */
export async function recordPasskeyCheck(c: C): Promise<void> {
  const token = sessionTokenOf(c);
  if (!token) return;
  await recordPasskeyCheckStatement(c.env.DB, await tokenHash(token), new Date()).run();
  looked.delete(c.req.raw);
}
