import type { OrderReturnEventRow, OrderReturnRow } from '../../../schema/db/order-returns';
import type { OrderLineRow, OrderRow } from '../../../schema/db/orders';
import {
  countsAsReturned,
  MAX_RETURNS_PER_ORDER,
  returnableUnits,
  WITHDRAWAL_FORM_RULES,
  withdrawalWindow,
} from '../../../schema/rules/withdrawal';
import { RETURN_STATUS } from '../../../schema/vocabulary';
import type { GraphQLContext } from '../../context';
import { DomainError } from '../../domain-error';
import { boundedText, rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { MAX_LINES } from '../../orders/cart-lines';
import { refundDueFor, requestWithdrawal } from '../../orders/returns';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { Order } from './orders';
import { vocabularyEnum } from './vocabulary-enum';

export const ReturnStatusRef = vocabularyEnum('ReturnStatus', RETURN_STATUS);

/** A line of the order with a count: what comes back, or what may still come back. */
interface CountedLine {
  line: OrderLineRow;
  quantity: number;
}

const ReturnLine = builder.objectRef<CountedLine>('ReturnLine').implement({
  description: 'A line of the order and a number of its units (returned, or still returnable).',
  fields: (t) => ({
    position: t.int({ resolve: ({ line }) => line.position }),
    name: t.string({ resolve: ({ line }) => line.name }),
    brand: t.string({ resolve: ({ line }) => line.brand }),
    color: t.string({ nullable: true, resolve: ({ line }) => line.color }),
    size: t.string({ nullable: true, resolve: ({ line }) => line.size }),
    unitPrice: t.field({ type: 'Money', resolve: ({ line }) => line.unitPrice }),
    ordered: t.int({ resolve: ({ line }) => line.quantity }),
    quantity: t.exposeInt('quantity'),
  }),
});

async function countedLines(
  ctx: GraphQLContext,
  orderId: string,
  counts: readonly { position: number; quantity: number }[],
): Promise<CountedLine[]> {
  const lines = await ctx.orders.lines.load(orderId);
  return counts.flatMap(({ position, quantity }) => {
    const line = lines.find((l) => l.position === position);
    return line ? [{ line, quantity }] : [];
  });
}

const ReturnStep = builder.objectRef<OrderReturnEventRow>('ReturnStep').implement({
  fields: (t) => ({
    status: t.field({ type: ReturnStatusRef, resolve: (event) => event.status }),
    at: t.expose('createdAtMs', { type: 'DateTime' }),
    staffEmail: t.withAuth({ staff: true }).exposeString('actorEmail', {
      nullable: true,
      description: 'Who took the step (staff only); null for the customer’s request.',
    }),
  }),
});

export const OrderReturn = builder.objectRef<OrderReturnRow>('OrderReturn').implement({
  description: 'A withdrawal (recesso) from a delivered order (docs/product.md#withdrawal).',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', {
      description: 'What people read and quote: RS-2026-000001.',
    }),
    status: t.field({ type: ReturnStatusRef, resolve: (row) => row.status }),
    statement: t.exposeString('statement', {
      description: 'The withdrawal statement as the customer sent it.',
    }),
    reason: t.exposeString('reason', { nullable: true }),
    requestedAt: t.expose('createdAtMs', { type: 'DateTime' }),
    refundAmount: t.expose('refundAmount', { type: 'Money', nullable: true }),
    refundNote: t.exposeString('refundNote', { nullable: true }),
    refusalReason: t.exposeString('refusalReason', {
      nullable: true,
      description:
        'Why the shop refused the return, as the customer reads it; set only when refused.',
    }),
    lines: t.field({
      type: [ReturnLine],
      maxItems: MAX_LINES,
      resolve: async (row, _args, ctx) =>
        countedLines(ctx, row.orderId, await ctx.orders.returns.lines.load(row.id)),
    }),
    steps: t.field({
      type: [ReturnStep],
      maxItems: RETURN_STATUS.values.length,
      resolve: (row, _args, ctx) => ctx.orders.returns.events.load(row.id),
    }),
    adminOrder: t.withAuth({ staff: true }).field({
      type: Order,
      description: 'The order the return belongs to (staff only).',
      resolve: async (row, _args, ctx) => {
        const order = await ctx.orders.returns.order.load(row.orderId);
        if (!order) throw new Error(`Return ${row.number} has no order`);
        return order;
      },
    }),
    adminRefundDue: t.withAuth({ staff: true }).field({
      type: 'Money',
      description:
        'What the refund is at most: the units with IVA, plus shipping when this refund ' +
        'completes the refund of the whole order (staff only).',
      resolve: async (row, _args, ctx) => (await refundDueFor(ctx.orders, row)).due,
    }),
  }),
});

