import { useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';

const OrdersCsvQuery = graphql(`
  query AdminOrdersCsv($from: String!, $to: String!) {
    adminOrdersCsv(from: $from, to: $to)
  }
`);

/** YYYY-MM-DD of the browser's day, what a date input holds. */
function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const INPUT = 'h-10 rounded-lg border border-slate-300 px-2 text-sm';

/**
 * The orders of a range of days as CSV, with totals and invoice details, for the accountant
 * (docs/product.md#invoices); from the first of this month to today unless changed.
 */
export function OrdersExport() {
  const client = useClient();
  const today = new Date();
  const [from, setFrom] = useState(dayOf(new Date(today.getFullYear(), today.getMonth(), 1)));
  const [to, setTo] = useState(dayOf(today));
  const [busy, setBusy] = useState(false);

  const exportCsv = async () => {
    setBusy(true);
    const csv = await client
      .query(OrdersCsvQuery, { from, to }, { requestPolicy: 'network-only' })
      .toPromise();
    setBusy(false);
    if (!csv.data) {
      return showToast(
        csv.error ? refusal(csv.error).message : 'Esportazione non riuscita. Riprova.',
      );
    }
    const link = document.createElement('a');
    link.href = URL.createObjectURL(
      new Blob([csv.data.adminOrdersCsv], { type: 'text/csv;charset=utf-8' }),
    );
    link.download = `ordini-${from}-${to}.csv`;
    link.click();
    URL.revokeObjectURL(link.href);
  };

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
      <button
        type="button"
        onClick={exportCsv}
        disabled={busy}
        className={`${buttonStyles.secondary} h-10 py-0 text-sm`}
      >
        Esporta CSV
      </button>
    </fieldset>
  );
}
