// The login page's "Sign in with a passkey": a discoverable-credential WebAuthn sign-in, shown only where the browser
// has WebAuthn (it renders nothing before hydration, so a page without JavaScript shows no dead button).
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import {
  browserSupportsWebAuthn,
  startAuthentication,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { Locale } from "../../shared/locales.ts";
import { Button } from "../components/ui/Button.tsx";
import { postJson, wasCancelled } from "./passkey-request.ts";

export type PasskeySignInProps = {
  locale: Locale;
  optionsUrl: string;
  verifyUrl: string;
  /** Where to go once signed in (a same-site path; the server checks it again). */
  next: string | null;
  /** "confirm": the console's re-check of a signed-in staff member (no "or" divider, its own label). */
  mode?: "signIn" | "confirm";
};

export default function PasskeySignIn({ locale, optionsUrl, verifyUrl, next, mode = "signIn" }: PasskeySignInProps) {
  const { t } = useTranslation();
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);
  if (!supported) return null;

  const network = t("passkey.errors.network");
  const fail = (message: string) => {
    setError(message);
    setBusy(false);
  };
  const signIn = async () => {
    setBusy(true);
    setError(null);
    const options = await postJson<PublicKeyCredentialRequestOptionsJSON>(optionsUrl, {}, locale, network);
    if (!options.ok) return fail(options.error);
    let response: Awaited<ReturnType<typeof startAuthentication>>;
    try {
      response = await startAuthentication({ optionsJSON: options.data });
    } catch (cause) {
      return fail(t(wasCancelled(cause) ? "passkey.errors.cancelled" : "passkey.errors.failed"));
    }
    const result = await postJson<{ redirect: string }>(
      verifyUrl,
      { response, ...(next ? { next } : {}) },
      locale,
      network,
    );
    if (!result.ok) return fail(result.error);
    // Stays busy while the next page loads; back from it (bfcache) the button works again.
    window.addEventListener("pageshow", (e) => e.persisted && setBusy(false), { once: true });
    window.location.assign(result.data.redirect);
  };

  return (
    <div className="mt-2" data-testid={mode === "confirm" ? "passkey-confirm" : "passkey-sign-in"}>
      {mode === "signIn" && (
        <p className="mb-4 flex items-center gap-3 text-sm text-slate-500" aria-hidden="true">
          <span className="h-px flex-1 bg-black/10" />
          {t("passkey.or")}
          <span className="h-px flex-1 bg-black/10" />
        </p>
      )}
      <Button
        variant="outlined"
        className="w-full"
        loading={busy}
        onClick={signIn}
        data-testid="passkey-sign-in-button"
      >
        {!busy && <KeyIcon />}
        {busy ? t("passkey.signingIn") : t(mode === "confirm" ? "passkey.confirm" : "passkey.signIn")}
      </Button>
      {error && (
        <p
          role="alert"
          className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
          data-testid="passkey-error"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export function KeyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="8" cy="15" r="4" />
      <path d="M10.85 12.15 19 4M18 5l2 2M15 8l2 2" />
    </svg>
  );
}
