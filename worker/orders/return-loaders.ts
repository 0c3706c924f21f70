import DataLoader from 'dataloader';
import { asc } from 'drizzle-orm';
import {
  type OrderReturnEventRow,
  type OrderReturnLineRow,
  type OrderReturnRow,
  orderReturnEvents,
  orderReturnLines,
  orderReturns,
} from '../../schema/db/order-returns';
import { type OrderRow, orders } from '../../schema/db/orders';
import { type Database, inJsonList } from '../db';

function grouped<T>(ids: readonly string[], rows: readonly T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return ids.map((id) => groups.get(id) ?? []);
}

/**
 * Per-request reads of returns: those of many orders, their lines and steps, and the orders of a
 * staff list's returns, one query each.
 */
export function createReturnLoaders(db: Database) {
  return {
    order: new DataLoader<string, OrderRow | undefined>(async (ids) => {
      const rows = await db.select().from(orders).where(inJsonList(orders.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id));
    }),
    ofOrder: new DataLoader<string, OrderReturnRow[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(orderReturns)
          .where(inJsonList(orderReturns.orderId, ids))
          .orderBy(asc(orderReturns.createdAtMs), asc(orderReturns.number)),
        (row) => row.orderId,
      ),
    ),
    lines: new DataLoader<string, OrderReturnLineRow[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(orderReturnLines)
          .where(inJsonList(orderReturnLines.returnId, ids))
          .orderBy(asc(orderReturnLines.position)),
        (row) => row.returnId,
      ),
    ),
    events: new DataLoader<string, OrderReturnEventRow[]>(async (ids) =>
      grouped(
        ids,
        await db
          .select()
          .from(orderReturnEvents)
          .where(inJsonList(orderReturnEvents.returnId, ids))
          .orderBy(asc(orderReturnEvents.createdAtMs), asc(orderReturnEvents.id)),
        (row) => row.returnId,
      ),
    ),
  };
}
