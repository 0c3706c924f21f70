/**
 * The rules behind "Numeri", the staff's figures (docs/product.md#numeri): which days a period
 * covers, in Europe/Rome, and how amounts are divided and averaged, in cents, rounding half-up.
 */
import { TAX_RATE_PERCENT } from './money';
import { addDays, DAY_MS, utcMidnight } from './rome-days';

/** The longest period one question covers: a year, a leap year included. */
export const MAX_FIGURES_DAYS = 366;
/** Units at or below which a product or variant is "low on stock" (out of stock at 0). */
export const LOW_STOCK_THRESHOLD = 3;

export const FIGURES_MESSAGES = {
  day: 'Indica una data valida nel formato AAAA-MM-GG.',
  month: 'Indica un mese valido nel formato AAAA-MM.',
  order: 'La data di inizio non può essere dopo quella di fine.',
  span: `Puoi chiedere al massimo ${MAX_FIGURES_DAYS} giorni alla volta.`,
} as const;

type FiguresPeriod =
  | { ok: true; from: string; to: string; days: number }
  | { ok: false; field: 'from' | 'to' | 'month'; message: string };

/** A period of Rome days from the first to the last, both included, checked. */
export function figuresPeriod(from: string, to: string): FiguresPeriod {
  const start = utcMidnight(from.trim());
  if (start === null) return { ok: false, field: 'from', message: FIGURES_MESSAGES.day };
  const end = utcMidnight(to.trim());
  if (end === null) return { ok: false, field: 'to', message: FIGURES_MESSAGES.day };
  if (end < start) return { ok: false, field: 'to', message: FIGURES_MESSAGES.order };
  const days = (end - start) / DAY_MS + 1;
  if (days > MAX_FIGURES_DAYS) return { ok: false, field: 'to', message: FIGURES_MESSAGES.span };
  return { ok: true, from: from.trim(), to: to.trim(), days };
}

/** The days of a calendar month "2026-03", or null when it is no month. */
export function monthDays(month: string): { from: string; to: string } | null {
  const from = `${month.trim()}-01`;
  if (!/^\d{4}-\d{2}$/.test(month.trim()) || utcMidnight(from) === null) return null;
  const next = new Date(utcMidnight(from) ?? 0);
  next.setUTCMonth(next.getUTCMonth() + 1);
  return { from, to: addDays(next.toISOString().slice(0, 10), -1) };
}

export type PeriodKind = 'day' | 'week' | 'month';

/** The day, the week (Monday to Sunday) or the month holding a day, as its first and last day. */
export function namedPeriod(kind: PeriodKind, day: string): { from: string; to: string } {
  if (kind === 'day') return { from: day, to: day };
  if (kind === 'month') return monthDays(day.slice(0, 7)) ?? { from: day, to: day };
  const weekday = (new Date(utcMidnight(day) ?? 0).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  return { from: monday, to: addDays(monday, 6) };
}

/** An amount's share, a / b, or null when there is nothing to divide by. */
export function shareOf(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** The average of `count` amounts adding up to `sum`, in cents, rounded half-up. */
export function averageCents(sum: number, count: number): number {
  return count > 0 ? Math.floor((2 * sum + count) / (2 * count)) : 0;
}

/**
 * An amount with IVA parted into its taxable amount and its IVA at 22%: the taxable amount is the
 * gross over 1.22 rounded half-up, the IVA what is left, so the two always add up to the gross.
 */
export function vatParts(gross: number): { taxable: number; vat: number } {
  const taxable = Math.floor(
    (gross * 100 * 2 + (100 + TAX_RATE_PERCENT)) / (2 * (100 + TAX_RATE_PERCENT)),
  );
  return { taxable, vat: gross - taxable };
}
