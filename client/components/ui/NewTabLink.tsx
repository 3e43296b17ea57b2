// A link that opens in a new tab (a map, a calendar, a chat) and says so to a screen reader, in the page's language:
// the visible words stay as they are, the warning is visually hidden text (or joins the name an aria-label gives).
import type { AnchorHTMLAttributes } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

type NewTabLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "target" | "rel" | "href"> & {
  href: string;
  "data-testid"?: string;
};

export function NewTabLink({ children, href, "aria-label": name, ...rest }: NewTabLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={name ? t("common.newTabName", { name }) : undefined}
    >
      {children}
      {!name && <span className="sr-only"> {t("common.opensInNewTab")}</span>}
    </a>
  );
}
