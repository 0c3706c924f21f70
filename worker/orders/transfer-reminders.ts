import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { type OrderRow, orderEvents, orders } from '../../schema/db/orders';
import {
  expiryCutoffMs,
  transferReminderCutoffMs,
  UNPAID_HOLDS,
} from '../../schema/rules/order-limits';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { orderMail } from './order-mail';
import { movedMeanwhile } from './order-moves';

/** Reminders written in one run, each one D1 batch; the rest wait for the next hour. */
const REMINDERS_PER_RUN = 40;

const TRANSFER_REMINDER_NOTE = 'Ti abbiamo ricordato il bonifico per e-mail.';

const AWAITED = UNPAID_HOLDS.bonifico.status;

/** Unpaid transfers inside their reminder window, not yet reminded and not yet expired. */
function dueReminders(db: Database, nowMs: number) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, AWAITED),
        eq(orders.paymentMethod, 'bonifico'),
        isNull(orders.transferRemindedAtMs),
        lte(orders.createdAtMs, transferReminderCutoffMs(nowMs)),
        gt(orders.createdAtMs, expiryCutoffMs('bonifico', nowMs)),
      ),
    )
    .orderBy(asc(orders.createdAtMs))
    .limit(REMINDERS_PER_RUN);
}

/**
 * One reminder, once: the order's mark, a timeline entry under the `changes()` check of the
 * mark's conditional update (so an order paid or already reminded meanwhile rolls the batch
 * back) and the e-mail go in one batch. False when the order had moved on.
 */
async function remind(
  db: Database,
  order: OrderRow,
  nowMs: number,
  mail: Mailer,
): Promise<boolean> {
  const email = orderMail(
    db,
    'transferReminder',
    order.number,
    { origin: mail.origin, order },
    nowMs,
  );
  try {
    await db.batch([
      db
        .update(orders)
        .set({ transferRemindedAtMs: nowMs })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, AWAITED),
            isNull(orders.transferRemindedAtMs),
          ),
        ),
      db.insert(orderEvents).values({
        orderId: order.id,
        status: AWAITED,
        note: TRANSFER_REMINDER_NOTE,
        allowed: sql`changes()`,
        createdAtMs: nowMs,
      }),
      email.statement,
    ]);
  } catch (error) {
    if (movedMeanwhile(error)) return false;
    throw error;
  }
  mail.dispatch([email.id]);
  return true;
}

/**
 * Reminds, once, the buyers whose bank transfer has not arrived when their order's hold has
 * `TRANSFER_REMINDER_HOURS` or less to run (docs/product.md#orders). Returns the orders' numbers.
 */
export async function remindUnpaidTransfers(
  db: Database,
  nowMs: number,
  mail: Mailer,
): Promise<string[]> {
  const reminded: string[] = [];
  for (const order of await dueReminders(db, nowMs)) {
    if (await remind(db, order, nowMs, mail)) reminded.push(order.number);
  }
  return reminded;
}
