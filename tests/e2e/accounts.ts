// The signed-in fixture's parts: a traveller's account made and confirmed through the site's own forms and the local
// outbox (/dev/outbox), as requests rather than pages, and a session from one POST of the password form, all with the
// browser's own cookies. Nothing writes to the server's database from outside: a second writer on the D1 file makes
// workerd's open snapshot fail (SQLITE_BUSY_SNAPSHOT) for whichever journey is writing at that moment.
import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { latestMail, linkIn } from "./outbox.ts";
import { PORT } from "./servers.ts";

export type Account = { email: string; password: string; firstName: string; lastName: string };

const ORIGIN = `http://localhost:${PORT}`;
const prefixOf = (locale: "en" | "ar") => (locale === "ar" ? "/ar" : "");

/** A client address of the request's own, so the per-address sign-up and sign-in limits stay with this journey. */
const ownAddress = () => ({
  origin: ORIGIN,
  "cf-connecting-ip": `198.19.${1 + Math.floor(Math.random() * 254)}.${1 + Math.floor(Math.random() * 254)}`,
});

/** A form POST that must answer with a redirect to `to` (a path), as the page's form would. */
async function postForm(
  request: APIRequestContext,
  path: string,
  form: Record<string, string>,
  to: RegExp,
): Promise<void> {
  const res = await request.post(`${ORIGIN}${path}`, { form, headers: ownAddress(), maxRedirects: 0 });
  expect(res.status(), `POST ${path}`).toBe(303);
  expect(res.headers().location, `POST ${path}`).toMatch(to);
}

/**
 * A new traveller whose address is confirmed, as after the sign-up page and the emailed link: the same POST the
 * sign-up form sends, then the link from the outbox. Uses its own request context, so nobody is signed in by it.
 */
export async function createAccount(
  request: APIRequestContext,
  label: string,
  locale: "en" | "ar" = "en",
): Promise<Account> {
  const account = {
    email: `${label}-${locale}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`,
    password: `${label}-pass-2026`,
    firstName: "Noura",
    lastName: "Al Mansoori",
  };
  const prefix = prefixOf(locale);
  await postForm(
    request,
    `${prefix}/auth/sign-up`,
    { ...account, confirmPassword: account.password },
    /\/auth\/check-email$/,
  );
  const verify = linkIn(await latestMail(request, account.email, "verify_email"), /\/auth\/verify-email$/);
  const res = await request.get(`${ORIGIN}${verify}`, { maxRedirects: 0 });
  expect(res.status(), "the emailed verification link").toBe(303);
  return account;
}

/** Signs the page's browser in as `account` through the password form's POST, without opening the form. */
export async function signInDirectly(page: Page, locale: "en" | "ar", account: Account): Promise<void> {
  const prefix = prefixOf(locale);
  await postForm(
    page.request,
    `${prefix}/auth/login`,
    { email: account.email, password: account.password },
    new RegExp(`${prefix}/account$`),
  );
}
