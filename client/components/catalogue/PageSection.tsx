// One section of the experience page: a heading and its content, or (long sections) a <details> whose heading
// stays visible while the content folds away; `data-open-wide` ones are opened on wide screens by the page script.
import type { ReactNode } from "react";

type Props = {
  id: string;
  title: string;
  children: ReactNode;
  collapsible?: boolean;
  /** Far down the page: a `*-later` class (uno.config.ts) that has it rendered only as it scrolls near (decision 024). */
  deferred?: "location-later" | "reviews-later";
};

export function PageSection({ id, title, children, collapsible = false, deferred }: Props) {
  const heading = (
    <h2 id={`${id}-title`} className="text-xl font-bold md:text-2xl">
      {title}
    </h2>
  );
  if (!collapsible) {
    return (
      <section
        id={id}
        aria-labelledby={`${id}-title`}
        className={`scroll-mt-4 border-t border-black/10 py-8${deferred ? ` ${deferred}` : ""}`}
        data-testid={`section-${id}`}
      >
        {heading}
        <div className="mt-4">{children}</div>
      </section>
    );
  }
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-4 border-t border-black/10"
      data-testid={`section-${id}`}
    >
      <details className="group" data-open-wide="">
        <summary className="fold-summary">
          {heading}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="fold-chevron"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </summary>
        <div className="pb-8">{children}</div>
      </details>
    </section>
  );
}
