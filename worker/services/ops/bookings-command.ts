// What `npm run bookings` does (scripts/bookings.mjs loads this one module on the bindings it opened, local or remote):
// `list` prints the operator's inbox (the console's /ops, in English), `confirm` and `reject` answer through the same
// services as the console, audited as "command:<who ran it>", and say what happened in the console's words.
import type { Bindings } from "../../env.ts";
import { depsFor } from "../checkout-deps.ts";
import { BookingOpsError, confirmPendingItem, describeAnswer, rejectPendingItem } from "../bookings-ops.ts";
import { commandActor } from "./actor.ts";
import { loadInbox } from "./inbox.ts";
import { configProblems } from "../../config/problems.ts";
import { serverI18n } from "../../render/i18n.ts";
import { timeLeftWords, type InboxEntry } from "../../../shared/ops-inbox.ts";
import { formatMoment } from "../../../shared/intl.ts";
import { formatMoney } from "../../../shared/money.ts";

const aed = (minor: number) => formatMoney(minor, "en", { currency: "AED", rate: 1 }, true);

/** The settings and secrets confirm and reject need: the payment provider's, the mailer's and the links' key. */
const NEEDED = new Set([
  "ENVIRONMENT",
  "PAYMENT_PROVIDER",
  "SANDBOX_SIGNING_SECRET",
  "STRIPE_SECRET_KEY",
  "MAILER",
  "EMAIL",
  "MAIL_FROM",
  "AUTH_SECRET",
  "PUBLIC_ORIGIN",
]);

const SECRETS = new Set(["SANDBOX_SIGNING_SECRET", "STRIPE_SECRET_KEY", "AUTH_SECRET"]);

/** One inbox row as a line of the command's list. */
export function inboxLine(entry: InboxEntry, now: Date): string {
  const { t } = serverI18n("en");
  const say = (key: string, values: Record<string, unknown> = {}) => String(t(key, values));
  const left = timeLeftWords(entry.deadline, now, "en", say).text;
  const when = say(`ops.inbox.deadline.${entry.kind}`, { at: `${formatMoment(entry.deadline, "en")} Gulf time` });
  const order = entry.orderId ? `, order ${entry.orderId}` : "";
  let what: string;
  switch (entry.kind) {
    case "on_request":
      what = `${entry.id}  on-request booking: ${entry.title}, ${entry.date} ${entry.startTime}, ${say("ops.inbox.travellers", { count: entry.travellers })}, for ${entry.leadName}${order}`;
      break;
    case "payment_review":
      what = `${entry.id}  payment held for review: ${aed(entry.total)} for ${entry.leadName} (confirm ${entry.id} to accept it)`;
      break;
    case "offer_request":
      what = `${entry.id}  custom-offer request: ${entry.title}, ${say("ops.inbox.people", { count: entry.groupSize })}, ${entry.dateFrom} to ${entry.dateTo}, from ${entry.name} (answer it in the console, /ops/offers/${entry.id})`;
      break;
    case "payment_task":
      what = `task ${entry.id}  ${say(`ops.inbox.kind.payment_task.${entry.op}`).toLowerCase()}${entry.op === "capture" ? ` (${aed(entry.amount)})` : ""}${order}, ${say("ops.inbox.attempts", { count: entry.attempts })}: ${entry.lastError ?? "no answer"}; ${entry.retrying ? "retried automatically" : "retries ran out"} (retry it in the console)`;
      break;
    case "refund":
      what = `${entry.id}  refund refused: ${aed(entry.amount)} for ${entry.title}${order} (retry it in the console)`;
      break;
    case "mail":
      what = `mail ${entry.id}  email not sent: "${entry.subject}" to ${entry.to}${order}, ${say("ops.inbox.attempts", { count: entry.attempts })}: ${entry.lastError ?? "no answer"} (send it again in the console)`;
      break;
    case "notification": {
      const about = entry.subject && entry.subject !== entry.orderId ? ` about ${entry.subject}` : "";
      what = `${entry.channel} ${entry.eventId}  ${entry.channel === "whatsapp" ? "WhatsApp message" : "email"} not delivered: "${say(`ops.inbox.notification.kind.${entry.notificationKind}`)}" to ${entry.recipient ?? "no recipient"}${about}${order}, ${say("ops.inbox.attempts", { count: entry.attempts })}: ${entry.lastError ?? "no answer"} (send it again in the console)`;
      break;
    }
  }
  return `${what}\n    ${left}: ${when.charAt(0).toLowerCase()}${when.slice(1)}`;
}

/** `npm run bookings -- list`: everything waiting for a person, oldest deadline first. */
export async function listForCommand(env: Bindings, now: Date): Promise<string[]> {
  const entries = await loadInbox(env.DB, { role: "operator", supplierId: null }, "en");
  if (entries.length === 0) return ["Nothing awaits an answer."];
  return entries.map((e) => inboxLine(e, now));
}

export type CommandAnswer = { ok: boolean; out: string[]; err: string[] };

/** `npm run bookings -- confirm|reject REFERENCE`, audited as "command:<who>". */
export async function answerForCommand(
  env: Bindings,
  options: { origin: string; remote: boolean },
  verb: "confirm" | "reject",
  reference: string,
  who: string,
  now: Date,
): Promise<CommandAnswer> {
  const problems = configProblems(env).filter((p) => NEEDED.has(p.setting));
  if (problems.length > 0) {
    // Remotely, secrets live on Cloudflare where no command can read them: the shell must pass the deployed value.
    const fix = (p: { setting: string; fix: string }) =>
      options.remote && SECRETS.has(p.setting)
        ? `pass the deployed worker's value from your shell (${p.setting}=… npm run bookings -- …)`
        : p.fix;
    return {
      ok: false,
      out: [],
      err: ["Nothing was changed; fix these first:", ...problems.map((p) => `  ${p.problem}: ${fix(p)}.`)],
    };
  }
  const origin = options.origin;
  const deps = depsFor(env, origin);
  const answer = verb === "confirm" ? confirmPendingItem : rejectPendingItem;
  try {
    const result = await answer(deps, reference, now, commandActor(who));
    const out = [describeAnswer(result)];
    if (!result.paymentError) return { ok: true, out, err: [] };
    return { ok: false, out, err: [`The provider's answer: ${result.paymentError}.`] };
  } catch (error) {
    if (!(error instanceof BookingOpsError)) throw error;
    return { ok: false, out: [], err: [error.message] };
  }
}
