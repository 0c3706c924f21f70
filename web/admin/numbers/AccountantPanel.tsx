import { formatPrice } from '../../../schema/rules/money';
import { ExportCsvButton } from '../../ui/CsvExport';
import { formatMonth } from './figures-format';
import type { NumbersData } from './numbers-query';

type Summary = NumbersData['adminAccountantSummary'];

/** The month's summary for the accountant, and its CSV with the invoices asked for. */
export function AccountantPanel({
  summary,
  exporting,
  onExport,
}: {
  summary: Summary;
  exporting: boolean;
  onExport: () => void;
}) {
  const rows: [string, number, number][] = [
    ['Vendite (prodotti)', summary.taxable, summary.vat],
    ['Spedizioni', summary.shipping, 0],
    [`Rimborsi (${summary.refunds}), da sottrarre`, summary.refundedTaxable, summary.refundedVat],
  ];
  return (
    <section aria-labelledby="numeri-commercialista" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="numeri-commercialista" className="text-xl font-bold">
          Per il commercialista: {formatMonth(summary.month)}
        </h2>
        <ExportCsvButton busy={exporting} onExport={onExport} />
      </div>
      {/* A busy month's amounts are wider than a phone: the table scrolls, not the page. */}
      <section
        aria-label={`Riepilogo IVA di ${formatMonth(summary.month)}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls takes the keyboard's focus (WCAG 2.1.1).
        tabIndex={0}
        className="overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200"
      >
        <table className="w-full text-sm">
          <caption className="sr-only">Riepilogo IVA di {formatMonth(summary.month)}</caption>
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="px-3 py-2">
                Voce
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Imponibile
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                IVA 22%
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Totale
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, taxable, vat]) => (
              <tr key={name} className="border-t border-slate-100 tabular-nums">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {name}
                </th>
                <td className="px-3 py-2 text-right">{formatPrice(taxable)}</td>
                <td className="px-3 py-2 text-right">{formatPrice(vat)}</td>
                <td className="px-3 py-2 text-right">{formatPrice(taxable + vat)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="text-sm text-slate-600">
        Ordini nel mese: {summary.orders}; con fattura richiesta: {summary.invoicesRequested} (nel
        CSV con codice fiscale o partita IVA, codice SDI e PEC).
      </p>
    </section>
  );
}
