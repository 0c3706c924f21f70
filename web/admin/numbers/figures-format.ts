const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });
const shortDay = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });
const monthName = new Intl.DateTimeFormat('it-IT', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const hours = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

/** A share 0–1 as "12,5%"; "—" when there is none. */
export const formatShare = (share: number | null) => (share === null ? '—' : percent.format(share));

/** "29 mar" from a Rome day, for a chart's axis and its table. */
export const formatShortDay = (day: string) => shortDay.format(Date.parse(day));

/** "29 marzo 2026". */
export const formatLongDay = (day: string) => longDay.format(Date.parse(day));

/** "marzo 2026" from "2026-03". */
export const formatMonth = (month: string) => monthName.format(Date.parse(`${month}-01`));

/** Hours as "30 ore", "1,5 ore". */
export const formatHours = (value: number) => `${hours.format(value)} ore`;
