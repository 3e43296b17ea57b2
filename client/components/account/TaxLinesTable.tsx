// A tax document's lines: description (activity, option, booking reference, date), quantity, net, VAT rate, VAT and
// the total with VAT of each, then the totals, which are the sums of the lines (shared/vat.ts), in the document's own
// currency and minor digits.
import { useTranslation } from "../../i18n/use-translation.ts";
import type { TaxDocument } from "../../../shared/tax-invoice.ts";
import { formatDate } from "../../../shared/intl.ts";
import { formatMinor } from "../../../shared/money.ts";
import { isCurrency } from "../../../shared/constants.ts";
import { rateText } from "../../../shared/vat.ts";
import { usePageContext } from "../page-context.tsx";

const cell = "px-2 py-1.5 print:px-1 print:py-1";
const number = `${cell} text-end tabular-nums whitespace-nowrap`;

export function TaxLinesTable({ doc }: { doc: TaxDocument }) {
  const { t } = useTranslation();
  const { locale } = usePageContext();
  const currency = isCurrency(doc.currency) ? doc.currency : "AED";
  const money = (minor: number) => <bdi>{formatMinor(minor, locale, currency)}</bdi>;
  const rate = rateText(doc.rateBp, locale);
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table
        className="w-full min-w-[36rem] border-collapse text-sm print:min-w-0 print:text-xs"
        data-testid="tax-lines"
      >
        <caption className="pb-1 text-start text-xs text-slate-600 print:text-black" data-testid="tax-currency">
          {t("taxInvoice.currency", { currency })}
        </caption>
        <thead>
          <tr className="border-b border-black/20 text-start text-xs uppercase tracking-wide text-slate-600 print:text-black">
            <th scope="col" className={`${cell} text-start`}>
              {t("taxInvoice.description")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("taxInvoice.quantity")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("taxInvoice.net")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("taxInvoice.rate")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("taxInvoice.vat")}
            </th>
            <th scope="col" className={`${cell} text-end`}>
              {t("taxInvoice.gross")}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr
              key={line.itemId}
              className="border-b border-black/10 align-top print:break-inside-avoid"
              data-testid="tax-line"
              data-reference={line.reference}
            >
              <td className={cell}>
                <span className="block font-semibold">{line.title[locale]}</span>
                <span className="block text-xs text-slate-600 print:text-black">
                  {line.option[locale]} · <bdi dir="ltr">{line.reference}</bdi> · {formatDate(line.date, locale)}
                </span>
              </td>
              <td className={number}>{line.quantity}</td>
              <td className={number} data-testid="line-net">
                {money(line.net)}
              </td>
              <td className={number} data-testid="line-rate">
                <bdi>{rate}</bdi>
              </td>
              <td className={number} data-testid="line-vat">
                {money(line.vat)}
              </td>
              <td className={number} data-testid="line-gross">
                {money(line.gross)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot className="text-sm print:text-xs">
          <tr>
            <th scope="row" colSpan={5} className={`${cell} text-end font-semibold`}>
              {t("taxInvoice.totalNet")}
            </th>
            <td className={number} data-testid="total-net">
              {money(doc.net)}
            </td>
          </tr>
          <tr>
            <th scope="row" colSpan={5} className={`${cell} text-end font-semibold`}>
              {t("taxInvoice.totalVat")} (<bdi>{rate}</bdi>)
            </th>
            <td className={number} data-testid="total-vat">
              {money(doc.vat)}
            </td>
          </tr>
          <tr className="border-t-2 border-black/60 text-base font-extrabold print:text-sm">
            <th scope="row" colSpan={5} className={`${cell} text-end`}>
              {t("taxInvoice.totalGross")}
            </th>
            <td className={number} data-testid="total-gross">
              {money(doc.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
