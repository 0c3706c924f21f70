import { priceCart } from '../../../schema/rules/cart-totals';
import { builder } from '../builder';
import { userError } from '../errors';
import { productIdArg } from './catalogue';
import { boundedText } from './inputs';

const MAX_LINES = 100;
const MAX_QUANTITY = 999;

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

type PricedLine = ReturnType<typeof priceCart>['lines'][number];

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
  }),
});

type PricedCart = ReturnType<typeof priceCart>;

const CartTotals = builder.objectRef<PricedCart>('CartTotals').implement({
  fields: (t) => ({
    itemCount: t.int({ resolve: (c) => c.totals.itemCount }),
    subtotal: t.field({ type: 'Money', resolve: (c) => c.totals.subtotal }),
    shipping: t.field({ type: 'Money', resolve: (c) => c.totals.shipping }),
    taxes: t.field({ type: 'Money', resolve: (c) => c.totals.taxes }),
    total: t.field({ type: 'Money', resolve: (c) => c.totals.total }),
    lines: t.field({ type: [PricedCartLine], resolve: (c) => c.lines }),
  }),
});

interface CartLineArg {
  productId: string | number;
  quantity: number;
  color?: string | null;
  size?: string | null;
}

/** Validates the lines a client sends; prices never come from the client. */
export function parseCartLines(lines: readonly CartLineArg[]) {
  if (lines.length > MAX_LINES) {
    throw userError(
      `Il carrello può contenere al massimo ${MAX_LINES} righe.`,
      'BAD_USER_INPUT',
      'lines',
    );
  }
  return lines.map((line) => {
    if (line.quantity < 0 || line.quantity > MAX_QUANTITY) {
      throw userError(
        `La quantità deve essere un numero tra 0 e ${MAX_QUANTITY}.`,
        'BAD_USER_INPUT',
        'quantity',
      );
    }
    return {
      productId: productIdArg(line.productId),
      quantity: line.quantity,
      color: boundedText(line.color ?? null, 'color', 60),
      size: boundedText(line.size ?? null, 'size', 60),
    };
  });
}

builder.queryField('cartTotals', (t) =>
  t.field({
    type: CartTotals,
    description:
      'Totals priced from the catalogue: each quantity capped at stock, nothing for products out ' +
      'of stock or unknown; shipping free above 100 EUR; IVA 22% on the subtotal.',
    args: { lines: t.arg({ type: [CartLineInput], required: true }) },
    resolve: async (_root, args, ctx) => {
      const lines = parseCartLines(args.lines);
      const catalogue = await ctx.catalogue.productsByIds(lines.map((l) => l.productId));
      return priceCart(lines, (id) => catalogue.get(id));
    },
  }),
);
