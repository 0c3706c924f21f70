import { ExportCsvButton } from '../../ui/CsvExport';
import { useOrdersExport } from './useOrdersExport';

const INPUT = 'h-10 rounded-lg border border-slate-300 px-2 text-sm';

/**
 * The orders of a range of days as CSV, with totals and invoice details, for the accountant
 * (docs/product.md#invoices); from the first of this month to today unless changed.
 */
export function OrdersExport() {
  const { from, setFrom, to, setTo, busy, exportCsv } = useOrdersExport();
  return (
    <fieldset className="flex flex-wrap items-center gap-2 text-sm font-medium">
      <legend className="sr-only">Esporta gli ordini in CSV</legend>
      <label className="flex items-center gap-2">
        Dal
        <input
          type="date"
          value={from}
          max={to}
          onChange={(event) => setFrom(event.target.value)}
          className={INPUT}
        />
      </label>
      <label className="flex items-center gap-2">
        al
        <input
          type="date"
          value={to}
          min={from}
          onChange={(event) => setTo(event.target.value)}
          className={INPUT}
        />
      </label>
      <ExportCsvButton busy={busy} onExport={exportCsv} />
    </fieldset>
  );
}
