import type { OrderEventRow, OrderLineRow, OrderRow } from '../../../schema/db/orders';
import { checkoutRules } from '../../../schema/rules/checkout';
import { ORDER_STATUS_LABELS, PAYMENT_METHOD_LABELS } from '../../../schema/rules/orders';
import { ORDER_STATUSES, PAYMENT_METHODS } from '../../../schema/vocabulary';
import { mayRead } from '../../orders/order-loaders';
import { placeOrder } from '../../orders/place-order';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { userError } from '../errors';
import { CartLineInput, parseCartLines } from './cart';
import { boundedText, validated } from './inputs';
import { vocabularyEnum } from './vocabulary-enum';

const OrderStatusRef = vocabularyEnum('OrderStatus', ORDER_STATUSES, ORDER_STATUS_LABELS);

const PaymentMethodRef = vocabularyEnum('PaymentMethod', PAYMENT_METHODS, PAYMENT_METHOD_LABELS);

const Address = builder.objectRef<OrderRow>('OrderAddress').implement({
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
    unitPrice: t.expose('unitPrice', { type: 'Money' }),
    quantity: t.exposeInt('quantity'),
    lineTotal: t.expose('lineTotal', { type: 'Money' }),
  }),
});

const OrderEvent = builder.objectRef<OrderEventRow>('OrderEvent').implement({
  fields: (t) => ({
    status: t.field({ type: OrderStatusRef, resolve: (event) => event.status }),
    note: t.exposeString('note', { nullable: true }),
    at: t.string({
      description: 'ISO 8601',
      resolve: (event) => new Date(event.createdAtMs).toISOString(),
    }),
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
    createdAt: t.string({
      description: 'ISO 8601',
      resolve: (order) => new Date(order.createdAtMs).toISOString(),
    }),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phone: t.exposeString('phone'),
    shippingAddress: t.field({ type: Address, resolve: (order) => order }),
    invoiceTaxCode: t.exposeString('invoiceTaxCode', { nullable: true }),
    invoiceCompany: t.exposeString('invoiceCompany', { nullable: true }),
    notes: t.exposeString('notes', { nullable: true }),
    trackingNumber: t.exposeString('trackingNumber', { nullable: true }),
    subtotal: t.expose('subtotal', { type: 'Money' }),
    shipping: t.expose('shipping', { type: 'Money' }),
    taxes: t.expose('taxes', { type: 'Money' }),
    total: t.expose('total', { type: 'Money' }),
    lines: t.field({
      type: [OrderLine],
      resolve: (order, _args, ctx) => ctx.orders.lines.load(order.id),
    }),
    events: t.field({
      type: [OrderEvent],
      resolve: (order, _args, ctx) => ctx.orders.events.load(order.id),
    }),
  }),
});

const PlacedOrder = builder
  .objectRef<{ order: OrderRow; accessToken: string }>('PlacedOrder')
  .implement({
    fields: (t) => ({
      order: t.field({ type: Order, resolve: (placed) => placed.order }),
      accessToken: t.exposeString('accessToken', {
        description:
          'The secret that opens the order without signing in: keep it with the order id.',
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
  fields: (t) => ({
    taxCode: t.string({ required: true, description: 'Codice fiscale or partita IVA.' }),
    companyName: t.string(),
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
    acceptTerms: t.boolean({ required: true }),
    lines: t.field({ type: [CartLineInput], required: true }),
  }),
});

const OrderRefInput = builder.inputType('OrderRefInput', {
  fields: (t) => ({
    id: t.id({ required: true }),
    token: t.string({ required: true }),
  }),
});

const MAX_GUEST_ORDERS = 50;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{16,100}$/;

builder.mutationField('placeOrder', (t) =>
  t.field({
    type: PlacedOrder,
    description:
      'Places an order priced by the server. The same idempotencyKey returns the same order; ' +
      'an order that cannot be filled fails whole and changes nothing.',
    args: {
      input: t.arg({ type: PlaceOrderInput, required: true }),
      idempotencyKey: t.arg.string({ required: true }),
    },
    resolve: async (_root, { input, idempotencyKey }, ctx) => {
      await withinLimit(ctx.env.ORDERS_RATE_LIMIT, ctx.client, 'placeOrder');
      if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
        throw userError('Chiave di idempotenza non valida.', 'BAD_USER_INPUT', 'idempotencyKey');
      }
      const fields = {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        street: input.shippingAddress.street,
        postalCode: input.shippingAddress.postalCode,
        city: input.shippingAddress.city,
        province: input.shippingAddress.province,
        wantsInvoice: Boolean(input.invoice),
        invoiceTaxCode: input.invoice?.taxCode ?? '',
        invoiceCompany: input.invoice?.companyName ?? '',
        paymentMethod: input.paymentMethod,
        notes: input.notes ?? '',
        acceptTerms: input.acceptTerms,
      };
      validated(fields, checkoutRules(fields));
      const lines = parseCartLines(input.lines);
      if (lines.length === 0) throw userError('Il carrello è vuoto.', 'BAD_USER_INPUT', 'lines');
      return placeOrder(ctx.db, { fields, lines, idempotencyKey }, ctx.viewer);
    },
  }),
);

builder.queryFields((t) => ({
  order: t.field({
    type: Order,
    nullable: true,
    description: 'An order for its owner, or for whoever holds its token; null for anyone else.',
    args: { id: t.arg.id({ required: true }), token: t.arg.string() },
    resolve: async (_root, args, ctx) => {
      const id = boundedText(String(args.id), 'id', 64);
      const token = boundedText(args.token ?? null, 'token', 128);
      const order = await ctx.orders.byId(id);
      return order && mayRead(order, ctx.viewer, token) ? order : null;
    },
  }),
  myOrders: t.field({
    type: [Order],
    description: "The signed-in user's orders, newest first.",
    resolve: (_root, _args, ctx) => {
      if (!ctx.viewer) throw userError('Accedi per vedere i tuoi ordini.', 'UNAUTHENTICATED');
      return ctx.orders.ofOwner(ctx.viewer.uid);
    },
  }),
  guestOrders: t.field({
    type: [Order],
    description:
      'The orders this browser placed, each opened by its token; unknown pairs are left out.',
    args: { refs: t.arg({ type: [OrderRefInput], required: true }) },
    resolve: async (_root, { refs }, ctx) => {
      if (refs.length > MAX_GUEST_ORDERS) {
        throw userError(
          `Al massimo ${MAX_GUEST_ORDERS} ordini per volta.`,
          'BAD_USER_INPUT',
          'refs',
        );
      }
      const tokens = new Map(
        refs.map((ref) => [
          boundedText(String(ref.id), 'id', 64),
          boundedText(ref.token, 'token', 128),
        ]),
      );
      const rows = await ctx.orders.byIds([...tokens.keys()]);
      return rows
        .filter((order) => mayRead(order, null, tokens.get(order.id) ?? null))
        .sort((a, b) => b.createdAtMs - a.createdAtMs);
    },
  }),
}));
