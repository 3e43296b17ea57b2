// Accounts in Chromium, English and Arabic: sign up from the header, open the verification link from the outbox
// (signed in, the header says so), sign out, sign in with the password, forgot password, reset through the emailed
// link, then sign in with the new password.
import type { APIRequestContext, Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { latestMail } from "./outbox.ts";
import { signIn, signOut } from "./account-steps.ts";
import { createAccount } from "./accounts.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };

const STRINGS = { en, ar } as const;

/** Opens a message in the outbox as the traveller would and follows its button. */
async function followMail(page: Page, request: APIRequestContext, to: string, kind: string): Promise<void> {
  const mail = await latestMail(request, to, kind);
  await page.goto(`/dev/outbox/${mail.id}`);
  const action = page.locator("a[data-action]");
  const href = (await action.getAttribute("href"))!;
  // The link is absolute on the site's origin; follow it on this server.
  const url = new URL(href);
  await page.goto(url.pathname + url.search);
}

async function headerSaysSignedIn(page: Page, signedIn: boolean, label: string): Promise<void> {
  await islandsHydrated(page);
  const link = page.getByTestId(signedIn ? "header-account" : "header-sign-in");
  await expect(link).toBeVisible();
  await expect(link).toHaveText(label);
}

for (const locale of ["en", "ar"] as const) {
  const s = STRINGS[locale];
  const t = s.auth;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: sign up, verify, sign out, sign in, forgot and reset the password`, async ({
    page,
    request,
    consoleProblems,
  }) => {
    // Three PBKDF2 hashes and a dozen page loads: longer than the default on a busy two-core machine.
    test.setTimeout(120_000);
    const email = `auth-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const password = "first-password-2026";
    const newPassword = "second-password-2026";

    // From a browse page, the header's "Sign in" comes back to this page afterwards.
    await page.goto(`${prefix}/faq`);
    await headerSaysSignedIn(page, false, s.header.signIn);
    await page.getByTestId("header-sign-in").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?next=${encodeURIComponent(`${prefix}/faq`)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.signIn.title);
    await page.getByTestId("sign-up-link").click();

    // Sign up: the form checks fields first (plain POST, messages per field), then accepts.
    const form = page.getByTestId("sign-up-form");
    await form.locator('input[name="firstName"]').fill("Reem");
    await form.locator('input[name="lastName"]').fill("Al Suwaidi");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill("short");
    await form.locator('input[name="confirmPassword"]').fill("short");
    await page.getByTestId("sign-up-submit").click();
    await expect(page.locator("#auth-password-error")).toHaveText(t.errors.passwordShort);
    await expect(page.locator('input[name="firstName"]')).toHaveValue("Reem");
    await page.locator('input[name="password"]').fill(password);
    await page.locator('input[name="confirmPassword"]').fill(password);
    await page.getByTestId("sign-up-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/check-email$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.checkEmail.title);

    // The verification link confirms the address; the password then signs in and goes back to where the traveller started.
    await followMail(page, request, email, "verify_email");
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?verified=1`));
    await expect(page.getByTestId("form-notice")).toHaveText(t.alerts.verified);
    await page.getByTestId("sign-in-form").locator('input[name="email"]').fill(email);
    await page.getByTestId("sign-in-form").locator('input[name="password"]').fill(password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/faq$`));
    await headerSaysSignedIn(page, true, t.header.account);
    await page.getByTestId("header-account").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await expect(page.getByTestId("account-email")).toHaveText(email);

    // Sign out, then a wrong password gets the spec's message, the right one signs in.
    await signOut(page, prefix);
    await headerSaysSignedIn(page, false, s.header.signIn);
    await signIn(page, prefix, email, "not-the-password");
    await expect(page.getByTestId("form-alert")).toHaveText(t.alerts.incorrect);
    await page.locator('input[name="password"]').fill(password);
    await page.getByTestId("sign-in-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await signOut(page, prefix);

    // Forgot password → reset link sent → the emailed link → a new password → signed in.
    await page.goto(`${prefix}/auth/login`);
    await page.getByTestId("forgot-link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.forgot.title);
    await page.locator('input[name="email"]').fill(email);
    await page.getByTestId("forgot-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/reset-link-sent$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.sent.title);
    await followMail(page, request, email, "reset_password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.reset.title);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(`${newPassword}x`);
    await page.getByTestId("reset-submit").click();
    await expect(page.locator("#auth-confirmPassword-error")).toHaveText(t.errors.mismatch);
    await page.locator('input[name="password"]').fill(newPassword);
    await page.locator('input[name="confirmPassword"]').fill(newPassword);
    await page.getByTestId("reset-submit").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await headerSaysSignedIn(page, true, t.header.account);

    // The old password no longer works; the new one does.
    await signOut(page, prefix);
    await signIn(page, prefix, email, password);
    await expect(page.getByTestId("form-alert")).toHaveText(t.alerts.incorrect);
    await signIn(page, prefix, email, newPassword);
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await headerSaysSignedIn(page, true, t.header.account);
    await page.screenshot({ path: `test-results/auth-${locale}-signed-in.png`, fullPage: true });
    // A refused form answers 422 (the browser logs the status); nothing else may complain.
    expect(consoleProblems.filter((problem) => !problem.includes("status of 422"))).toEqual([]);
  });

  test(`${locale}: the phone menu's sign-in entry follows the signed-in state`, async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/about`);
    await islandsHydrated(page);
    await page.getByRole("button", { name: s.header.openMenu }).click();
    await expect(page.getByTestId("menu-account-entry")).toHaveText(s.header.signIn);
    await expect(page.getByTestId("menu-account-entry")).toHaveAttribute(
      "href",
      `${prefix}/auth/login?next=${encodeURIComponent(`${prefix}/about`)}`,
    );

    // An account of the journey's own, made without the pages (sign-up itself is the journey above), signed in with the form.
    const { email, password } = await createAccount(request, "menu", locale);
    await signIn(page, prefix, email, password);
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await page.screenshot({ path: `test-results/auth-${locale}-account-390.png`, fullPage: true });
    await page.goto(`${prefix}/about`);
    await islandsHydrated(page);
    await page.getByRole("button", { name: s.header.openMenu }).click();
    await expect(page.getByTestId("menu-account-entry")).toHaveText(t.header.account);
    await expect(page.getByTestId("menu-account-entry")).toHaveAttribute("href", `${prefix}/account`);
  });
}
