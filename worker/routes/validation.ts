// The zod-validator hook every API route uses: a 400 with messages a person can act on.
import type { Context } from "hono";
import type { ZodError } from "zod";

type HookResult = { success: true } | { success: false; error: ZodError };

export function validationHook(result: HookResult, c: Context) {
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({ field: issue.path.join("."), message: issue.message }));
    return c.json({ error: issues.map((i) => i.message).join("; "), issues }, 400);
  }
}
