// Demo order ids and booking references in the production format (worker/services/orders.ts: "RH-" or "RB-" and eight
// characters of Crockford's base32, no I, L, O or U), derived from a name so that they are the same on every run.
import { ITEM_REFERENCE_PATTERN, ORDER_ID_PATTERN } from "../../worker/services/orders.ts";
import { deriveSeed } from "./random.ts";

/** The alphabet of newOrderId and newItemReference (Crockford's base32). */
const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Eight base32 characters (40 bits) from two 32-bit seeds derived from `names`. */
function code(...names: (string | number)[]): string {
  const high = deriveSeed(20261122, ...names, "high");
  const low = deriveSeed(20261122, ...names, "low");
  const chars: string[] = [];
  for (let i = 0; i < 4; i++) chars.push(CROCKFORD[(high >>> (i * 5)) & 31]!);
  for (let i = 0; i < 4; i++) chars.push(CROCKFORD[(low >>> (i * 5)) & 31]!);
  return chars.join("");
}

function checked(id: string, pattern: RegExp): string {
  if (!pattern.test(id)) throw new Error(`demo id ${id} does not match ${pattern}`);
  return id;
}

export const demoOrderId = (name: string | number): string => checked(`RH-${code("order", name)}`, ORDER_ID_PATTERN);
export const demoItemReference = (name: string | number): string =>
  checked(`RB-${code("item", name)}`, ITEM_REFERENCE_PATTERN);
/** A sandbox payment id as the sandbox writes them: "sbx_" and 24 hexadecimal characters. */
export const demoPaymentId = (name: string | number): string =>
  `sbx_${[deriveSeed(7, "payment", name, 1), deriveSeed(7, "payment", name, 2), deriveSeed(7, "payment", name, 3)].map((n) => n.toString(16).padStart(8, "0")).join("")}`;
