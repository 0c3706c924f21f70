import { REFUND_RULES, REFUSAL_RULES } from '../../../schema/rules/withdrawal';
import type { ReturnStatus } from '../../../schema/vocabulary';
import type { GraphQLContext } from '../../context';
import { rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import {
  countReturnsToHandle,
  listReturns,
  type ReturnStep,
  stepReturn,
} from '../../orders/returns';
import { refundReturn } from '../../payments/staff-refunds';
import { builder } from '../builder';
import { Order } from './orders';
import { listQuery, pageOf, staffListArgs } from './paging';
import { OrderReturn, ReturnStatusRef } from './returns';

/** The staff's side of returns (docs/product.md#withdrawal): the list, the count and the steps. */
const ReturnPage = pageOf('AdminReturnPage', OrderReturn);

builder.queryFields((t) => ({
  adminReturns: t.withAuth({ staff: true }).field({
    type: ReturnPage,
    description: 'Returns, newest first, searched by their number.',
    args: {
      ...staffListArgs,
      status: t.arg({ type: ReturnStatusRef }),
      toHandle: t.arg.boolean({
        description: 'Only those waiting for a staff step (requested, accepted, received).',
      }),
    },
    resolve: (_root, args, ctx) =>
      listReturns(ctx.db, { ...listQuery(args), toHandle: args.toHandle ?? false }),
  }),
  adminReturnsToHandle: t.withAuth({ staff: true }).int({
    description: 'Returns waiting for a staff step: requested, accepted or received.',
    resolve: (_root, _args, ctx) => countReturnsToHandle(ctx.db),
  }),
}));

const SEEN_STATUS =
  'The state the staff saw the return in: the step happens only if it is still in it, ' +
  'otherwise a CONFLICT asks to reload.';

/** A staff step on a return, from the state the staff saw; the answer is the order. */
function step(
  ctx: GraphQLContext & { viewer: NonNullable<GraphQLContext['viewer']> },
  id: string | number,
  move: { from: ReturnStatus; to: ReturnStatus },
  details: Pick<ReturnStep, 'refund' | 'refusal'> = {},
) {
  return stepReturn(
    ctx.db,
    ctx.viewer,
    rowId(id),
    { ...move, ...details },
    mailer(ctx.env, ctx.origin, ctx.waitUntil),
  );
}

builder.mutationFields((t) => {
  const seen = {
    id: t.arg.id({ required: true }),
    from: t.arg({ type: ReturnStatusRef, required: true, description: SEEN_STATUS }),
  };
  return {
    adminAcceptReturn: t.withAuth({ staff: true }).field({
      type: Order,
      description: 'Accepts a withdrawal: the customer gets how and where to send the goods.',
      args: seen,
      resolve: (_root, { id, from }, ctx) => step(ctx, id, { from, to: 'accettato' }),
    }),
    adminReceiveReturn: t.withAuth({ staff: true }).field({
      type: Order,
      description:
        'Records the goods as received: their units go back in stock, the customer is told.',
      args: seen,
      resolve: (_root, { id, from }, ctx) => step(ctx, id, { from, to: 'ricevuto' }),
    }),
    adminRefuseReturn: t.withAuth({ staff: true }).field({
      type: Order,
      description:
        'Refuses a return whose goods have not arrived (requested or accepted), with the reason ' +
        'the customer reads; its units may be asked for again.',
      args: { ...seen, reason: t.arg.string({ required: true }) },
      resolve: (_root, { id, from, reason }, ctx) => {
        validated({ reason }, REFUSAL_RULES);
        return step(ctx, id, { from, to: 'rifiutato' }, { refusal: reason });
      },
    }),
    adminRefundReturn: t.withAuth({ staff: true }).field({
      type: Order,
      description:
        'Refunds a received return (what is due, or less with a note); the customer gets the ' +
        'amount. An order paid online is refunded through Stripe: the return shows the refund ' +
        'in progress (adminRefund) and becomes refunded when Stripe confirms it.',
      args: {
        ...seen,
        amount: t.arg({ type: 'Money', description: 'Cents with IVA; absent, what is due.' }),
        note: t.arg.string({ description: 'Required when the amount is below what is due.' }),
      },
      resolve: (_root, { id, from, amount, note }, ctx) => {
        validated({ note }, REFUND_RULES);
        return refundReturn(
          ctx.db,
          ctx.env,
          ctx.viewer,
          rowId(id),
          { from, to: 'rimborsato', refund: { amount: amount ?? null, note: note ?? null } },
          mailer(ctx.env, ctx.origin, ctx.waitUntil),
        );
      },
    }),
  };
});
