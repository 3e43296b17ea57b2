// One term per concept: no string in the interface or the Arabic demo content uses a phrase docs/glossary.md avoids.
import { describe, expect, it } from "vitest";
import glossary from "../../docs/glossary.md?raw";
import en from "../../client/i18n/en.json";
import ar from "../../client/i18n/ar.json";
import { ACTIVITIES_1 } from "../../scripts/seed/content/activities-1.ts";
import { ACTIVITIES_2 } from "../../scripts/seed/content/activities-2.ts";
import { ACTIVITIES_3 } from "../../scripts/seed/content/activities-3.ts";
import { CATEGORIES } from "../../scripts/seed/content/categories.ts";
import { CITIES } from "../../scripts/seed/content/cities.ts";
import { BLOG_POSTS } from "../../scripts/seed/content/blog.ts";
import { FAQS } from "../../scripts/seed/faq.ts";
import { REVIEW_POOL } from "../../scripts/seed/content/reviews.ts";

type Row = { concept: string; avoidEn: string[]; avoidAr: string[] };

/** The glossary table's rows, with the backticked phrases of its two "avoid" columns. */
function rows(markdown: string): Row[] {
  const lines = markdown.split("\n").filter((line) => line.startsWith("|"));
  const header = lines[0].split("|").map((cell) => cell.trim());
  const column = (name: string) => header.indexOf(name);
  const phrases = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
  return lines.slice(2).map((line) => {
    const cells = line.split("|").map((cell) => cell.trim());
    return {
      concept: cells[column("Concept")],
      avoidEn: phrases(cells[column("Avoid in English")]),
      avoidAr: phrases(cells[column("Avoid in Arabic")]),
    };
  });
}

/** Every string in a nested value (translation files, seed content). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const table = rows(glossary);
const arabicContent = strings([
  ar,
  ACTIVITIES_1,
  ACTIVITIES_2,
  ACTIVITIES_3,
  CATEGORIES,
  CITIES,
  BLOG_POSTS,
  FAQS,
  REVIEW_POOL,
]).filter((s) => /\p{Script=Arabic}/u.test(s));
const englishInterface = strings(en);

describe("glossary", () => {
  it("is a table with avoided phrases to check", () => {
    expect(table.length).toBeGreaterThanOrEqual(8);
    expect(table.flatMap((r) => r.avoidAr).length).toBeGreaterThanOrEqual(10);
    expect(arabicContent.length).toBeGreaterThan(1000);
  });

  it.each(table.filter((r) => r.avoidAr.length).map((r) => [r.concept, r.avoidAr] as const))(
    "Arabic uses one term for %s",
    (_, avoid) => {
      const found = arabicContent.flatMap((text) =>
        avoid.filter((phrase) => text.includes(phrase)).map((phrase) => `${phrase}: ${text.slice(0, 80)}`),
      );
      expect(found).toEqual([]);
    },
  );

  it.each(table.filter((r) => r.avoidEn.length).map((r) => [r.concept, r.avoidEn] as const))(
    "English uses one term for %s",
    (_, avoid) => {
      const found = englishInterface.flatMap((text) =>
        avoid
          .filter((phrase) => text.toLowerCase().includes(phrase.toLowerCase()))
          .map((phrase) => `${phrase}: ${text}`),
      );
      expect(found).toEqual([]);
    },
  );
});
