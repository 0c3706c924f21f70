import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LAB_SETTINGS,
  type LabSettings,
  labClosureProblem,
  labSettingsProblem,
} from '../../schema/rules/lab-settings';
import {
  checkSlot,
  closedRefusal,
  daySlotStarts,
  labCalendar,
  SLOT_REFUSALS,
} from '../../schema/rules/lab-slots';
import { romeInstant, timeOfMinutes } from '../../schema/rules/lab-time';

const SETTINGS: LabSettings = { ...DEFAULT_LAB_SETTINGS, horizonDays: 4 };
/** Friday 27 March 2026, 09:00 in Rome: the weekend of the change to summer time is next. */
const FRIDAY_NINE = Date.UTC(2026, 2, 27, 8);

const times = (minutes: number[]) => minutes.map(timeOfMinutes);

describe('slots of a day', () => {
  it('cuts each range into whole slots: weekdays in two ranges, Saturday mornings, Sundays none', () => {
    expect(times(daySlotStarts(SETTINGS, '2026-03-27'))).toEqual([
      ...['09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'],
      ...['14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30'],
    ]);
    expect(times(daySlotStarts(SETTINGS, '2026-03-28'))).toEqual([
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
    expect(daySlotStarts(SETTINGS, '2026-03-29')).toEqual([]);
    const longer = { ...SETTINGS, slotMinutes: 50 };
    expect(times(daySlotStarts(longer, '2026-03-28'))).toEqual(['10:00', '10:50', '11:40']);
  });
});

describe('labCalendar', () => {
  it('offers the horizon’s open days from two hours ahead, with their places, summer time included', () => {
    const taken = new Map([[romeInstant('2026-03-27', 11 * 60), 1]]);
    const days = labCalendar(SETTINGS, [], taken, FRIDAY_NINE);
    expect(days.map((day) => day.day)).toEqual(['2026-03-27', '2026-03-28', '2026-03-30']);
    const [friday, saturday, monday] = days;
    expect(friday?.slots[0]).toEqual({
      startsAtMs: Date.UTC(2026, 2, 27, 10),
      endsAtMs: Date.UTC(2026, 2, 27, 10, 30),
      placesLeft: 1,
    });
    expect(friday?.slots).toHaveLength(13);
    expect(saturday?.slots[0]?.startsAtMs).toBe(Date.UTC(2026, 2, 28, 9));
    expect(monday?.slots[0]?.startsAtMs).toBe(Date.UTC(2026, 2, 30, 7, 30));
  });

  it('leaves out full slots, and shows a closure with its reason and no slots', () => {
    const full = new Map([[romeInstant('2026-03-28', 600), 2]]);
    const closures = [{ fromDay: '2026-03-30', toDay: '2026-04-03', reason: 'Inventario' }];
    const days = labCalendar(SETTINGS, closures, full, FRIDAY_NINE);
    expect(days[1]?.slots.map((slot) => slot.startsAtMs)).not.toContain(
      romeInstant('2026-03-28', 600),
    );
    expect(days[2]).toEqual({ day: '2026-03-30', closedReason: 'Inventario', slots: [] });
  });
});

describe('checkSlot', () => {
  const check = (day: string, time: string, closures = [] as const) =>
    checkSlot(SETTINGS, closures, day, time, FRIDAY_NINE);

  it('takes a listed slot, with its instants', () => {
    expect(check('2026-03-30', '10:00')).toEqual({
      ok: true,
      startsAtMs: Date.UTC(2026, 2, 30, 8),
      endsAtMs: Date.UTC(2026, 2, 30, 8, 30),
    });
  });

  it('refuses what is no slot, too soon, too far or closed, each in its words', () => {
    expect(check('2026-03-27', '10:15')).toEqual({ ok: false, message: SLOT_REFUSALS.notASlot });
    expect(check('2026-03-29', '10:00')).toEqual({ ok: false, message: SLOT_REFUSALS.notASlot });
    expect(check('2026-02-30', '10:00')).toEqual({ ok: false, message: SLOT_REFUSALS.notASlot });
    expect(check('2026-03-27', '10:30')).toEqual({ ok: false, message: SLOT_REFUSALS.tooSoon });
    expect(check('2026-03-26', '10:00')).toEqual({ ok: false, message: SLOT_REFUSALS.tooSoon });
    expect(check('2026-03-31', '10:00')).toEqual({ ok: false, message: SLOT_REFUSALS.tooFar });
    const closures = [{ fromDay: '2026-03-28', toDay: '2026-03-28', reason: 'Inventario' }];
    expect(checkSlot(SETTINGS, closures, '2026-03-28', '10:00', FRIDAY_NINE)).toEqual({
      ok: false,
      message: closedRefusal('2026-03-28', 'Inventario'),
    });
    expect(closedRefusal('2026-03-28', 'Inventario')).toBe(
      'Il laboratorio è chiuso sabato 28 marzo 2026 (Inventario): scegli un altro giorno.',
    );
  });
});

describe('settings staff enter', () => {
  it('takes the defaults and refuses bad hours, lengths, capacities and horizons', () => {
    expect(labSettingsProblem(DEFAULT_LAB_SETTINGS)).toBeNull();
    const withDay = (ranges: { from: string; to: string }[]) => ({
      ...DEFAULT_LAB_SETTINGS,
      weeklyHours: [ranges, ...DEFAULT_LAB_SETTINGS.weeklyHours.slice(1)],
    });
    expect(labSettingsProblem(withDay([{ from: '9:30', to: '13:00' }]))).toBe(
      'Scrivi gli orari nel formato 09:30.',
    );
    expect(labSettingsProblem(withDay([{ from: '13:00', to: '09:30' }]))).toBe(
      "Ogni fascia oraria deve finire dopo l'inizio.",
    );
    expect(
      labSettingsProblem(
        withDay([
          { from: '09:00', to: '13:00' },
          { from: '12:00', to: '15:00' },
        ]),
      ),
    ).toMatch(/sovrapporsi/);
    expect(labSettingsProblem({ ...DEFAULT_LAB_SETTINGS, weeklyHours: [] })).toMatch(/sette/);
    expect(labSettingsProblem({ ...DEFAULT_LAB_SETTINGS, slotMinutes: 17 })).toMatch(/minuti/);
    expect(labSettingsProblem({ ...DEFAULT_LAB_SETTINGS, capacity: 0 })).toMatch(/consegne/);
    expect(labSettingsProblem({ ...DEFAULT_LAB_SETTINGS, horizonDays: 400 })).toMatch(/giorni/);
  });

  it('refuses closures without real days, in the wrong order, or without a reason', () => {
    const closure = { fromDay: '2026-12-24', toDay: '2026-12-26', reason: 'Natale' };
    expect(labClosureProblem(closure)).toBeNull();
    expect(labClosureProblem({ ...closure, toDay: '2026-12-23' })).toMatch(/dopo il primo/);
    expect(labClosureProblem({ ...closure, fromDay: '24/12/2026' })).toMatch(/formato/);
    expect(labClosureProblem({ ...closure, reason: '  ' })).toMatch(/motivo/);
    expect(labClosureProblem({ ...closure, toDay: '2028-12-26' })).toMatch(/al massimo/);
  });
});
