import { PRODUCTS_LIST_LIMIT } from '../../../schema/rules/catalogue-filters';
import type { PriceChange } from '../../../schema/rules/omnibus';
import { MAX_PAGE_SIZE } from '../../../schema/rules/paging';
import { PRODUCT_SALE_STATUS } from '../../../schema/vocabulary';
import { priceChangesBefore } from '../../catalogue/price-history';
import { productIdOf } from '../../catalogue/product-id';
import {
  createProduct,
  productPageForStaff,
  productsForStaff,
  setProductArchived,
  updateProduct,
} from '../../catalogue/staff';
import { deliverAfterRestock } from '../../catalogue/stock-alerts';
import { DomainError } from '../../domain-error';
import { mailer } from '../../mail/mailer';
import { builder } from '../builder';
import { Product } from './catalogue';
import { detailsOf, ProductCreateInput, ProductEditInput } from './catalogue-product-inputs';
import { listQuery, pageOf, staffListArgs } from './paging';
import { vocabularyEnum } from './vocabulary-enum';

/**
 * A price's changes over its 30-day window: not bounded in D1, and a product rarely changes price
 * more than a few times a month; the cost model counts them at this many.
 */
const MAX_PRICE_CHANGES = 100;

const ProductSaleStatusRef = vocabularyEnum('ProductSaleStatus', PRODUCT_SALE_STATUS);

const STRUCK_PRICE_FROM_HISTORY =
  'Il prezzo barrato non si imposta: viene dallo storico dei prezzi ed è il più basso degli ' +
  'ultimi 30 giorni prima di un ribasso. Lascia vuoto questo campo.';

const PriceChangeRef = builder.objectRef<PriceChange>('PriceChange').implement({
  description: 'A price a product had from `changedAt` until its next change.',
  fields: (t) => ({
    price: t.expose('price', { type: 'Money', description: 'Euro cents, before IVA.' }),
    changedAt: t.expose('changedAtMs', { type: 'DateTime' }),
  }),
});

export const ProductPage = pageOf('AdminProductPage', Product);

builder.queryFields((t) => ({
  adminProductPage: t.withAuth({ staff: true }).field({
    type: ProductPage,
    description:
      "The shop module's table, a page at a time by id. A search that is a product number finds " +
      `that product; text finds what the shop's search finds, the closest first. A page below 1 ` +
      `or a size outside 1-${MAX_PAGE_SIZE} is refused.`,
    args: {
      ...staffListArgs,
      status: t.arg({
        type: ProductSaleStatusRef,
        description:
          'Only the products on sale, or only the archived ones (newest archived first; a search ' +
          'is then a product number or a piece of name or brand). Both when absent.',
      }),
    },
    resolve: (_root, args, ctx) => productPageForStaff(ctx.db, listQuery(args)),
  }),
  adminProductPriceChanges: t.withAuth({ staff: true }).field({
    type: [PriceChangeRef],
    maxItems: MAX_PRICE_CHANGES,
    description:
      "The product's price changes that decide the struck price of a price set now: those of the " +
      'last 30 days and the one before them, oldest first (the last is the current price).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => priceChangesBefore(ctx.db, productIdOf(id), Date.now()),
  }),
  adminProducts: t.withAuth({ staff: true }).field({
    type: [Product],
    maxItems: PRODUCTS_LIST_LIMIT,
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
    resolve: async (
      _root,
      {
        id,
        input: { originalPrice, condition, grade, batteryHealth, details, ...form },
        seenStock,
      },
      ctx,
    ) => {
      if (originalPrice != null) {
        throw new DomainError(STRUCK_PRICE_FROM_HISTORY, 'BAD_USER_INPUT', 'originalPrice');
      }
      const edit = { ...form, details: details === undefined ? undefined : detailsOf(details) };
      const product = await updateProduct(ctx.db, ctx.viewer, productIdOf(id), edit, seenStock, {
        condition,
        grade,
        batteryHealth,
      });
      await deliverAfterRestock(ctx.db, mailer(ctx.env, ctx.origin, ctx.waitUntil), product.id);
      return product;
    },
  }),
);

builder.mutationField('adminCreateProduct', (t) =>
  t.withAuth({ staff: true }).field({
    type: Product,
    description:
      'Adds a product to the shop, checked by the same rules as adminUpdateProduct and its own; ' +
      'refusals are BAD_USER_INPUT with the fields and their Italian messages.',
    args: { input: t.arg({ type: ProductCreateInput, required: true }) },
    resolve: (_root, { input: { condition, grade, batteryHealth, variants, ...input } }, ctx) =>
      createProduct(
        ctx.db,
        ctx.viewer,
        { ...input, categoryId: String(input.categoryId), details: detailsOf(input.details) },
        { condition, grade, batteryHealth },
        (variants ?? []).map((variant) => ({
          ...variant,
          sku: variant.sku ?? null,
          stock: variant.stock ?? null,
        })),
      ),
  }),
);

builder.mutationField('adminArchiveProduct', (t) =>
  t.withAuth({ staff: true }).field({
    type: Product,
    description:
      'Takes a product no longer sold out of the shop, its searches, lists and sitemap; it ' +
      'cannot be bought, its orders keep it; its waiting back-in-stock requests are told it is ' +
      'no longer sold, and closed. CONFLICT when it is archived already.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const product = await setProductArchived(ctx.db, ctx.viewer, productIdOf(id), true);
      await deliverAfterRestock(ctx.db, mailer(ctx.env, ctx.origin, ctx.waitUntil), product.id);
      return product;
    },
  }),
);

builder.mutationField('adminRestoreProduct', (t) =>
  t.withAuth({ staff: true }).field({
    type: Product,
    description: 'Puts an archived product back on sale. CONFLICT when it is on sale already.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => setProductArchived(ctx.db, ctx.viewer, productIdOf(id), false),
  }),
);
