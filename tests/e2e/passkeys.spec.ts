// Passkeys in Chromium with its virtual authenticator (CDP), in English and Arabic: a new traveller (signed in by the
// fixture) adds a passkey on /account, signs out and signs back in with it; a cancelled ceremony says so; no
// WebAuthn, no button.
import type { CDPSession, Page } from "@playwright/test";
import { test, expect, islandsHydrated } from "./fixtures.ts";
import { ownAddress } from "./account-steps.ts";
import en from "../../client/i18n/en.json" with { type: "json" };
import ar from "../../client/i18n/ar.json" with { type: "json" };

const STRINGS = { en, ar } as const;

async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  await ownAddress(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

for (const locale of ["en", "ar"] as const) {
  const t = STRINGS[locale].passkey;
  const prefix = locale === "ar" ? "/ar" : "";

  test(`${locale}: add a passkey on the account page, sign out, sign back in with it`, async ({
    page,
    signedIn,
    consoleProblems,
  }) => {
    test.setTimeout(60_000); // two PBKDF2 hashes and two ceremonies on a busy machine
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    await signedIn(locale);
    await page.goto(`${prefix}/account`);

    await islandsHydrated(page);
    const manager = page.getByTestId("passkey-manager");
    await expect(manager.getByRole("heading", { name: t.title })).toBeVisible();
    await expect(manager.getByTestId("passkey-empty")).toHaveText(t.empty);
    await manager.getByTestId("passkey-add").click();
    await expect(manager.getByTestId("passkey-status")).toHaveText(t.added);
    await expect(manager.getByTestId("passkey-item")).toHaveCount(1);
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // Server-rendered after a reload, named after the browser, never used yet.
    await page.reload();
    const item = page.getByTestId("passkey-item");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(t.deviceName.replace("{{browser}}", "Chrome").replace("{{os}}", "Linux"));
    await expect(item).toContainText(t.neverUsed);

    await page.getByTestId("sign-out").click();
    await page.goto(`${prefix}/account`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login`));

    await page.goto(`${prefix}/auth/login`);
    await islandsHydrated(page);
    const button = page.getByTestId("passkey-sign-in-button");
    await expect(button).toHaveText(t.signIn);
    await button.click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`), { timeout: 15_000 });
    await expect(page.getByTestId("passkey-item")).toContainText(t.lastUsed.split("{{date}}")[0]!.trim());
    expect((await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials[0]!.signCount).toBeGreaterThan(
      0,
    );
    await page.screenshot({ path: `test-results/passkeys-signed-in-${locale}.png`, fullPage: true });
    expect(consoleProblems).toEqual([]);
  });

  test(`${locale}: signing in with a passkey keeps the traveller's place, and removing it works without JavaScript`, async ({
    page,
    signedIn,
  }) => {
    test.setTimeout(60_000); // two PBKDF2 hashes and two ceremonies on a busy machine
    await virtualAuthenticator(page);
    await signedIn(locale);
    await page.goto(`${prefix}/account`);
    await islandsHydrated(page);
    await page.getByTestId("passkey-add").click();
    await expect(page.getByTestId("passkey-status")).toHaveText(t.added);
    await page.getByTestId("sign-out").click();

    await page.goto(`${prefix}/auth/login?next=${encodeURIComponent(`${prefix}/invoices`)}`);
    await islandsHydrated(page);
    await page.getByTestId("passkey-sign-in-button").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/invoices$`), { timeout: 15_000 });

    await page.goto(`${prefix}/account`);
    await page.getByTestId("passkey-remove").click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/account\\?passkey=removed$`));
    await expect(page.getByTestId("passkey-status")).toHaveText(t.removed);
    await expect(page.getByTestId("passkey-empty")).toHaveText(t.empty);
  });

  test(`${locale}: a passkey the site does not know, or a cancelled dialog, says so on the login page`, async ({
    page,
  }) => {
    const { cdp, authenticatorId } = await virtualAuthenticator(page);
    // A discoverable credential for this site that was never registered with it.
    await page.goto(`${prefix}/auth/login`);
    await islandsHydrated(page);
    await cdp.send("WebAuthn.addCredential", {
      authenticatorId,
      credential: {
        credentialId: Buffer.from("never-registered-credential").toString("base64"),
        isResidentCredential: true,
        rpId: "localhost",
        privateKey: await pkcs8Key(),
        userHandle: Buffer.from("usr_unknown").toString("base64"),
        signCount: 0,
      },
    });
    await page.getByTestId("passkey-sign-in-button").click();
    await expect(page.getByTestId("passkey-error")).toHaveText(t.errors.unknown);
    await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login$`));

    // The person closes the dialog: WebAuthn answers NotAllowedError.
    await page.evaluate(() => {
      navigator.credentials.get = () =>
        Promise.reject(new DOMException("The operation either timed out or was not allowed.", "NotAllowedError"));
    });
    await page.getByTestId("passkey-sign-in-button").click();
    await expect(page.getByTestId("passkey-error")).toHaveText(t.errors.cancelled);
    await page.screenshot({ path: `test-results/passkeys-cancelled-${locale}.png` });
  });

  test(`${locale}: a browser without WebAuthn shows no passkey button`, async ({ page }) => {
    await ownAddress(page);
    await page.addInitScript(() => {
      delete (window as { PublicKeyCredential?: unknown }).PublicKeyCredential;
    });
    await page.goto(`${prefix}/auth/login`);
    await islandsHydrated(page);
    await expect(page.getByTestId("sign-in-form")).toBeVisible();
    await expect(page.getByTestId("passkey-sign-in-button")).toHaveCount(0);
  });
}

/** A P-256 private key in PKCS#8, base64, for a credential planted in the virtual authenticator. */
async function pkcs8Key(): Promise<string> {
  const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, [
    "sign",
  ])) as CryptoKeyPair;
  return Buffer.from(await crypto.subtle.exportKey("pkcs8", keys.privateKey)).toString("base64");
}
