// The experience's key facts in one compact strip for the first screen: duration, cancellation, confirmation,
// languages, pick-up and ages.
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";
import type { ActivityDetail } from "../../../shared/catalogue.ts";
import { formatList, languageName } from "../../../shared/intl.ts";
import { usePageContext } from "../page-context.tsx";
import { formatDuration } from "./format.ts";
import { termsText } from "../../../shared/cancellation.ts";

const ICONS = {
  clock: "M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z",
  shield: "M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6l-7-3Zm-3 9 2 2 4-4",
  bolt: "M13 3 5 14h6l-1 7 8-11h-6l1-7Z",
  globe:
    "M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0ZM3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z",
  car: "M5 16V11l2-5h10l2 5v5M5 16h14M5 16v2m14-2v2M7.5 13.5h.01M16.5 13.5h.01",
  people: "M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9c0-3 2.7-5 6-5s6 2 6 5m1-9a3 3 0 1 0 0-6m2 15c0-2.2-1-3.8-3-4.6",
} as const;

function Fact({ icon, children, testId }: { icon: keyof typeof ICONS; children: ReactNode; testId?: string }) {
  return (
    <li className="flex min-w-0 items-center gap-2" data-testid={testId}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5 shrink-0 text-primary"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={ICONS[icon]} />
      </svg>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

export function KeyFacts({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const pickup = activity.options.some((o) => o.pickupIncluded);
  const free = activity.cancellationTerms.kind === "free_before";
  return (
    <ul
      className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm text-slate-800 sm:flex sm:flex-wrap sm:gap-x-6"
      aria-label={t("experience.keyFacts")}
      data-testid="facts"
    >
      <Fact icon="clock">{formatDuration(activity.durationMinutes, t)}</Fact>
      <Fact icon="shield" testId="fact-cancellation">
        <span className={free ? "font-semibold text-emerald-700" : ""}>{termsText(activity.cancellationTerms, t)}</span>
      </Fact>
      <Fact icon="bolt">{t(`activity.confirmationKind.${activity.confirmation}`)}</Fact>
      <Fact icon="globe">
        {formatList(
          activity.languages.map((code) => languageName(code, locale)),
          locale,
        )}
      </Fact>
      {pickup && (
        <Fact icon="car" testId="fact-pickup">
          {t("experience.pickupIncluded")}
        </Fact>
      )}
      <Fact icon="people">
        {activity.minAge ? t("activity.minAge", { count: activity.minAge }) : t("activity.allAges")}
      </Fact>
    </ul>
  );
}
