// News & Stories: the list of articles and one article.
import { useTranslation } from "../i18n/use-translation.ts";
import type { ActivityCard, BlogPost, BlogPostCard, Page } from "../../shared/catalogue.ts";
import { usePageContext } from "../components/page-context.tsx";
import { BlogCard } from "../components/catalogue/BlogCard.tsx";
import { Breadcrumbs, type Crumb } from "../components/catalogue/Breadcrumbs.tsx";
import { Pagination } from "../components/catalogue/Pagination.tsx";
import { ActivityGrid } from "../components/catalogue/ActivityCard.tsx";
import { Image } from "../components/ui/Image.tsx";
import { formatDate } from "../../shared/intl.ts";
import { cityPath } from "../../shared/paths.ts";

export type BlogListPageProps = { posts: Page<BlogPostCard>; basePath: string };

export function BlogListPage({ posts, basePath }: BlogListPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-extrabold md:text-4xl">{t("blog.title")}</h1>
      <p className="mt-3 max-w-2xl text-slate-600">{t("blog.intro")}</p>
      <div className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.items.map((post) => (
          <BlogCard key={post.slug} post={post} />
        ))}
      </div>
      <Pagination basePath={basePath} page={posts.page} pageCount={posts.pageCount} />
    </div>
  );
}

export type BlogPostPageProps = { post: BlogPost; breadcrumbs: Crumb[]; activities: ActivityCard[] };

export function BlogPostPage({ post, breadcrumbs, activities }: BlogPostPageProps) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  return (
    <article className="mx-auto max-w-3xl px-4 py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-4 text-3xl font-extrabold leading-tight md:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-500">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{" "}
        {t("blog.by", { author: post.author })}
      </p>
      <div className="mt-6 overflow-hidden rounded-2xl">
        <Image image={post.image} maxWidth={768} sizes="(min-width: 768px) 768px, 100vw" priority />
      </div>
      <p className="mt-6 text-lg font-medium text-slate-700">{post.excerpt}</p>
      {post.body.map((paragraph, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a post's paragraphs are fixed; their order is their identity
        <p key={i} className="mt-4 leading-relaxed">
          {paragraph}
        </p>
      ))}
      {post.city && (
        <p className="mt-8">
          <a href={cityPath(locale, post.city.slug)} className="font-semibold text-primary underline">
            {t("blog.moreIn", { city: post.city.name })}
          </a>
        </p>
      )}
      {activities.length > 0 && (
        <section className="mt-10 border-t border-black/10 pt-8" aria-labelledby="post-activities">
          <h2 id="post-activities" className="text-xl font-bold">
            {t("blog.relatedActivities")}
          </h2>
          <div className="mt-4 [&>div]:lg:grid-cols-2">
            <ActivityGrid activities={activities} />
          </div>
        </section>
      )}
    </article>
  );
}
