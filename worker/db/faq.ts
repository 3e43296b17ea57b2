// FAQ queries: rows from D1 mapped to localised entries grouped by topic.
import type { Locale } from "../../shared/locales.ts";
import { FAQ_TOPICS, type FaqEntry, type FaqTopic } from "../../shared/catalogue.ts";

type FaqRow = {
  id: number;
  topic: FaqTopic;
  question_en: string;
  question_ar: string;
  answer_en: string;
  answer_ar: string;
};

export async function listFaqByTopic(
  db: D1Database,
  locale: Locale,
): Promise<{ topic: FaqTopic; entries: FaqEntry[] }[]> {
  const { results } = await db
    .prepare("SELECT id, topic, question_en, question_ar, answer_en, answer_ar FROM faqs ORDER BY topic, position")
    .all<FaqRow>();
  const entries = results.map((row) => ({
    id: row.id,
    topic: row.topic,
    question: locale === "ar" ? row.question_ar : row.question_en,
    answer: locale === "ar" ? row.answer_ar : row.answer_en,
  }));
  return FAQ_TOPICS.map((topic) => ({ topic, entries: entries.filter((e) => e.topic === topic) })).filter(
    (g) => g.entries.length > 0,
  );
}