/** The order's withdrawal window, once delivered. */
interface Window {
  order: OrderRow;
  deliveredAt: number;
  until: number;
  open: boolean;
}

const OrderWithdrawal = builder.objectRef<Window>('OrderWithdrawal').implement({
  description: 'The 14 days to withdraw from a delivered order (docs/product.md#withdrawal).',
  fields: (t) => ({
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime' }),
    until: t.expose('until', {
      type: 'DateTime',
      description: 'The last instant to withdraw: the end of the 14th day, Europe/Rome.',
    }),
    open: t.exposeBoolean('open'),
    returnable: t.field({
      type: [ReturnLine],
      maxItems: MAX_LINES,
      description: 'Each line with the units not yet in a return (a refused one gives them back).',
      resolve: async ({ order }, _args, ctx) => {
        const returns = (await ctx.orders.returns.ofOrder.load(order.id)).filter((r) =>
          countsAsReturned(r.status),
        );
        const returned = (
          await Promise.all(returns.map((r) => ctx.orders.returns.lines.load(r.id)))
        ).flat();
        const lines = await ctx.orders.lines.load(order.id);
        const left = returnableUnits(lines, returned);
        return lines.map((line) => ({ line, quantity: Math.max(0, left.get(line.position) ?? 0) }));
      },
    }),
  }),
});

builder.objectFields(Order, (t) => ({
  withdrawal: t.field({
    type: OrderWithdrawal,
    nullable: true,
    description: 'The withdrawal window; null until the order is delivered.',
    resolve: async (order, _args, ctx) => {
      const window = withdrawalWindow(
        order.status,
        await ctx.orders.events.load(order.id),
        Date.now(),
      );
      return window.delivered ? { order, ...window } : null;
    },
  }),
  returns: t.field({
    type: [OrderReturn],
    maxItems: MAX_RETURNS_PER_ORDER,
    description: 'The withdrawals asked for this order, oldest first.',
    resolve: (order, _args, ctx) => ctx.orders.returns.ofOrder.load(order.id),
  }),
}));

const ReturnLineInput = builder.inputType('ReturnLineInput', {
  fields: (t) => ({
    position: t.int({ required: true, description: 'The order line’s position.' }),
    quantity: t.int({ required: true }),
  }),
});

const WithdrawalInput = builder.inputType('WithdrawalInput', {
  fields: (t) => ({
    lines: t.field({ type: [ReturnLineInput], required: true }),
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    reason: t.string({ description: 'Never required.' }),
  }),
});

/** An order has at most this many lines; a longer list is refused before any work. */
const MAX_RETURN_LINES = 100;

builder.mutationField('requestWithdrawal', (t) =>
  t.field({
    type: Order,
    authScopes: { public: true },
    description:
      'Withdraws from (part of) a delivered order within 14 days, for whoever may read the ' +
      'order (its owner, or the holder of its token); the customer gets a confirmation e-mail.',
    args: {
      orderId: t.arg.id({ required: true }),
      token: t.arg.string(),
      input: t.arg({ type: WithdrawalInput, required: true }),
    },
    resolve: async (_root, { orderId, token, input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestWithdrawal');
      if (input.lines.length > MAX_RETURN_LINES) {
        throw new DomainError('Troppi prodotti in una richiesta.', 'BAD_USER_INPUT', 'lines');
      }
      validated(
        { name: input.name, address: input.address, reason: input.reason },
        WITHDRAWAL_FORM_RULES,
      );
      return requestWithdrawal(
        ctx.db,
        ctx.viewer,
        {
          orderId: rowId(orderId, 'orderId'),
          token: boundedText(token ?? null, 'token', 128),
          lines: input.lines,
          name: input.name,
          address: input.address,
          reason: input.reason ?? null,
        },
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      );
    },
  }),
);
