// Part of an island the server rendered and the browser hydrates as it is, so its data travels once (as HTML), not
// twice (as HTML and as props).
import { useState, type ReactNode } from "react";

/**
 * `children` on the server, and in the browser once the island has data of its own. `null` in the browser while the
 * island still shows the server's version: the element's markup is then kept as the page has it.
 */
export function KeptMarkup({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode | null;
}) {
  const [html] = useState(() =>
    children === null && typeof document !== "undefined" ? (document.getElementById(id)?.innerHTML ?? "") : "",
  );
  // Different keys: React replaces the element instead of turning kept HTML into children in place.
  if (children !== null) {
    return (
      <div key="live" id={id} className={className}>
        {children}
      </div>
    );
  }
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own markup, kept as it was rendered
  return <div key="kept" id={id} className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
