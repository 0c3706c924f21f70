import { productIdOf } from '../../catalogue/product-id';
import { productsForStaff, updateProduct } from '../../catalogue/staff';
import { builder } from '../builder';
import { Product } from './catalogue';

const ColorInput = builder.inputType('ColorInput', {
  fields: (t) => ({ name: t.string({ required: true }), hex: t.string({ required: true }) }),
});

const ProductEditInput = builder.inputType('AdminProductInput', {
  description: 'Prices as typed in euros ("1.299,00"), converted to cents on the server.',
  fields: (t) => ({
    price: t.string({ required: true }),
    originalPrice: t.string(),
    stock: t.int({ required: true }),
    inStock: t.boolean({ required: true }),
    description: t.string({ required: true }),
    colors: t.field({ type: [ColorInput], required: true }),
    sizes: t.stringList({ required: true }),
  }),
});

builder.queryField('adminProducts', (t) =>
  t.withAuth({ staff: true }).field({
    type: [Product],
    description: 'The whole catalogue for the shop module, by id.',
    resolve: (_root, _args, ctx) => productsForStaff(ctx.db),
  }),
);

builder.mutationField('adminUpdateProduct', (t) =>
  t.withAuth({ staff: true }).field({
    type: Product,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductEditInput, required: true }),
      seenStock: t.arg.int({
        required: true,
        description:
          'The stock the staff saw when they opened the editor: the edit is written only if it is ' +
          'still the stock, otherwise a CONFLICT tells the stock as it is now.',
      }),
    },
    resolve: (_root, { id, input, seenStock }, ctx) =>
      updateProduct(
        ctx.db,
        ctx.viewer,
        productIdOf(id),
        { ...input, originalPrice: input.originalPrice ?? null },
        seenStock,
      ),
  }),
);
