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
  const totals: [string, string, number, boolean][] = [
    ["total-net", t("taxInvoice.totalNet"), doc.net, false],
    ["total-vat", `${t("taxInvoice.totalVat")} (${rate})`, doc.vat, false],
    ["total-gross", t("taxInvoice.totalGross"), doc.total, true],
  ];
  return (
    <div className="grid gap-2">
      <p className="text-xs text-slate-600 print:text-black" data-testid="tax-currency">
        {t("taxInvoice.currency", { currency })}
      </p>
      {/* From 640 px and on paper: the table. */}
      <table
        className="hidden w-full border-collapse text-sm sm:table print:table print:text-xs"
        data-testid="tax-lines"
      >
        <thead>
          <tr className="border-b border-black/20 text-xs uppercase tracking-wide text-slate-600 print:text-black">
            <th scope="col" className={`${cell} text-start`}>
              {t("taxInvoice.description")}
            </th>
            {(["quantity", "net", "rate", "vat", "gross"] as const).map((key) => (
              <th key={key} scope="col" className={`${cell} text-end`}>
                {t(`taxInvoice.${key}`)}
              </th>
            ))}
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
      </table>
      {/* On a phone's screen: each line as a card, nothing to scroll sideways. */}
      <ul className="grid gap-2 sm:hidden print:hidden" data-testid="tax-lines-narrow">
        {doc.lines.map((line) => (
          <li key={line.itemId} className="rounded-xl border border-black/10 p-3 text-sm">
            <p className="font-semibold">{line.title[locale]}</p>
            <p className="text-xs text-slate-600">
              {line.option[locale]} · <bdi dir="ltr">{line.reference}</bdi> · {formatDate(line.date, locale)}
            </p>
            <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
              {(
                [
                  ["quantity", String(line.quantity)],
                  ["net", formatMinor(line.net, locale, currency)],
                  ["rate", rate],
                  ["vat", formatMinor(line.vat, locale, currency)],
                  ["gross", formatMinor(line.gross, locale, currency)],
                ] as const
              ).map(([key, value]) => (
                <div
                  key={key}
                  className={`flex justify-between gap-2 ${key === "gross" ? "col-span-2 font-bold" : ""}`}
                >
                  <dt className="text-slate-600">{t(`taxInvoice.${key}`)}</dt>
                  <dd className="tabular-nums">
                    <bdi>{value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <dl className="grid w-full gap-0.5 text-sm sm:ms-auto sm:w-96 print:ms-auto print:w-80 print:text-xs">
        {totals.map(([id, label, minor, strong]) => (
          <div
            key={id}
            className={`flex justify-between gap-4 px-2 py-1 print:px-1 ${strong ? "border-t-2 border-black/60 pt-2 text-base font-extrabold print:text-sm" : ""}`}
          >
            <dt className={strong ? "" : "font-semibold"}>
              <bdi>{label}</bdi>
            </dt>
            <dd className="tabular-nums whitespace-nowrap" data-testid={id}>
              {money(minor)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
