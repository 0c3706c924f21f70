import { count, eq, inArray } from 'drizzle-orm';
import { type OrderRow, orderLines, orders } from '../../schema/db/orders';
import { canCancelOrder, nextOrderStatuses } from '../../schema/rules/orders';
import { ORDER_STATUS, type OrderStatus } from '../../schema/vocabulary';
import { type StaffListArgs, staffList } from '../admin/paging';
import { forgetCatalogueVersion } from '../catalogue/version';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import {
  changedMeanwhile,
  type Mover,
  movedMeanwhile,
  moveStatements,
  restockStatements,
} from './order-moves';

export async function orderById(db: Database, id: string): Promise<OrderRow> {
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw new DomainError('Ordine non trovato.', 'NOT_FOUND', 'id');
  return row;
}

/**
 * Moves an order forward (never back), from the state the staff saw and only from it;
 * "spedito" may carry the courier's tracking number.
 */
export async function advanceOrder(
  db: Database,
  actor: Mover,
  id: string,
  move: { from: OrderStatus; to: OrderStatus },
  options: { trackingNumber: string | null; note: string | null },
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
  const trackingNumber =
    to === 'spedito' ? options.trackingNumber?.trim() || null : order.trackingNumber;
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
    },
    { trackingNumber },
  );
  try {
    await db.batch(statements);
  } catch (error) {
    if (movedMeanwhile(error)) throw changedMeanwhile();
    throw error;
  }
  return orderById(db, id);
}

/**
 * Cancels an order, from the state the staff saw and only from it, and puts its units back on
 * the shelf, all in one batch: two cancellations racing restock once.
 */
export async function cancelOrder(
  db: Database,
  actor: Mover,
  id: string,
  from: OrderStatus,
  note: string | null,
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
  const [update, event, auditRow] = moveStatements(db, actor, {
    order,
    from,
    to: 'annullato',
    note: note?.trim() || null,
    audit: {
      action: 'order.cancel',
      summary: `${order.number} annullato, ${units} pezzi rimessi a magazzino`,
    },
    at,
  });
  try {
    await db.batch([update, event, ...restockStatements(db, lines, at), auditRow]);
  } catch (error) {
    if (movedMeanwhile(error)) throw changedMeanwhile();
    throw error;
  }
  forgetCatalogueVersion();
  return orderById(db, id);
}

/** Orders that still need the staff: not yet shipped or collected (docs/product.md#staff-order-flow). */
const TO_HANDLE: OrderStatus[] = ['in_attesa_di_pagamento', 'pagato', 'in_preparazione'];

export async function countOrdersToHandle(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, TO_HANDLE));
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
