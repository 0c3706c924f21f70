import { describe, expect, it } from 'vitest';
import {
  estimatedDaysOf,
  listedRepairName,
  listedRepairProblem,
  listPriceWithVat,
  PRICE_LIST_REFUSALS,
  type PriceEntry,
  partsQualityMatters,
  priceEntryErrors,
  quotePrefillOf,
  quotePrefillSearch,
  REPAIR_TYPE,
  tidyPriceEntry,
  typicalTimeLabel,
} from '../../schema/rules/price-list';
import {
  PRICE_LIST_CSV_HEADER,
  priceListCsvHeader,
  priceListCsvLine,
  readPriceListCsv,
} from '../../schema/rules/price-list-csv';

const SCREEN: PriceEntry = {
  category: 'smartphone',
  brand: 'Apple',
  model: 'iPhone 13',
  repair: 'schermo',
  partsQuality: 'originale',
  price: 19_900,
  minutes: 60,
  whileYouWait: true,
};

describe('the price list vocabulary', () => {
  it('names each repair in Italian, with its part where there is a choice', () => {
    expect(REPAIR_TYPE.label('schermo')).toBe('Sostituzione schermo');
    expect(listedRepairName('schermo', 'originale')).toBe(
      'Sostituzione schermo (ricambio originale)',
    );
    expect(listedRepairName('diagnosi_liquidi', null)).toBe('Diagnosi danni da liquidi');
    expect(partsQualityMatters('batteria')).toBe(true);
    expect(partsQualityMatters('pulizia')).toBe(false);
  });
});

describe('a row of the list', () => {
  it('passes when whole', () => {
    expect(priceEntryErrors(SCREEN)).toEqual({});
  });

  it('asks for the part where it matters, and refuses one where it does not', () => {
    expect(priceEntryErrors({ ...SCREEN, partsQuality: null }).partsQuality).toBe(
      PRICE_LIST_REFUSALS.qualityMissing,
    );
    expect(
      priceEntryErrors({ ...SCREEN, repair: 'pulizia', whileYouWait: false }).partsQuality,
    ).toBe(PRICE_LIST_REFUSALS.qualityNotApplicable);
  });

  it('keeps the price between 1 € and 5.000 € and the time between 10 minutes and 10 days', () => {
    for (const price of [0, 99, 500_001, 12.5, Number.NaN]) {
      expect(priceEntryErrors({ ...SCREEN, price }).price).toBe(PRICE_LIST_REFUSALS.price);
    }
    expect(priceEntryErrors({ ...SCREEN, price: 100 }).price).toBeUndefined();
    expect(priceEntryErrors({ ...SCREEN, minutes: 9 }).minutes).toBe(PRICE_LIST_REFUSALS.minutes);
    expect(priceEntryErrors({ ...SCREEN, minutes: 14_401 }).minutes).toBe(
      PRICE_LIST_REFUSALS.minutes,
    );
  });

  it('is done while you wait only when it takes at most 2 hours', () => {
    expect(priceEntryErrors({ ...SCREEN, minutes: 120 }).whileYouWait).toBeUndefined();
    expect(priceEntryErrors({ ...SCREEN, minutes: 121 }).whileYouWait).toBe(
      PRICE_LIST_REFUSALS.whileYouWait,
    );
  });

  it('takes brand and model as the quote form does', () => {
    const errors = priceEntryErrors({ ...SCREEN, brand: ' ', model: 'x'.repeat(61) });
    expect(errors.brand).toBe('Il campo non deve essere vuoto.');
    expect(errors.model).toBe('Il massimo valore deve essere 60.');
    expect(tidyPriceEntry({ ...SCREEN, model: '  iPhone   13 ' }).model).toBe('iPhone 13');
  });
});

describe('how a listed price and time read', () => {
  it('adds IVA at 22%, half-up to the cent', () => {
    expect(listPriceWithVat(19_900)).toEqual({ price: 19_900, vat: 4_378, total: 24_278 });
    expect(listPriceWithVat(2_450)).toEqual({ price: 2_450, vat: 539, total: 2_989 });
  });

  it('says the typical time in minutes, hours or days', () => {
    expect(typicalTimeLabel(45)).toBe('45 minuti');
    expect(typicalTimeLabel(60)).toBe('1 ora');
    expect(typicalTimeLabel(90)).toBe('1 ora e 30 minuti');
    expect(typicalTimeLabel(240)).toBe('4 ore');
    expect(typicalTimeLabel(1440)).toBe('1 giorno');
    expect(typicalTimeLabel(4320)).toBe('3 giorni');
    expect(estimatedDaysOf(60)).toBe(1);
    expect(estimatedDaysOf(2881)).toBe(3);
  });

  it('writes what was booked as the request’s problem, the note after it', () => {
    expect(listedRepairProblem(SCREEN, '  ')).toBe(
      'Riparazione dal listino: Sostituzione schermo (ricambio originale).',
    );
    expect(listedRepairProblem(SCREEN, 'Vetro crepato')).toMatch(/\. Nota: Vetro crepato$/);
  });
});

