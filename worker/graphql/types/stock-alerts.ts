import type { ProductRow } from '../../../schema/db/catalogue';
import { parseProductId } from '../../../schema/rules/catalogue';
import { MAX_PAGE_SIZE } from '../../../schema/rules/paging';
import { STOCK_ALERT_RULES } from '../../../schema/rules/stock-alerts';
import { verifiedViewer } from '../../accounts/viewer';
import { productIdOf } from '../../catalogue/product-id';
import {
  confirmStockAlert,
  MOST_ASKED_VARIANTS,
  requestStockAlert,
  type StockAlertAnswer,
  type StockAlertConfirmation,
  type WaitingCount,
  waitingStockAlerts,
} from '../../catalogue/stock-alerts';
import { DomainError } from '../../domain-error';
import { boundedText, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { Product } from './catalogue';
import { ProductPage } from './catalogue-staff';

/** The same answer whether or not the address had asked (docs/product.md#back-in-stock-alerts). */
const StockAlertRequest = builder.objectRef<StockAlertAnswer>('StockAlertRequest').implement({
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address as stored: trimmed, lower case.' }),
    needsConfirmation: t.exposeBoolean('needsConfirmation', {
      description:
        "True when a confirmation link was e-mailed; false when the signed-in account's own verified address was used, and the request already waits.",
    }),
  }),
});

const StockAlertConfirmationRef = builder
  .objectRef<StockAlertConfirmation>('StockAlertConfirmation')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      product: t.field({ type: Product, resolve: (answer) => answer.product }),
      variantLabel: t.exposeString('variantLabel', {
        nullable: true,
        description:
          'The colour and size the request waits for ("Blu · 256GB"); null when it waits for any variant of the product.',
      }),
      alreadyConfirmed: t.exposeBoolean('alreadyConfirmed', {
        description: 'The link had been followed before: nothing changed.',
      }),
    }),
  });

/** A signed token is far shorter; anything longer is not one. */
const MAX_TOKEN = 2000;

/** A variant id as clients send it (ProductVariant.id), or a refusal a person understands. */
function variantIdOf(id: string | null | undefined): number | null {
  if (id == null) return null;
  const parsed = parseProductId(id);
  if (parsed === null) {
    throw new DomainError('Identificativo variante non valido.', 'BAD_USER_INPUT', 'variantId');
  }
  return parsed;
}

builder.mutationFields((t) => ({
  requestStockAlert: t.field({
    type: StockAlertRequest,
    authScopes: { public: true },
    description:
      'Asks for one e-mail when an out-of-stock product (or the variant chosen) is back on sale. A guest gets a confirmation link first; asking twice is answered alike, not duplicated.',
    args: {
      productId: t.arg.id({ required: true }),
      email: t.arg.string({ required: true }),
      variantId: t.arg.id({
        description:
          'The colour and size chosen (ProductVariant.id): the e-mail goes when that variant can be bought. Without it, when any variant can.',
      }),
    },
    resolve: async (_root, { productId, email, variantId }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestStockAlert');
      validated({ email }, STOCK_ALERT_RULES);
      return requestStockAlert(
        ctx.db,
        ctx.env,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
        verifiedViewer(ctx.asker),
        {
          productId: productIdOf(productId, 'productId'),
          variantId: variantIdOf(variantId),
          email,
        },
      );
    },
  }),
  confirmStockAlert: t.field({
    type: StockAlertConfirmationRef,
    authScopes: { public: true },
    description:
      "Follows the confirmation e-mail's link: the request waits for the product from now, once.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) =>
      confirmStockAlert(
        ctx.db,
        ctx.env,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
        boundedText(token, 'token', MAX_TOKEN),
      ),
  }),
}));

const WaitingVariantStockAlerts = builder
  .objectRef<WaitingCount['variants'][number]>('WaitingVariantStockAlerts')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      variantId: t.id({ resolve: (row) => String(row.variantId) }),
      label: t.exposeString('label', {
        nullable: true,
        description: 'Its colour and size as asked for ("Blu · 256GB").',
      }),
      waiting: t.exposeInt('waiting'),
    }),
  });

const WaitingStockAlerts = builder
  .objectRef<{ productId: number } & WaitingCount>('WaitingStockAlerts')
  .implement({
    authScopes: { staff: true },
    fields: (t) => ({
      productId: t.id({ resolve: (row) => String(row.productId) }),
      waiting: t.exposeInt('waiting', {
        description: 'Confirmed requests whose e-mail is not written yet.',
      }),
      variants: t.field({
        type: [WaitingVariantStockAlerts],
        maxItems: MOST_ASKED_VARIANTS,
        description:
          'Of those, the ones asking for one variant, counted per variant asked for, the 12 most asked first; the rest wait for any variant.',
        resolve: (row) => row.variants,
      }),
    }),
  });

// Beside the page, not on Product: a public product read may be kept and shared, a staff count
// must not be.
builder.objectField(ProductPage, 'waitingStockAlerts', (t) =>
  t.field({
    type: [WaitingStockAlerts],
    maxItems: MAX_PAGE_SIZE,
    description: "Back-in-stock requests waiting, for each of the page's products.",
    resolve: async (page: { items: ProductRow[] }, _args, ctx) => {
      const ids = page.items.map((product) => product.id);
      const counts = await waitingStockAlerts(ctx.db, ids);
      return ids.map((productId) => ({
        productId,
        ...(counts.get(productId) ?? { waiting: 0, variants: [] }),
      }));
    },
  }),
);
