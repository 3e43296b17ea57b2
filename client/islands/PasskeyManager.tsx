// The account page's passkeys: each with its name and dates and a remove button (a plain form), and "Add a passkey"
// (WebAuthn registration), which appears once hydrated in a browser that has WebAuthn.
import { useEffect, useState } from "react";
import { useTranslation } from "../i18n/use-translation.ts";
import {
  browserSupportsWebAuthn,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
} from "@simplewebauthn/browser";
import type { PasskeyView } from "../../shared/account.ts";
import type { Locale } from "../../shared/locales.ts";
import { formatDate } from "../../shared/intl.ts";
import { Button } from "../components/ui/Button.tsx";
import { KeyIcon } from "./PasskeySignIn.tsx";
import { postJson, wasCancelled } from "./passkey-request.ts";

export type PasskeyNotice = "removed";

export type PasskeyManagerProps = {
  locale: Locale;
  passkeys: PasskeyView[];
  optionsUrl: string;
  verifyUrl: string;
  /** Removal posts to `${deleteBase}/{id}/delete`. */
  deleteBase: string;
  notice: PasskeyNotice | null;
};

type Status = { tone: "success" | "error"; message: string } | null;

export default function PasskeyManager({
  locale,
  passkeys: initial,
  optionsUrl,
  verifyUrl,
  deleteBase,
  notice,
}: PasskeyManagerProps) {
  const { t } = useTranslation();
  const [passkeys, setPasskeys] = useState(initial);
  const [supported, setSupported] = useState(false);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<Status>(notice ? { tone: "success", message: t(`passkey.${notice}`) } : null);

  useEffect(() => setSupported(browserSupportsWebAuthn()), []);

  const network = t("passkey.errors.network");
  const fail = (message: string) => {
    setStatus({ tone: "error", message });
    setBusy(false);
  };
  const add = async () => {
    setBusy(true);
    setStatus(null);
    const options = await postJson<PublicKeyCredentialCreationOptionsJSON>(optionsUrl, {}, locale, network);
    if (!options.ok) return fail(options.error);
    let response: Awaited<ReturnType<typeof startRegistration>>;
    try {
      response = await startRegistration({ optionsJSON: options.data });
    } catch (cause) {
      const code = (cause as { code?: string }).code;
      if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") return fail(t("passkey.errors.duplicate"));
      return fail(t(wasCancelled(cause) ? "passkey.errors.addCancelled" : "passkey.errors.failed"));
    }
    const result = await postJson<{ passkey: PasskeyView }>(verifyUrl, { response }, locale, network);
    if (!result.ok) return fail(result.error);
    setPasskeys((list) => [...list, result.data.passkey]);
    setStatus({ tone: "success", message: t("passkey.added") });
    setBusy(false);
  };

  return (
    <section
      aria-labelledby="passkeys-title"
      className="rounded-2xl border border-black/10 bg-white p-4 sm:p-6"
      data-testid="passkey-manager"
    >
      <h2 id="passkeys-title" className="text-lg font-bold">
        {t("passkey.title")}
      </h2>
      <p className="mt-4 text-sm text-slate-600">{t("passkey.intro")}</p>
      {status && (
        <p
          role={status.tone === "error" ? "alert" : "status"}
          className={`mt-4 rounded-xl border p-3 text-sm ${status.tone === "error" ? "border-red-300 bg-red-50 text-red-900" : "border-emerald-300 bg-emerald-50 text-emerald-900"}`}
          data-testid={status.tone === "error" ? "passkey-error" : "passkey-status"}
        >
          {status.message}
        </p>
      )}
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500" data-testid="passkey-empty">
          {t("passkey.empty")}
        </p>
      ) : (
        <ul className="mt-4 divide-y divide-black/10 border-y border-black/10">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3"
              data-testid="passkey-item"
            >
              <span className="text-primary">
                <KeyIcon />
              </span>
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words">
                  <bdi>{passkey.name}</bdi>
                </p>
                <p className="text-xs text-slate-500">
                  {t("passkey.createdOn", { date: formatDate(passkey.createdAt, locale) })}
                  {" · "}
                  {passkey.lastUsedAt
                    ? t("passkey.lastUsed", { date: formatDate(passkey.lastUsedAt, locale) })
                    : t("passkey.neverUsed")}
                </p>
              </div>
              <form method="post" action={`${deleteBase}/${encodeURIComponent(passkey.id)}/delete`}>
                <input type="hidden" name="locale" value={locale} />
                <button
                  type="submit"
                  className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50"
                  aria-label={t("passkey.removeLabel", { name: passkey.name })}
                  data-testid="passkey-remove"
                >
                  {t("passkey.remove")}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {supported && (
        <Button variant="outlined" className="mt-4" loading={busy} onClick={add} data-testid="passkey-add">
          {!busy && <KeyIcon />}
          {busy ? t("passkey.adding") : t("passkey.add")}
        </Button>
      )}
    </section>
  );
}
