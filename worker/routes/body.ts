// Reads a request's body as JSON or a form. A body that cannot be parsed (broken JSON, an unterminated multipart)
// is a MalformedBodyError: a 400 saying so in the visitor's language (routes/errors.tsx), never a 500.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";

export class MalformedBodyError extends HTTPException {
  constructor(detail: string) {
    super(400, { message: `The request body could not be read (${detail}).` });
  }
}

type FormOptions = { all?: boolean; dot?: boolean };

/** The body as an object: JSON for application/json, fields for a form (dotted names nest with `dot`), else {}. */
export async function readBody(c: Context, options: FormOptions = {}): Promise<unknown> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.includes("application/json")) return await c.req.json();
    if (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data"))
      return await c.req.parseBody(options);
  } catch (error) {
    throw new MalformedBodyError(error instanceof Error ? error.message : String(error));
  }
  return {};
}
