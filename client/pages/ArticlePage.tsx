// A page of headed prose sections from the locale resources: about, privacy policy, terms and conditions.
import { useTranslation } from "react-i18next";

export type ArticlePageProps = { resource: "about" | "privacy" | "terms" };

type Section = { heading: string; text: string };

export function ArticlePage({ resource }: ArticlePageProps) {
  const { t } = useTranslation();
  const sections = t(`${resource}.sections`, { returnObjects: true }) as Section[];
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
