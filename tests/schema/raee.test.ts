import { describe, expect, it } from 'vitest';
import catalogue from '../../migrations/data/catalogue.json';
import {
  offersRaeeTakeBack,
  RAEE_CATEGORIES,
  raeeTakeBackNote,
  raeeTakeBackTask,
} from '../../schema/rules/raee';

const product = (categoryId: string) => ({ categoryId });

describe('offersRaeeTakeBack', () => {
  it('offers the take-back for a line of each electrical category', () => {
    for (const category of ['smartphone', 'laptop', 'tablet', 'smartwatch', 'gaming']) {
      expect(offersRaeeTakeBack([product(category)])).toBe(true);
    }
  });

  it('does not offer it for accessories alone, nor for an empty order', () => {
    expect(offersRaeeTakeBack([product('accessori')])).toBe(false);
    expect(offersRaeeTakeBack([product('accessori'), product('accessori')])).toBe(false);
    expect(offersRaeeTakeBack([])).toBe(false);
  });

  it('offers it when one line of a mixed order qualifies', () => {
    expect(offersRaeeTakeBack([product('accessori'), product('tablet')])).toBe(true);
  });

  it('never offers it for a category it does not list', () => {
    expect(offersRaeeTakeBack([product('custodie')])).toBe(false);
    expect(offersRaeeTakeBack([product('SMARTPHONE')])).toBe(false);
  });

  it("names only categories the shop's catalogue has, all but the accessories", () => {
    const ids = catalogue.categories.map((category) => category.id);
    expect([...RAEE_CATEGORIES].sort()).toEqual(ids.filter((id) => id !== 'accessori').sort());
  });
});

describe('raeeTakeBackNote', () => {
  it('says the courier takes it on delivery, and the counter for a collection in the shop', () => {
    expect(raeeTakeBackNote('contrassegno')).toMatch(/corriere/);
    expect(raeeTakeBackNote('bonifico')).toBe(raeeTakeBackNote('contrassegno'));
    expect(raeeTakeBackNote('ritiro')).toMatch(/in negozio/);
    expect(raeeTakeBackNote('ritiro')).not.toMatch(/corriere/);
  });
});

describe('raeeTakeBackTask', () => {
  it('gives the staff the door for a parcel and the counter for a collection', () => {
    expect(raeeTakeBackTask('contrassegno')).toMatch(/^Alla consegna/);
    expect(raeeTakeBackTask('bonifico')).toBe(raeeTakeBackTask('contrassegno'));
    expect(raeeTakeBackTask('ritiro')).toMatch(/^Al banco/);
  });
});
