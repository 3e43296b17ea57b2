// The credit notes issued against an order's tax invoice, each linking to its own page; printed as a plain list.
import { useTranslation } from "../../i18n/use-translation.ts";
import { issueDateOf, type TaxDocument } from "../../../shared/tax-invoice.ts";
import { formatDate } from "../../../shared/intl.ts";
import { formatMinor } from "../../../shared/money.ts";
import { isCurrency } from "../../../shared/constants.ts";
import { usePageContext } from "../page-context.tsx";

export function CreditNoteList({ notes, hrefs }: { notes: TaxDocument[]; hrefs: Record<string, string> }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  if (notes.length === 0) return null;
  return (
    <section className="text-sm" data-testid="credit-notes">
      <h2 className="font-bold">{t("taxInvoice.creditNotes")}</h2>
      <ul className="mt-1 grid gap-1">
        {notes.map((note) => (
          <li key={note.number} className="flex flex-wrap justify-between gap-x-4" data-testid="credit-note">
            <a
              href={hrefs[note.number]}
              className="font-semibold text-primary underline-offset-2 hover:underline print:text-black print:no-underline"
            >
              <bdi dir="ltr" className="font-mono">
                {note.number}
              </bdi>
            </a>
            <span className="text-slate-600 print:text-black">
              {formatDate(issueDateOf(note), locale)} · {t(`taxInvoice.reason.${note.credits?.reason ?? "refund"}`)}
            </span>
            <bdi>{formatMinor(-note.total, locale, isCurrency(note.currency) ? note.currency : "AED")}</bdi>
          </li>
        ))}
      </ul>
    </section>
  );
}
