// The login page's modes (spec §2: sign in, sign up, forgot password, reset link sent; and an emailed sign-in link,
// for when password attempts ran out), the new-password form of a reset link, and the short pages that follow an
// emailed link. Plain forms: they work before JavaScript.
import type { ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import {
  AUTH_FIELDS,
  authTitleKey,
  type AuthAlert,
  type AuthLinks,
  type AuthMode,
  type AuthNotice,
  type FormState,
} from "../../shared/account.ts";
import { Button, ButtonLink } from "../components/ui/Button.tsx";

export type AuthPageProps = FormState & {
  mode: AuthMode;
  action: string;
  next: string;
  links: AuthLinks;
  /** Sign in with a passkey, under the form (the passkeys island). */
  passkeySlot?: ReactNode;
};

const F = AUTH_FIELDS;
const inputClass = (invalid: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-base ${invalid ? "border-red-600 ring-1 ring-red-600" : "border-black/20 focus:border-primary"}`;
const linkClass = "font-semibold text-primary underline-offset-2 hover:underline";

/** The "Back to sign in" line under the forgot-password and reset forms. */
function BackToSignIn({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <p className="text-center text-sm">
      <a href={href} className={linkClass}>
        {t("auth.backToSignIn")}
      </a>
    </p>
  );
}

type FieldProps = {
  name: string;
  label: string;
  type?: "text" | "email" | "password";
  autoComplete: string;
  state: FormState;
  hint?: string;
  /** Shown after the label, on the end side (the "Forgot password?" link). */
  aside?: ReactNode;
  /** The form it belongs to: the input's id and test id are `{form}-{name}` ("auth" unless told). */
  form?: string;
  /** Where its messages live: `{messages}.{error}` ("auth.errors" unless told). */
  messages?: string;
  /** Left to right whatever the page (emails; references). */
  ltr?: boolean;
};

/** A labelled input with its message; what was typed comes back, except passwords. */
export function AuthField({
  name,
  label,
  type = "text",
  autoComplete,
  state,
  hint,
  aside,
  form = "auth",
  messages = "auth.errors",
  ltr = type === "email",
}: FieldProps) {
  const { t } = useTranslation();
  const id = `${form}-${name}`;
  const error = state.errors[name];
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div data-field={name}>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="block text-sm font-semibold">
          {label}
        </label>
        {aside}
      </div>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        dir={ltr ? "ltr" : undefined}
        defaultValue={type === "password" ? undefined : (state.values[name] ?? "")}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`${inputClass(Boolean(error))} ${ltr ? "text-start" : ""}`}
        data-testid={id}
      />
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {t(`${messages}.${error}`)}
        </p>
      )}
    </div>
  );
}

/** A new password with its length hint, and its confirmation (sign-up, reset, change on the account page). */
export function NewPasswordFields({ state, label }: { state: FormState; label: string }) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        name={F.password}
        type="password"
        label={label}
        autoComplete="new-password"
        state={state}
        hint={t("auth.hints.password")}
      />
      <AuthField
        name={F.confirmPassword}
        type="password"
        label={t("auth.fields.confirmPassword")}
        autoComplete="new-password"
        state={state}
      />
    </>
  );
}

export function FormAlert({ alert, children }: { alert?: AuthAlert | null; children?: ReactNode }) {
  const { t } = useTranslation();
  if (!alert) return null;
  if (alert === "verified") {
    return (
      <div
        role="status"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
        data-testid="form-notice"
      >
        {t("auth.alerts.verified")}
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800"
      data-testid="form-alert"
    >
      {t(`auth.alerts.${alert}`)}
      {children}
    </div>
  );
}

/** The card every auth page sits in: a heading, an optional introduction, then its content. */
export function AuthCard({
  title,
  intro,
  children,
  testId,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12" data-testid={testId}>
      <div className="rounded-2xl border border-black/10 bg-white p-5 shadow-sm sm:p-8">
        <h1 className="text-2xl font-extrabold">{title}</h1>
        {intro && <p className="mt-2 text-slate-600">{intro}</p>}
        <div className="mt-6 grid gap-4">{children}</div>
      </div>
    </div>
  );
}

function Hidden({ name, value }: { name: string; value: string }) {
  return value ? <input type="hidden" name={name} value={value} /> : null;
}

function SignInForm({ action, next, links, passkeySlot, ...state }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <>
      {state.alert === "limited" && (
        // Password attempts ran out (someone may be guessing): the owner can still get in through their inbox.
        <FormAlert alert="limited">
          <form method="post" action={links.signInLink} className="mt-3" data-testid="limited-link-form">
            <Hidden name={F.next} value={next} />
            <Hidden name={F.email} value={state.values[F.email] ?? ""} />
            <button type="submit" className={`${linkClass} text-red-800`} data-testid="limited-link-submit">
              {t("auth.signInLink.fromLimited")}
            </button>
          </form>
        </FormAlert>
      )}
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="sign-in-form">
        {state.alert !== "limited" && <FormAlert alert={state.alert} />}
        <Hidden name={F.next} value={next} />
        <AuthField
          name={F.email}
          type="email"
          label={t("auth.fields.email")}
          autoComplete="username webauthn"
          state={state}
        />
        <AuthField
          name={F.password}
          type="password"
          label={t("auth.fields.password")}
          autoComplete="current-password"
          state={state}
          aside={
            <a href={links.forgotPassword} className={`text-sm ${linkClass}`} data-testid="forgot-link">
              {t("auth.forgot.link")}
            </a>
          }
        />
        <Button type="submit" className="w-full" data-testid="sign-in-submit">
          {t("auth.signIn.submit")}
        </Button>
      </form>
      <div id="passkey-sign-in">{passkeySlot}</div>
      <p className="text-center text-sm">
        <a href={links.signInLink} className={linkClass} data-testid="sign-in-link-mode">
          {t("auth.signInLink.link")}
        </a>
      </p>
      <p className="text-center text-sm text-slate-600">
        {t("auth.signIn.noAccount")}{" "}
        <a href={links.signUp} className={linkClass} data-testid="sign-up-link">
          {t("auth.signUp.link")}
        </a>
      </p>
    </>
  );
}

function SignUpForm({ action, next, links, ...state }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="sign-up-form">
        <FormAlert alert={state.alert} />
        <Hidden name={F.next} value={next} />
        <div className="grid gap-4 sm:grid-cols-2">
          <AuthField name={F.firstName} label={t("auth.fields.firstName")} autoComplete="given-name" state={state} />
          <AuthField name={F.lastName} label={t("auth.fields.lastName")} autoComplete="family-name" state={state} />
        </div>
        <AuthField name={F.email} type="email" label={t("auth.fields.email")} autoComplete="email" state={state} />
        <NewPasswordFields state={state} label={t("auth.fields.password")} />
        <Button type="submit" className="w-full" data-testid="sign-up-submit">
          {t("auth.signUp.submit")}
        </Button>
      </form>
      <p className="text-center text-sm text-slate-600">
        {t("auth.signUp.haveAccount")}{" "}
        <a href={links.signIn} className={linkClass} data-testid="sign-in-link">
          {t("auth.signIn.link")}
        </a>
      </p>
    </>
  );
}

function SignInLinkForm({ action, next, links, ...state }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="sign-in-link-form">
        <FormAlert alert={state.alert} />
        <Hidden name={F.next} value={next} />
        <AuthField name={F.email} type="email" label={t("auth.fields.email")} autoComplete="email" state={state} />
        <Button type="submit" className="w-full" data-testid="sign-in-link-submit">
          {t("auth.signInLink.submit")}
        </Button>
      </form>
      <BackToSignIn href={links.signIn} />
    </>
  );
}

function ForgotForm({ action, links, ...state }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="forgot-form">
        <FormAlert alert={state.alert} />
        <AuthField name={F.email} type="email" label={t("auth.fields.email")} autoComplete="email" state={state} />
        <Button type="submit" className="w-full" data-testid="forgot-submit">
          {t("auth.forgot.submit")}
        </Button>
      </form>
      <BackToSignIn href={links.signIn} />
    </>
  );
}

const INTROS: Record<AuthMode, string> = {
  signIn: "auth.signIn.intro",
  signUp: "auth.signUp.intro",
  forgotPassword: "auth.forgot.intro",
  resetLinkSent: "auth.sent.text",
  signInLink: "auth.signInLink.intro",
  signInLinkSent: "auth.signInLinkSent.text",
};

/** /auth/login, /auth/sign-up, /auth/forgot-password and /auth/reset-link-sent. */
export function AuthPage(props: AuthPageProps) {
  const { t } = useTranslation();
  const { mode } = props;
  return (
    <AuthCard title={t(authTitleKey(mode))} intro={t(INTROS[mode])} testId={`auth-${mode}`}>
      {mode === "signIn" && <SignInForm {...props} />}
      {mode === "signUp" && <SignUpForm {...props} />}
      {mode === "forgotPassword" && <ForgotForm {...props} />}
      {mode === "signInLink" && <SignInLinkForm {...props} />}
      {(mode === "resetLinkSent" || mode === "signInLinkSent") && (
        <>
          <p className="text-sm text-slate-600">{t("auth.sent.spam")}</p>
          <ButtonLink href={props.links.signIn} variant="outlined" className="w-full">
            {t("auth.backToSignIn")}
          </ButtonLink>
        </>
      )}
    </AuthCard>
  );
}

export type ResetPasswordPageProps = FormState & { action: string; token: string; links: AuthLinks };

/** The new-password form a reset link opens. */
export function ResetPasswordPage({ action, token, links, ...state }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.reset.title")} intro={t("auth.reset.intro")} testId="auth-reset">
      <form method="post" action={action} noValidate className="grid gap-4" data-testid="reset-form">
        <FormAlert alert={state.alert} />
        <input type="hidden" name={F.token} value={token} />
        <NewPasswordFields state={state} label={t("auth.fields.newPassword")} />
        <Button type="submit" className="w-full" data-testid="reset-submit">
          {t("auth.reset.submit")}
        </Button>
      </form>
      <BackToSignIn href={links.signIn} />
    </AuthCard>
  );
}

export type AuthNoticePageProps = { notice: AuthNotice; links: AuthLinks; duration: string };

/** A page after an emailed step: check your inbox, or a link that has expired or was used (with the way on). */
export function AuthNoticePage({ notice, links, duration }: AuthNoticePageProps) {
  const { t } = useTranslation();
  const action =
    notice === "resetInvalid"
      ? { href: links.forgotPassword, label: t("auth.resetInvalid.action") }
      : notice === "signInLinkInvalid"
        ? { href: links.signInLink, label: t("auth.signInLinkInvalid.action") }
        : { href: links.signIn, label: t("auth.signIn.link") };
  return (
    <AuthCard
      title={t(`auth.${notice}.title`)}
      intro={t(`auth.${notice}.text`, { duration })}
      testId={`auth-${notice}`}
    >
      {notice === "checkEmail" && <p className="text-sm text-slate-600">{t("auth.checkEmail.spam")}</p>}
      <ButtonLink
        href={action.href}
        variant={notice === "checkEmail" ? "outlined" : "primary"}
        className="w-full"
        data-testid="notice-action"
      >
        {action.label}
      </ButtonLink>
    </AuthCard>
  );
}
