// One order's invoice for its owner (/invoices/{orderId}); the document itself is shared with the manage-booking page.
import { InvoiceDocument, type InvoiceDocumentProps } from "../components/account/InvoiceDocument.tsx";

export type InvoicePageProps = InvoiceDocumentProps;

export function InvoicePage(props: InvoicePageProps) {
  return <InvoiceDocument {...props} />;
}
