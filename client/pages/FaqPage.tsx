// FAQ: questions from D1 grouped by topic, as a no-JavaScript accordion (<details>).
import { useTranslation } from "../i18n/use-translation.ts";
import { usePageContext } from "../components/page-context.tsx";
import { ButtonLink } from "../components/ui/Button.tsx";
import { localePath } from "../../shared/locales.ts";
import type { FaqEntry, FaqTopic } from "../../shared/catalogue.ts";

export type FaqPageProps = { topics: { topic: FaqTopic; entries: FaqEntry[] }[] };

export function FaqPage({ topics }: FaqPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-extrabold">{t("faq.title")}</h1>
      <p className="mt-3 text-slate-600">{t("faq.intro")}</p>
      {topics.map(({ topic, entries }) => (
        <section key={topic} className="mt-10" aria-labelledby={`faq-${topic}`}>
          <h2 id={`faq-${topic}`} className="text-xl font-bold">
            {t(`faq.topics.${topic}`)}
          </h2>
          <div className="mt-4 divide-y divide-black/10 rounded-2xl border border-black/10">
            {entries.map((entry) => (
              <details key={entry.id} className="group px-5 py-4" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold">
                  {entry.question}
                  <span aria-hidden="true" className="transition-transform group-open:rotate-45 text-xl text-primary">
                    +
                  </span>
                </summary>
                <p className="mt-3 leading-relaxed text-slate-700">{entry.answer}</p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <ButtonLink href={localePath(locale, "/contact-us")} variant="outlined" className="mt-10">
        {t("faq.contactCta")}
      </ButtonLink>
    </div>
  );
}
