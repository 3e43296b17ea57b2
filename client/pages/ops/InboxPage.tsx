// The console's inbox (/ops): everything waiting for a person, one list, oldest deadline first, each row with the
// time left and what can be done about it; a notice above says what the last answer or retry did.
import { useTranslation } from "../../i18n/use-translation.ts";
import { OpsLayout, OpsNotice } from "../../components/ops/OpsLayout.tsx";
import type { OpsViewer } from "../../../shared/staff.ts";
import { InboxRow, type InboxLinks } from "../../components/ops/inbox/InboxRow.tsx";
import type { InboxForms } from "../../components/ops/inbox/InboxActions.tsx";
import { Said } from "../../components/ops/inbox/parts.tsx";
import type { InboxEntry, Sentence } from "../../../shared/ops-inbox.ts";

export type InboxNotice = { tone: "ok" | "error"; sentences: Sentence[] };

export type InboxPageProps = {
  viewer: OpsViewer;
  /** When the page was made (ISO): every time left is counted from it. */
  now: string;
  entries: InboxEntry[];
  notice: InboxNotice | null;
  forms: InboxForms;
  links: InboxLinks;
};

export function InboxPage({ viewer, now, entries, notice, forms, links }: InboxPageProps) {
  const { t } = useTranslation();
  return (
    <OpsLayout
      viewer={viewer}
      section="inbox"
      title={t("ops.inbox.title")}
      actions={
        <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold" data-testid="inbox-count">
          {t("ops.inbox.count", { count: entries.length })}
        </span>
      }
    >
      {notice && (
        <OpsNotice tone={notice.tone}>
          {notice.sentences.map((sentence, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the sentences of one notice, in order; they never move
            <span key={i}>
              {i > 0 && " "}
              <Said sentence={sentence} />
            </span>
          ))}
        </OpsNotice>
      )}
      <p className="text-sm text-slate-600">
        {t(viewer.role === "supplier" ? "ops.inbox.introSupplier" : "ops.inbox.intro")}
      </p>
      {entries.length === 0 ? (
        <p
          className="mt-6 rounded-2xl border border-dashed border-black/15 p-6 text-slate-700"
          data-testid="inbox-empty"
        >
          {t("ops.inbox.empty")}
        </p>
      ) : (
        <ol className="mt-4 grid gap-4" data-testid="inbox-list">
          {entries.map((entry) => (
            <InboxRow key={`${entry.kind}:${entry.id}`} entry={entry} now={now} forms={forms} links={links} />
          ))}
        </ol>
      )}
    </OpsLayout>
  );
}
