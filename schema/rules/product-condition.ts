/**
 * A product's condition, grade and battery health, and the legal guarantee that follows from them
 * (docs/product.md#condition-and-grades): shared by the staff's editor, the Worker that checks
 * what staff write, and the shop's pages that show it.
 */
import {
  PRODUCT_CONDITION,
  PRODUCT_GRADE,
  type ProductCondition,
  type ProductGrade,
} from '../vocabulary';
import type { FieldErrors } from './validation';

/** The departments whose devices run on a battery, whose health a refurbished or used one states. */
export const BATTERY_CATEGORIES: readonly string[] = [
  'smartphone',
  'tablet',
  'laptop',
  'smartwatch',
];

export const hasBattery = (categoryId: string) => BATTERY_CATEGORIES.includes(categoryId);

export interface GradeMeaning {
  /** A word a shopper reads beside the grade. */
  title: string;
  /** What the body and the screen may show. */
  looks: string;
  /** The least battery health a device of this grade leaves the shop with, in percent. */
  minBattery: number;
}

/** What each grade promises, best first: every refurbished or used device is tested the same way. */
export const GRADES: Readonly<Record<ProductGrade, GradeMeaning>> = {
  a_plus: {
    title: 'Come nuovo',
    looks:
      'Nessun segno visibile su scocca e schermo a 20 cm di distanza: difficile distinguerlo da un prodotto nuovo.',
    minBattery: 90,
  },
  a: {
    title: 'Ottimo',
    looks:
      'Lievi micrograffi sulla scocca, visibili solo da vicino; schermo senza graffi a schermo acceso.',
    minBattery: 85,
  },
  b: {
    title: 'Buono',
    looks:
      'Segni d’uso visibili sulla scocca (graffi leggeri, piccole ammaccature) e micrograffi sullo schermo che non disturbano a schermo acceso.',
    minBattery: 80,
  },
};

/** What the laboratory checks on every refurbished or used device, whatever its grade. */
export const TESTED_FUNCTIONS: readonly string[] = [
  'schermo e touch',
  'fotocamere e microfoni',
  'altoparlanti e vibrazione',
  'connettività (rete mobile, Wi-Fi, Bluetooth)',
  'sensori, pulsanti e ricarica',
  'cancellazione certificata dei dati del proprietario precedente',
];

/** The legal guarantee in months: 24 on new goods, the 12 the terms of sale agree for the others. */
export const GUARANTEE_MONTHS: Readonly<Record<ProductCondition, number>> = {
  nuovo: 24,
  ricondizionato: 12,
  usato: 12,
};

export function guaranteeMonths(condition: ProductCondition): number {
  return GUARANTEE_MONTHS[condition];
}

/** "Garanzia legale di 24 mesi": the line the product page and the order show. */
export function guaranteeLine(condition: ProductCondition): string {
  return `Garanzia legale di ${guaranteeMonths(condition)} mesi`;
}

/** schema.org's itemCondition of each condition (the product page's JSON-LD). */
export const SCHEMA_ORG_CONDITION: Readonly<Record<ProductCondition, string>> = {
  nuovo: 'https://schema.org/NewCondition',
  ricondizionato: 'https://schema.org/RefurbishedCondition',
  usato: 'https://schema.org/UsedCondition',
};

/** "Ricondizionato · Grado A", or the condition alone when it has no grade: a card's badge. */
export function conditionBadge(condition: ProductCondition, grade: ProductGrade | null): string {
  const label = PRODUCT_CONDITION.label(condition);
  return grade ? `${label} · Grado ${PRODUCT_GRADE.label(grade)}` : label;
}

/**
 * A card's badge over grades a product is sold at, in any order: "Ricondizionato · Grado A" when
 * they agree, "Ricondizionato · Gradi B–A+" (worst to best) when they differ.
 */
export function gradesBadge(condition: ProductCondition, grades: readonly ProductGrade[]): string {
  const ranked = PRODUCT_GRADE.values.filter((grade) => grades.includes(grade));
  const best = ranked[0];
  const worst = ranked[ranked.length - 1];
  if (best === undefined || worst === undefined || best === worst) {
    return conditionBadge(condition, best ?? null);
  }
  const label = PRODUCT_CONDITION.label(condition);
  return `${label} · Gradi ${PRODUCT_GRADE.label(worst)}–${PRODUCT_GRADE.label(best)}`;
}

