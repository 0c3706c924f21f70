/**
 * The product inputs of the shop module's mutations (docs/product.md#shop-module): an edit, a new
 * product, their colours, technical sheet and condition.
 */
import { builder, type Types } from '../builder';
import { ProductConditionRef, ProductGradeRef } from './catalogue';
import { NewVariantInput } from './catalogue-variants-staff';

/** The condition fields both product inputs take (docs/product.md#condition-and-grades). */
function conditionFields(t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) {
  return {
    condition: t.field({
      type: ProductConditionRef,
      description: 'New, refurbished or used; the current one (new for a new product) when absent.',
    }),
    grade: t.field({
      type: ProductGradeRef,
      description:
        'Only, and always, for refurbished or used goods. Absent keeps it, null clears it.',
    }),
    batteryHealth: t.int({
      description:
        "A refurbished or used device's battery health, 0-100 and at least its grade's minimum. " +
        'Absent keeps it, null clears it.',
    }),
  };
}

const ColorInput = builder.inputType('ColorInput', {
  fields: (t) => ({ name: t.string({ required: true }), hex: t.string({ required: true }) }),
});

const ProductDetailsInput = builder.inputType('ProductDetailsInput', {
  description: 'The technical sheet; every field optional, lists of at most 12 entries.',
  fields: (t) => ({
    display: t.string(),
    processor: t.string(),
    camera: t.string(),
    battery: t.string(),
    connectivity: t.string(),
    waterResistance: t.string(),
    specialFeatures: t.stringList(),
    chip: t.string(),
    features: t.stringList(),
    resistance: t.string(),
    charging: t.string(),
  }),
});

export const ProductEditInput = builder.inputType('AdminProductInput', {
  description: 'Prices as typed in euros ("1.299,00"), converted to cents on the server.',
  fields: (t) => ({
    price: t.string({ required: true }),
    originalPrice: t.string({
      deprecationReason:
        'The struck price comes from the price history (the lowest price of the 30 days before ' +
        'a discount); any value is refused.',
    }),
    stock: t.int({ required: true }),
    inStock: t.boolean({ required: true }),
    description: t.string({ required: true }),
    colors: t.field({ type: [ColorInput], required: true }),
    sizes: t.stringList({ required: true }),
    ...conditionFields(t),
    details: t.field({
      type: ProductDetailsInput,
      description:
        'The whole technical sheet, replacing the stored one (rows left out are removed). ' +
        'Absent keeps it, null clears it.',
    }),
  }),
});

export const ProductCreateInput = builder.inputType('AdminProductCreateInput', {
  description:
    "A new product: an edit's fields and its name, brand and department. No struck price (no " +
    'price history yet) and no images: it shows a placeholder until photos are uploaded.',
  fields: (t) => ({
    name: t.string({ required: true }),
    brand: t.string({ required: true }),
    categoryId: t.id({ required: true }),
    price: t.string({ required: true, description: 'In euros as typed ("1.299,00").' }),
    stock: t.int({ required: true }),
    inStock: t.boolean({ required: true }),
    description: t.string({ required: true }),
    colors: t.field({ type: [ColorInput], required: true }),
    sizes: t.stringList({ required: true }),
    details: t.field({ type: ProductDetailsInput }),
    ...conditionFields(t),
    variants: t.field({
      type: [NewVariantInput],
      description:
        'Variants with their own price, SKU or stock, named by colour and size; the others take ' +
        "the product's price and share its stock.",
    }),
  }),
});

/**
 * A technical sheet as the input gives it: the rows left out (or null) are not written, and a
 * sheet with none is no sheet.
 */
export function detailsOf(
  input: Record<string, string | string[] | null | undefined> | null | undefined,
) {
  const rows = Object.entries(input ?? {}).filter(([, value]) => value != null);
  return rows.length ? Object.fromEntries(rows) : null;
}
