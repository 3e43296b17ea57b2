// Currency picker: a select that client/header/currency.ts turns into the `currency` cookie and a reload, so server
// prices follow it. Not an island: the choice takes effect on the first change, with no framework to load.
import { useTranslation } from "../../i18n/use-translation.ts";
import { CURRENCIES, type Currency } from "../../../shared/constants.ts";
import { CURRENCY_SELECT } from "../../header/ids.ts";

export function CurrencySwitch({ current }: { current: Currency }) {
  const { t } = useTranslation();
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="sr-only">{t("currency.label")}</span>
      <select
        className="rounded-md border border-black/15 bg-transparent px-2 py-1"
        defaultValue={current}
        {...{ [CURRENCY_SELECT]: "" }}
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
