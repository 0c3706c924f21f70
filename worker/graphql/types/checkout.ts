import type { OrderRow } from '../../../schema/db/orders';
import { normaliseEmail } from '../../../schema/rules/normalise';
import type { Database } from '../../db';
import { DomainError } from '../../domain-error';
import { mailer } from '../../mail/mailer';
import { orderRequestOf } from '../../orders/checkout-input';
import { placeOrder } from '../../orders/place-order';
import { ONLINE_OFF_MESSAGE, paymentPageFor } from '../../payments/checkout-sessions';
import { type StripeSettings, stripeSettings } from '../../payments/stripe-settings';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { CartLineInput } from './cart';
import { InvoiceKindRef } from './invoices';
import { Order, PaymentMethodRef } from './orders';

const PlacedOrder = builder
  .objectRef<{ order: OrderRow; accessToken: string; paymentUrl: string | null }>('PlacedOrder')
  .implement({
    fields: (t) => ({
      order: t.field({ type: Order, resolve: (placed) => placed.order }),
      accessToken: t.exposeString('accessToken', {
        description:
          'The secret that opens the order without signing in: keep it with the order id.',
      }),
      paymentUrl: t.exposeString('paymentUrl', {
        nullable: true,
        description:
          "For an ONLINE order, the provider's page the buyer goes to pay on; null for the other " +
          "methods, or when the provider did not answer (the order's page then offers payOrder).",
      }),
    }),
  });

const AddressInput = builder.inputType('AddressInput', {
  fields: (t) => ({
    street: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    province: t.string({ required: true, description: 'The two-letter sigla: MI, RM, NA…' }),
  }),
});

const InvoiceInput = builder.inputType('InvoiceInput', {
  description: 'The electronic invoice the buyer wants (docs/product.md#invoices).',
  fields: (t) => ({
    taxCode: t.string({ required: true, description: 'Codice fiscale or partita IVA.' }),
    companyName: t.string({ description: 'The ragione sociale; required for a business.' }),
    kind: t.field({
      type: InvoiceKindRef,
      description: 'Absent: read from taxCode, 11 digits being a partita IVA (a business).',
    }),
    sdiCode: t.string({
      description: 'The 7-character SDI recipient code; a business gives it or a PEC.',
    }),
    pec: t.string({ description: 'The PEC address the invoice goes to.' }),
    billingAddress: t.field({
      type: AddressInput,
      description: 'Absent: the invoice is made out to the shipping address.',
    }),
  }),
});

const PlaceOrderInput = builder.inputType('PlaceOrderInput', {
  description: 'Who buys, where it goes and how it is paid. Prices never come from the client.',
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    phone: t.string({ required: true }),
    shippingAddress: t.field({ type: AddressInput, required: true }),
    invoice: t.field({ type: InvoiceInput }),
    paymentMethod: t.field({ type: PaymentMethodRef, required: true }),
    notes: t.string(),
    raeeTakeBack: t.boolean({
      description:
        'The free take-back of an equivalent old device on delivery, or at the shop for RITIRO ' +
        '(docs/product.md#ritiro-raee); only for an order with a product that offers it. Absent: false.',
    }),
    acceptTerms: t.boolean({ required: true }),
    lines: t.field({ type: [CartLineInput], required: true }),
  }),
});

/**
 * The page to pay a just-placed online order on; null when the provider did not answer: the
 * order stands, holding its goods, and its page offers to pay (docs/product.md#payments-online).
 */
async function paymentUrlOf(
  db: Database,
  settings: StripeSettings,
  order: OrderRow,
  origin: string,
) {
  try {
    return await paymentPageFor(db, settings, order, origin);
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlacedOrder,
    authScopes: { public: true },
    description:
      'Places an order priced by the server. The same idempotencyKey returns the same order; ' +
      'an order that cannot be filled fails whole and changes nothing.',
    args: {
      input: t.arg({ type: PlaceOrderInput, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, { input, idempotencyKey }, ctx) => {
      await withinLimit(ctx.env.ORDERS_RATE_LIMIT, ctx.client, 'placeOrder');
      const request = orderRequestOf(input, idempotencyKey);
      // A second limit per buyer, which a client moving between addresses still meets.
      await withinLimit(
        ctx.env.ORDERS_EMAIL_RATE_LIMIT,
        normaliseEmail(request.fields.email),
        'placeOrder',
      );
      const settings = request.fields.paymentMethod === 'online' ? stripeSettings(ctx.env) : null;
      if (request.fields.paymentMethod === 'online' && !settings) {
        throw new DomainError(ONLINE_OFF_MESSAGE, 'BAD_USER_INPUT', 'paymentMethod');
      }
      const placed = await placeOrder(
        ctx.db,
        request,
        { viewer: ctx.viewer, client: ctx.client },
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      );
      return {
        ...placed,
        paymentUrl: settings
          ? await paymentUrlOf(ctx.db, settings, placed.order, ctx.origin)
          : null,
      };
    },
  }),
);
