// A hostname's settings: layout, currency, first day of the week, either our own brand or the site's (names and
// taglines in both languages, logo letters, colours, contact details), and the seller on its tax invoices (regime,
// legal name and address in both languages, registration number, prefix). Preview first; Save once previewed.
import type { ReactNode } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import { buttonClass } from "../../ui/Button.tsx";
import { CURRENCIES } from "../../../../shared/constants.ts";
import { LAYOUT_TYPES, TAX_REGIMES } from "../../../../shared/site-config.ts";
import {
  BRAND_FIELDS,
  TAX_FIELDS,
  TAX_MODES,
  type SiteFormErrors,
  type SiteFormValues,
} from "../../../../shared/site-form.ts";
import { currencyName, formatDate, formatNumber } from "../../../../shared/intl.ts";
import { MIN_TEXT_CONTRAST } from "../../../../shared/contrast.ts";
import { Field, described, inputClass } from "./fields.tsx";

/** How each brand field is typed: colours with the colour picker, contact details left to right. */
const CONTROL: Record<string, { type?: string; dir?: "ltr" | "rtl"; lang?: string; maxLength?: number }> = {
  nameEn: { dir: "ltr", lang: "en" },
  nameAr: { dir: "rtl", lang: "ar" },
  taglineEn: { dir: "ltr", lang: "en" },
  taglineAr: { dir: "rtl", lang: "ar" },
  logoText: { maxLength: 3 },
  primary: { type: "color" },
  primaryDark: { type: "color" },
  accent: { type: "color" },
  email: { type: "email", dir: "ltr" },
  whatsapp: { type: "tel", dir: "ltr" },
  phone: { type: "tel", dir: "ltr" },
  addressEn: { dir: "ltr", lang: "en" },
  addressAr: { dir: "rtl", lang: "ar" },
  legalNameEn: { dir: "ltr", lang: "en" },
  legalNameAr: { dir: "rtl", lang: "ar" },
  taxAddressEn: { dir: "ltr", lang: "en" },
  taxAddressAr: { dir: "rtl", lang: "ar" },
  registrationNumber: { dir: "ltr", maxLength: 15 },
  invoicePrefix: { dir: "ltr", maxLength: 6 },
};

const GROUPS = [
  { title: "brandNames", keys: ["nameEn", "nameAr", "taglineEn", "taglineAr", "logoText"] },
  { title: "colours", keys: ["primary", "primaryDark", "accent"] },
  { title: "contact", keys: ["email", "whatsapp", "phone", "addressEn", "addressAr"] },
] as const;

export const SITE_FORM_ID = "site-form";

