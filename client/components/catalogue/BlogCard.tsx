// A blog post teaser card.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { BlogPostCard } from "../../../shared/catalogue.ts";
import { usePageContext } from "../page-context.tsx";
import { Image } from "../ui/Image.tsx";
import { formatDate } from "../../../shared/intl.ts";
import { blogPath } from "../../../shared/paths.ts";

export function BlogCard({ post }: { post: BlogPostCard }) {
  const { locale } = usePageContext();
  const { t } = useTranslation();
  return (
    <article className="group relative overflow-hidden rounded-2xl border border-black/10" data-testid="blog-card">
      <Image image={post.image} maxWidth={420} sizes="(min-width: 768px) 33vw, 100vw" />
      <div className="p-5">
        <p className="text-xs text-slate-500">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time> ·{" "}
          {t("blog.by", { author: post.author })}
        </p>
        <h3 className="mt-2 text-lg font-bold leading-snug">
          <a href={blogPath(locale, post.slug)} className="after:absolute after:inset-0 group-hover:text-primary">
            {post.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.excerpt}</p>
      </div>
    </article>
  );
}
