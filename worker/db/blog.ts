// Blog ("News & Stories") queries.
import type { Locale } from "../../shared/locales.ts";
import type { BlogPost, BlogPostCard, Page } from "../../shared/catalogue.ts";
import { image, loc } from "./rows.ts";
import type { Read } from "./batch.ts";

const BLOG_PAGE_SIZE = 12;
/** A blog_posts row of COLUMNS: the post's own localised columns are read with loc(). */
type PostRow = {
  slug: string;
  image_key: string;
  published_at: string;
  city_slug: string | null;
  category_slug: string | null;
};

const COLUMNS = `b.*, c.slug AS city_slug, c.name_en AS city_name_en, c.name_ar AS city_name_ar,
  g.slug AS category_slug, g.name_en AS category_name_en, g.name_ar AS category_name_ar`;
const FROM = "blog_posts b LEFT JOIN cities c ON c.id = b.city_id LEFT JOIN categories g ON g.id = b.category_id";

function toCard(row: PostRow, locale: Locale): BlogPostCard {
  const title = loc(row, "title", locale);
  return {
    slug: row.slug,
    title,
    excerpt: loc(row, "excerpt", locale),
    image: image(row.image_key, 1600, 1000, title),
    author: loc(row, "author", locale),
    publishedAt: row.published_at,
    city: row.city_slug ? { slug: row.city_slug, name: loc(row, "city_name", locale) } : null,
  };
}

export async function listPosts(db: D1Database, locale: Locale, page: number): Promise<Page<BlogPostCard>> {
  const [count, rows] = (await db.batch([
    db.prepare("SELECT count(*) AS n FROM blog_posts"),
    db
      .prepare(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY b.published_at DESC LIMIT ? OFFSET ?`)
      .bind(BLOG_PAGE_SIZE, (page - 1) * BLOG_PAGE_SIZE),
  ])) as [D1Result<{ n: number }>, D1Result<PostRow>];
  const total = count.results[0].n;
  return {
    items: rows.results.map((r) => toCard(r, locale)),
    page,
    pageSize: BLOG_PAGE_SIZE,
    total,
    pageCount: Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE)),
  };
}

export async function findPost(db: D1Database, slug: string, locale: Locale): Promise<BlogPost | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE b.slug = ?`).bind(slug).first<PostRow>();
  if (!row) return null;
  let body: string[] = [];
  try {
    body = JSON.parse(loc(row, "body", locale));
  } catch {
    body = [];
  }
  return {
    ...toCard(row, locale),
    body,
    category: row.category_slug ? { slug: row.category_slug, name: loc(row, "category_name", locale) } : null,
  };
}

/** The newest stories; remembered until the version moves (stories change only with the catalogue's data). */
export function latestPostsRead(db: D1Database, locale: Locale, limit: number): Read<BlogPostCard[]> {
  return {
    statements: [db.prepare(`SELECT ${COLUMNS} FROM ${FROM} ORDER BY b.published_at DESC LIMIT ?`).bind(limit)],
    map: ([rows]) => (rows.results as PostRow[]).map((r) => toCard(r, locale)),
    remember: `latest-posts:${limit}`,
  };
}
