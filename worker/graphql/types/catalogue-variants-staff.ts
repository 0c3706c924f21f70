import { productIdOf } from '../../catalogue/product-id';
import { deliverAfterRestock } from '../../catalogue/stock-alerts';
import { updateVariants } from '../../catalogue/variants-staff';
import { rowId } from '../../input';
import { mailer } from '../../mail/mailer';
import { builder } from '../builder';
import { Product, ProductGradeRef } from './catalogue';

/** The staff's writes of a product's variants (docs/product.md#staff-and-variants). */
const variantFields = {
  price: 'In euros as typed ("1.299,00").',
  sku: 'Letters, digits and dashes, stored in capitals; unique across the shop.',
  stock: "Units held for this variant alone; null to sell from the product's shared stock.",
  grade:
    "A grade of its own, only on a refurbished or used product; null takes the product's grade " +
    'and battery health.',
  batteryHealth:
    "Its own battery health with its own grade, at least the grade's minimum; null states none.",
};

export const NewVariantInput = builder.inputType('AdminNewVariantInput', {
  description:
    "A variant of a product being created, named by one of the product's colours and sizes.",
  fields: (t) => ({
    color: t.string({ required: true }),
    size: t.string({ required: true }),
    price: t.string({ required: true, description: variantFields.price }),
    sku: t.string({ description: `${variantFields.sku} Made up by the shop when absent.` }),
    stock: t.int({ description: variantFields.stock }),
    grade: t.field({ type: ProductGradeRef, description: variantFields.grade }),
    batteryHealth: t.int({ description: variantFields.batteryHealth }),
  }),
});

const VariantInput = builder.inputType('AdminVariantInput', {
  description: "A variant's price, SKU, stock and grade as the staff's table sends them.",
  fields: (t) => ({
    id: t.id({ required: true }),
    price: t.string({ required: true, description: variantFields.price }),
    sku: t.string({ required: true, description: variantFields.sku }),
    stock: t.int({ description: variantFields.stock }),
    grade: t.field({
      type: ProductGradeRef,
      description: `${variantFields.grade} Absent keeps it.`,
    }),
    batteryHealth: t.int({ description: `${variantFields.batteryHealth} Absent keeps it.` }),
    seenStock: t.int({
      description:
        'Its own stock as the staff saw it, null when it shared: written only if it still is, ' +
        'otherwise a CONFLICT tells the stock as it is now.',
    }),
  }),
});

builder.mutationField('adminUpdateProductVariants', (t) =>
  t.withAuth({ staff: true }).field({
    type: Product,
    description:
      "Sets the price, SKU, stock and grade of a product's variants, all or none; the product's price " +
      "becomes the cheapest variant's. Refusals are BAD_USER_INPUT with the fields " +
      '(`variants.<index>.<field>`), NOT_FOUND for a variant of another product, CONFLICT for ' +
      'a SKU another variant holds or a stock that changed since it was seen.',
    args: {
      productId: t.arg.id({ required: true }),
      variants: t.arg({ type: [VariantInput], required: true }),
    },
    resolve: async (_root, { productId, variants }, ctx) => {
      const product = await updateVariants(
        ctx.db,
        ctx.viewer,
        productIdOf(productId),
        variants.map((variant, index) => ({
          ...variant,
          id: rowId(variant.id, `variants.${index}.id`),
          stock: variant.stock ?? null,
          seenStock: variant.seenStock ?? null,
        })),
      );
      await deliverAfterRestock(ctx.db, mailer(ctx.env, ctx.origin, ctx.waitUntil), product.id);
      return product;
    },
  }),
);
