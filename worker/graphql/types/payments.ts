import type { OrderRow } from '../../../schema/db/orders';
import { PAYMENT_METHOD } from '../../../schema/vocabulary';
import { DomainError } from '../../domain-error';
import { boundedText, rowId } from '../../input';
import { mayRead } from '../../orders/order-loaders';
import {
  ONLINE_OFF_MESSAGE,
  payableOnline,
  paymentPageFor,
} from '../../payments/checkout-sessions';
import { paysOnline, stripeSettings } from '../../payments/stripe-settings';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { Order, PaymentMethodRef } from './orders';

/** Paying an online order (docs/product.md#payments-online): where it stands for its buyer. */
const OnlinePayment = builder.objectRef<OrderRow>('OnlinePayment').implement({
  description:
    "An online payment as its buyer sees it. The order's status says whether it is paid: only the " +
    "provider's word moves it to PAGATO.",
  fields: (t) => ({
    payable: t.boolean({
      description:
        'Whether the buyer can go and pay now (payOrder): the order awaits its payment and the page is open.',
      resolve: (order) => payableOnline(order, Date.now()),
    }),
    closesAt: t.expose('paymentExpiresAtMs', {
      type: 'DateTime',
      nullable: true,
      description: "When the provider's page closes; unpaid by then, the order is cancelled.",
    }),
  }),
});

builder.objectFields(Order, (t) => ({
  onlinePayment: t.field({
    type: OnlinePayment,
    nullable: true,
    description: 'The online payment of an ONLINE order; null for the other methods.',
    resolve: (order) => (order.paymentMethod === 'online' ? order : null),
  }),
  paymentProblem: t.withAuth({ staff: true }).exposeString('paymentProblem', {
    nullable: true,
    description:
      'What the payment provider reported that was not applied (an amount that is not the ' +
      "order's, money taken for a cancelled order), for a person to check (staff only).",
  }),
}));

builder.queryField('checkoutPaymentMethods', (t) =>
  t.field({
    type: [PaymentMethodRef],
    maxItems: PAYMENT_METHOD.values.length,
    authScopes: { public: true },
    description:
      'The payment methods a buyer may choose now: ONLINE only with a payment provider connected.',
    resolve: (_root, _args, ctx) =>
      PAYMENT_METHOD.values.filter((method) => method !== 'online' || paysOnline(ctx.env)),
  }),
);

export const PaymentPage = builder.objectRef<{ url: string }>('PaymentPage').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: "The provider's page the buyer pays on." }),
  }),
});

builder.mutationField('payOrder', (t) =>
  t.field({
    type: PaymentPage,
    authScopes: { public: true },
    description:
      "The provider's page to pay an ONLINE order awaiting its payment, for its owner or whoever " +
      'holds its token; opened once, the same page after.',
    args: { id: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      await withinLimit(ctx.env.ORDERS_RATE_LIMIT, ctx.client, 'payOrder');
      const token = boundedText(args.token ?? null, 'token', 128);
      const order = await ctx.orders.byId(rowId(args.id));
      if (!order || !mayRead(order, ctx.viewer, token)) {
        throw new DomainError('Ordine non trovato.', 'NOT_FOUND');
      }
      const settings = stripeSettings(ctx.env);
      if (!settings) throw new DomainError(ONLINE_OFF_MESSAGE, 'CONFLICT');
      return { url: await paymentPageFor(ctx.db, settings, order, ctx.origin) };
    },
  }),
);
