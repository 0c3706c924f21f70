/**
 * Days in the shop's time zone, Europe/Rome: a day there has 24 hours, 23 on the last Sunday of
 * March and 25 on the last Sunday of October, the clocks changing at 01:00 UTC.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
export const DAY_MS = 86_400_000;

const romeOffset = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Rome',
  timeZoneName: 'shortOffset',
});
const romeDate = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome' });

/** The UTC midnight of a YYYY-MM-DD day, or null when the text is no such day (2026-02-30). */
export function utcMidnight(day: string): number | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const [, year, month, date] = match.map(Number) as [number, number, number, number];
  const at = Date.UTC(year, month - 1, date);
  return new Date(at).getUTCDate() === date && new Date(at).getUTCMonth() === month - 1 ? at : null;
}

/**
 * The instant a Rome day starts, from its UTC midnight. Rome's offset at UTC midnight is the one
 * its own midnight has: the clocks change at 01:00 UTC, never between the two.
 */
export function romeDayStart(utc: number): number {
  const name = romeOffset.formatToParts(utc).find((part) => part.type === 'timeZoneName')?.value;
  const hours = Number(name?.replace('GMT', '') || 0);
  return utc - hours * 3_600_000;
}

/** The Rome day of an instant, "2026-03-29". */
export function romeDay(at: number): string {
  return romeDate.format(at);
}

/** The day `days` after a YYYY-MM-DD day (before, when negative). */
export function addDays(day: string, days: number): string {
  return new Date((utcMidnight(day) ?? 0) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The instants of Rome days from the first to the last, both included: `untilMs` exclusive. */
export function romeDaysSpan(from: string, to: string): { fromMs: number; untilMs: number } {
  return {
    fromMs: romeDayStart(utcMidnight(from) ?? 0),
    untilMs: romeDayStart((utcMidnight(to) ?? 0) + DAY_MS),
  };
}
