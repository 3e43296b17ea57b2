// Accessible authentication (WCAG 2.2, 3.3.8): signing in asks nobody to remember, transcribe or solve anything.
// Password managers and passkeys fill the forms (the autocomplete tokens they look for), pasting is never blocked,
// a password's length is not capped, there is no puzzle, and a link by email is offered instead of a password.
import { describe, expect, it } from "vitest";
import { html } from "./helpers.ts";
import { AUTH_PATHS } from "../../shared/account.ts";

/** The attributes of each `<input>` on the page, by name. */
function inputs(body: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [tag] of body.matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    if (name) found.set(name, tag);
  }
  return found;
}

describe("signing in and signing up", () => {
  for (const prefix of ["", "/ar"]) {
    it(`lets a password manager or a passkey fill the sign-in form (${prefix || "/"})`, async () => {
      const { res, body } = await html(`${prefix}${AUTH_PATHS.signIn}`);
      expect(res.status).toBe(200);
      const fields = inputs(body);
      expect(fields.get("email")).toMatch(/autocomplete="username webauthn"/i);
      expect(fields.get("password")).toMatch(/type="password"/);
      expect(fields.get("password")).toMatch(/autocomplete="current-password"/i);
      expect(fields.get("password")).not.toMatch(/maxlength/i);
      // A passkey and a link by email are offered beside the password, so nothing need be remembered.
      expect(body).toContain('data-island="PasskeySignIn"');
      expect(body).toContain(`href="${prefix}${AUTH_PATHS.signInLink}`);
    });

    it(`lets a password manager save a new password (${prefix || "/"})`, async () => {
      const { body } = await html(`${prefix}${AUTH_PATHS.signUp}`);
      const passwords = [...inputs(body).values()].filter((tag) => /type="password"/.test(tag));
      expect(passwords.length).toBeGreaterThan(0);
      for (const tag of passwords) {
        expect(tag).toMatch(/autocomplete="new-password"/i);
        expect(tag).not.toMatch(/maxlength/i);
      }
      expect(inputs(body).get("email")).toMatch(/autocomplete="email"/i);
    });

    it(`blocks no paste and sets no puzzle on any account page (${prefix || "/"})`, async () => {
      for (const page of [AUTH_PATHS.signIn, AUTH_PATHS.signUp, AUTH_PATHS.forgotPassword, AUTH_PATHS.signInLink]) {
        const { body } = await html(`${prefix}${page}`);
        expect(body, page).not.toMatch(/onpaste|oncopy|captcha|recaptcha|hcaptcha|turnstile/i);
      }
    });
  }
});
