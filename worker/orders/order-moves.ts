import { and, eq, sql } from 'drizzle-orm';
import { type OrderRow, orderEvents, orders } from '../../schema/db/orders';
import { orderMoveEvent } from '../../schema/rules/webhooks';
import type { OrderStatus } from '../../schema/vocabulary';
import { type AuditEntry, audit } from '../admin/audit';
import { type Database, violates } from '../db';
import { DomainError } from '../domain-error';
import { type EventAnnouncer, orderEvent } from '../webhooks/outbox';

/** Who moves an order, for the audit log: a staff member, or the shop's own scheduled jobs. */
export interface Mover {
  uid: string;
  email: string | null;
}

export interface Move {
  order: Pick<
    OrderRow,
    'id' | 'number' | 'paymentMethod' | 'subtotal' | 'shipping' | 'taxes' | 'total'
  >;
  /** The state the mover saw: the move happens only if the order is still in it. */
  from: OrderStatus;
  to: OrderStatus;
  note: string | null;
  audit: Omit<AuditEntry, 'entityType' | 'entityId'>;
  at: number;
  /** Told of the webhook event of a move to paid, shipped or cancelled (docs/product.md#webhooks). */
  announcer: EventAnnouncer;
}

/**
 * A move's statements, for one D1 batch: the update conditional on the state the mover saw, then
 * the timeline entry that records that update's `changes()` under a CHECK allowing only 1, so an
 * order that moved meanwhile rolls back the whole batch, with whatever else it carries
 * (docs/product.md#staff-order-flow); the audit row, and the webhook event of a move to paid,
 * shipped or cancelled.
 */
export function moveStatements(
  db: Database,
  mover: Mover,
  move: Move,
  extra: Partial<
    Pick<OrderRow, 'trackingNumber' | 'carrier' | 'carrierCode' | 'trackingUrl' | 'paymentIntentId'>
  > = {},
) {
  const { order, from, to, note, at } = move;
  const event = orderMoveEvent(to);
  return [
    db
      .update(orders)
      .set({ status: to, updatedAtMs: at, ...extra })
      .where(and(eq(orders.id, order.id), eq(orders.status, from))),
    db
      .insert(orderEvents)
      .values({ orderId: order.id, status: to, note, allowed: sql`changes()`, createdAtMs: at }),
    audit(db, mover, { ...move.audit, entityType: 'order', entityId: order.id }, at),
    ...(event ? orderEvent(db, move.announcer, event, order, to, at) : []),
  ] as const;
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
