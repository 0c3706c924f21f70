import type DataLoader from 'dataloader';
import type { RefundRow } from '../../../schema/db/payments';
import { refundFailureLabel } from '../../../schema/rules/refunds';
import { REFUND_STATUS } from '../../../schema/vocabulary';
import type { GraphQLContext } from '../../context';
import { rowId } from '../../input';
import { createRefundLoader } from '../../payments/refunds';
import { retryRefund } from '../../payments/staff-refunds';
import { builder } from '../builder';
import { Order } from './orders';
import { OrderReturn } from './returns';
import { vocabularyEnum } from './vocabulary-enum';

/** The staff's view of refunds asked of the payment provider (docs/product.md#payments-online). */
const RefundStatusRef = vocabularyEnum('RefundStatus', REFUND_STATUS);

const loaders = new WeakMap<GraphQLContext, DataLoader<string, RefundRow[]>>();

/** The request's refund loader, made on first use. */
function refundsOf(ctx: GraphQLContext, orderId: string) {
  let loader = loaders.get(ctx);
  if (!loader) {
    loader = createRefundLoader(ctx.db);
    loaders.set(ctx, loader);
  }
  return loader.load(orderId);
}

const Refund = builder.objectRef<RefundRow>('Refund').implement({
  description:
    'One attempt at refunding an online payment through Stripe: a return’s refund, or the ' +
    'total of a cancelled order (staff only).',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.field({ type: RefundStatusRef, resolve: (row) => row.status }),
    amount: t.expose('amount', { type: 'Money' }),
    attempt: t.exposeInt('attempt', {
      description: 'The first attempt is 1; each retry adds one.',
    }),
    failureCode: t.exposeString('failureReason', {
      nullable: true,
      description: 'Stripe’s reason code when it refused the refund.',
    }),
    failureLabel: t.string({
      nullable: true,
      description: 'The refusal’s reason in Italian, with Stripe’s code beside it.',
      resolve: (row) =>
        row.status === 'failed' || row.status === 'canceled'
          ? refundFailureLabel(row.failureReason)
          : null,
    }),
    requestedAt: t.expose('createdAtMs', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
  }),
});

builder.objectFields(OrderReturn, (t) => ({
  adminRefund: t.withAuth({ staff: true }).field({
    type: Refund,
    nullable: true,
    description:
      'The latest refund asked of Stripe for this return (orders paid online); null for a ' +
      'refund recorded by hand or none yet.',
    resolve: async (row, _args, ctx) =>
      (await refundsOf(ctx, row.orderId)).find((refund) => refund.returnId === row.id) ?? null,
  }),
}));

builder.objectFields(Order, (t) => ({
  adminRefund: t.withAuth({ staff: true }).field({
    type: Refund,
    nullable: true,
    description:
      'The latest refund of the whole total asked of Stripe when the staff cancelled this ' +
      'order, paid online; null otherwise.',
    resolve: async (order, _args, ctx) =>
      (await refundsOf(ctx, order.id)).find((refund) => refund.returnId === null) ?? null,
  }),
}));

builder.mutationField('adminRetryRefund', (t) =>
  t.withAuth({ staff: true }).field({
    type: Order,
    description:
      '«Riprova il rimborso»: asks Stripe again, as a new attempt, for a refund it refused; ' +
      'a return’s amount is checked again against what is due.',
    args: { id: t.arg.id({ required: true, description: 'The refused attempt.' }) },
    resolve: (_root, { id }, ctx) => retryRefund(ctx.db, ctx.env, ctx.viewer, rowId(id)),
  }),
);
