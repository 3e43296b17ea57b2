// The zod-validator hook every API route uses: a 400 with messages a person can act on.
import type { Context } from "hono";
type HookResult = { success: true } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

export function validationHook(result: HookResult, c: Context) {
  if (!result.success) {
    const issues = result.error.issues.map((issue) => ({
      field: issue.path.map(String).join("."),
      message: issue.message,
    }));
    return c.json({ error: issues.map((i) => i.message).join("; "), issues }, 400);
  }
}
