/**
 * The staff's CSV export of orders with their invoice details (docs/product.md#invoices): a range
 * of days in the shop's time zone, bounded so one export never reads without limit.
 */
import { DAY_MS, romeDayStart, utcMidnight } from './rome-days';

/** The longest range one export covers. */
const MAX_EXPORT_DAYS = 366;
/** The most orders one export holds; a busier range must be split. */
export const MAX_EXPORT_ORDERS = 5000;

export const EXPORT_MESSAGES = {
  date: 'Indica una data valida nel formato AAAA-MM-GG.',
  order: 'La data di inizio non può essere dopo quella di fine.',
  span: `Puoi esportare al massimo ${MAX_EXPORT_DAYS} giorni alla volta.`,
  tooMany: `Nel periodo scelto ci sono più di ${MAX_EXPORT_ORDERS.toLocaleString('it-IT')} ordini: scegli un periodo più breve.`,
} as const;

export type ExportRange =
  | { ok: true; fromMs: number; untilMs: number }
  | { ok: false; field: 'from' | 'to'; message: string };

/**
 * The instants of an export from the first day to the last, both included and both Rome days:
 * `fromMs` inclusive, `untilMs` exclusive.
 */
export function exportRange(from: string, to: string): ExportRange {
  const start = utcMidnight(from.trim());
  if (start === null) return { ok: false, field: 'from', message: EXPORT_MESSAGES.date };
  const end = utcMidnight(to.trim());
  if (end === null) return { ok: false, field: 'to', message: EXPORT_MESSAGES.date };
  if (end < start) return { ok: false, field: 'to', message: EXPORT_MESSAGES.order };
  if ((end - start) / DAY_MS + 1 > MAX_EXPORT_DAYS) {
    return { ok: false, field: 'to', message: EXPORT_MESSAGES.span };
  }
  return { ok: true, fromMs: romeDayStart(start), untilMs: romeDayStart(end + DAY_MS) };
}

const romeMinute = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Rome',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** "2026-11-23 21:05", the shop's time: what a spreadsheet sorts and reads as a date. */
export function exportDateTime(at: number): string {
  return romeMinute.format(at);
}

/** Cents as a plain decimal with a dot, "1234.50": the same in every spreadsheet's import. */
export function exportAmount(cents: number): string {
  return (cents / 100).toFixed(2);
}
