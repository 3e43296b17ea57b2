// What the account journeys share: signing up through the emailed link, signing in and out, and a client address of
// the journey's own.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { latestMail, linkIn } from "./outbox.ts";

/**
 * Gives the journey a client address of its own (wrangler dev passes cf-connecting-ip through), so per-address rate
 * limits are exercised as they would be deployed, one traveller per address, whatever earlier runs left in the state.
 */
export async function ownAddress(page: Page): Promise<void> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ "cf-connecting-ip": `198.18.${octet()}.${octet()}` });
}

/** A new traveller: signs up, confirms the address through the emailed link, then signs in (landing on the account page). */
export async function signUp(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${prefix}/auth/sign-up`);
  const form = page.getByTestId("sign-up-form");
  await form.locator('input[name="firstName"]').fill("Noura");
  await form.locator('input[name="lastName"]').fill("Al Mansoori");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(password);
  await page.getByTestId("sign-up-submit").click();
  await expect(page).toHaveURL(/\/auth\/check-email/);
  const mail = await latestMail(request, email, "verify_email");
  await page.goto(linkIn(mail, /\/auth\/verify-email$/));
  await expect(page.getByTestId("form-notice")).toBeVisible();
  await signIn(page, prefix, email, password);
  await expect(page).toHaveURL(new RegExp(`${prefix}/account(\\?|$)`));
}

export async function signIn(page: Page, prefix: string, email: string, password: string): Promise<void> {
  await page.goto(`${prefix}/auth/login`);
  const form = page.getByTestId("sign-in-form");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(password);
  await page.getByTestId("sign-in-submit").click();
}

export async function signOut(page: Page, prefix: string): Promise<void> {
  await page.goto(`${prefix}/account`);
  // The page's own requests (the wishlist's saved ids) finish first: a sign-out overtaking them would answer them 401.
  await page.waitForLoadState("networkidle");
  await page.getByTestId("sign-out").click();
  await expect(page).toHaveURL(new RegExp(`${prefix || ""}/?$`));
}
