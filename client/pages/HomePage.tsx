// Home: hero with a call to explore, and the marketing claims of spec §1.
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../components/ui/Button.tsx";
import { usePageContext } from "../components/page-context.tsx";
import { localePath } from "../lib/locales.ts";

export type HomePageProps = { allExperiencesPath: string };

const CLAIMS = ["experiences", "cancellation", "support", "experience"] as const;

export function HomePage({ allExperiencesPath }: HomePageProps) {
  const { t } = useTranslation();
  const { locale, site } = usePageContext();
  const supplier = site.layoutType === "supplier";
  const brand = site.brand.name[locale];
  return (
    <>
      <section className="bg-gradient-to-b from-primary to-primary-dark text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 md:py-24">
          <h1 className="max-w-3xl text-3xl font-extrabold leading-tight md:text-5xl">
            {supplier ? t("home.supplierHeroTitle", { brand }) : t("home.heroTitle")}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-white/90">
            {supplier ? t("home.supplierHeroText", { tagline: site.brand.tagline[locale] }) : t("home.heroText")}
          </p>
          <ButtonLink href={localePath(locale, allExperiencesPath)} variant="third" className="mt-8 bg-white text-primary-dark hover:bg-white/90">
            {t("home.exploreAll")}
          </ButtonLink>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-12" aria-labelledby="why-title">
        <h2 id="why-title" className="text-2xl font-bold">
          {t("home.whyTitle")}
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {CLAIMS.map((claim) => (
            <li key={claim} className="rounded-2xl border border-black/10 p-5">
              <h3 className="font-bold text-primary">{t(`home.claims.${claim}.title`)}</h3>
              <p className="mt-2 text-sm text-slate-600">{t(`home.claims.${claim}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
