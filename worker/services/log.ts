// Structured logs: one JSON object per line, so Workers Logs can filter by field; no personal data goes in.
export type LogLevel = "info" | "warn" | "error";

export function logEvent(level: LogLevel, event: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, event, ...fields });
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** An error's message and stack for a log line (an unknown throw as its string). */
export function errorFields(error: unknown): { message: string; stack?: string; name?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { message: String(error) };
}
