import { describe, expect, it } from 'vitest';
import {
  conditionBadge,
  conditionErrors,
  GRADES,
  gradesBadge,
  guaranteeLine,
  guaranteeMonths,
  hasBattery,
  SCHEMA_ORG_CONDITION,
  TAKES_PRODUCT_GRADE,
  variantCondition,
  variantGradeErrors,
} from '../../schema/rules/product-condition';

describe('guaranteeMonths', () => {
  it('is the legal 24 months on new goods and the agreed 12 on refurbished or used ones', () => {
    expect(guaranteeMonths('nuovo')).toBe(24);
    expect(guaranteeMonths('ricondizionato')).toBe(12);
    expect(guaranteeMonths('usato')).toBe(12);
    expect(guaranteeLine('usato')).toBe('Garanzia legale di 12 mesi');
  });
});

describe('conditionBadge', () => {
  it('names the grade of a refurbished product and the condition alone of a new one', () => {
    expect(conditionBadge('ricondizionato', 'a')).toBe('Ricondizionato · Grado A');
    expect(conditionBadge('usato', 'a_plus')).toBe('Usato · Grado A+');
    expect(conditionBadge('nuovo', null)).toBe('Nuovo');
  });
});

describe('SCHEMA_ORG_CONDITION', () => {
  it("speaks schema.org's itemCondition", () => {
    expect(SCHEMA_ORG_CONDITION.ricondizionato).toBe('https://schema.org/RefurbishedCondition');
    expect(SCHEMA_ORG_CONDITION.nuovo).toBe('https://schema.org/NewCondition');
    expect(SCHEMA_ORG_CONDITION.usato).toBe('https://schema.org/UsedCondition');
  });
});

describe('conditionErrors', () => {
  it('takes a new product without grade or battery, and a graded refurbished phone', () => {
    expect(
      conditionErrors({ condition: 'nuovo', grade: null, batteryHealth: null }, 'gaming'),
    ).toEqual({});
    expect(
      conditionErrors({ condition: 'ricondizionato', grade: 'a', batteryHealth: 85 }, 'smartphone'),
    ).toEqual({});
    // A used accessory has a grade and no battery health.
    expect(
      conditionErrors({ condition: 'usato', grade: 'b', batteryHealth: null }, 'accessori'),
    ).toEqual({});
  });

  it('refuses a grade on new goods and a refurbished product without one', () => {
    expect(
      conditionErrors({ condition: 'nuovo', grade: 'a', batteryHealth: null }, 'laptop').grade,
    ).toBe('Il grado si indica solo per i prodotti ricondizionati o usati.');
    expect(
      conditionErrors({ condition: 'usato', grade: null, batteryHealth: null }, 'laptop').grade,
    ).toBe('Scegli il grado del prodotto ricondizionato o usato.');
  });

  it('refuses a battery health where it does not apply', () => {
    const refused =
      'La salute della batteria si indica solo per smartphone, tablet, laptop e smartwatch ricondizionati o usati.';
    expect(
      conditionErrors({ condition: 'nuovo', grade: null, batteryHealth: 100 }, 'smartphone')
        .batteryHealth,
    ).toBe(refused);
    expect(
      conditionErrors({ condition: 'usato', grade: 'b', batteryHealth: 90 }, 'gaming')
        .batteryHealth,
    ).toBe(refused);
  });

  it.each([-1, 101, 88.5, Number.NaN])('refuses a battery health of %s', (batteryHealth) => {
    expect(
      conditionErrors({ condition: 'usato', grade: 'b', batteryHealth }, 'tablet').batteryHealth,
    ).toBe('La salute della batteria è una percentuale intera da 0 a 100.');
  });

  it("refuses a battery below the grade's minimum, and takes it at the minimum", () => {
    for (const grade of ['a_plus', 'a', 'b'] as const) {
      const min = GRADES[grade].minBattery;
      const at = (batteryHealth: number) =>
        conditionErrors({ condition: 'ricondizionato', grade, batteryHealth }, 'smartwatch');
      expect(at(min)).toEqual({});
      expect(at(min - 1).batteryHealth).toContain(`almeno al ${min}%`);
    }
    expect(
      conditionErrors({ condition: 'ricondizionato', grade: 'a_plus', batteryHealth: 89 }, 'laptop')
        .batteryHealth,
    ).toBe('Un prodotto di grado A+ ha la batteria almeno al 90%.');
  });

  it('knows which departments hold devices with a battery', () => {
    expect(['smartphone', 'tablet', 'laptop', 'smartwatch'].every(hasBattery)).toBe(true);
    expect(hasBattery('accessori')).toBe(false);
    expect(hasBattery('gaming')).toBe(false);
  });
});

describe('a variant’s grade', () => {
  const product = { condition: 'ricondizionato', grade: 'a', batteryHealth: 90 } as const;

  it('is the product’s until it has its own, which brings its own battery', () => {
    expect(variantCondition(product, TAKES_PRODUCT_GRADE)).toEqual(product);
    expect(variantCondition(product, { grade: 'b', batteryHealth: null })).toEqual({
      condition: 'ricondizionato',
      grade: 'b',
      batteryHealth: null,
    });
  });

  it('follows the product’s rules: the battery minimum, no grade on new goods', () => {
    expect(variantGradeErrors(product, { grade: 'b', batteryHealth: 82 }, 'smartphone')).toEqual(
      {},
    );
    expect(
      variantGradeErrors(product, { grade: 'a_plus', batteryHealth: 85 }, 'smartphone'),
    ).toEqual({ batteryHealth: 'Un prodotto di grado A+ ha la batteria almeno al 90%.' });
    expect(
      variantGradeErrors(
        { condition: 'nuovo', grade: null, batteryHealth: null },
        { grade: 'b', batteryHealth: null },
        'smartphone',
      ),
    ).toEqual({ grade: 'Il grado si indica solo per i prodotti ricondizionati o usati.' });
    expect(variantGradeErrors(product, { grade: 'b', batteryHealth: 82 }, 'accessori')).toEqual({
      batteryHealth:
        'La salute della batteria si indica solo per smartphone, tablet, laptop e smartwatch ricondizionati o usati.',
    });
  });

  it('takes a battery only with a grade of its own', () => {
    expect(variantGradeErrors(product, { grade: null, batteryHealth: 95 }, 'smartphone')).toEqual({
      batteryHealth:
        'La batteria di una variante si indica con il suo grado: scegli prima il grado.',
    });
  });
});

describe('gradesBadge', () => {
  it('reads one grade, or the range from worst to best where variants differ', () => {
    expect(gradesBadge('ricondizionato', ['a'])).toBe('Ricondizionato · Grado A');
    expect(gradesBadge('ricondizionato', ['a_plus', 'a', 'b'])).toBe('Ricondizionato · Gradi B–A+');
    expect(gradesBadge('ricondizionato', ['b', 'a_plus'])).toBe('Ricondizionato · Gradi B–A+');
    expect(gradesBadge('usato', [])).toBe('Usato');
  });
});
