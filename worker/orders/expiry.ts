import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import { type OrderLineRow, type OrderRow, orderLines, orders } from '../../schema/db/orders';
import {
  expiryCutoffMs,
  expiryNote,
  TIMED_METHODS,
  type TimedMethod,
  UNPAID_HOLDS,
} from '../../schema/rules/order-limits';
import { forgetCatalogueVersion } from '../catalogue/version';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { orderMail } from './order-mail';
import { type Mover, movedMeanwhile, moveStatements } from './order-moves';
import { restockStatements } from './stock-units';

/** Who the audit log names for an expiry: the shop's scheduled job, not a person. */
const EXPIRY_MOVER: Mover = { uid: 'sistema:scadenza-ordini', email: null };

/**
 * Orders expired in one run: each costs one D1 batch, and the run stays well inside the
 * queries one invocation may make; whatever is left waits for the next run.
 */
const EXPIRIES_PER_RUN = 40;

export interface ExpiryRun {
  /** Numbers of the orders cancelled and restocked. */
  expired: string[];
  /** Numbers of the orders that moved on (paid, shipped, collected, cancelled) before their turn. */
  movedOn: string[];
}

/** The orders of one payment method whose hold had run out at `nowMs`, oldest first. */
function dueOrders(db: Database, method: TimedMethod, nowMs: number, limit: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, UNPAID_HOLDS[method].status),
        eq(orders.paymentMethod, method),
        lte(orders.createdAtMs, expiryCutoffMs(method, nowMs)),
      ),
    )
    .orderBy(asc(orders.createdAtMs))
    .limit(limit);
}

/**
 * Cancels one expired order and restocks it in one batch with the buyer's e-mail, conditional on
 * the state it was found in; false when it had moved on meanwhile.
 */
async function expire(
  db: Database,
  order: OrderRow,
  method: TimedMethod,
  lines: OrderLineRow[],
  nowMs: number,
  mail: Mailer,
): Promise<boolean> {
  const units = lines.reduce((n, line) => n + line.quantity, 0);
  const [update, event, auditRow, ...announced] = moveStatements(db, EXPIRY_MOVER, {
    order,
    from: UNPAID_HOLDS[method].status,
    to: 'annullato',
    note: expiryNote(method),
    audit: {
      action: 'order.expire',
      summary: `${order.number} scaduto e annullato, ${units} pezzi rimessi a magazzino`,
    },
    at: nowMs,
    announcer: mail,
  });
  const email = orderMail(
    db,
    'expired',
    order.number,
    {
      origin: mail.origin,
      order: { ...order, paymentMethod: method, status: 'annullato' },
    },
    nowMs,
  );
  try {
    await db.batch([
      update,
      event,
      ...restockStatements(db, lines, nowMs),
      auditRow,
      email.statement,
      ...announced,
    ]);
    mail.dispatch([email.id]);
    return true;
  } catch (error) {
    if (movedMeanwhile(error)) return false;
    throw error;
  }
}

/**
 * Cancels the open unpaid orders (unpaid transfers, unshipped cash on delivery, uncollected
 * orders) whose hold has run out at `nowMs` and restocks them (docs/product.md#orders). Each order goes in its own batch, conditional on the state it was
 * found in, so an order paid or collected meanwhile is left alone, a second run finds nothing
 * to do, and no unit goes back on the shelf twice.
 */
export async function expireUnpaidOrders(
  db: Database,
  nowMs: number,
  mail: Mailer,
): Promise<ExpiryRun> {
  const run: ExpiryRun = { expired: [], movedOn: [] };
  for (const method of TIMED_METHODS) {
    const budget = EXPIRIES_PER_RUN - run.expired.length - run.movedOn.length;
    const due = budget > 0 ? await dueOrders(db, method, nowMs, budget) : [];
    if (due.length === 0) continue;
    const ids = due.map((order) => order.id);
    const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids));
    for (const order of due) {
      const own = lines.filter((line) => line.orderId === order.id);
      const done = await expire(db, order, method, own, nowMs, mail);
      (done ? run.expired : run.movedOn).push(order.number);
    }
  }
  if (run.expired.length > 0) forgetCatalogueVersion();
  return run;
}
