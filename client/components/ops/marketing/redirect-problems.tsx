// What is wrong with a redirect rule or an import row, in the page's language, with paths shown as people type them
// (Arabic rather than its percent-encoding) and isolated from the sentence's direction.
import type { ReactNode } from "react";
import type { TFunction } from "i18next";
import { tIsolated } from "../../../../shared/bidi.tsx";
import { EXTERNAL_HOST_ALLOW_LIST } from "../../../../shared/external-hosts.ts";
import { readablePath, type RedirectProblem } from "../../../../shared/redirect-rules.ts";

export function redirectProblemText(t: TFunction, problem: RedirectProblem): ReactNode {
  const { code, ...details } = problem;
  const values = Object.fromEntries(
    Object.entries(details).map(([name, value]) => [
      name,
      typeof value === "string" ? readablePath(value) : String(value),
    ]),
  );
  if (code === "toOffsite") values.hosts = EXTERNAL_HOST_ALLOW_LIST.join(", ");
  return tIsolated(t, `ops.marketing.redirects.problems.${code}`, values);
}

/** Several problems of one rule or row, one after another. */
export function RedirectProblems({ t, problems }: { t: TFunction; problems: readonly RedirectProblem[] }) {
  return problems.length === 1 ? (
    redirectProblemText(t, problems[0])
  ) : (
    <ul className="list-disc ps-5">
      {problems.map((p) => (
        <li key={`${p.code}:${JSON.stringify(p)}`}>{redirectProblemText(t, p)}</li>
      ))}
    </ul>
  );
}
