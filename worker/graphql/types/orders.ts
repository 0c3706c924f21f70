import type { OrderEventRow, OrderLineRow, OrderRow } from '../../../schema/db/orders';
import { parcelLink } from '../../../schema/rules/carriers';
import { expiresAtMs } from '../../../schema/rules/order-limits';
import { ORDER_LINK_REQUEST_ANSWER, ORDER_LINK_REQUEST_RULES } from '../../../schema/rules/orders';
import { guaranteeMonths } from '../../../schema/rules/product-condition';
import { ORDER_STATUS, PAYMENT_METHOD } from '../../../schema/vocabulary';
import { boundedText, rowId, validated } from '../../input';
import { loggable } from '../../loggable';
import { mailer } from '../../mail/mailer';
import { MAX_LINES } from '../../orders/cart-lines';
import { sendOrderLink } from '../../orders/order-link-request';
import { guestOrders, MAX_GUEST_ORDERS, mayRead } from '../../orders/order-loaders';
import { underLimit, withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { CarrierRef } from './carriers';
import { ProductConditionRef, ProductGradeRef } from './catalogue';
import { vocabularyEnum } from './vocabulary-enum';

/** A customer's orders are not bounded in D1 and rarely pass this; the cost model counts to it. */
export const MAX_CUSTOMER_ORDERS = 100;

export const OrderStatusRef = vocabularyEnum('OrderStatus', ORDER_STATUS);

export const PaymentMethodRef = vocabularyEnum('PaymentMethod', PAYMENT_METHOD);

export const OrderAddress = builder.objectRef<OrderRow>('OrderAddress').implement({
  fields: (t) => ({
    street: t.exposeString('street'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province'),
  }),
});

const OrderLine = builder.objectRef<OrderLineRow>('OrderLine').implement({
  description:
    'A line as it was bought: name, image and price are kept from the time of the order.',
  fields: (t) => ({
    productId: t.id({ resolve: (line) => String(line.productId) }),
    name: t.exposeString('name'),
    brand: t.exposeString('brand'),
    image: t.exposeString('image'),
    color: t.exposeString('color', { nullable: true }),
    size: t.exposeString('size', { nullable: true }),
    sku: t.exposeString('sku', {
      nullable: true,
      description: "The variant's SKU when bought; null for orders placed before variants.",
    }),
    unitPrice: t.expose('unitPrice', { type: 'Money' }),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.expose('lineTotal', { type: 'Money' }),
    condition: t.expose('condition', { type: ProductConditionRef }),
    grade: t.expose('grade', { type: ProductGradeRef, nullable: true }),
    batteryHealth: t.exposeInt('batteryHealth', { nullable: true }),
    guaranteeMonths: t.int({
      description:
        'The legal guarantee of what was bought, by its condition at the time: 24 or 12.',
      resolve: (line) => guaranteeMonths(line.condition),
    }),
  }),
});

const OrderEvent = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusRef, resolve: (event) => event.status }),
    note: t.exposeString('note', { nullable: true }),
    at: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

