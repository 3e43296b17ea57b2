// How a hostname's settings would look, before they are saved: its header in English and in Arabic (the marketplace's
// look or a supplier's, in the chosen colours), the colours with how readable white text is on the main one, and the
// contact details as visitors see them. Painted with inline styles, so it shows the chosen colours and not the console's.
import type { CSSProperties } from "react";
import { useTranslation } from "../../../i18n/use-translation.ts";
import { usePageContext } from "../../page-context.tsx";
import type { Brand, LayoutType } from "../../../../shared/site-config.ts";
import type { Locale } from "../../../../shared/locales.ts";
import { MIN_TEXT_CONTRAST, TEXT_ON, contrastRatio, saidRatio } from "../../../../shared/contrast.ts";
import { currencyName, formatNumber } from "../../../../shared/intl.ts";
import { buttonClass } from "../../ui/Button.tsx";
import type { SampleWords, SitePreviewView } from "../../../../shared/ops-views.ts";

function SampleHeader({
  brand,
  layout,
  locale,
  words,
}: {
  brand: Brand;
  layout: LayoutType;
  locale: Locale;
  words: SampleWords;
}) {
  const { colours } = brand;
  const word = words[locale];
  const button: CSSProperties = { background: colours.primary, color: "#fff" };
  if (layout === "supplier") {
    return (
      <div
        dir={locale === "ar" ? "rtl" : "ltr"}
        lang={locale}
        className="overflow-hidden rounded-xl border border-black/10"
      >
        <div
          className="flex items-center justify-between gap-2 px-3 py-1 text-xs"
          style={{ background: colours.primaryDark, color: "#fff" }}
        >
          <span className="truncate">{word.support}</span>
          <span dir="ltr" className="shrink-0">
            {brand.contact.phone}
          </span>
        </div>
        <div
          className="flex items-center justify-between gap-3 px-3 py-3"
          style={{ background: colours.primary, color: "#fff" }}
        >
          <span className="flex min-w-0 items-center gap-2">
            <span
              className="grid h-10 w-10 shrink-0 place-items-center rounded-full border-2 text-base font-black"
              style={{ borderColor: colours.accent, background: colours.primaryDark, color: "#fff" }}
            >
              {brand.logoText}
            </span>
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="truncate font-bold" data-testid={`preview-name-${locale}`}>
                {brand.name[locale]}
              </span>
              <span className="truncate text-xs opacity-80">{brand.tagline[locale]}</span>
            </span>
          </span>
          <span
            className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold"
            style={{ background: colours.accent, color: "#111" }}
          >
            {word.book}
          </span>
        </div>
      </div>
    );
  }
  return (
    <div
      dir={locale === "ar" ? "rtl" : "ltr"}
      lang={locale}
      className="flex items-center justify-between gap-3 rounded-xl border border-black/10 bg-white px-3 py-3"
    >
      <span className="flex min-w-0 items-center gap-2 font-bold" style={{ color: colours.primary }}>
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl" style={button}>
          {brand.logoText}
        </span>
        <span className="truncate" data-testid={`preview-name-${locale}`}>
          {brand.name[locale]}
        </span>
      </span>
      <span className="shrink-0 rounded-lg px-3 py-1.5 text-sm font-semibold" style={button}>
        {word.book}
      </span>
    </div>
  );
}

/** `formId`: the settings form, which the preview's own Save button submits (the same values, as previewed). */
export function BrandPreview({ preview, formId }: { preview: SitePreviewView; formId: string }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const { brand } = preview;
  const contrast = contrastRatio(brand.colours.primary, TEXT_ON.primary);
  const swatches = [
    ["primary", brand.colours.primary],
    ["primaryDark", brand.colours.primaryDark],
    ["accent", brand.colours.accent],
  ] as const;
  return (
    <section
      aria-labelledby="site-preview-title"
      className="rounded-2xl border-2 border-dashed border-primary/40 bg-slate-50 p-4 sm:p-5"
      data-testid="site-preview"
    >
      <h2 id="site-preview-title" className="text-lg font-bold">
        {t("ops.marketing.sites.preview.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("ops.marketing.sites.preview.intro")}</p>
      <div className="mt-4 grid gap-3 lg:grid-cols-2">
        <SampleHeader brand={brand} layout={preview.layoutType} locale="en" words={preview.words} />
        <SampleHeader brand={brand} layout={preview.layoutType} locale="ar" words={preview.words} />
      </div>
      <ul className="mt-4 flex flex-wrap gap-3">
        {swatches.map(([name, hex]) => (
          <li
            key={name}
            className="flex items-center gap-2 rounded-lg border border-black/10 bg-white px-2 py-1 text-sm"
          >
            <span aria-hidden="true" className="h-6 w-6 rounded border border-black/10" style={{ background: hex }} />
            {t(`ops.marketing.sites.fields.${name}`)} <code dir="ltr">{hex}</code>
          </li>
        ))}
      </ul>
      <p
        className={`mt-3 text-sm ${contrast < MIN_TEXT_CONTRAST ? "font-semibold text-red-800" : "text-slate-700"}`}
        data-testid="preview-contrast"
      >
        {t(
          contrast < MIN_TEXT_CONTRAST
            ? "ops.marketing.sites.preview.lowContrast"
            : "ops.marketing.sites.preview.contrast",
          {
            ratio: formatNumber(saidRatio(contrast), locale, { maximumFractionDigits: 1 }),
            min: formatNumber(MIN_TEXT_CONTRAST, locale),
          },
        )}
      </p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {[
          [t("ops.marketing.sites.preview.layout"), t(`ops.marketing.sites.layout.${preview.layoutType}`)],
          [
            t("ops.marketing.sites.preview.currency"),
            `${currencyName(preview.currency, locale)} (${preview.currency})`,
          ],
          [t("ops.marketing.sites.preview.weekStartsOn"), preview.weekday],
          [
            t("ops.marketing.sites.preview.brand"),
            t(preview.ownBrand ? "ops.marketing.sites.preview.ownBrand" : "ops.marketing.sites.preview.ourBrand"),
          ],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="font-semibold text-slate-500">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-slate-500">{t("ops.marketing.sites.preview.contact")}</dt>
          <dd className="grid">
            <span>
              <bdi dir="ltr">{brand.contact.email}</bdi>
            </span>
            <span>
              {t("ops.marketing.sites.preview.whatsapp")}: <bdi dir="ltr">{brand.contact.whatsapp}</bdi>
            </span>
            <span>
              <bdi dir="ltr">{brand.contact.phone}</bdi>
            </span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-500">{t("ops.marketing.sites.preview.address")}</dt>
          <dd className="grid">
            <span>
              <bdi dir="ltr" lang="en">
                {brand.contact.address.en}
              </bdi>
            </span>
            <span>
              <bdi dir="rtl" lang="ar">
                {brand.contact.address.ar}
              </bdi>
            </span>
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3 border-t border-black/10 pt-4">
        <span className="text-sm font-semibold">{t("ops.marketing.sites.preview.saveHint")}</span>
        <button
          type="submit"
          form={formId}
          name="intent"
          value="save"
          className={buttonClass("primary")}
          data-testid="site-save-top"
        >
          {t("ops.marketing.sites.save")}
        </button>
      </div>
    </section>
  );
}
