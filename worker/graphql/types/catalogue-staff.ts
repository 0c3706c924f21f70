import { PRODUCTS_LIST_LIMIT } from '../../../schema/rules/catalogue-filters';
import { MAX_PAGE_SIZE } from '../../../schema/rules/paging';
import { productIdOf } from '../../catalogue/product-id';
import { productPageForStaff, productsForStaff, updateProduct } from '../../catalogue/staff';
import { builder } from '../builder';
import { Product } from './catalogue';
import { listQuery, pageOf, staffListArgs } from './paging';

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

const ProductPage = pageOf('AdminProductPage', Product);

builder.queryFields((t) => ({
  adminProductPage: t.withAuth({ staff: true }).field({
    type: ProductPage,
    description:
      "The shop module's table, a page at a time by id. A search that is a product number finds " +
      `that product; text finds what the shop's search finds, the closest first. A page below 1 ` +
      `or a size outside 1-${MAX_PAGE_SIZE} is refused.`,
    args: staffListArgs,
    resolve: (_root, args, ctx) => productPageForStaff(ctx.db, listQuery(args)),
  }),
  adminProducts: t.withAuth({ staff: true }).field({
    type: [Product],
    description: `The first ${PRODUCTS_LIST_LIMIT} products by id, no more: adminProductPage pages the whole catalogue.`,
    resolve: (_root, _args, ctx) => productsForStaff(ctx.db),
  }),
}));

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
