import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import {
  parseVariantEdits,
  type VariantEditForm,
  variantGradesErrors,
} from '../../../schema/rules/variant-edit';
import { PRODUCT_CONDITION, PRODUCT_GRADE } from '../../../schema/vocabulary';
import { eurosForInput } from '../../ui/Price';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import { UpdateVariantsMutation, type VariantsTableFragment } from './queries';

type Product = ResultOf<typeof VariantsTableFragment>;
type Variant = Product['variants'][number];

/**
 * The table as the form holds it, one key per cell named as the Worker names its refusals
 * (`variants.<n>.price`), so its messages land on their cell.
 */
export type VariantValues = Record<string, string>;

/** Where a variant's units come from, as the table's select says it. */
export const SHARED = 'condivisa';
export const OWN = 'propria';

export const cell = (
  index: number,
  field: 'price' | 'sku' | 'own' | 'stock' | 'grade' | 'batteryHealth',
) => `variants.${index}.${field}`;

/** The grade select's value for a variant taking the product's grade. */
export const PRODUCT_S_GRADE = '';

/** Whether the product is refurbished or used, whose variants may each have a grade. */
export const isGraded = (product: Pick<Product, 'condition'>) =>
  PRODUCT_CONDITION.fromApi(product.condition) !== 'nuovo';

/** The product's condition as the shared rules take it. */
function conditionOf(product: Product) {
  return {
    condition: PRODUCT_CONDITION.fromApi(product.condition),
    grade: product.grade ? PRODUCT_GRADE.fromApi(product.grade) : null,
    batteryHealth: product.batteryHealth,
  };
}

/** Own stock as seen: null for a variant selling from the shared stock. */
const ownStock = (variant: Variant) => (variant.sharesStock ? null : variant.stock);

/** A row's grade cells, for a refurbished or used product: '' where it takes the product's. */
const gradeCells = (variant: Variant, index: number) => [
  [cell(index, 'grade'), variant.sharesGrade ? PRODUCT_S_GRADE : (variant.grade ?? '')],
  [
    cell(index, 'batteryHealth'),
    variant.sharesGrade || variant.batteryHealth === null ? '' : String(variant.batteryHealth),
  ],
];

function valuesOf(product: Product): VariantValues {
  const graded = isGraded(product);
  return Object.fromEntries(
    product.variants.flatMap((variant, index) => [
      [cell(index, 'price'), eurosForInput(variant.price)],
      [cell(index, 'sku'), variant.sku],
      [cell(index, 'own'), variant.sharesStock ? SHARED : OWN],
      [cell(index, 'stock'), variant.sharesStock ? '' : String(variant.stock)],
      ...(graded ? gradeCells(variant, index) : []),
    ]),
  );
}

/** A row's grade and battery: sent only for a refurbished or used product, left out otherwise. */
function gradeOf(values: VariantValues, index: number) {
  const chosen = PRODUCT_GRADE.options.find(
    (option) => option.value === values[cell(index, 'grade')],
  );
  const battery = String(values[cell(index, 'batteryHealth')] ?? '').trim();
  return {
    grade: chosen ? PRODUCT_GRADE.fromApi(chosen.value) : null,
    batteryHealth: !chosen || battery === '' ? null : Number(battery),
  };
}

function formsOf(values: VariantValues, product: Product): VariantEditForm[] {
  const graded = isGraded(product);
  return product.variants.map((variant, index) => ({
    id: variant.id,
    price: String(values[cell(index, 'price')] ?? ''),
    sku: String(values[cell(index, 'sku')] ?? ''),
    stock: values[cell(index, 'own')] === OWN ? Number(values[cell(index, 'stock')] || 0) : null,
    seenStock: ownStock(variant),
    ...(graded ? gradeOf(values, index) : {}),
  }));
}

/** What the mutation sends: the grade as the API names it. */
function inputsOf(forms: readonly VariantEditForm[]) {
  return forms.map(({ grade, ...form }) => ({
    ...form,
    ...(grade === undefined ? {} : { grade: grade === null ? null : PRODUCT_GRADE.toApi(grade) }),
  }));
}

/**
 * The staff's table of a product's variants (docs/product.md#staff-and-variants): prices, SKUs
 * and stock edited together, checked by the shared rule and saved over the own stock shown. A
 * CONFLICT (an order took a unit meanwhile) asks for a reload; the reloaded stock replaces the
 * typed one in the rows that hold their own, the other typed changes stay.
 */
export function useProductVariants(product: Product, onSaved: () => void, onStale: () => void) {
  const keptSkus = new Set(product.variants.map((variant) => variant.sku));
  const form = useForm<VariantValues>(valuesOf(product), {
    errorsOf: (values) => {
      const forms = formsOf(values, product);
      return {
        ...(parseVariantEdits(forms, keptSkus).errors ?? {}),
        ...variantGradesErrors(forms, conditionOf(product), product.category.id),
      };
    },
  });
  const [{ fetching }, update] = useMutation(UpdateVariantsMutation);
  // The own stocks the rows were filled from: a reload that brings others refills those rows.
  const stocks = product.variants.map(ownStock).join();
  const [seen, setSeen] = useState(stocks);
  if (seen !== stocks) {
    setSeen(stocks);
    product.variants.forEach((variant, index) => {
      if (variant.sharesStock) return;
      form.setValue(cell(index, 'own'), OWN);
      form.setValue(cell(index, 'stock'), String(variant.stock));
    });
  }

  const save = async () => {
    const result = await update({
      productId: product.id,
      variants: inputsOf(formsOf(form.values, product)),
    });
    if (result.data) {
      showToast(`Varianti di ${product.name} salvate: sono già nello shop.`);
      onSaved();
    }
    if (result.error?.graphQLErrors.some((error) => error.extensions.code === 'CONFLICT')) {
      onStale();
    }
    return result;
  };

  return { form, fetching, onSubmit: form.onSubmit(save) };
}
