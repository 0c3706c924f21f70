import DataLoader from 'dataloader';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type OrderEventRow,
  type OrderLineRow,
  type OrderRow,
  orderEvents,
  orderLines,
  orders,
} from '../../schema/db/orders';
import type { Viewer } from '../accounts/viewer';
import { type Database, inJsonList } from '../db';
import { DomainError } from '../domain-error';
import { boundedText, rowId } from '../input';
import { type ListedRows, newestFirst, olderThan } from '../newest-first';
import { createReturnLoaders } from './return-loaders';

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Compares secrets in constant time, so response timing reveals nothing about a token. */
function sameSecret(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  // workerd has it; the DOM types a dependency pulls into the Worker's program do not declare it.
  const subtle = crypto.subtle as unknown as {
    timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean;
  };
  return a.byteLength === b.byteLength && subtle.timingSafeEqual(a, b);
}

/** Whether someone may read an order: its signed-in owner, staff, or whoever holds its token. */
export function mayRead(order: OrderRow, viewer: Viewer | null, token: string | null): boolean {
  if (
    viewer &&
    (viewer.role === 'admin' || (order.ownerUid !== null && order.ownerUid === viewer.uid))
  ) {
    return true;
  }
  return token !== null && sameSecret(token, order.accessToken);
}

/** Per-request order reads; lines and timelines of many orders cost one query each. */
export function createOrderLoaders(db: Database) {
  const lines = new DataLoader<string, OrderLineRow[]>(async (ids) => {
    const rows = await db
      .select()
      .from(orderLines)
      .where(inJsonList(orderLines.orderId, ids))
      .orderBy(asc(orderLines.position));
    const groups = groupBy(rows, (row) => row.orderId);
    return ids.map((id) => groups.get(id) ?? []);
  });
  const events = new DataLoader<string, OrderEventRow[]>(async (ids) => {
    const rows = await db
      .select()
      .from(orderEvents)
      .where(inJsonList(orderEvents.orderId, ids))
      .orderBy(asc(orderEvents.createdAtMs), asc(orderEvents.id));
    const groups = groupBy(rows, (row) => row.orderId);
    return ids.map((id) => groups.get(id) ?? []);
  });

  return {
    lines,
    events,
    returns: createReturnLoaders(db),
    byId: (id: string) => db.select().from(orders).where(eq(orders.id, id)).get(),
    byIds: (ids: readonly string[]) =>
      ids.length ? db.select().from(orders).where(inJsonList(orders.id, ids)) : Promise.resolve([]),
    ofOwner: (uid: string) =>
      db.select().from(orders).where(eq(orders.ownerUid, uid)).orderBy(desc(orders.createdAtMs)),
    /** The owner's orders after a cursor, for a page (worker/newest-first.ts). */
    ofOwnerAfter: (uid: string, rows: ListedRows) =>
      db
        .select()
        .from(orders)
        .where(and(eq(orders.ownerUid, uid), olderThan(orders.createdAtMs, orders.id, rows.after)))
        .orderBy(...newestFirst(orders.createdAtMs, orders.id))
        .limit(rows.limit),
  };
}

export type OrderLoaders = ReturnType<typeof createOrderLoaders>;

/** At most this many orders a browser may ask for at once by their tokens. */
export const MAX_GUEST_ORDERS = 50;

/**
 * The orders a browser placed as a guest, each opened by its token, newest first; pairs that do
 * not open an order are left out without saying why.
 */
export async function guestOrders(
  loaders: OrderLoaders,
  refs: readonly { id: string | number; token: string }[],
): Promise<OrderRow[]> {
  if (refs.length > MAX_GUEST_ORDERS) {
    throw new DomainError(
      `Al massimo ${MAX_GUEST_ORDERS} ordini per volta.`,
      'BAD_USER_INPUT',
      'refs',
    );
  }
  const tokens = new Map(refs.map((ref) => [rowId(ref.id), boundedText(ref.token, 'token', 128)]));
  const rows = await loaders.byIds([...tokens.keys()]);
  return rows
    .filter((order) => mayRead(order, null, tokens.get(order.id) ?? null))
    .sort((a, b) => b.createdAtMs - a.createdAtMs);
}
