// A page of headed prose sections from the locale resources: about, privacy policy, terms and conditions.
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";

export type ArticlePageProps = { resource: "about" | "privacy" | "terms" };

/** `facts`: the section tells the site's own history (year and place from the site config), left out when it has none. */
type Section = { heading: string; text: string; facts?: boolean };

export function ArticlePage({ resource }: ArticlePageProps) {
  const { t } = useTranslation();
  const { locale, site } = usePageContext();
  const facts = site.facts ? { year: site.facts.foundedYear, place: site.facts.foundedIn[locale] } : {};
  const sections = (t(`${resource}.sections`, { returnObjects: true, ...facts }) as Section[]).filter(
    (s) => !s.facts || site.facts,
  );
  const lead = resource === "about" ? t("about.intro") : t(`${resource}.updated`);
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold">{t(`${resource}.title`)}</h1>
      <p className="mt-3 text-slate-600">{lead}</p>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          <p className="mt-2 leading-relaxed">{section.text}</p>
        </section>
      ))}
    </article>
  );
}
