import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type OrderRow, orderEvents, orderLines, orders } from '../../schema/db/orders';
import { parcelLink } from '../../schema/rules/carriers';
import {
  canAnnounceReadyForPickup,
  canCancelOrder,
  isTrackingUrl,
  nextOrderStatuses,
  ORDERS_TO_HANDLE,
  orderMoveMail,
  TRACKING_URL_MESSAGE,
} from '../../schema/rules/orders';
import { shipmentErrors } from '../../schema/rules/shipment-checks';
import { storedShipment } from '../../schema/rules/shipments';
import { hasErrors } from '../../schema/rules/validation';
import { CARRIER, type Carrier, ORDER_STATUS, type OrderStatus } from '../../schema/vocabulary';
import { audit } from '../admin/audit';
import { type StaffListArgs, staffList } from '../admin/paging';
import { reviewLinkToken } from '../catalogue/reviews';
import { forgetCatalogueVersion } from '../catalogue/version';
import type { Database } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import type { Mailer } from '../mail/mailer';
import { orderMail } from './order-mail';
import { changedMeanwhile, type Mover, movedMeanwhile, moveStatements } from './order-moves';
import { restockStatements } from './stock-units';

async function orderById(db: Database, id: string): Promise<OrderRow> {
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw new DomainError('Ordine non trovato.', 'NOT_FOUND', 'id');
  return row;
}

/**
 * What staff write when an order leaves: all optional, each checked. A carrier chosen from the
 * table (`carrierCode`) takes a number it prints and builds the link itself; the free-text carrier
 * and typed link remain for older clients (docs/product.md#shipments).
 */
export interface ShipmentDetails {
  trackingNumber: string | null;
  carrierCode: Carrier | null;
  carrier: string | null;
  trackingUrl: string | null;
}

/** The refusal for a typed carrier or link beside a carrier chosen from the table. */
export const CHOSEN_CARRIER_MESSAGE =
  'Con un corriere scelto dalla lista il nome e il link di tracciamento li mettiamo noi: lascia vuoti quei campi.';

function chosenCarrierShipment(carrierCode: Carrier, options: ShipmentDetails): ShipmentDetails {
  if (options.carrier?.trim() || options.trackingUrl?.trim()) {
    throw new DomainError(CHOSEN_CARRIER_MESSAGE, 'BAD_USER_INPUT', 'carrier');
  }
  const fields = { carrier: carrierCode, trackingNumber: options.trackingNumber ?? '' };
  const errors = shipmentErrors(fields, false);
  if (hasErrors(errors)) throw invalidFields(errors);
  return {
    carrierCode,
    carrier: CARRIER.label(carrierCode),
    trackingNumber: storedShipment(fields).trackingNumber,
    trackingUrl: null,
  };
}

function shipmentOf(options: ShipmentDetails): ShipmentDetails {
  if (options.carrierCode) return chosenCarrierShipment(options.carrierCode, options);
  const trackingUrl = options.trackingUrl?.trim() || null;
  if (trackingUrl && !isTrackingUrl(trackingUrl)) {
    throw new DomainError(TRACKING_URL_MESSAGE, 'BAD_USER_INPUT', 'trackingUrl');
  }
  return {
    trackingNumber: options.trackingNumber?.trim() || null,
    carrierCode: null,
    carrier: options.carrier?.trim() || null,
    trackingUrl,
  };
}

/** The e-mail a move sends, for its batch, or none (docs/product.md#orders). */
async function moveMail(
  db: Database,
  env: Pick<Env, 'LINK_SECRET'>,
  mail: Mailer,
  order: OrderRow,
  to: OrderStatus,
  at: number,
) {
  const { origin } = mail;
  const moved = { ...order, status: to };
  switch (orderMoveMail(order.status, to)) {
    case 'paymentReceived':
      return orderMail(db, 'paymentReceived', order.number, { origin, order: moved }, at);
    case 'shipped':
      return orderMail(
        db,
        'shipped',
        order.number,
        {
          origin,
          order: moved,
          carrier: order.carrier,
          trackingNumber: order.trackingNumber,
          trackingUrl: parcelLink(order),
        },
        at,
      );
    case 'delivered':
      return orderMail(
        db,
        'delivered',
        order.number,
        { origin, order: moved, reviewToken: await reviewLinkToken(env, order.id, at) },
        at,
      );
    case null:
      return null;
  }
}

/**
 * Moves an order forward (never back), from the state the staff saw and only from it;
 * "spedito" may carry the courier, its tracking number and page. The buyer's e-mail, when the
 * move has one, is written in the move's batch.
 */
