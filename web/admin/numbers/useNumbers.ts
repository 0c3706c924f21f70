import { useState } from 'react';
import { useClient, useQuery } from 'urql';
import { namedPeriod, type PeriodKind } from '../../../schema/rules/figures';
import { addDays, romeDay } from '../../../schema/rules/rome-days';
import { saveCsvFile } from '../../ui/CsvExport';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { AccountantCsvQuery, NumbersQuery } from './numbers-query';

/** How far "Precedente" and "Successivo" move a period of each kind. */
function shifted(kind: PeriodKind, day: string, direction: 1 | -1): string {
  if (kind === 'day') return addDays(day, direction);
  if (kind === 'week') return addDays(day, 7 * direction);
  const { from, to } = namedPeriod('month', day);
  return direction === 1 ? addDays(to, 1) : addDays(from, -1);
}

/**
 * "Numeri": the day, week or month holding a chosen Rome day (today at first), its figures and
 * its month's summary for the accountant; moving the period asks for its figures again.
 */
export function useNumbers(today = romeDay(Date.now())) {
  const [kind, setKind] = useState<PeriodKind>('month');
  const [day, setDay] = useState(today);
  const { from, to } = namedPeriod(kind, day);
  const month = day.slice(0, 7);
  const [result, reexecute] = useQuery({
    query: NumbersQuery,
    variables: { from, to, month },
    requestPolicy: 'cache-and-network',
  });
  const client = useClient();
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    const csv = await client
      .query(AccountantCsvQuery, { month }, { requestPolicy: 'network-only' })
      .toPromise();
    setExporting(false);
    if (!csv.data) {
      return showToast(
        csv.error ? refusal(csv.error).message : 'Esportazione non riuscita. Riprova.',
      );
    }
    saveCsvFile([csv.data.adminAccountantCsv], `commercialista-${month}.csv`);
  };

  return {
    kind,
    setKind,
    day,
    /** A cleared date input keeps the day it held. */
    setDay: (next: string) => {
      if (next) setDay(next);
    },
    from,
    to,
    month,
    previous: () => setDay(shifted(kind, day, -1)),
    next: () => setDay(shifted(kind, day, 1)),
    data: result.data,
    loading: result.fetching && !result.data,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    exporting,
    exportCsv,
  };
}

export type Numbers = ReturnType<typeof useNumbers>;
