import type { ResultOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { parseVariantEdits, type VariantEditForm } from '../../../schema/rules/variant-edit';
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

export const cell = (index: number, field: 'price' | 'sku' | 'own' | 'stock') =>
  `variants.${index}.${field}`;

/** Own stock as seen: null for a variant selling from the shared stock. */
const ownStock = (variant: Variant) => (variant.sharesStock ? null : variant.stock);

function valuesOf(variants: readonly Variant[]): VariantValues {
  return Object.fromEntries(
    variants.flatMap((variant, index) => [
      [cell(index, 'price'), eurosForInput(variant.price)],
      [cell(index, 'sku'), variant.sku],
      [cell(index, 'own'), variant.sharesStock ? SHARED : OWN],
      [cell(index, 'stock'), variant.sharesStock ? '' : String(variant.stock)],
    ]),
  );
}

function formsOf(values: VariantValues, variants: readonly Variant[]): VariantEditForm[] {
  return variants.map((variant, index) => ({
    id: variant.id,
    price: String(values[cell(index, 'price')] ?? ''),
    sku: String(values[cell(index, 'sku')] ?? ''),
    stock: values[cell(index, 'own')] === OWN ? Number(values[cell(index, 'stock')] || 0) : null,
    seenStock: ownStock(variant),
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
  const form = useForm<VariantValues>(valuesOf(product.variants), {
    errorsOf: (values) =>
      parseVariantEdits(formsOf(values, product.variants), keptSkus).errors ?? {},
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
      variants: formsOf(form.values, product.variants),
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
