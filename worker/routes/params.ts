// The zod schemas for ids and dates in API paths and queries: only canonical spellings pass.
import { z } from "zod";
import { isCalendarDate } from "../../shared/dates.ts";

/** A positive whole number written plainly: "42", not "042", "+42", "4.2e1", "0x2a" or " 42". */
export const idSchema = (what: string) =>
  z
    .string({ message: `Add the ${what} id` })
    .regex(/^[1-9][0-9]{0,14}$/, `The ${what} id must be a positive whole number written with digits only, such as 42`)
    .transform(Number);

/** A real calendar day written YYYY-MM-DD. */
export const dateSchema = (what: string) =>
  z
    .string({ message: `Add ${what} as YYYY-MM-DD` })
    .refine(isCalendarDate, `${what} must be a real date written YYYY-MM-DD, such as 2026-03-14`);
