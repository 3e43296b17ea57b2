// `npm run bookings -- list | confirm <reference> | reject <reference>`: the operator's inbox from a terminal. `list`
// prints everything waiting for a person (as the console's /ops does); confirm and reject answer on-request bookings
// (and accept payments held for review) through the worker's own services (worker/services/ops/bookings-command.ts):
// the same seats, payment and email as the console, each written to the audit log as "command:<who ran it>". On the
// local state of `npm run dev`, or with --remote --env production|staging on that environment (scripts/lib/bindings.mjs).
import { parseArgs } from "node:util";
import { STATE_OPTIONS } from "./lib/local-env.mjs";
import { commandUser, openBindings, workerModule } from "./lib/bindings.mjs";

const USAGE = `Usage:
  npm run bookings -- list                  everything waiting for a person, oldest deadline first: on-request
                                            bookings, payments held for review, custom-offer requests, captures and
                                            refunds the payment provider refused, mail that could not be sent, and
                                            booking messages (email or WhatsApp) whose retries ran out
  npm run bookings -- confirm REFERENCE     confirm an on-request booking (RB-…), or accept a payment held for review (RH-…)
  npm run bookings -- reject REFERENCE      reject an on-request booking: its seats go back, its amount is released
Options:
  --persist DIR                     the local state (default .wrangler/state)
  --remote --env production|staging that deployed environment's database, payment provider and mail instead; the
                                    secrets come from your shell (AUTH_SECRET, STRIPE_SECRET_KEY or SANDBOX_SIGNING_SECRET)
  --origin URL                      where links in emails point (default: the environment's PUBLIC_ORIGIN; locally
                                    http://localhost:8787)
Confirm and reject are written to the audit log as command:<you> (OPS_ACTOR, else your login name).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...STATE_OPTIONS, origin: { type: "string" } },
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
if (values.remote && values.env !== "production" && values.env !== "staging") {
  console.error("With --remote, say which deployed environment: --env production or --env staging.");
  process.exit(1);
}

/** The innermost cause's words: wrangler wraps the one that says what to do (log in, a token) in its own errors. */
function rootMessage(error) {
  let at = error;
  while (at?.cause instanceof Error) at = at.cause;
  return at?.message ?? String(error);
}

let bindings;
try {
  bindings = await openBindings(values);
} catch (error) {
  const where = values.remote ? `the ${values.env} environment's bindings` : `the local state in ${values.persist}`;
  console.error(`Could not open ${where}: ${rootMessage(error)}`);
  process.exit(1);
}
let failed = false;
try {
  const run = await workerModule("worker/services/ops/bookings-command.ts");
  const now = new Date();
  if (command === "list") {
    for (const line of await run.listForCommand(bindings.env, now)) console.log(line);
  } else {
    const origin =
      values.origin ?? (values.remote ? bindings.env.PUBLIC_ORIGIN : `http://localhost:${process.env.PORT ?? 8787}`);
    const answer = await run.answerForCommand(
      bindings.env,
      { origin, remote: values.remote },
      command,
      reference,
      commandUser(),
      now,
    );
    for (const line of answer.out) console.log(line);
    for (const line of answer.err) console.error(line);
    failed = !answer.ok;
  }
} finally {
  await bindings.dispose();
}
process.exit(failed ? 1 : 0);
