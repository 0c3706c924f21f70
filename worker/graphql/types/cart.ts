import type { ProductRow, ProductVariantRow } from '../../../schema/db/catalogue';
import { priceCart } from '../../../schema/rules/cart-totals';
import {
  guaranteeMonths,
  TAKES_PRODUCT_GRADE,
  variantCondition,
} from '../../../schema/rules/product-condition';
import { offersRaeeTakeBack } from '../../../schema/rules/raee';
import { forSale } from '../../catalogue/reads';
import { saleCatalogue } from '../../catalogue/variants';
import { MAX_LINES, parseCartLines } from '../../orders/cart-lines';
import { builder } from '../builder';
import { ProductConditionRef, ProductGradeRef } from './catalogue';

export const CartLineInput = builder.inputType('CartLineInput', {
  fields: (t) => ({
    productId: t.id({ required: true }),
    quantity: t.int({ required: true }),
    color: t.string(),
    size: t.string(),
  }),
});

const LineStatus = builder.enumType('CartLineStatus', {
  description: 'OK, CAPPED at the stock left, OUT_OF_STOCK, or UNKNOWN_PRODUCT (no longer sold).',
  values: ['OK', 'CAPPED', 'OUT_OF_STOCK', 'UNKNOWN_PRODUCT'] as const,
});

/**
 * A priced line, the product it prices (null when it is not for sale) and the variant its colour
 * and size name (null when the product does not offer them).
 */
type PricedLine = ReturnType<typeof priceCart>['lines'][number] & {
  product: ProductRow | null;
  variant: ProductVariantRow | null;
};

const PricedCartLine = builder.objectRef<PricedLine>('PricedCartLine').implement({
  description: 'A cart line as the server priced it.',
  fields: (t) => ({
    productId: t.id({ resolve: (l) => String(l.productId) }),
    color: t.exposeString('color', { nullable: true }),
    size: t.exposeString('size', { nullable: true }),
    requestedQuantity: t.exposeInt('requestedQuantity'),
    quantity: t.exposeInt('quantity', { description: 'What can be sold: capped at the stock.' }),
    unitPrice: t.expose('unitPrice', { type: 'Money' }),
    lineTotal: t.expose('lineTotal', { type: 'Money' }),
    status: t.field({ type: LineStatus, resolve: (l) => l.status }),
    condition: t.field({
      type: ProductConditionRef,
      nullable: true,
      description: "The product's condition now; null for a product no longer sold.",
      resolve: (l) => l.product?.condition ?? null,
    }),
    grade: t.field({
      type: ProductGradeRef,
      nullable: true,
      description: "Its variant's grade now, its own or the product's.",
      resolve: (l) =>
        l.product ? variantCondition(l.product, l.variant ?? TAKES_PRODUCT_GRADE).grade : null,
    }),
    guaranteeMonths: t.int({
      nullable: true,
      description:
        'The legal guarantee its condition gives: 24 months new, 12 refurbished or used.',
      resolve: (l) => (l.product ? guaranteeMonths(l.product.condition) : null),
    }),
  }),
});

type PricedCart = ReturnType<typeof priceCart> & {
  lines: PricedLine[];
  raeeTakeBackOffered: boolean;
};

const CartTotals = builder.objectRef<PricedCart>('CartTotals').implement({
  fields: (t) => ({
    itemCount: t.int({ resolve: (c) => c.totals.itemCount }),
    subtotal: t.field({ type: 'Money', resolve: (c) => c.totals.subtotal }),
    shipping: t.field({ type: 'Money', resolve: (c) => c.totals.shipping }),
    taxes: t.field({ type: 'Money', resolve: (c) => c.totals.taxes }),
    total: t.field({ type: 'Money', resolve: (c) => c.totals.total }),
    lines: t.field({ type: [PricedCartLine], maxItems: MAX_LINES, resolve: (c) => c.lines }),
    raeeTakeBackOffered: t.exposeBoolean('raeeTakeBackOffered', {
      description:
        'Whether an order of these lines may ask for the free take-back of an equivalent old ' +
        'device (PlaceOrderInput.raeeTakeBack, docs/product.md#ritiro-raee).',
    }),
  }),
});

builder.queryField('cartTotals', (t) =>
  t.field({
    type: CartTotals,
    description:
      'Totals priced from the catalogue, each line at its variant (colour and size): each ' +
      'quantity capped at stock (variants sharing a stock capped together), nothing for products out ' +
      'of stock, unknown or archived (UNKNOWN_PRODUCT); shipping free above 100 EUR; IVA 22% on the subtotal.',
    authScopes: { public: true },
    args: { lines: t.arg({ type: [CartLineInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const lines = parseCartLines(args.lines);
      const catalogue = await saleCatalogue(ctx.db, lines);
      // An archived product prices as one no longer sold (docs/product.md#archived-products).
      const sold = [...catalogue.products.values()].filter((product) => forSale(product));
      const priced = priceCart(lines, catalogue.entry);
      return {
        ...priced,
        lines: priced.lines.map((line) => ({
          ...line,
          product: forSale(catalogue.products.get(line.productId)) ?? null,
          variant: catalogue.variantOf(line) ?? null,
        })),
        raeeTakeBackOffered: offersRaeeTakeBack(sold),
      };
    },
  }),
);
