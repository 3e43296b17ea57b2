// Every indexable catalogue page, for the sitemap.
export type SitemapRows = {
  categories: string[];
  cities: string[];
  activities: { slug: string; city: string }[];
  posts: { slug: string; publishedAt: string }[];
};

export async function sitemapRows(db: D1Database): Promise<SitemapRows> {
  const [categories, cities, activities, posts] = await db.batch<Record<string, string>>([
    db.prepare("SELECT slug FROM categories ORDER BY position"),
    db.prepare("SELECT slug FROM cities ORDER BY position"),
    db.prepare("SELECT a.slug, c.slug AS city FROM activities a JOIN cities c ON c.id = a.city_id ORDER BY a.id"),
    db.prepare("SELECT slug, published_at FROM blog_posts ORDER BY published_at DESC"),
  ]);
  return {
    categories: categories.results.map((r) => r.slug),
    cities: cities.results.map((r) => r.slug),
    activities: activities.results.map((r) => ({ slug: r.slug, city: r.city })),
    posts: posts.results.map((r) => ({ slug: r.slug, publishedAt: r.published_at })),
  };
}
