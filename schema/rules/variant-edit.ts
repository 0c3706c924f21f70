/**
 * What staff set on a product's variants: price, SKU, stock and, for refurbished or used goods, a
 * grade (docs/product.md#staff-and-variants).
 * Checked alike in the staff's table and on the server; the errors are keyed
 * `variants.<index>.<field>`, the field's place in the list sent.
 */
import type { ProductGrade } from '../vocabulary';
import { reservedSkuError } from './generated-sku';
import type { Cents } from './money';
import { centsFromEuros } from './money';
import {
  type ConditionEdit,
  TAKES_PRODUCT_GRADE,
  type VariantGrade,
  variantGradeErrors,
} from './product-condition';
import { MAX_PRODUCT_OPTIONS, PRICE_FORMAT_MESSAGE, priceError, stockError } from './product-edit';
import type { FieldErrors } from './validation';

/** The longest SKU staff may give a variant. */
export const MAX_SKU_LENGTH = 40;

const SKU = /^[A-Z0-9-]+$/;

/** A product's variants at most: every colour by every size. */
export const MAX_VARIANTS = MAX_PRODUCT_OPTIONS * MAX_PRODUCT_OPTIONS;

const TOO_MANY = { variants: `Un prodotto ha al massimo ${MAX_VARIANTS} varianti.` };

/** A SKU as it is stored: without the spaces around it, in capitals. */
export function tidySku(text: string): string {
  return text.trim().toUpperCase();
}

/** Why a SKU as typed cannot be a variant's, if it cannot: its length counts the spaces too. */
export function skuError(typed: string): string | undefined {
  const sku = tidySku(typed);
  if (!sku) return 'Indica lo SKU della variante.';
  if (typed.length > MAX_SKU_LENGTH) return `Lo SKU ha al massimo ${MAX_SKU_LENGTH} caratteri.`;
  if (!SKU.test(sku)) return 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.';
  return undefined;
}

/** The fields staff set on a variant, as the table sends them: the price as typed in euros. */
interface VariantFieldsForm {
  price: string;
  /** Null on a new product: the SKU the shop makes up for it (RL + product number + options). */
  sku: string | null;
  /** Units held for this variant alone; null to sell from the product's shared stock. */
  stock: number | null;
  /**
   * Its own grade, null to take the product's; left out, it keeps what it has (a new variant
   * takes the product's).
   */
  grade?: ProductGrade | null;
  /** Its own battery health, with its own grade; left out, it keeps what it has. */
  batteryHealth?: number | null;
}

interface VariantFields {
  price: Cents;
  sku: string | null;
  stock: number | null;
  grade?: ProductGrade | null;
  batteryHealth?: number | null;
}

/** A variant's row of the staff's table, sent back with the stock the staff saw. */
export interface VariantEditForm extends VariantFieldsForm {
  id: string;
  sku: string;
  /** Its own stock as the staff saw it, null when it shared the product's stock. */
  seenStock: number | null;
}

export interface VariantEdit extends VariantFields {
  id: number;
  sku: string;
  seenStock: number | null;
}

/** A variant of a product being created, named by its colour and size. */
export interface NewVariantForm extends VariantFieldsForm {
  color: string;
  size: string;
}

export interface NewVariant extends VariantFields {
  color: string;
  size: string;
}

type Parsed<T> = { values: T[]; errors: null } | { values: null; errors: FieldErrors<string> };

function parsed<T>(values: T[], errors: FieldErrors<string>): Parsed<T> {
  return Object.keys(errors).length > 0 ? { values: null, errors } : { values, errors: null };
}

/**
 * One variant's fields checked, its errors added to `errors` under `variants.<index>.`. A SKU
 * among `keptSkus` passes as it is: the shop made it up from the options' names, which may hold
 * characters staff may not type. A new one may not take the shape of the shop's own SKUs.
 */
function checkFields(
  form: VariantFieldsForm,
  index: number,
  errors: FieldErrors<string>,
  keptSkus: ReadonlySet<string>,
): VariantFields | null {
  const at = `variants.${index}`;
  const price = centsFromEuros(form.price);
  const priceRefusal = price === null ? PRICE_FORMAT_MESSAGE : priceError(price);
  if (priceRefusal) errors[`${at}.price`] = priceRefusal;
  const sku = form.sku === null ? null : tidySku(form.sku);
  const skuRefusal =
    form.sku === null || (sku !== null && keptSkus.has(sku))
      ? undefined
      : (skuError(form.sku) ?? reservedSkuError(tidySku(form.sku)));
  if (skuRefusal) errors[`${at}.sku`] = skuRefusal;
  const stockRefusal = form.stock === null ? undefined : stockError(form.stock);
  if (stockRefusal) errors[`${at}.stock`] = stockRefusal;
  if (price === null || priceRefusal || skuRefusal || stockRefusal) return null;
  return { price, sku, stock: form.stock, grade: form.grade, batteryHealth: form.batteryHealth };
}

