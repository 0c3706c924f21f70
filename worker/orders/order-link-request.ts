import { and, eq } from 'drizzle-orm';
import { orders } from '../../schema/db/orders';
import { normaliseEmail } from '../../schema/rules/normalise';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { orderMail } from './order-mail';

/**
 * Sends an order's private link again when `number` and `email` name the same order, and only
 * to that order's own address; does nothing otherwise, so the answer tells nobody whether the
 * pair exists (docs/product.md#orders). `mayResend` spends the address's bucket: only a pair
 * that would send reaches it, so a stranger who does not know the number cannot empty it.
 */
export async function sendOrderLink(
  db: Database,
  request: { number: string; email: string },
  mail: Mailer,
  mayResend: (email: string) => Promise<boolean>,
  at = Date.now(),
): Promise<void> {
  const order = await db
    .select({
      id: orders.id,
      number: orders.number,
      accessToken: orders.accessToken,
      email: orders.email,
      firstName: orders.firstName,
    })
    .from(orders)
    .where(
      and(
        eq(orders.number, request.number.trim().toUpperCase()),
        eq(orders.email, normaliseEmail(request.email)),
      ),
    )
    .get();
  if (!order || !(await mayResend(order.email))) return;
  const email = orderMail(db, 'link', order.number, { origin: mail.origin, order }, at);
  await email.statement;
  mail.dispatch([email.id]);
}
