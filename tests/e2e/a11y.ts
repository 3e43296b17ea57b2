// The accessibility checks every journey can call: axe-core with WCAG 2.2 AA's tags on the page as it is now, and
// html-validate's standard rules on the HTML the server sent. A failure lists each problem with where it is.
import AxeBuilder from "@axe-core/playwright";
import axe from "axe-core";
import { HtmlValidate, type Message } from "html-validate";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: what axe checks (2.2's target size is in `wcag22aa`). */
export const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** WCAG 2.2 AA's tags, and only the violations: collecting every passing node too takes as long again on a long page. */
const AXE_OPTIONS = { resultTypes: ["violations"], runOnly: { type: "tag", values: WCAG_TAGS } } as const;

type Violations = Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"];

/**
 * Axe's violations on the page as it is now (optionally within `include`), one line each, empty when none. A page
 * without frames keeps axe from the first call (checking it again at another width does not inject it again); one
 * with frames goes through @axe-core/playwright, which checks inside them too.
 */
export async function axeProblems(page: Page, include?: string): Promise<string[]> {
  let violations: Violations;
  if (page.frames().length > 1) {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).withTags(WCAG_TAGS);
    if (include) builder = builder.include(include);
    violations = (await builder.analyze()).violations;
  } else {
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
    violations = await page.evaluate(
      async ([context, options]) => {
        type Axe = { run: (context: unknown, options: unknown) => Promise<{ violations: Violations }> };
        const injected = (window as unknown as { axe: Axe }).axe;
        return (await injected.run(context ?? document, options)).violations;
      },
      [include ? { include: [include] } : null, AXE_OPTIONS] as const,
    );
  }
  return violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(" ")}: ${n.failureSummary?.split("\n").join(" ")}`),
  );
}

/** Fails with every axe violation on the page, named by `where` (the page, locale and width). */
export async function expectAxeClean(page: Page, where: string, include?: string): Promise<void> {
  expect(await axeProblems(page, include), `axe (WCAG 2.2 AA) on ${where}`).toEqual([]);
}

const validator = new HtmlValidate({ extends: ["html-validate:standard"] });

function describe(message: Message): string {
  return `${message.ruleId} ${message.line}:${message.column} ${message.selector ?? ""}: ${message.message}`;
}

/** html-validate's standard rules' findings on `html`, one line each, empty when none. */
export async function htmlProblems(html: string): Promise<string[]> {
  const report = await validator.validateString(html);
  return report.results.flatMap((r) => r.messages.map(describe));
}

/** Fails with every html-validate finding on the HTML the server answers for `path`. */
export async function expectValidHtml(request: APIRequestContext, path: string): Promise<void> {
  const response = await request.get(path);
  const html = await response.text();
  expect(await htmlProblems(html), `html-validate on ${path}`).toEqual([]);
}
