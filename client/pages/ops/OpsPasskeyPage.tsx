// Shown (403) to staff whose session is not a passkey sign-in, or is older than the console's 12 hours.
import { useTranslation } from "../../i18n/use-translation.ts";
import { ButtonLink } from "../../components/ui/Button.tsx";

export function OpsPasskeyPage({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid="ops-passkey-required">
      <h1 className="text-2xl font-extrabold">{t("ops.shell.passkeyRequired.title")}</h1>
      <p className="mt-3 text-slate-700">{t("ops.shell.passkeyRequired.body")}</p>
      <ButtonLink href={signInHref} className="mt-5" data-testid="ops-passkey-sign-in">
        {t("ops.shell.passkeyRequired.action")}
      </ButtonLink>
    </div>
  );
}
