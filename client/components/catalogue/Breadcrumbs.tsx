// Breadcrumb trail; the same list feeds the page's BreadcrumbList JSON-LD.
import { useTranslation } from "../../i18n/use-translation.ts";

export type Crumb = { name: string; href: string };

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("catalogue.breadcrumbs")} className="text-sm text-slate-500">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => (
          <li key={item.href} className="flex items-center gap-1">
            {i > 0 && (
              <span aria-hidden="true" className="rtl:rotate-180">
                ›
              </span>
            )}
            {i === items.length - 1 ? (
              <span aria-current="page" className="text-slate-700">
                {item.name}
              </span>
            ) : (
              <a href={item.href} className="hover:text-primary hover:underline">
                {item.name}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
