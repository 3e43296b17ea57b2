// Add to calendar (issue 32): two plain links, the booking's .ics file (any calendar app; the phone's own calendar
// opens it) and Google Calendar's "add event" page. Screen only: hidden in print.
import { useTranslation } from "../../i18n/use-translation.ts";
import { NewTabLink } from "../ui/NewTabLink.tsx";

export type CalendarLinks = { icsHref: string; googleHref: string };

const linkClass =
  "inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-black/15 bg-white px-4 py-2 text-sm font-semibold text-primary hover:bg-primary/5";

export function AddToCalendar({ links }: { links: CalendarLinks }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 print:hidden" data-testid="add-to-calendar">
      <span className="text-sm font-semibold text-slate-700">{t("travelDocs.addToCalendar")}</span>
      <a href={links.icsHref} download className={linkClass} data-testid="calendar-ics">
        {t("travelDocs.icsLink")}
        {/* The file's extension reads left to right in an Arabic sentence too. */}
        <bdi dir="ltr" className="font-normal text-slate-600">
          (.ics)
        </bdi>
      </a>
      <NewTabLink href={links.googleHref} className={linkClass} data-testid="calendar-google">
        {t("travelDocs.googleLink")}
      </NewTabLink>
    </div>
  );
}
