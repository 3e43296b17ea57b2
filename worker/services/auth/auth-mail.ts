// The account emails (verify the address, someone signed up with yours, reset link, password changed) in the notice layout.
import { AUTH_PATHS, RESET_TOKEN_MINUTES, SIGN_IN_LINK_MINUTES, VERIFY_TOKEN_HOURS } from "../../../shared/account.ts";
import { localePath, type Locale } from "../../../shared/locales.ts";
import { formatNumber } from "../../../shared/intl.ts";
import { noticeMail } from "../mail/notice-mail.tsx";
import type { MailMessage } from "../../db/mail-messages.ts";

export type AuthMailTarget = { to: string; locale: Locale; name: string; origin: string };

/** An absolute link to one of the account pages, with its query. */
export function authLink(origin: string, locale: Locale, path: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${origin}${localePath(locale, path)}${search ? `?${search}` : ""}`;
}

/** "48 hours", "60 minutes": Intl picks the plural form in each language. */
const UNIT = (unit: "hour" | "minute"): Intl.NumberFormatOptions => ({ style: "unit", unit, unitDisplay: "long" });

const base = (kind: MailMessage["kind"], target: AuthMailTarget) => ({
  kind,
  to: target.to,
  locale: target.locale,
  greetingName: target.name,
  origin: target.origin,
});

export function verifyEmailMail(target: AuthMailTarget, token: string): MailMessage {
  const hours = formatNumber(VERIFY_TOKEN_HOURS, target.locale, UNIT("hour"));
  return noticeMail({
    ...base("verify_email", target),
    subject: { key: "auth.mail.verifySubject" },
    heading: { key: "auth.mail.verifyHeading" },
    paragraphs: [
      { key: "auth.mail.verifyText" },
      { key: "auth.mail.verifyExpiry", values: { duration: hours } },
      { key: "auth.mail.notYou" },
    ],
    action: {
      labelKey: "auth.mail.verifyAction",
      href: authLink(target.origin, target.locale, AUTH_PATHS.verifyEmail, { token }),
    },
  });
}

/** To the owner of an address someone tried to sign up with: nothing changes, and here is how to get in. */
export function accountExistsMail(target: AuthMailTarget): MailMessage {
  return noticeMail({
    ...base("account_exists", target),
    subject: { key: "auth.mail.existsSubject" },
    heading: { key: "auth.mail.existsHeading" },
    paragraphs: [
      { key: "auth.mail.existsText" },
      {
        key: "auth.mail.existsForgot",
        values: { link: authLink(target.origin, target.locale, AUTH_PATHS.forgotPassword) },
      },
      { key: "auth.mail.notYou" },
    ],
    action: { labelKey: "auth.mail.signInAction", href: authLink(target.origin, target.locale, AUTH_PATHS.signIn) },
  });
}

export function resetPasswordMail(target: AuthMailTarget, token: string): MailMessage {
  const minutes = formatNumber(RESET_TOKEN_MINUTES, target.locale, UNIT("minute"));
  return noticeMail({
    ...base("reset_password", target),
    subject: { key: "auth.mail.resetSubject" },
    heading: { key: "auth.mail.resetHeading" },
    paragraphs: [
      { key: "auth.mail.resetText" },
      { key: "auth.mail.resetExpiry", values: { duration: minutes } },
      { key: "auth.mail.resetNotYou" },
    ],
    action: {
      labelKey: "auth.mail.resetAction",
      href: authLink(target.origin, target.locale, AUTH_PATHS.resetPassword, { token }),
    },
  });
}

export function passwordChangedMail(target: AuthMailTarget): MailMessage {
  return noticeMail({
    ...base("password_changed", target),
    subject: { key: "auth.mail.changedSubject" },
    heading: { key: "auth.mail.changedHeading" },
    paragraphs: [{ key: "auth.mail.changedText" }, { key: "auth.mail.changedNotYou" }],
    action: {
      labelKey: "auth.mail.resetAction",
      href: authLink(target.origin, target.locale, AUTH_PATHS.forgotPassword),
    },
  });
}

/** A link that signs its owner in once, asked for on the sign-in page (when password attempts ran out, say). */
export function signInLinkMail(target: AuthMailTarget, token: string): MailMessage {
  const minutes = formatNumber(SIGN_IN_LINK_MINUTES, target.locale, UNIT("minute"));
  return noticeMail({
    ...base("sign_in_link", target),
    subject: { key: "auth.mail.signInLinkSubject" },
    heading: { key: "auth.mail.signInLinkHeading" },
    paragraphs: [
      { key: "auth.mail.signInLinkText" },
      { key: "auth.mail.signInLinkExpiry", values: { duration: minutes } },
      { key: "auth.mail.signInLinkNotYou" },
    ],
    action: {
      labelKey: "auth.mail.signInLinkAction",
      href: authLink(target.origin, target.locale, AUTH_PATHS.openSignInLink, { token }),
    },
  });
}
