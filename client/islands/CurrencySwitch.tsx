// Currency picker: stores the choice in the `currency` cookie and reloads so server prices follow it.
import { useTranslation } from "../i18n/use-translation.ts";
import { CURRENCIES, CURRENCY_COOKIE, LOCALE_COOKIE_MAX_AGE, type Currency } from "../../shared/constants.ts";

export type CurrencySwitchProps = { current: Currency };

export default function CurrencySwitch({ current }: CurrencySwitchProps) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="sr-only">{t("currency.label")}</span>
      <select
        className="rounded-md border border-black/15 bg-transparent px-2 py-1"
        defaultValue={current}
        onChange={(event) => {
          // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once before a reload; Cookie Store is not in every Gulf browser
          document.cookie = `${CURRENCY_COOKIE}=${event.target.value}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax; Secure`;
          location.reload();
        }}
      >
        {CURRENCIES.map((code) => (
          <option key={code} value={code}>
            {code}
          </option>
        ))}
      </select>
    </label>
  );
}