describe('the quote form prefilled from the list', () => {
  it('carries device type, brand, model and fault there and back', () => {
    const search = quotePrefillSearch({
      deviceCategory: 'smartphone',
      brand: 'Apple',
      model: 'iPhone 13 mini',
      problem: 'Sostituzione schermo',
    });
    expect(search).toBe(
      '?tipo=smartphone&marca=Apple&modello=iPhone+13+mini&problema=Sostituzione+schermo',
    );
    expect(quotePrefillOf(search)).toEqual({
      deviceCategory: 'smartphone',
      brand: 'Apple',
      model: 'iPhone 13 mini',
      problem: 'Sostituzione schermo',
    });
    expect(quotePrefillSearch({})).toBe('');
  });

  it('drops an unknown device type and cuts texts to what the form takes', () => {
    const read = quotePrefillOf(`?tipo=frigorifero&marca=${'a'.repeat(50)}`);
    expect(read.deviceCategory).toBe('');
    expect(read.brand).toHaveLength(40);
  });
});

const HEADER = PRICE_LIST_CSV_HEADER.join(',');
const line = (cells: Partial<Record<(typeof PRICE_LIST_CSV_HEADER)[number], string>> = {}) =>
  [
    cells.id ?? '',
    cells.categoria ?? 'smartphone',
    cells.marca ?? 'Apple',
    cells.modello ?? 'iPhone 13',
    cells.riparazione ?? 'schermo',
    cells.ricambio ?? 'originale',
    cells.prezzo ?? '199.00',
    cells.tempo_minuti ?? '60',
    cells.mentre_aspetti ?? 'sì',
  ].join(',');
const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('the price list as CSV', () => {
  it('reads back what the export writes', () => {
    const exported = [priceListCsvHeader(), priceListCsvLine({ ...SCREEN, id: 7 })].join('\n');
    expect(exported).toBe(`${HEADER}\n7,smartphone,Apple,iPhone 13,schermo,originale,199.00,60,sì`);
    expect(readPriceListCsv(exported)).toEqual({
      rows: [{ line: 2, id: 7, entry: SCREEN }],
      refusals: [],
    });
  });

  it('refuses every bad row by its line number and yields no row', () => {
    const read = readPriceListCsv(
      file(
        line(),
        line({ categoria: 'frigorifero' }),
        line({ modello: 'iPhone 14', ricambio: '' }),
        line({ modello: 'iPhone 15', prezzo: 'tanti' }),
        line({ modello: 'iPhone 12', tempo_minuti: '300' }),
        line({ id: 'x', modello: 'iPhone 11' }),
        line({ modello: 'iPhone 12 mini', riparazione: 'pulizia' }),
      ),
    );
    // Only the good rows are read, to be checked against the list too; none is written.
    expect(read.rows.map((row) => row.line)).toEqual([2]);
    expect(read.refusals.map((refusal) => refusal.line)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(read.refusals[0]?.message).toMatch(/^Riga 3: categoria: scrivi una tra smartphone/);
    expect(read.refusals[1]?.message).toBe(
      `Riga 4: ricambio: ${PRICE_LIST_REFUSALS.qualityMissing}`,
    );
    expect(read.refusals[3]?.message).toBe(
      `Riga 6: mentre_aspetti: ${PRICE_LIST_REFUSALS.whileYouWait}`,
    );
    expect(read.refusals[5]?.message).toBe(
      `Riga 8: ricambio: ${PRICE_LIST_REFUSALS.qualityNotApplicable}`,
    );
  });

  it('refuses one model’s same repair and part twice, case aside, and one id twice', () => {
    const read = readPriceListCsv(
      file(
        line({ id: '3' }),
        line({ id: '3', modello: 'IPHONE 13' }),
        line({ modello: 'iphone 13' }),
      ),
    );
    expect(read.refusals.map((refusal) => refusal.message)).toEqual([
      'Riga 3: l’id 3 è già alla riga 2.',
      `Riga 3: ${PRICE_LIST_REFUSALS.duplicate} È già alla riga 2.`,
      `Riga 4: ${PRICE_LIST_REFUSALS.duplicate} È già alla riga 2.`,
    ]);
  });

  it('refuses a wrong header, an empty file, a short row and an unclosed quote', () => {
    expect(readPriceListCsv('id,nome\n1,2').refusals[0]?.message).toMatch(
      /^Riga 1: l’intestazione/,
    );
    expect(readPriceListCsv(HEADER).refusals[0]?.message).toMatch(/nessuna riga/);
    expect(readPriceListCsv(file('1,smartphone')).refusals[0]?.message).toBe(
      'Riga 2: ha 2 colonne, ne servono 9.',
    );
    expect(readPriceListCsv(file(line(), '"aperta')).refusals[0]?.line).toBe(3);
  });
});
