import { count, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { type OrderRow, orderEvents, orderLines, orders } from '../../schema/db/orders';
import { canCancelOrder, nextOrderStatuses } from '../../schema/rules/orders';
import { ORDER_STATUS, type OrderStatus } from '../../schema/vocabulary';
import type { Viewer } from '../accounts/viewer';
import { audit } from '../admin/audit';
import { type StaffListArgs, staffList } from '../admin/paging';
import { invalidateCatalogue } from '../catalogue/snapshot';
import type { Database } from '../db';
import { DomainError } from '../domain-error';

export async function orderById(db: Database, id: string): Promise<OrderRow> {
  const row = await db.select().from(orders).where(eq(orders.id, id)).get();
  if (!row) throw new DomainError('Ordine non trovato.', 'NOT_FOUND', 'id');
  return row;
}

/** Moves an order forward (never back); "spedito" may carry the courier's tracking number. */
export async function advanceOrder(
  db: Database,
  actor: Viewer,
  id: string,
  status: OrderStatus,
  options: { trackingNumber: string | null; note: string | null },
): Promise<OrderRow> {
  const order = await orderById(db, id);
  if (!nextOrderStatuses(order.status, order.paymentMethod).includes(status)) {
    throw new DomainError(
      `Un ordine «${ORDER_STATUS.label(order.status)}» non può passare a «${ORDER_STATUS.label(status)}».`,
      'BAD_USER_INPUT',
      'status',
    );
  }
  const at = Date.now();
  const tracking =
    status === 'spedito' ? options.trackingNumber?.trim() || null : order.trackingNumber;
  await db.batch([
    db
      .update(orders)
      .set({ status, trackingNumber: tracking, updatedAtMs: at })
      .where(eq(orders.id, id)),
    db
      .insert(orderEvents)
      .values({ orderId: id, status, note: options.note?.trim() || null, createdAtMs: at }),
    audit(
      db,
      actor,
      {
        action: 'order.status',
        entityType: 'order',
        entityId: id,
        summary: `${order.number}: ${ORDER_STATUS.label(order.status)} → ${ORDER_STATUS.label(status)}`,
      },
      at,
    ),
  ]);
  return orderById(db, id);
}

/** Cancels an order and puts its units back on the shelf, all in one batch. */
export async function cancelOrder(
  db: Database,
  actor: Viewer,
  id: string,
  note: string | null,
): Promise<OrderRow> {
  const order = await orderById(db, id);
  if (!canCancelOrder(order.status)) {
    throw new DomainError(
      `Un ordine «${ORDER_STATUS.label(order.status)}» non si può più annullare.`,
      'BAD_USER_INPUT',
      'status',
    );
  }
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id));
  const at = Date.now();
  const cancellation = db.batch([
    db.update(orders).set({ status: 'annullato', updatedAtMs: at }).where(eq(orders.id, id)),
    ...lines.map((line) =>
      db
        .update(products)
        .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAtMs: at })
        .where(eq(products.id, line.productId)),
    ),
    db
      .insert(orderEvents)
      .values({ orderId: id, status: 'annullato', note: note?.trim() || null, createdAtMs: at }),
    audit(
      db,
      actor,
      {
        action: 'order.cancel',
        entityType: 'order',
        entityId: id,
        summary: `${order.number} annullato, ${lines.reduce((n, l) => n + l.quantity, 0)} pezzi rimessi a magazzino`,
      },
      at,
    ),
  ]);
  try {
    await cancellation;
  } catch (error) {
    // Two cancellations raced: the one-cancellation index let the first through, stock once.
    if (String((error as { cause?: unknown })?.cause ?? error).includes('order_events')) {
      throw new DomainError("L'ordine è già stato annullato.", 'CONFLICT');
    }
    throw error;
  }
  invalidateCatalogue();
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
