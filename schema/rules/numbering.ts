/** The series of numbers people read on documents: orders, quote requests, shipping forms, returns. */
const NUMBER_SERIES = { order: 'RL', quote: 'PRV', shipping: 'SPD', return: 'RS' } as const;
export type NumberSeries = keyof typeof NUMBER_SERIES;

const romeYear = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Rome', year: 'numeric' });

/**
 * Each series restarts every year, in the shop's time zone: RL-2026-000123. Returns the counter
 * that holds the sequence and the prefix the sequence is appended to.
 */
export function numbering(series: NumberSeries, date: Date): { counter: string; prefix: string } {
  const year = romeYear.format(date);
  return { counter: `${series}-${year}`, prefix: `${NUMBER_SERIES[series]}-${year}-` };
}