export const Order = builder.objectRef<OrderRow>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', {
      description: 'What people read and quote: RL-2026-000123.',
    }),
    status: t.field({ type: OrderStatusRef, resolve: (order) => order.status }),
    paymentMethod: t.field({ type: PaymentMethodRef, resolve: (order) => order.paymentMethod }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    expiresAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When an unpaid bank-transfer order, a cash-on-delivery order not yet shipped, or a ' +
        'collection in the shop not yet collected, is cancelled and its stock returned; null ' +
        'for every other order.',
      resolve: (order) => expiresAtMs(order),
    }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone'),
    shippingAddress: t.field({ type: OrderAddress, resolve: (order) => order }),
    invoiceTaxCode: t.exposeString('invoiceTaxCode', { nullable: true }),
    invoiceCompany: t.exposeString('invoiceCompany', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    raeeTakeBack: t.exposeBoolean('raeeTakeBack', {
      description:
        'Whether the buyer asked for the free take-back of an equivalent old device, on delivery ' +
        'or at the shop for RITIRO (docs/product.md#ritiro-raee).',
    }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    carrier: t.exposeString('carrier', {
      nullable: true,
      description:
        "The courier's name: the chosen carrier's, or as staff wrote it before the choice.",
    }),
    carrierCode: t.field({
      type: CarrierRef,
      nullable: true,
      description: "The carrier chosen from the shop's table; null for orders shipped before it.",
      resolve: (order) => order.carrierCode,
    }),
    trackingUrl: t.string({
      nullable: true,
      description:
        "The courier's own page that follows the parcel: built from the carriers' table for a " +
        'chosen carrier, else the one staff typed.',
      resolve: (order) => parcelLink(order),
    }),
    readyForPickupAt: t.expose('readyForPickupAtMs', {
      type: 'DateTime',
      nullable: true,
      description: 'When the shop told the buyer a "Ritiro in negozio" order is ready.',
    }),
    subtotal: t.expose('subtotal', { type: 'Money' }),
    shipping: t.expose('shipping', { type: 'Money' }),
    taxes: t.expose('taxes', { type: 'Money' }),
    total: t.expose('total', { type: 'Money' }),
    lines: t.field({
      type: [OrderLine],
      maxItems: MAX_LINES,
      resolve: (order, _args, ctx) => ctx.orders.lines.load(order.id),
    }),
    events: t.field({
      type: [OrderEvent],
      maxItems: ORDER_STATUS.values.length,
      resolve: (order, _args, ctx) => ctx.orders.events.load(order.id),
    }),
  }),
});

const OrderRefInput = builder.inputType('OrderRefInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    token: t.string({ required: true }),
  }),
});

builder.queryField('order', (t) =>
  t.field({
    type: Order,
    nullable: true,
    authScopes: { public: true },
    description: 'An order for its owner, or for whoever holds its token; null for anyone else.',
    args: { id: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const token = boundedText(args.token ?? null, 'token', 128);
      const order = await ctx.orders.byId(rowId(args.id));
      return order && mayRead(order, ctx.viewer, token) ? order : null;
    },
  }),
);

builder.queryField('myOrders', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: [Order],
    maxItems: MAX_CUSTOMER_ORDERS,
    description: "The signed-in user's orders, newest first.",
    resolve: (_root, _args, ctx) => ctx.orders.ofOwner(ctx.viewer.uid),
  }),
);

builder.queryField('guestOrders', (t) =>
  t.field({
    type: [Order],
    maxItems: MAX_GUEST_ORDERS,
    authScopes: { public: true },
    description:
      'The orders this browser placed, each opened by its token; unknown pairs are left out.',
    args: { refs: t.arg({ type: [OrderRefInput], required: true }) },
    resolve: (_root, { refs }, ctx) => guestOrders(ctx.orders, refs),
  }),
);

builder.mutationField('requestOrderLink', (t) =>
  t.string({
    authScopes: { public: true },
    description:
      "Sends an order's private link again, to the order's own e-mail, when number and e-mail " +
      'match; the answer is the same whether or not they do.',
    args: {
      number: t.arg.string({ required: true }),
      email: t.arg.string({ required: true }),
    },
    resolve: async (_root, { number, email }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestOrderLink');
      validated({ number, email }, ORDER_LINK_REQUEST_RULES);
      // Looked up and written after the answer, which so takes as long for any pair. Also limited
      // per address, so nobody fills a buyer's inbox from many connections; only a matching pair
      // spends that bucket (docs/product.md#rate-limits), and past it the e-mail is not sent.
      ctx.waitUntil(
        sendOrderLink(
          ctx.db,
          { number, email },
          mailer(ctx.env, ctx.origin, ctx.waitUntil),
          (address) => underLimit(ctx.env.FORMS_RATE_LIMIT, address, 'orderLinkSent'),
        ).catch((error) => console.error('requestOrderLink', loggable(error))),
      );
      return ORDER_LINK_REQUEST_ANSWER;
    },
  }),
);
