// Page links for paginated listings (?page=N), working without JavaScript; an island may take over the clicks.
import { useTranslation } from "../../i18n/use-translation.ts";

function pageHref(basePath: string, page: number): string {
  return page === 1 ? basePath : `${basePath}?page=${page}`;
}

type PaginationProps = {
  basePath: string;
  page: number;
  pageCount: number;
  /** The link of a page when it carries more than ?page= (a listing's sorts, filters and dates). */
  hrefFor?: (page: number) => string;
  /** Called on a click instead of following the link (an enhanced island); omit for plain links. */
  onNavigate?: (page: number, event: React.MouseEvent) => void;
};

export function Pagination({
  basePath,
  page,
  pageCount,
  hrefFor = (p) => pageHref(basePath, p),
  onNavigate,
}: PaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const pages = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter((p) => p >= 1 && p <= pageCount)
    .sort((a, b) => a - b);
  const link = (p: number) => ({
    href: hrefFor(p),
    onClick: onNavigate ? (e: React.MouseEvent) => onNavigate(p, e) : undefined,
  });
  return (
    <nav aria-label={t("catalogue.pagination")} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <a rel="prev" {...link(page - 1)} className="rounded-lg border border-black/15 px-3 py-2 hover:bg-black/5">
          {t("catalogue.previous")}
        </a>
      )}
      {pages.map((p, i) => (
        <span key={p} className="contents">
          {i > 0 && p - pages[i - 1] > 1 && <span aria-hidden="true">…</span>}
          <a
            {...link(p)}
            aria-current={p === page ? "page" : undefined}
            className={`min-w-10 rounded-lg border px-3 py-2 text-center ${p === page ? "border-primary bg-primary text-white" : "border-black/15 hover:bg-black/5"}`}
          >
            {p}
          </a>
        </span>
      ))}
      {page < pageCount && (
        <a rel="next" {...link(page + 1)} className="rounded-lg border border-black/15 px-3 py-2 hover:bg-black/5">
          {t("catalogue.next")}
        </a>
      )}
    </nav>
  );
}
