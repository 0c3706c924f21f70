import {
  canAnnounceReadyForPickup,
  canCancelOrder,
  nextOrderStatuses,
  ORDER_MOVE_RULES,
} from '../../../schema/rules/orders';
import { ORDER_STATUS } from '../../../schema/vocabulary';
import { rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { advanceOrder, announceReadyForPickup, listOrders } from '../../orders/staff';
import { cancelStaffOrder } from '../../payments/staff-refunds';
import { builder } from '../builder';
import { CarrierRef } from './carriers';
import { Order, OrderStatusRef } from './orders';
import { listQuery, pageOf, staffListArgs } from './paging';

const OrderPage = pageOf('AdminOrderPage', Order);

builder.objectFields(Order, (t) => ({
  adminNextStatuses: t.withAuth({ staff: true }).field({
    type: [OrderStatusRef],
    maxItems: ORDER_STATUS.values.length,
    description: 'Where staff can move the order next (staff only).',
    resolve: (order) => nextOrderStatuses(order.status, order.paymentMethod),
  }),
  readyForPickupAnnounceable: t.withAuth({ staff: true }).boolean({
    description:
      'Whether staff can still tell the buyer the order is ready for pickup (staff only).',
    resolve: (order) => canAnnounceReadyForPickup(order),
  }),
  cancellable: t.withAuth({ staff: true }).boolean({
    description: 'Whether staff can still cancel the order (staff only).',
    resolve: (order) => canCancelOrder(order.status),
  }),
}));

builder.queryFields((t) => ({
  adminOrders: t.withAuth({ staff: true }).field({
    type: OrderPage,
    args: { ...staffListArgs, status: t.arg({ type: OrderStatusRef }) },
    resolve: (_root, args, ctx) => listOrders(ctx.db, listQuery(args)),
  }),
  adminOrder: t.withAuth({ staff: true }).field({
    type: Order,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => (await ctx.orders.byId(rowId(id))) ?? null,
  }),
}));

/** Both moves take the state the staff saw, so two staff acting at once cannot skip or double one. */
const SEEN_STATUS =
  'The state the staff saw the order in: the move happens only if it is still in it, ' +
  'otherwise a CONFLICT asks to reload.';

builder.mutationFields((t) => ({
  adminAdvanceOrder: t.withAuth({ staff: true }).field({
    type: Order,
    description:
      'Moves an order forward: paid, in preparation, shipped (with carrier and tracking), ' +
      'delivered; the buyer gets the e-mail the move has, if any.',
    args: {
      id: t.arg.id({ required: true }),
      from: t.arg({ type: OrderStatusRef, required: true, description: SEEN_STATUS }),
      status: t.arg({ type: OrderStatusRef, required: true }),
      trackingNumber: t.arg.string({
        description: 'When shipping: with carrierCode, a number that carrier prints.',
      }),
      carrierCode: t.arg({
        type: CarrierRef,
        description:
          "Who carries the parcel, when shipping: the link is built from the carriers' table.",
      }),
      carrier: t.arg.string({
        description: 'Who carries the parcel, as free text.',
        deprecationReason: 'Use carrierCode: the name and the tracking link come from the table.',
      }),
      trackingUrl: t.arg.string({
        description: "The courier's https page for the parcel.",
        deprecationReason: 'Use carrierCode: the tracking link is built from the table.',
      }),
      note: t.arg.string(),
    },
    resolve: (_root, args, ctx) => {
      const { id, from, status, trackingNumber, carrierCode, carrier, trackingUrl, note } = args;
      validated({ trackingNumber, carrier, trackingUrl, note }, ORDER_MOVE_RULES);
      return advanceOrder(
        ctx.db,
        ctx.viewer,
        rowId(id),
        { from, to: status },
        {
          trackingNumber: trackingNumber ?? null,
          carrierCode: carrierCode ?? null,
          carrier: carrier ?? null,
          trackingUrl: trackingUrl ?? null,
          note: note ?? null,
        },
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
        ctx.env,
      );
    },
  }),
  adminCancelOrder: t.withAuth({ staff: true }).field({
    type: Order,
    description:
      'Cancels an order and returns its units to stock; the buyer gets an e-mail with the note as reason. ' +
      'An order paid online has its total refunded through Stripe (adminRefund); one awaiting its ' +
      'online payment has its payment page closed.',
    args: {
      id: t.arg.id({ required: true }),
      from: t.arg({ type: OrderStatusRef, required: true, description: SEEN_STATUS }),
      note: t.arg.string(),
    },
    resolve: (_root, { id, from, note }, ctx) => {
      validated({ note }, ORDER_MOVE_RULES);
      return cancelStaffOrder(
        ctx.db,
        ctx.env,
        ctx.viewer,
        rowId(id),
        from,
        note ?? null,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      );
    },
  }),
  adminOrderReadyForPickup: t.withAuth({ staff: true }).field({
    type: Order,
    description:
      'Tells a "Ritiro in negozio" buyer, once, by e-mail, that the order is ready on the counter.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      announceReadyForPickup(
        ctx.db,
        ctx.viewer,
        rowId(id),
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
}));
