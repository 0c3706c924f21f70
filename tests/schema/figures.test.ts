import { describe, expect, it } from 'vitest';
import {
  averageCents,
  FIGURES_MESSAGES,
  figuresPeriod,
  monthDays,
  namedPeriod,
  shareOf,
  vatParts,
} from '../../schema/rules/figures';
import { romeDay, romeDaysSpan } from '../../schema/rules/rome-days';

const HOUR = 3_600_000;

describe('Rome days', () => {
  it('has 23 hours on the day the clocks go forward and 25 on the day they go back', () => {
    const spring = romeDaysSpan('2026-03-29', '2026-03-29');
    expect(spring.untilMs - spring.fromMs).toBe(23 * HOUR);
    expect(new Date(spring.fromMs).toISOString()).toBe('2026-03-28T23:00:00.000Z');
    const autumn = romeDaysSpan('2026-10-25', '2026-10-25');
    expect(autumn.untilMs - autumn.fromMs).toBe(25 * HOUR);
    expect(new Date(autumn.untilMs).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const ordinary = romeDaysSpan('2026-11-28', '2026-11-28');
    expect(ordinary.untilMs - ordinary.fromMs).toBe(24 * HOUR);
  });

  it('puts 23:30 in Rome on its own day, in summer and winter time alike', () => {
    expect(romeDay(Date.parse('2026-03-29T21:30:00Z'))).toBe('2026-03-29');
    expect(romeDay(Date.parse('2026-03-29T22:30:00Z'))).toBe('2026-03-30');
    expect(romeDay(Date.parse('2026-10-25T22:30:00Z'))).toBe('2026-10-25');
    expect(romeDay(Date.parse('2026-10-25T23:00:00Z'))).toBe('2026-10-26');
    expect(romeDay(Date.parse('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
  });
});

describe('the periods of the figures', () => {
  it('names the day, the week from Monday to Sunday and the month holding a day', () => {
    expect(namedPeriod('day', '2026-03-29')).toEqual({ from: '2026-03-29', to: '2026-03-29' });
    expect(namedPeriod('week', '2026-03-29')).toEqual({ from: '2026-03-23', to: '2026-03-29' });
    expect(namedPeriod('week', '2026-03-30')).toEqual({ from: '2026-03-30', to: '2026-04-05' });
    expect(namedPeriod('month', '2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(namedPeriod('month', '2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(namedPeriod('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('reads a month, and refuses what is none', () => {
    expect(monthDays('2026-10')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(monthDays('2026-13')).toBeNull();
    expect(monthDays('ottobre')).toBeNull();
  });

  it('refuses a period that is no period, in Italian', () => {
    expect(figuresPeriod('2026-03-01', '2026-03-31')).toEqual({
      ok: true,
      from: '2026-03-01',
      to: '2026-03-31',
      days: 31,
    });
    expect(figuresPeriod('2026-02-30', '2026-03-01')).toMatchObject({
      field: 'from',
      message: FIGURES_MESSAGES.day,
    });
    expect(figuresPeriod('2026-03-02', '2026-03-01')).toMatchObject({
      field: 'to',
      message: FIGURES_MESSAGES.order,
    });
    expect(figuresPeriod('2026-01-01', '2027-01-02')).toMatchObject({
      field: 'to',
      message: 'Puoi chiedere al massimo 366 giorni alla volta.',
    });
    expect(figuresPeriod('2028-01-01', '2028-12-31').ok).toBe(true);
  });
});

describe('the amounts of the figures', () => {
  it('averages half-up to the cent', () => {
    expect(averageCents(36789, 2)).toBe(18395);
    expect(averageCents(36788, 2)).toBe(18394);
    expect(averageCents(10, 3)).toBe(3);
    expect(averageCents(0, 0)).toBe(0);
  });

  it('parts an amount with IVA into taxable and IVA at 22%, half-up, adding up', () => {
    // 1251 / 1.22 = 1025.41 → 1025; 122 / 1.22 = 100 exactly; 61 / 1.22 = 50.0 → 50.
    expect(vatParts(1251)).toEqual({ taxable: 1025, vat: 226 });
    expect(vatParts(122)).toEqual({ taxable: 100, vat: 22 });
    expect(vatParts(61)).toEqual({ taxable: 50, vat: 11 });
    // 1 / 1.22 = 0.8197 → 1: the IVA of a cent is nothing.
    expect(vatParts(1)).toEqual({ taxable: 1, vat: 0 });
    // 3 / 1.22 = 2.459 → 2; 34038 / 1.22 = 27900 exactly.
    expect(vatParts(3)).toEqual({ taxable: 2, vat: 1 });
    expect(vatParts(34038)).toEqual({ taxable: 27900, vat: 6138 });
    expect(vatParts(0)).toEqual({ taxable: 0, vat: 0 });
  });

  it('gives no share of nothing', () => {
    expect(shareOf(1, 2)).toBe(0.5);
    expect(shareOf(0, 0)).toBeNull();
  });
});
