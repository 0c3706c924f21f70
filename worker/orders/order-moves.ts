import { and, eq, sql } from 'drizzle-orm';
import { products } from '../../schema/db/catalogue';
import { type OrderLineRow, type OrderRow, orderEvents, orders } from '../../schema/db/orders';
import type { OrderStatus } from '../../schema/vocabulary';
import { type AuditEntry, audit } from '../admin/audit';
import { type Database, inJsonList, violates } from '../db';
import { DomainError } from '../domain-error';
import { productUnits } from './stock-units';

/** Who moves an order, for the audit log: a staff member, or the shop's own scheduled jobs. */
export interface Mover {
  uid: string;
  email: string | null;
}

export interface Move {
  order: Pick<OrderRow, 'id'>;
  /** The state the mover saw: the move happens only if the order is still in it. */
  from: OrderStatus;
  to: OrderStatus;
  note: string | null;
  audit: Omit<AuditEntry, 'entityType' | 'entityId'>;
  at: number;
}

/**
 * A move's statements, for one D1 batch: the update conditional on the state the mover saw, then
 * the timeline entry that records that update's `changes()` under a CHECK allowing only 1, so an
 * order that moved meanwhile rolls back the whole batch, with whatever else it carries
 * (docs/product.md#staff-order-flow).
 */
export function moveStatements(
  db: Database,
  mover: Mover,
  move: Move,
  extra: Partial<Pick<OrderRow, 'trackingNumber' | 'carrier' | 'trackingUrl'>> = {},
) {
  const { order, from, to, note, at } = move;
  return [
    db
      .update(orders)
      .set({ status: to, updatedAtMs: at, ...extra })
      .where(and(eq(orders.id, order.id), eq(orders.status, from))),
    db
      .insert(orderEvents)
      .values({ orderId: order.id, status: to, note, allowed: sql`changes()`, createdAtMs: at }),
    audit(db, mover, { ...move.audit, entityType: 'order', entityId: order.id }, at),
  ] as const;
}

/**
 * The statement that puts units back on the shelf, a cancelled order's or a return's: one for
 * every product, whatever the number of lines (none without lines).
 */
export function restockStatements(
  db: Database,
  lines: readonly Pick<OrderLineRow, 'productId' | 'quantity'>[],
  at: number,
) {
  if (lines.length === 0) return [];
  const { ids, unitsOf } = productUnits(lines);
  return [
    db
      .update(products)
      .set({ stock: sql`${products.stock} + ${unitsOf}`, updatedAtMs: at })
      .where(inJsonList(products.id, ids)),
  ];
}

const CHANGED_MEANWHILE =
  "L'ordine è stato aggiornato da qualcun altro: ricarica la pagina e riprova.";

/** Whether a batch failed because its order had moved on since it was seen. */
export function movedMeanwhile(error: unknown): boolean {
  return violates(error, 'order_events_allowed');
}

export function changedMeanwhile(): DomainError {
  return new DomainError(CHANGED_MEANWHILE, 'CONFLICT', 'status');
}