export async function advanceOrder(
  db: Database,
  actor: Mover,
  id: string,
  move: { from: OrderStatus; to: OrderStatus },
  options: ShipmentDetails & { note: string | null },
  mail: Mailer,
  env: Pick<Env, 'LINK_SECRET'>,
): Promise<OrderRow> {
  const { from, to } = move;
  const order = await orderById(db, id);
  if (order.status !== from) throw changedMeanwhile();
  if (!nextOrderStatuses(from, order.paymentMethod).includes(to)) {
    throw new DomainError(
      `Un ordine «${ORDER_STATUS.label(from)}» non può passare a «${ORDER_STATUS.label(to)}».`,
      'BAD_USER_INPUT',
      'status',
    );
  }
  const at = Date.now();
  const shipment = to === 'spedito' ? shipmentOf(options) : {};
  const statements = moveStatements(
    db,
    actor,
    {
      order,
      from,
      to,
      note: options.note?.trim() || null,
      audit: {
        action: 'order.status',
        summary: `${order.number}: ${ORDER_STATUS.label(from)} → ${ORDER_STATUS.label(to)}`,
      },
      at,
      announcer: mail,
    },
    shipment,
  );
  const email = await moveMail(db, env, mail, { ...order, ...shipment }, to, at);
  try {
    await db.batch(email ? [...statements, email.statement] : statements);
  } catch (error) {
    if (movedMeanwhile(error)) throw changedMeanwhile();
    throw error;
  }
  mail.dispatch(email ? [email.id] : []);
  return orderById(db, id);
}

/**
 * Cancels an order, from the state the staff saw and only from it, and puts its units back on
 * the shelf, all in one batch with the buyer's e-mail (the note is its reason): two
 * cancellations racing restock once and write one e-mail.
 */
export async function cancelOrder(
  db: Database,
  actor: Mover,
  id: string,
  from: OrderStatus,
  note: string | null,
  mail: Mailer,
): Promise<OrderRow> {
  const order = await orderById(db, id);
  if (order.status !== from) throw changedMeanwhile();
  if (!canCancelOrder(from)) {
    throw new DomainError(
      `Un ordine «${ORDER_STATUS.label(from)}» non si può più annullare.`,
      'BAD_USER_INPUT',
      'status',
    );
  }
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const at = Date.now();
  const units = lines.reduce((n, l) => n + l.quantity, 0);
  const reason = note?.trim() || null;
  const [update, event, auditRow, ...announced] = moveStatements(db, actor, {
    order,
    from,
    to: 'annullato',
    note: reason,
    audit: {
      action: 'order.cancel',
      summary: `${order.number} annullato, ${units} pezzi rimessi a magazzino`,
    },
    at,
    announcer: mail,
  });
  const email = orderMail(
    db,
    'cancelled',
    order.number,
    { origin: mail.origin, order: { ...order, status: 'annullato' }, reason },
    at,
  );
  try {
    await db.batch([
      update,
      event,
      ...restockStatements(db, lines, at),
      auditRow,
      email.statement,
      ...announced,
    ]);
  } catch (error) {
    if (movedMeanwhile(error)) throw changedMeanwhile();
    throw error;
  }
  mail.dispatch([email.id]);
  forgetCatalogueVersion();
  return orderById(db, id);
}

const READY_FOR_PICKUP_NOTE = 'Pronto per il ritiro in negozio.';

/**
 * Tells a "Ritiro in negozio" buyer the order is ready on the counter, once: the mark, the
 * timeline entry (under the same `changes()` check as a move, so a second announcement rolls
 * back) and the e-mail go in one batch.
 */
export async function announceReadyForPickup(
  db: Database,
  actor: Mover,
  id: string,
  mail: Mailer,
): Promise<OrderRow> {
  const order = await orderById(db, id);
  if (!canAnnounceReadyForPickup(order)) {
    throw new DomainError(
      'Solo un ordine con ritiro in negozio ancora in preparazione si può segnare come pronto, una volta.',
      'BAD_USER_INPUT',
      'status',
    );
  }
  const at = Date.now();
  const email = orderMail(db, 'readyForPickup', order.number, { origin: mail.origin, order }, at);
  try {
    await db.batch([
      db
        .update(orders)
        .set({ readyForPickupAtMs: at, updatedAtMs: at })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, 'in_preparazione'),
            isNull(orders.readyForPickupAtMs),
          ),
        ),
      db.insert(orderEvents).values({
        orderId: id,
        status: 'in_preparazione',
        note: READY_FOR_PICKUP_NOTE,
        allowed: sql`changes()`,
        createdAtMs: at,
      }),
      audit(
        db,
        actor,
        {
          action: 'order.ready',
          summary: `${order.number} pronto per il ritiro`,
          entityType: 'order',
          entityId: id,
        },
        at,
      ),
      email.statement,
    ]);
  } catch (error) {
    if (movedMeanwhile(error)) throw changedMeanwhile();
    throw error;
  }
  mail.dispatch([email.id]);
  return orderById(db, id);
}

export async function countOrdersToHandle(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, ORDERS_TO_HANDLE));
  return row?.n ?? 0;
}

/** The staff's list of orders: newest first, searched by number, e-mail, surname and city. */
export function listOrders(db: Database, args: StaffListArgs<OrderStatus>) {
  const o = orders;
  return staffList(
    db,
    o,
    { newest: o.createdAtMs, status: o.status, searched: [o.number, o.email, o.lastName, o.city] },
    args,
  );
}
