import { addDays, romeInstant, romeMoment } from './lab-time';

/**
 * The day-before reminder (docs/product.md#appointments): from 09:00 Rome time, the hourly cron
 * reminds the appointments of the next Rome day, each once.
 */
const REMINDER_FROM_HOUR = 9;

/** The instants whose appointments are due a reminder at `nowMs`, or null before 09:00. */
export function reminderWindow(nowMs: number): { fromMs: number; toMs: number } | null {
  const now = romeMoment(nowMs);
  if (now.minutes < REMINDER_FROM_HOUR * 60) return null;
  const tomorrow = addDays(now.day, 1);
  return { fromMs: romeInstant(tomorrow, 0), toMs: romeInstant(addDays(tomorrow, 1), 0) };
}
