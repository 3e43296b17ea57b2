// One order's invoice for its owner (/invoices/{orderId}); the document itself is shared with the manage-booking page.
// Its credit notes have pages of their own (…/credit-notes/{number}), under either link.
import { InvoiceDocument, type InvoiceDocumentProps } from "../components/account/InvoiceDocument.tsx";
import { CreditNoteDocument, type CreditNoteDocumentProps } from "../components/account/CreditNoteDocument.tsx";

export type InvoicePageProps = InvoiceDocumentProps;

export function InvoicePage(props: InvoicePageProps) {
  return <InvoiceDocument {...props} />;
}

export type CreditNotePageProps = CreditNoteDocumentProps;

export function CreditNotePage(props: CreditNotePageProps) {
  return <CreditNoteDocument {...props} />;
}
