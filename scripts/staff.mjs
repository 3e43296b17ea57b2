// `npm run staff -- grant EMAIL ROLE [--supplier ID] | revoke EMAIL | list`: console roles from a terminal, through the
// same service as the console's /ops/staff (worker/services/ops/staff.ts): the account must exist, a supplier role
// names its supplier, the last operator keeps the role, and each change writes one audit entry as "command:<who>".
// Acts on the local state of `npm run dev`, or on a deployed environment with --remote --env production|staging.
import { parseArgs } from "node:util";
import { STATE_OPTIONS } from "./lib/local-env.mjs";
import { commandUser, openBindings, workerModule } from "./lib/bindings.mjs";

process.env.WRANGLER_LOG ??= "warn";

const USAGE = `Usage:
  npm run staff -- grant EMAIL ROLE [--supplier ID]   give an account a console role: operator, marketing, or supplier (with its supplier's id)
  npm run staff -- revoke EMAIL                        take an account's console role away
  npm run staff -- list                                every staff member, their role and who granted it
Options: --remote --env production|staging (a deployed environment) | --persist DIR (local state, default .wrangler/state)`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...STATE_OPTIONS, supplier: { type: "string" } },
});
const [command, ...args] = positionals;
const known =
  (command === "grant" && args.length === 2) ||
  (command === "revoke" && args.length === 1) ||
  (command === "list" && args.length === 0);
if (values.help || !known) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}
if (values.supplier !== undefined && command !== "grant") {
  console.error("--supplier goes with grant only.");
  process.exit(1);
}
if (values.supplier !== undefined && !/^[1-9][0-9]{0,9}$/.test(values.supplier)) {
  console.error(`Nothing was changed: --supplier takes a supplier's id, a number (not "${values.supplier}").`);
  process.exit(1);
}

let bindings;
try {
  bindings = await openBindings(values);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
let failed = false;
try {
  const staff = await workerModule("worker/services/ops/staff.ts");
  const { commandActor } = await workerModule("worker/services/ops/actor.ts");
  const deps = { db: bindings.env.DB, actor: commandActor(commandUser()), now: new Date() };
  const refused = (problem) => {
    console.error(`Nothing was changed: ${staff.STAFF_PROBLEMS_IN_ENGLISH[problem]}.`);
    failed = true;
  };
  const who = (m) =>
    `${m.email} (${m.role}${m.supplierName ? ` for ${m.supplierName.en}, supplier ${m.supplierId}` : ""})`;
  if (command === "list") {
    const members = await staff.listStaff(deps.db);
    if (members.length === 0) console.log("Nobody has a console role yet.");
    for (const m of members) {
      const by = m.grantedByEmail ?? m.grantedBy;
      console.log(`${who(m)}  granted by ${by} on ${m.grantedAt.slice(0, 16).replace("T", " ")} UTC`);
    }
  } else if (command === "grant") {
    const [email, role] = args;
    const supplierId = values.supplier === undefined ? null : Number(values.supplier);
    const result = await staff.grantRole(deps, { email, role, supplierId });
    if (!result.ok) refused(result.problem);
    else if (!result.changed) console.log(`${who(result.member)} already has that role; nothing was changed.`);
    else
      console.log(
        result.before
          ? `Changed: ${who(result.before)} is now ${who(result.member)}.`
          : `Granted: ${who(result.member)}.`,
      );
  } else {
    const result = await staff.revokeRole(deps, args[0]);
    if (result.ok) console.log(`Revoked: ${who(result.before)} no longer has a console role.`);
    else refused(result.problem);
  }
} catch (error) {
  console.error(
    /no such table/.test(error.message)
      ? "Nothing was changed: this database has no tables yet. Run `npm run dev` once (it applies the migrations)."
      : `The command failed: ${error.message}`,
  );
  failed = true;
} finally {
  await bindings.dispose();
}
process.exit(failed ? 1 : 0);
