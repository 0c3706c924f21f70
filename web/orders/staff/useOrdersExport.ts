import { useState } from 'react';
import { useClient } from 'urql';
import { graphql } from '../../graphql';
import { saveCsvFile } from '../../ui/CsvExport';
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

/**
 * The orders of a range of days as a CSV download, for the accountant (docs/product.md#invoices):
 * from the first of this month to today unless changed; a refusal said in a toast.
 */
export function useOrdersExport() {
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
    saveCsvFile([csv.data.adminOrdersCsv], `ordini-${from}-${to}.csv`);
  };

  return { from, setFrom, to, setTo, busy, exportCsv };
}
