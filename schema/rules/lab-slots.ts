import type { LabClosure, LabSettings } from './lab-settings';
import {
  addDays,
  type LabDay,
  labDayLabel,
  minutesOfTime,
  parseLabDay,
  romeInstant,
  romeMoment,
  weekdayOf,
} from './lab-time';

/**
 * The lab's drop-off appointments (docs/product.md#appointments): opening hours per weekday, cut
 * into slots of one length, each taking `capacity` drop-offs, offered from a stated time ahead up
 * to `horizonDays`, never on a closure.
 */

/** Booking, moving or cancelling closes this many hours before the slot. */
export const APPOINTMENT_CHANGE_HOURS = 2;
const CHANGE_MS = APPOINTMENT_CHANGE_HOURS * 3_600_000;

/** The slots of a weekday's hours, as minutes after midnight: each one fits whole in its range. */
export function daySlotStarts(settings: LabSettings, day: LabDay): number[] {
  const starts: number[] = [];
  for (const range of settings.weeklyHours[weekdayOf(day)] ?? []) {
    const from = minutesOfTime(range.from) ?? 0;
    const to = minutesOfTime(range.to) ?? 0;
    for (let start = from; start + settings.slotMinutes <= to; start += settings.slotMinutes) {
      starts.push(start);
    }
  }
  return starts;
}

function closureOn<C extends LabClosure>(closures: readonly C[], day: LabDay): C | undefined {
  return closures.find((closure) => closure.fromDay <= day && day <= closure.toDay);
}

/** The days customers may book: from today, Rome time, for `horizonDays`. */
function bookableDays(settings: LabSettings, nowMs: number): LabDay[] {
  const today = romeMoment(nowMs).day;
  return Array.from({ length: settings.horizonDays }, (_, i) => addDays(today, i));
}

export interface CalendarSlot {
  startsAtMs: number;
  endsAtMs: number;
  placesLeft: number;
}

export interface CalendarDay {
  day: LabDay;
  /** Why the lab is closed that day, when a closure says so. */
  closedReason: string | null;
  /** The slots still bookable, with a place left. */
  slots: CalendarSlot[];
}

/**
 * The days customers are offered: each open day with its slots that start at least
 * `APPOINTMENT_CHANGE_HOURS` from now and have a place left, and each closure day with its reason.
 * Days the lab never opens, or whose slots are all gone, are left out. `taken` counts the active
 * appointments by their start.
 */
export function labCalendar(
  settings: LabSettings,
  closures: readonly LabClosure[],
  taken: ReadonlyMap<number, number>,
  nowMs: number,
): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (const day of bookableDays(settings, nowMs)) {
    const closure = closureOn(closures, day);
    if (closure) {
      days.push({ day, closedReason: closure.reason, slots: [] });
      continue;
    }
    const slots = daySlotStarts(settings, day)
      .map((minutes) => {
        const startsAtMs = romeInstant(day, minutes);
        const placesLeft = settings.capacity - (taken.get(startsAtMs) ?? 0);
        return { startsAtMs, endsAtMs: startsAtMs + settings.slotMinutes * 60_000, placesLeft };
      })
      .filter((slot) => slot.startsAtMs - CHANGE_MS >= nowMs && slot.placesLeft > 0);
    if (slots.length > 0) days.push({ day, closedReason: null, slots });
  }
  return days;
}

/** The refusals of a slot, word for word in docs/product.md#appointments. */
export const SLOT_REFUSALS = {
  notASlot: "Questo orario non è tra quelli prenotabili: scegline uno dall'elenco.",
  tooSoon: `Questo orario è troppo vicino: si prenota almeno ${APPOINTMENT_CHANGE_HOURS} ore prima. Scegline un altro.`,
  tooFar: 'Non si può ancora prenotare questo giorno: scegline uno più vicino.',
  taken: 'Questo orario è appena stato preso: scegline un altro.',
} as const;

export function closedRefusal(day: LabDay, reason: string): string {
  return `Il laboratorio è chiuso ${labDayLabel(day)} (${reason}): scegli un altro giorno.`;
}

/**
 * Whether a customer may take the slot at `time` on `day` now: its start instant, or the refusal.
 * Places are counted by the write itself, atomically, not here.
 */
export function checkSlot(
  settings: LabSettings,
  closures: readonly LabClosure[],
  day: LabDay,
  time: string,
  nowMs: number,
): { ok: true; startsAtMs: number; endsAtMs: number } | { ok: false; message: string } {
  const minutes = minutesOfTime(time);
  if (!parseLabDay(day) || minutes === null || !daySlotStarts(settings, day).includes(minutes)) {
    return { ok: false, message: SLOT_REFUSALS.notASlot };
  }
  const startsAtMs = romeInstant(day, minutes);
  if (startsAtMs - CHANGE_MS < nowMs) return { ok: false, message: SLOT_REFUSALS.tooSoon };
  if (!bookableDays(settings, nowMs).includes(day)) {
    return { ok: false, message: SLOT_REFUSALS.tooFar };
  }
  const closure = closureOn(closures, day);
  if (closure) return { ok: false, message: closedRefusal(day, closure.reason) };
  return { ok: true, startsAtMs, endsAtMs: startsAtMs + settings.slotMinutes * 60_000 };
}

/** Whether an appointment at `startsAtMs` may still be moved or cancelled online at `nowMs`. */
export function changeableAt(startsAtMs: number, nowMs: number): boolean {
  return startsAtMs - CHANGE_MS >= nowMs;
}

/** Until when an appointment may be moved or cancelled online. */
export function changeableUntil(startsAtMs: number): number {
  return startsAtMs - CHANGE_MS;
}