export function SiteForm({
  hostname,
  action,
  values,
  errors,
  previewed,
}: {
  hostname: string;
  action: string;
  values: SiteFormValues;
  errors: SiteFormErrors;
  previewed: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const error = (key: keyof SiteFormErrors) => {
    const found = errors[key];
    if (!found) return null;
    if (found === true) return t(`ops.marketing.sites.errors.${key}`);
    // A colour refused for its contrast says by how much, and which way to move it.
    return t(`ops.marketing.sites.errors.contrast.${found.text}`, {
      ratio: formatNumber(found.contrast, locale, { maximumFractionDigits: 1 }),
      min: formatNumber(MIN_TEXT_CONTRAST, locale),
    });
  };
  const select = (name: "layoutType" | "defaultCurrency" | "weekStartsOn", options: [string, string][]) => (
    <Field id={`site-${name}`} label={t(`ops.marketing.sites.fields.${name}`)} error={error(name)}>
      <select
        {...described(`site-${name}`, errors[name])}
        name={name}
        defaultValue={values[name]}
        className={inputClass(Boolean(errors[name]))}
      >
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </Field>
  );
  const group = (title: string, children: ReactNode) => (
    <fieldset key={title} className="grid gap-3 rounded-xl border border-black/10 p-3 sm:grid-cols-2">
      <legend className="px-1 font-bold">{t(`ops.marketing.sites.groups.${title}`)}</legend>
      {children}
    </fieldset>
  );
  return (
    <form id={SITE_FORM_ID} method="post" action={action} noValidate className="grid gap-4" data-testid="site-form">
      <input type="hidden" name="hostname" value={hostname} />
      {group(
        "site",
        <>
          {select(
            "layoutType",
            LAYOUT_TYPES.map((l) => [l, t(`ops.marketing.sites.layout.${l}`)]),
          )}
          {select(
            "defaultCurrency",
            CURRENCIES.map((c) => [c, `${currencyName(c, locale)} (${c})`]),
          )}
          {select(
            "weekStartsOn",
            [0, 1, 2, 3, 4, 5, 6].map((d) => [String(d), formatDate(`2023-01-0${d + 1}`, locale, { weekday: "long" })]),
          )}
        </>,
      )}
      <fieldset className="grid gap-2 rounded-xl border border-black/10 p-3">
        <legend className="px-1 font-bold">{t("ops.marketing.sites.groups.brand")}</legend>
        {(["default", "own"] as const).map((mode) => (
          <label key={mode} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="brandMode"
              value={mode}
              defaultChecked={values.brandMode === mode}
              className="mt-1"
              data-testid={`brand-mode-${mode}`}
            />
            <span>{t(`ops.marketing.sites.brandMode.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      {GROUPS.map(({ title, keys }) =>
        group(
          title,
          keys.map((key) => {
            const field = BRAND_FIELDS.find((f) => f.key === key)!;
            const id = `site-${key}`;
            const control = CONTROL[key];
            return (
              <Field
                key={key}
                id={id}
                label={t(`ops.marketing.sites.fields.${key}`)}
                error={error(key)}
                hint={t(`ops.marketing.sites.hints.${key}`, { defaultValue: "" }) || null}
              >
                <input
                  {...described(id, errors[key], true)}
                  name={field.name}
                  defaultValue={values[field.name] ?? ""}
                  type={control.type ?? "text"}
                  dir={control.dir}
                  lang={control.lang}
                  maxLength={control.maxLength}
                  className={
                    control.type === "color"
                      ? `${inputClass(Boolean(errors[key]))} h-11 p-1`
                      : inputClass(Boolean(errors[key]))
                  }
                />
              </Field>
            );
          }),
        ),
      )}
      <p className="text-sm text-slate-600">{t("ops.marketing.sites.ownBrandOnly")}</p>
      <fieldset className="grid gap-2 rounded-xl border border-black/10 p-3" data-testid="site-tax">
        <legend className="px-1 font-bold">{t("ops.marketing.sites.groups.tax")}</legend>
        {TAX_MODES.map((mode) => (
          <label key={mode} className="flex items-start gap-2 text-sm">
            <input
              type="radio"
              name="taxMode"
              value={mode}
              defaultChecked={values.taxMode === mode}
              className="mt-1"
              data-testid={`tax-mode-${mode}`}
            />
            <span>{t(`ops.marketing.sites.taxMode.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      {group(
        "taxSeller",
        TAX_FIELDS.map((field) => {
          const { key } = field;
          const id = `site-${key}`;
          if (key === "taxRegime")
            return (
              <Field key={key} id={id} label={t(`ops.marketing.sites.fields.${key}`)} error={error(key)}>
                <select
                  {...described(id, errors[key])}
                  name={field.name}
                  defaultValue={values[field.name]}
                  className={inputClass(Boolean(errors[key]))}
                >
                  {TAX_REGIMES.map((regime) => (
                    <option key={regime} value={regime}>
                      {t(`ops.marketing.sites.regime.${regime}`)}
                    </option>
                  ))}
                </select>
              </Field>
            );
          const control = CONTROL[key];
          return (
            <Field
              key={key}
              id={id}
              label={t(`ops.marketing.sites.fields.${key}`)}
              error={error(key)}
              hint={t(`ops.marketing.sites.hints.${key}`, { defaultValue: "" }) || null}
            >
              <input
                {...described(id, errors[key], true)}
                name={field.name}
                defaultValue={values[field.name] ?? ""}
                type="text"
                inputMode={key === "registrationNumber" ? "numeric" : undefined}
                dir={control?.dir}
                lang={control?.lang}
                maxLength={control?.maxLength}
                className={inputClass(Boolean(errors[key]))}
              />
            </Field>
          );
        }),
      )}
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          name="intent"
          value="preview"
          className={buttonClass(previewed ? "outlined" : "primary")}
          data-testid="site-preview-button"
        >
          {t(previewed ? "ops.marketing.sites.previewAgain" : "ops.marketing.sites.preview.button")}
        </button>
        {previewed && (
          <button type="submit" name="intent" value="save" className={buttonClass("primary")} data-testid="site-save">
            {t("ops.marketing.sites.save")}
          </button>
        )}
      </div>
    </form>
  );
}
