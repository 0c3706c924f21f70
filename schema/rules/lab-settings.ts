import { addDays, type LabDay, minutesOfTime, parseLabDay } from './lab-time';

/**
 * The lab's booking settings as staff enter them (docs/product.md#appointments): opening hours
 * per weekday, slot length, capacity, horizon and closures, with the messages that refuse them.
 */

/** One opening range of a day, Rome time: "09:30" to "13:00". */
export interface LabHoursRange {
  from: string;
  to: string;
}

export interface LabSettings {
  /** Monday first, seven days; a day without ranges is closed. */
  weeklyHours: readonly (readonly LabHoursRange[])[];
  slotMinutes: number;
  capacity: number;
  horizonDays: number;
}

export interface LabClosure {
  fromDay: LabDay;
  toDay: LabDay;
  /** Shown to customers: "Ferie estive", "Inventario". */
  reason: string;
}

export const LAB_SETTINGS_LIMITS = {
  rangesPerDay: 2,
  slotMinutes: { min: 15, max: 240, step: 5 },
  capacity: { min: 1, max: 20 },
  horizonDays: { min: 1, max: 60 },
  reason: 200,
  /** A closure spans at most this many days. */
  closureDays: 366,
} as const;

/** The most slots a day can hold: 24 hours of the shortest slots. */
export const MAX_SLOTS_PER_DAY = (24 * 60) / LAB_SETTINGS_LIMITS.slotMinutes.min;

/** The shop's hours (schema/shop.ts): 30-minute slots, two drop-offs each, four weeks ahead. */
export const DEFAULT_LAB_SETTINGS: LabSettings = {
  weeklyHours: [
    ...Array.from({ length: 5 }, () => [
      { from: '09:30', to: '13:00' },
      { from: '14:30', to: '19:00' },
    ]),
    [{ from: '10:00', to: '13:00' }],
    [],
  ],
  slotMinutes: 30,
  capacity: 2,
  horizonDays: 28,
};

const { slotMinutes: SLOT, capacity: CAPACITY, horizonDays: HORIZON } = LAB_SETTINGS_LIMITS;

function rangesProblem(ranges: readonly LabHoursRange[]): string | null {
  if (ranges.length > LAB_SETTINGS_LIMITS.rangesPerDay) {
    return `Ogni giorno ha al massimo ${LAB_SETTINGS_LIMITS.rangesPerDay} fasce orarie.`;
  }
  let end = -1;
  for (const range of ranges) {
    const from = minutesOfTime(range.from);
    const to = minutesOfTime(range.to);
    if (from === null || to === null) return 'Scrivi gli orari nel formato 09:30.';
    if (from >= to) return "Ogni fascia oraria deve finire dopo l'inizio.";
    if (from < end)
      return 'Le fasce orarie di un giorno non possono sovrapporsi: mettile in ordine.';
    end = to;
  }
  return null;
}

/** What is wrong with settings staff entered, in Italian, or null. */
export function labSettingsProblem(settings: LabSettings): string | null {
  if (settings.weeklyHours.length !== 7) return 'Indica gli orari di tutti i sette giorni.';
  for (const ranges of settings.weeklyHours) {
    const problem = rangesProblem(ranges);
    if (problem) return problem;
  }
  const { slotMinutes, capacity, horizonDays } = settings;
  if (
    !Number.isInteger(slotMinutes) ||
    slotMinutes < SLOT.min ||
    slotMinutes > SLOT.max ||
    slotMinutes % SLOT.step !== 0
  ) {
    return `La durata di un orario va da ${SLOT.min} a ${SLOT.max} minuti, a passi di ${SLOT.step}.`;
  }
  if (!Number.isInteger(capacity) || capacity < CAPACITY.min || capacity > CAPACITY.max) {
    return `Ogni orario accoglie da ${CAPACITY.min} a ${CAPACITY.max} consegne.`;
  }
  if (!Number.isInteger(horizonDays) || horizonDays < HORIZON.min || horizonDays > HORIZON.max) {
    return `Si può prenotare da ${HORIZON.min} a ${HORIZON.max} giorni in anticipo.`;
  }
  return null;
}

/** What is wrong with a closure staff entered, in Italian, or null. */
export function labClosureProblem(closure: LabClosure): string | null {
  const from = parseLabDay(closure.fromDay);
  const to = parseLabDay(closure.toDay);
  if (!from || !to) return 'Scrivi le date nel formato 2026-12-24.';
  if (closure.toDay < closure.fromDay) return "L'ultimo giorno di chiusura viene dopo il primo.";
  if (addDays(closure.fromDay, LAB_SETTINGS_LIMITS.closureDays) < closure.toDay) {
    return `Una chiusura dura al massimo ${LAB_SETTINGS_LIMITS.closureDays} giorni.`;
  }
  const reason = closure.reason.trim();
  if (reason === '') return 'Scrivi il motivo della chiusura: lo leggono i clienti.';
  if (reason.length > LAB_SETTINGS_LIMITS.reason) {
    return `Il motivo della chiusura può contenere al massimo ${LAB_SETTINGS_LIMITS.reason} caratteri.`;
  }
  return null;
}
