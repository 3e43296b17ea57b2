// Accounts as both sides see them: cookie names, password rules, the account routes and what a signed-in page shows.

/** The session cookie: HttpOnly, Secure, SameSite=Lax, Path=/, no Domain (the __Host- prefix demands all of it). */
export const SESSION_COOKIE = "__Host-session";
/** Readable by the header's island ("1" while signed in); holds nothing personal, so browse pages stay anonymous. */
export const SIGNED_IN_COOKIE = "signed_in";
/** Whether a Cookie header (or document.cookie) says the visitor is signed in. */
export function signedInFromCookies(cookies: string): boolean {
  return cookies.split(";").some((part) => part.trim() === `${SIGNED_IN_COOKIE}=1`);
}
/** A session lives 30 days; signing in again, or changing the password, issues a new one (rotation). */
export const SESSION_DAYS = 30;

/** Spec §5 and §9. */
export const PASSWORD_MIN_LENGTH = 8;
/** PBKDF2 input above this is refused before hashing (a megabyte password must not cost a megabyte of HMAC work). */
export const PASSWORD_MAX_LENGTH = 256;
/** PBKDF2-SHA256 iterations: the Workers runtime's maximum. Local workerd does not enforce it, so a test does. */
export const PBKDF2_ITERATIONS = 100_000;

/** A password-reset link works once, within this many minutes. */
export const RESET_TOKEN_MINUTES = 60;
/** An emailed sign-in link works once, for this long. */
export const SIGN_IN_LINK_MINUTES = 15;
/** An email-verification link works once, within this many hours. */
export const VERIFY_TOKEN_HOURS = 48;

/** The account pages (every one also under /ar). */
export const AUTH_PATHS = {
  signIn: "/auth/login",
  signUp: "/auth/sign-up",
  forgotPassword: "/auth/forgot-password",
  resetLinkSent: "/auth/reset-link-sent",
  resetPassword: "/auth/reset-password",
  signInLink: "/auth/sign-in-link",
  signInLinkSent: "/auth/sign-in-link-sent",
  openSignInLink: "/auth/sign-in-link/open",
  checkEmail: "/auth/check-email",
  verifyEmail: "/auth/verify-email",
  signOut: "/auth/sign-out",
  account: "/account",
  invoices: "/invoices",
  manageBooking: "/manage-booking",
} as const;

/** The form fields of the auth pages, shared by the forms, the schemas and the tests. */
export const AUTH_FIELDS = {
  email: "email",
  password: "password",
  confirmPassword: "confirmPassword",
  firstName: "firstName",
  lastName: "lastName",
  next: "next",
  token: "token",
  currentPassword: "currentPassword",
} as const;

/** The signed-in traveller as pages see them. */
export type AccountView = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  locale: "en" | "ar";
};

/** A passkey as the account page lists it. */
export type PasskeyView = { id: string; name: string; createdAt: string; lastUsedAt: string | null };

// The account pages' modes, links and messages: the pages render them, the routes choose them.
export type AuthMode = "signIn" | "signUp" | "forgotPassword" | "resetLinkSent" | "signInLink" | "signInLinkSent";
/** Where the pages link to, `next` kept. */
export type AuthLinks = { signIn: string; signUp: string; forgotPassword: string; signInLink: string };
/**
 * A form-wide message: the spec's incorrect-password message, or too many attempts; "verified": the emailed link
 * confirmed the address, and the traveller now signs in with their password.
 */
export type AuthAlert = "incorrect" | "limited" | "verified";

export type FormState = {
  /** Field values to show again (never a password). */
  values: Record<string, string>;
  /** Per field, a message key under auth.errors. */
  errors: Partial<Record<string, string>>;
  alert?: AuthAlert | null;
};
/** The short pages that follow an emailed link. */
export type AuthNotice = "checkEmail" | "verifyInvalid" | "resetInvalid" | "signInLinkInvalid";

const TITLES: Record<AuthMode, string> = {
  signIn: "auth.signIn.title",
  signUp: "auth.signUp.title",
  forgotPassword: "auth.forgot.title",
  resetLinkSent: "auth.sent.title",
  signInLink: "auth.signInLink.title",
  signInLinkSent: "auth.signInLinkSent.title",
};
/** The heading (and the document title) of each mode of the login page. */
export const authTitleKey = (mode: AuthMode) => TITLES[mode];
