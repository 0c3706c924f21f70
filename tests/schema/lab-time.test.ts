import { describe, expect, it } from 'vitest';
import {
  addDays,
  labDayLabel,
  labMomentLabel,
  minutesOfTime,
  parseLabDay,
  romeInstant,
  romeMoment,
  romeOffsetMinutes,
  weekdayOf,
} from '../../schema/rules/lab-time';

describe('Rome time across daylight saving (2026: 29 March and 25 October)', () => {
  it('is UTC+1 in winter and UTC+2 in summer, changing at 01:00 UTC', () => {
    expect(romeOffsetMinutes(Date.UTC(2026, 2, 29, 0, 59))).toBe(60);
    expect(romeOffsetMinutes(Date.UTC(2026, 2, 29, 1, 0))).toBe(120);
    expect(romeOffsetMinutes(Date.UTC(2026, 9, 25, 0, 59))).toBe(120);
    expect(romeOffsetMinutes(Date.UTC(2026, 9, 25, 1, 0))).toBe(60);
    expect(romeOffsetMinutes(Date.UTC(2026, 11, 1))).toBe(60);
  });

  it('puts a 10:00 slot at 10:00 local on both sides of each change', () => {
    expect(romeInstant('2026-03-28', 600)).toBe(Date.UTC(2026, 2, 28, 9));
    expect(romeInstant('2026-03-29', 600)).toBe(Date.UTC(2026, 2, 29, 8));
    expect(romeInstant('2026-03-30', 600)).toBe(Date.UTC(2026, 2, 30, 8));
    expect(romeInstant('2026-10-24', 600)).toBe(Date.UTC(2026, 9, 24, 8));
    expect(romeInstant('2026-10-25', 600)).toBe(Date.UTC(2026, 9, 25, 9));
    expect(romeInstant('2026-10-26', 600)).toBe(Date.UTC(2026, 9, 26, 9));
  });

  it('reads an instant back as its Rome day, time and weekday', () => {
    expect(romeMoment(Date.UTC(2026, 2, 30, 8))).toEqual({
      day: '2026-03-30',
      minutes: 600,
      weekday: 0,
    });
    expect(romeMoment(Date.UTC(2026, 11, 31, 23, 30))).toEqual({
      day: '2027-01-01',
      minutes: 30,
      weekday: 4,
    });
    for (const day of ['2026-03-29', '2026-10-25', '2026-07-01', '2026-01-15']) {
      expect(romeMoment(romeInstant(day, 14 * 60 + 30))).toMatchObject({ day, minutes: 870 });
    }
  });
});

describe('lab days', () => {
  it('parses only real calendar days and times', () => {
    expect(parseLabDay('2026-02-29')).toBeNull();
    expect(parseLabDay('2028-02-29')).toEqual({ year: 2028, month: 2, date: 29 });
    expect(parseLabDay('2026-1-5')).toBeNull();
    expect(minutesOfTime('09:30')).toBe(570);
    expect(minutesOfTime('24:00')).toBeNull();
    expect(minutesOfTime('9:30')).toBeNull();
  });

  it('counts days, weekdays and names them in Italian', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(weekdayOf('2026-11-30')).toBe(0);
    expect(weekdayOf('2026-11-29')).toBe(6);
    expect(labDayLabel('2026-11-30')).toBe('lunedì 30 novembre 2026');
    expect(labMomentLabel(Date.UTC(2026, 2, 30, 8))).toBe('lunedì 30 marzo 2026 alle 10:00');
  });
});
