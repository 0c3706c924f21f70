import { describe, expect, it } from 'vitest';
import {
  discountPercent,
  lowestPriceNote,
  OMNIBUS_WINDOW_MS,
  type PriceChange,
  referencePrice,
  repricedReference,
} from '../../schema/rules/omnibus';

const DAY = 24 * 60 * 60 * 1000;
/** When the price being judged took effect. */
const NOW = Date.UTC(2026, 10, 23, 12);
const at = (daysBefore: number, price: number): PriceChange => ({
  price,
  changedAtMs: NOW - daysBefore * DAY,
});

describe('the reference price of a discount', () => {
  it.each<[string, PriceChange[], number, number | null]>([
    ['no history', [], 1000, null],
    ['only the current price', [at(0, 1000)], 1000, null],
    ['a history that does not end with the current price', [at(90, 1200), at(10, 900)], 1000, null],
    ['a price lowered after months at the old one', [at(90, 1200), at(0, 1000)], 1000, 1200],
    [
      'raised then lowered back within 30 days',
      [at(90, 1000), at(10, 1200), at(0, 1000)],
      1000,
      null,
    ],
    [
      'raised then lowered below where it was: the old price, not the raised one',
      [at(90, 1000), at(10, 1200), at(0, 900)],
      900,
      1000,
    ],
    [
      'raised within the window from a low before it: the low counts while it was in effect',
      [at(90, 800), at(20, 1200), at(0, 1000)],
      1000,
      null,
    ],
    [
      'a discount within the window is the reference of the next one',
      [at(90, 1200), at(15, 1000), at(0, 900)],
      900,
      1000,
    ],
    [
      'a price lowered twice, the second below the first',
      [at(60, 1200), at(40, 1100), at(0, 1000)],
      1000,
      1100,
    ],
    [
      'a price raised after a lower one that ended exactly 30 days before',
      [at(90, 800), at(30, 1200), at(0, 1000)],
      1000,
      1200,
    ],
    [
      'a low that ended a millisecond inside the window still counts',
      [at(90, 800), { price: 1200, changedAtMs: NOW - OMNIBUS_WINDOW_MS + 1 }, at(0, 1000)],
      1000,
      null,
    ],
    [
      'a history that starts inside the window: the prices on record',
      [at(10, 1200), at(0, 1000)],
      1000,
      1200,
    ],
    ['a price raised', [at(90, 1000), at(0, 1200)], 1200, null],
    ['changes in any order', [at(0, 900), at(90, 1000), at(10, 1200)], 900, 1000],
  ])('%s', (_case, changes, price, reference) => {
    expect(referencePrice(changes, price)).toBe(reference);
  });
});

describe('the reference of a price being set', () => {
  it.each<[string, PriceChange[], number, number | null]>([
    ['a series with nothing on record', [], 900, null],
    ['a cut after months at one price', [at(90, 1000)], 900, 1000],
    ['a raise', [at(90, 1000)], 1100, null],
    ['a cut after a raise within the window', [at(90, 1000), at(10, 1200)], 900, 1000],
    ['a cut below the raise but not below the low', [at(90, 1000), at(10, 1200)], 1100, null],
  ])('%s', (_, before, price, expected) => {
    expect(repricedReference(before, price, NOW)).toBe(expected);
  });
});

describe('the percentage off', () => {
  it.each([
    [1000, 1200, 16],
    [900, 1000, 10],
    [119900, 129900, 7],
    [99950, 100000, 0],
    [1000, null, 0],
    [1000, 900, 0],
  ])('%i from %s is %i %%, never rounded up', (price, reference, percent) => {
    expect(discountPercent(price, reference)).toBe(percent);
  });
});

it('says the lowest price of the 30 days as the shop writes prices', () => {
  expect(lowestPriceNote(129900)).toBe('Prezzo più basso degli ultimi 30 giorni: 1.299,00\u00a0€');
});
