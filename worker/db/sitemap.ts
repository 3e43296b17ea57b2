// Every indexable catalogue page, for the sitemap (on a supplier's site: only its activities and their places).
export type SitemapRows = {
  categories: string[];
  cities: string[];
  activities: { slug: string; city: string }[];
  posts: { slug: string; publishedAt: string }[];
};

export async function sitemapRows(db: D1Database, supplierId: number | null = null): Promise<SitemapRows> {
  const offered = (column: string) =>
    `(?1 IS NULL OR EXISTS (SELECT 1 FROM activities a WHERE a.${column} AND a.supplier_id = ?1))`;
  const [categories, cities, activities, posts] = await db.batch<Record<string, string>>([
    db
      .prepare(`SELECT slug FROM categories g WHERE ${offered("category_id = g.id")} ORDER BY position`)
      .bind(supplierId),
    db.prepare(`SELECT slug FROM cities c WHERE ${offered("city_id = c.id")} ORDER BY position`).bind(supplierId),
    db
      .prepare(
        "SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id WHERE ?1 IS NULL OR a.supplier_id = ?1 ORDER BY a.id",
      )
      .bind(supplierId),
    db.prepare("SELECT slug, published_at FROM blog_posts ORDER BY published_at DESC"),
  ]);
  return {
    categories: categories.results.map((r) => r.slug),
    cities: cities.results.map((r) => r.slug),
    activities: activities.results.map((r) => ({ slug: r.slug, city: r.city })),
    posts: posts.results.map((r) => ({ slug: r.slug, publishedAt: r.published_at })),
  };
}
