// The database factories write to unless told otherwise: the test file's own D1.
import { env } from "cloudflare:workers";

export const testDb = (): D1Database => env.DB;

let serial = 0;
/** A number no other factory call in this run has had: for unique slugs, codes and times. */
export const nextSerial = () => ++serial;
