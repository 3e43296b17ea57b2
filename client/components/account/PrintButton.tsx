// "Print" on invoices and vouchers: the browser's print dialog (the print stylesheet keeps only the document). Before
// the island hydrates the button is inert; the hint beside it names the keyboard shortcut.
import { useTranslation } from "../../i18n/use-translation.ts";
import { buttonClass } from "../ui/Button.tsx";

export type PrintButtonProps = { label: string };

export default function PrintButton({ label }: PrintButtonProps) {
  return (
    <button
      type="button"
      className={buttonClass("outlined", "print:hidden")}
      onClick={() => window.print()}
      data-testid="print-button"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M6 9V3h12v6M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2M6 14h12v7H6z" />
      </svg>
      {label}
    </button>
  );
}

/** The print button with its no-JavaScript hint, as pages place it. */
export function PrintHint() {
  const { t } = useTranslation();
  return <span className="text-xs text-slate-500 print:hidden">{t("invoice.printHint")}</span>;
}
