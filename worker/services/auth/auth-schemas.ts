// The auth forms' schemas (spec §5): every refusal is one message key (auth.errors.*) under its field's name.
import { z } from "zod";
import { AUTH_FIELDS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/account.ts";
import { isEmail } from "../../../shared/checkout-fields.ts";
import { hasBidiControls, submittedText } from "../../../shared/text-hygiene.ts";

export type AuthErrorKey =
  | "required"
  | "email"
  | "passwordShort"
  | "passwordLong"
  | "mismatch"
  | "tooLong"
  | "currentIncorrect"
  | "bidi";
export type AuthErrors = Record<string, AuthErrorKey>;

const NAME_MAX = 100;
const EMAIL_MAX = 254;
const F = AUTH_FIELDS;

/** A submitted value as text: a repeated field keeps its last value, anything else is empty. */
function raw(value: unknown): string {
  if (Array.isArray(value)) return raw(value.at(-1));
  return typeof value === "string" ? value : "";
}

const fail = (ctx: z.RefinementCtx, key: AuthErrorKey) => {
  ctx.addIssue({ code: "custom", message: key });
  return z.NEVER;
};

/** A name: control characters dropped, bidirectional controls refused (they could make it display as another). */
const name = z.unknown().transform((v, ctx) => {
  const value = submittedText(v);
  return !value
    ? fail(ctx, "required")
    : value.length > NAME_MAX
      ? fail(ctx, "tooLong")
      : hasBidiControls(value)
        ? fail(ctx, "bidi")
        : value;
});

const email = z.unknown().transform((v, ctx) => {
  const value = raw(v).trim();
  if (!value) return fail(ctx, "required");
  return value.length > EMAIL_MAX || !isEmail(value) ? fail(ctx, "email") : value.toLowerCase();
});

/**
 * A password as typed (never trimmed: spaces are characters). `rules` checks a new password: at least
 * PASSWORD_MIN_LENGTH characters that are not spaces, so eight spaces are not a password.
 */
const password = (rules: boolean) =>
  z.unknown().transform((v, ctx) => {
    const value = raw(v);
    if (!value) return fail(ctx, "required");
    if (value.length > PASSWORD_MAX_LENGTH) return fail(ctx, "passwordLong");
    return rules && [...value.replace(/\s/gu, "")].length < PASSWORD_MIN_LENGTH ? fail(ctx, "passwordShort") : value;
  });

const optionalText = z.unknown().transform((v) => raw(v).trim().slice(0, 2048));

const confirm = z.unknown().transform((v, ctx) => raw(v) || fail(ctx, "required"));

export const signInSchema = z.object({ [F.email]: email, [F.password]: password(false), [F.next]: optionalText });
export const signUpSchema = z.object({
  [F.firstName]: name,
  [F.lastName]: name,
  [F.email]: email,
  [F.password]: password(true),
  [F.confirmPassword]: confirm,
  [F.next]: optionalText,
});
export const forgotSchema = z.object({ [F.email]: email });
export const resetSchema = z.object({
  [F.token]: optionalText,
  [F.password]: password(true),
  [F.confirmPassword]: confirm,
});
export const changePasswordSchema = z.object({
  [F.currentPassword]: password(false),
  [F.password]: password(true),
  [F.confirmPassword]: confirm,
});
export const profileSchema = z.object({ [F.firstName]: name, [F.lastName]: name });

export type ParsedForm<T> = { ok: true; data: T } | { ok: false; errors: AuthErrors };

/**
 * Parses a form body: the data, or one message key per field (the first problem each field has). Every field of the
 * schema is read even when the body lacks it, so an empty post says "required" under each one. When the schema has a
 * confirmation field, a confirmation that differs from a valid password says "mismatch" alongside the other fields.
 */
export function parseForm<S extends z.ZodObject>(schema: S, body: Record<string, unknown>): ParsedForm<z.output<S>> {
  const result = schema.safeParse(Object.fromEntries(Object.keys(schema.shape).map((key) => [key, body[key] ?? ""])));
  const errors: AuthErrors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = issue.message as AuthErrorKey;
  }
  if (
    F.confirmPassword in schema.shape &&
    !errors[F.password] &&
    !errors[F.confirmPassword] &&
    raw(body[F.password]) !== raw(body[F.confirmPassword])
  ) {
    errors[F.confirmPassword] = "mismatch";
  }
  return result.success && Object.keys(errors).length === 0 ? { ok: true, data: result.data } : { ok: false, errors };
}

/** What a refused form shows again: the values typed, never a password. */
export function keptValues(body: Record<string, unknown>, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.map((f) => [f, raw(body[f]).trim().slice(0, 256)]));
}
