// A tax credit note: the same seller, customer and lines layout as the invoice, titled as a credit note and saying which
// tax invoice (number and date) it corrects. Prints on one page; the back link and print button stay on screen.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TaxDocument, TaxedInvoiceView } from "../../../shared/tax-invoice.ts";
import { Island } from "../Island.tsx";
import PrintButton, { PrintHint } from "./PrintButton.tsx";
import { TaxInvoiceHeader } from "./TaxInvoiceHeader.tsx";
import { TaxLinesTable } from "./TaxLinesTable.tsx";

export type CreditNoteDocumentProps = {
  invoice: TaxedInvoiceView;
  note: TaxDocument;
  back: { href: string; label: string };
  /** A Saudi credit note's ZATCA QR, of its own amounts; null otherwise (the route draws it). */
  zatcaSvg: string | null;
};

export function CreditNoteDocument({ invoice, note, back, zatcaSvg }: CreditNoteDocumentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10 print:max-w-none print:p-0" data-testid="credit-note-page">
      <a
        href={back.href}
        className="text-sm font-semibold text-primary underline-offset-2 hover:underline print:hidden"
        data-testid="invoice-back"
      >
        {back.label}
      </a>
      <article
        className="mt-4 rounded-2xl border border-black/10 bg-white p-4 sm:p-6 print:mt-0 print:rounded-none print:border-0 print:p-0"
        data-testid="tax-document"
        data-kind="credit_note"
      >
        <div className="mb-3 flex flex-col items-end gap-1 print:hidden">
          <Island name="PrintButton" component={PrintButton} props={{ label: t("invoice.print") }} when="visible" />
          <PrintHint />
        </div>
        <TaxInvoiceHeader doc={note} lead={invoice.lead} orderId={invoice.orderId} zatcaSvg={zatcaSvg} />
        <div className="mt-4 print:mt-2">
          <TaxLinesTable doc={note} />
        </div>
      </article>
    </div>
  );
}