/** "Ricondizionato · Grado A · Garanzia legale di 12 mesi": a cart, order or e-mail line. */
export function conditionWithGuarantee(
  condition: ProductCondition,
  grade: ProductGrade | null,
): string {
  return `${conditionBadge(condition, grade)} · ${guaranteeLine(condition)}`;
}

/** What staff say of a product's condition. */
export interface ConditionEdit {
  condition: ProductCondition;
  grade: ProductGrade | null;
  /** Percent, only for a refurbished or used device with a battery. */
  batteryHealth: number | null;
}

export const NEW_CONDITION: ConditionEdit = {
  condition: 'nuovo',
  grade: null,
  batteryHealth: null,
};

/**
 * Checks a condition for a product of `categoryId`: a grade only (and always) for refurbished or
 * used goods, a battery health only for such a device with a battery, a whole percentage no
 * lower than its grade promises. Returns the errors by field, empty when it holds.
 */
export function conditionErrors(
  edit: ConditionEdit,
  categoryId: string,
): FieldErrors<'grade' | 'batteryHealth'> {
  const errors: FieldErrors<'grade' | 'batteryHealth'> = {};
  const preowned = edit.condition !== 'nuovo';
  if (!preowned && edit.grade !== null) {
    errors.grade = 'Il grado si indica solo per i prodotti ricondizionati o usati.';
  } else if (preowned && edit.grade === null) {
    errors.grade = 'Scegli il grado del prodotto ricondizionato o usato.';
  }
  const battery = edit.batteryHealth;
  if (battery === null) return errors;
  if (!preowned || !hasBattery(categoryId)) {
    errors.batteryHealth =
      'La salute della batteria si indica solo per smartphone, tablet, laptop e smartwatch ricondizionati o usati.';
  } else if (!Number.isInteger(battery) || battery < 0 || battery > 100) {
    errors.batteryHealth = 'La salute della batteria è una percentuale intera da 0 a 100.';
  } else if (edit.grade !== null && battery < GRADES[edit.grade].minBattery) {
    errors.batteryHealth = `Un prodotto di grado ${PRODUCT_GRADE.label(edit.grade)} ha la batteria almeno al ${GRADES[edit.grade].minBattery}%.`;
  }
  return errors;
}

/** "Ricondizionato · Grado A, batteria 90%": a condition in one line, as the audit log reads it. */
export function conditionSummary(edit: ConditionEdit): string {
  const badge = conditionBadge(edit.condition, edit.grade);
  return edit.batteryHealth === null ? badge : `${badge}, batteria ${edit.batteryHealth}%`;
}

/**
 * What an edit says of the condition over what the product has: a field left out (undefined)
 * keeps its value, a null grade or battery health clears it.
 */
export interface ConditionChange {
  condition?: ProductCondition | null;
  grade?: ProductGrade | null;
  batteryHealth?: number | null;
}

export function changedCondition(current: ConditionEdit, change: ConditionChange): ConditionEdit {
  return {
    condition: change.condition ?? current.condition,
    grade: change.grade === undefined ? current.grade : change.grade,
    batteryHealth:
      change.batteryHealth === undefined ? current.batteryHealth : change.batteryHealth,
  };
}

/**
 * What staff set on a variant of a refurbished or used product: a grade of its own with its own
 * battery health (null: none stated), or a null grade (and battery) to take the product's.
 */
export interface VariantGrade {
  grade: ProductGrade | null;
  batteryHealth: number | null;
}

/** A variant without a grade of its own: it takes the product's. */
export const TAKES_PRODUCT_GRADE: VariantGrade = { grade: null, batteryHealth: null };

/** The condition a variant is sold in: its own grade and battery, or the product's. */
export function variantCondition(product: ConditionEdit, variant: VariantGrade): ConditionEdit {
  if (variant.grade === null) return product;
  return {
    condition: product.condition,
    grade: variant.grade,
    batteryHealth: variant.batteryHealth,
  };
}

/**
 * Checks a variant's own grade on a product with `product`'s condition in `categoryId`: the
 * product's rules apply to it (no grade on new goods, the grade's battery minimum), and a battery
 * health comes only with a grade of its own.
 */
export function variantGradeErrors(
  product: ConditionEdit,
  variant: VariantGrade,
  categoryId: string,
): FieldErrors<'grade' | 'batteryHealth'> {
  if (variant.grade === null) {
    return variant.batteryHealth === null
      ? {}
      : {
          batteryHealth:
            'La batteria di una variante si indica con il suo grado: scegli prima il grado.',
        };
  }
  return conditionErrors(variantCondition(product, variant), categoryId);
}
