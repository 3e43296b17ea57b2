// `npm run bookings -- list | confirm <reference> | reject <reference>`: the operator's answers to on-request bookings
// (and to payments held for review) on the local database of `npm run dev`, through the worker's own services
// (worker/services/bookings-ops.ts) on wrangler's local bindings: the same seats, payment and email as the site.
import { parseArgs } from "node:util";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ensureDevVars } from "./lib/local-env.mjs";

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `Usage:
  npm run bookings -- list                  bookings awaiting an answer, and payments held for review
  npm run bookings -- confirm REFERENCE     confirm an on-request booking (RB-…), or accept a payment held for review (RH-…)
  npm run bookings -- reject REFERENCE      reject an on-request booking: its seats go back, its amount is released
Options: --persist DIR (local state, default .wrangler/state) | --origin URL (links in emails, default http://localhost:8787)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    persist: { type: "string", default: ".wrangler/state" },
    origin: { type: "string", default: `http://localhost:${process.env.PORT ?? 8787}` },
    help: { type: "boolean" },
  },
});

const [command, reference, ...extra] = positionals;
const needsReference = command === "confirm" || command === "reject";
if (
  values.help ||
  !["list", "confirm", "reject"].includes(command) ||
  (needsReference && !reference) ||
  extra.length > 0 ||
  (command === "list" && reference)
) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const aed = (fils) => `AED ${(fils / 100).toFixed(2)}`;
const STATUS_WORDS = {
  confirmed: "confirmed: the booked amount was captured",
  partially_confirmed: "partly confirmed: the booked items' amount was captured, the rest released",
  failed: "not booked: the authorisation was released",
  on_hold: "still on hold: other bookings in it await an answer",
  awaiting_payment: "awaiting payment (pay later): the team arranges it",
};

// Wrangler's local proxy sets timers Node finds too long and warns about, once each: noise to an operator.
const emitWarning = process.emitWarning.bind(process);
process.emitWarning = (warning, ...rest) => {
  const type = typeof rest[0] === "string" ? rest[0] : rest[0]?.type;
  if (type !== "TimeoutOverflowWarning") emitWarning(warning, ...rest);
};
process.env.WRANGLER_SEND_METRICS = "false";
// The services read the local settings and keys (the payment provider, the mailer, AUTH_SECRET) from .dev.vars.
ensureDevVars();
const { getPlatformProxy } = await import("wrangler");
const { runnerImport } = await import("vite");
const proxy = await getPlatformProxy({ persist: { path: `${values.persist}/v3` } });
let failed = false;
try {
  const { module: ops } = await runnerImport(join(ROOT, "worker/services/bookings-ops.ts"), {
    configFile: false,
    logLevel: "error",
    root: ROOT,
  });
  const now = new Date();
  if (command === "list") {
    const rows = await ops.listAwaiting(proxy.env.DB);
    if (rows.length === 0) console.log("Nothing awaits an answer.");
    for (const r of rows) {
      const what = r.reference
        ? `${r.reference}  ${r.title}, ${r.date} ${r.startTime}, ${r.travellers} traveller(s)`
        : `${r.orderId}  payment held for review (confirm ${r.orderId} to accept it)`;
      console.log(
        `${what}  order ${r.orderId} for ${r.leadName}, placed ${r.placedAt.slice(0, 16).replace("T", " ")} UTC`,
      );
    }
  } else {
    const deps = ops.depsFor(proxy.env, values.origin);
    try {
      const result =
        command === "confirm"
          ? await ops.confirmPendingItem(deps, reference, now)
          : await ops.rejectPendingItem(deps, reference, now);
      const what = result.itemStatus
        ? `${result.reference} is ${result.itemStatus}`
        : `The payment of ${result.orderId} is accepted`;
      console.log(
        `${what}. Order ${result.orderId} is ${STATUS_WORDS[result.orderStatus] ?? result.orderStatus.replace(/_/g, " ")}.`,
      );
      if (result.paymentError) {
        console.error(`But the money is not settled: ${result.paymentError}. Settle it with the provider by hand.`);
        failed = true;
      } else if (result.captured > 0 || result.returned > 0)
        console.log(`Captured ${aed(result.captured)}; released or refunded ${aed(result.returned)}.`);
    } catch (error) {
      if (!(error instanceof ops.BookingOpsError)) throw error;
      console.error(error.message);
      failed = true;
    }
  }
} finally {
  await proxy.dispose();
}
process.exit(failed ? 1 : 0);