/** Refuses a SKU given twice in one list, at its second place. */
function checkSkusOnce(values: readonly { sku: string | null }[], errors: FieldErrors<string>) {
  const seen = new Set<string>();
  values.forEach(({ sku }, index) => {
    if (sku === null) return;
    if (seen.has(sku))
      errors[`variants.${index}.sku`] = `Lo SKU ${sku} è già di un'altra variante.`;
    seen.add(sku);
  });
}

/**
 * The staff's table of a product's variants, checked. `keptSkus` are the variants' SKUs as they
 * are now. Whether each id is one of the product's variants is the server's to check.
 */
export function parseVariantEdits(
  forms: readonly VariantEditForm[],
  keptSkus: ReadonlySet<string> = new Set(),
): Parsed<VariantEdit> {
  if (forms.length > MAX_VARIANTS) return { values: null, errors: TOO_MANY };
  const errors: FieldErrors<string> = {};
  const ids = new Set<string>();
  const values = forms.flatMap((form, index) => {
    if (ids.has(form.id)) errors[`variants.${index}.id`] = 'Questa variante compare due volte.';
    ids.add(form.id);
    const seenRefusal = form.seenStock === null ? undefined : stockError(form.seenStock);
    if (seenRefusal) errors[`variants.${index}.stock`] = seenRefusal;
    const fields = checkFields(form, index, errors, keptSkus);
    if (!fields || seenRefusal) return [];
    return [{ ...fields, id: Number(form.id), sku: fields.sku ?? '', seenStock: form.seenStock }];
  });
  checkSkusOnce(
    forms.map((form) => ({ sku: tidySku(form.sku) })),
    errors,
  );
  return parsed(values, errors);
}

/**
 * The variants named when a product is created, checked against its colours and sizes: each
 * combination once, among those the product offers.
 */
export function parseNewVariants(
  forms: readonly NewVariantForm[],
  colors: readonly string[],
  sizes: readonly string[],
): Parsed<NewVariant> {
  if (forms.length > MAX_VARIANTS) return { values: null, errors: TOO_MANY };
  const errors: FieldErrors<string> = {};
  const named = new Set<string>();
  const values = forms.flatMap((form, index) => {
    const color = form.color.trim();
    const size = form.size.trim();
    if (!colors.includes(color))
      errors[`variants.${index}.color`] = 'Scegli uno dei colori del prodotto.';
    if (!sizes.includes(size))
      errors[`variants.${index}.size`] = 'Scegli una delle versioni del prodotto.';
    const key = JSON.stringify([color, size]);
    if (named.has(key)) errors[`variants.${index}.size`] = 'Questa combinazione compare due volte.';
    named.add(key);
    const fields = checkFields(form, index, errors, new Set());
    return fields ? [{ ...fields, color, size }] : [];
  });
  checkSkusOnce(
    forms.map((form) => ({ sku: form.sku === null ? null : tidySku(form.sku) })),
    errors,
  );
  return parsed(values, errors);
}

/**
 * Each variant's own grade and battery checked against the product's condition and department
 * (docs/product.md#condition-and-grades), under `variants.<index>.grade` / `.batteryHealth`.
 * `kept` gives what a row leaving them out keeps: the variant's as it is now.
 */
export function variantGradesErrors(
  forms: readonly Pick<VariantFieldsForm, 'grade' | 'batteryHealth'>[],
  product: ConditionEdit,
  categoryId: string,
  kept: (index: number) => VariantGrade = () => TAKES_PRODUCT_GRADE,
): FieldErrors<string> {
  const errors: FieldErrors<string> = {};
  forms.forEach((form, index) => {
    const variant = withKept(form, kept(index));
    for (const [field, message] of Object.entries(
      variantGradeErrors(product, variant, categoryId),
    )) {
      errors[`variants.${index}.${field}`] = message;
    }
  });
  return errors;
}

/** A row's grade and battery, a field left out keeping `kept`'s. */
export function withKept(
  form: Pick<VariantFieldsForm, 'grade' | 'batteryHealth'>,
  kept: VariantGrade,
): VariantGrade {
  return {
    grade: form.grade === undefined ? kept.grade : form.grade,
    batteryHealth: form.batteryHealth === undefined ? kept.batteryHealth : form.batteryHealth,
  };
}
