import { and, asc, eq, gt, lte, notExists } from 'drizzle-orm';
import { outbox } from '../../schema/db/mail';
import { type OrderRow, orders } from '../../schema/db/orders';
import { codWarningCutoffMs, expiryCutoffMs, UNPAID_HOLDS } from '../../schema/rules/order-limits';
import { type Database, violates } from '../db';
import type { Mailer } from '../mail/mailer';
import { ORDER_MAIL_KIND, orderMail } from './order-mail';

/** Warnings written in one run, each one D1 batch; the rest wait for the next hour. */
const COD_WARNINGS_PER_RUN = 40;

const UNSHIPPED = UNPAID_HOLDS.contrassegno.status;
const WARNING_KIND = ORDER_MAIL_KIND.codStaffWarning;

/** Unshipped cash-on-delivery orders inside their warning window, not yet warned nor expired. */
function dueWarnings(db: Database, nowMs: number) {
  const warned = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.kind, WARNING_KIND), eq(outbox.ref, orders.number)));
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, UNSHIPPED),
        eq(orders.paymentMethod, 'contrassegno'),
        lte(orders.createdAtMs, codWarningCutoffMs(nowMs)),
        gt(orders.createdAtMs, expiryCutoffMs('contrassegno', nowMs)),
        notExists(warned),
      ),
    )
    .orderBy(asc(orders.createdAtMs))
    .limit(COD_WARNINGS_PER_RUN);
}

/**
 * One warning, once: the outbox keeps at most one of this kind per order (a unique index on its
 * ref), so two runs at once write it once. False when another run wrote it first.
 */
async function warn(db: Database, order: OrderRow, nowMs: number, mail: Mailer) {
  const email = orderMail(
    db,
    'codStaffWarning',
    order.number,
    { origin: mail.origin, order },
    nowMs,
  );
  try {
    await db.batch([email.statement]);
  } catch (error) {
    if (violates(error, 'outbox.ref')) return false;
    throw error;
  }
  mail.dispatch([email.id]);
  return true;
}

/**
 * Warns the staff, by e-mail, of each cash-on-delivery order still unshipped
 * `COD_STAFF_WARNING_DAYS` before the expiry job cancels it (docs/product.md#orders). Returns the
 * orders' numbers.
 */
export async function warnStaffOfUnshippedCod(
  db: Database,
  nowMs: number,
  mail: Mailer,
): Promise<string[]> {
  const warned: string[] = [];
  for (const order of await dueWarnings(db, nowMs)) {
    if (await warn(db, order, nowMs, mail)) warned.push(order.number);
  }
  return warned;
}
