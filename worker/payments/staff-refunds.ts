import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { type OrderRow, orders } from '../../schema/db/orders';
import { ONLINE_HOLD_STATUS } from '../../schema/rules/order-limits';
import { canCancelOrder } from '../../schema/rules/orders';
import { REFUND_IN_PROGRESS_MESSAGE, refusedByProvider } from '../../schema/rules/refunds';
import type { OrderStatus } from '../../schema/vocabulary';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { loggable } from '../loggable';
import type { Mailer } from '../mail/mailer';
import type { Mover } from '../orders/order-moves';
import { checkStep, type ReturnStep, writeStep } from '../orders/returns';
import { cancelOrder } from '../orders/staff';
import { askRefund, refundById } from './refunds';
import { stripeClient, stripeSettings } from './stripe-settings';

const CANCEL_UNAVAILABLE_MESSAGE =
  "Il servizio di pagamento non risponde in questo momento: l'ordine non è stato annullato. Riprova tra qualche istante.";

/**
 * The staff's refund step of a return (docs/product.md#payments-online): for an order paid online the
 * amount checked as for a manual refund is asked of the provider, and the return becomes
 * «Rimborsato» when the provider says it is done; any other order's refund is recorded by hand.
 */
export async function refundReturn(
  db: Database,
  env: Env,
  actor: Mover,
  id: string,
  step: ReturnStep,
  mail: Mailer,
): Promise<OrderRow> {
  const checked = await checkStep(db, id, step);
  const { order } = checked.subject;
  const refund = checked.refund;
  if (order.paymentMethod !== 'online' || !refund || refund.amount === 0) {
    return writeStep(db, actor, checked, mail);
  }
  await askRefund(db, env, actor, order, {
    subject: { returnId: id },
    amount: refund.amount,
    note: refund.note,
  });
  return order;
}

/**
 * The staff cancel an order (docs/product.md#payments-online): one paid online has its whole total asked
 * back of the provider first, one still awaiting its online payment has its page closed first, so
 * no payment arrives afterwards; a provider that does not answer leaves the order as it was.
 */
export async function cancelStaffOrder(
  db: Database,
  env: Env,
  actor: Mover,
  id: string,
  from: OrderStatus,
  note: string | null,
  mail: Mailer,
): Promise<OrderRow> {
  const order = await db.select().from(orders).where(eq(orders.id, id)).get();
  const mayCancel = order?.status === from && canCancelOrder(from);
  if (order?.paymentMethod === 'online' && mayCancel) {
    if (order.status === ONLINE_HOLD_STATUS) await closePaymentPage(env, order);
    else if (order.paymentIntentId) {
      await askRefund(db, env, actor, order, {
        subject: { orderId: id },
        amount: order.total,
        note: null,
      });
    }
  }
  return cancelOrder(db, actor, id, from, note, mail);
}

/** Closes the provider's page of an unpaid order; one already closed is fine. */
async function closePaymentPage(env: Env, order: OrderRow): Promise<void> {
  const settings = stripeSettings(env);
  if (!order.paymentSessionId || !settings) return;
  try {
    await stripeClient(settings).checkout.sessions.expire(order.paymentSessionId);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && refusedByProvider(error.statusCode)) return;
    console.error(loggable(error));
    throw new DomainError(CANCEL_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
  }
}

/**
 * «Riprova il rimborso»: a refused or cancelled attempt asked again as a new attempt, with the
 * same amount, checked again against what is due for a return.
 */
export async function retryRefund(
  db: Database,
  env: Env,
  actor: Mover,
  id: string,
): Promise<OrderRow> {
  const row = await refundById(db, id);
  if (!row) throw new DomainError('Rimborso non trovato.', 'NOT_FOUND', 'id');
  if (row.status === 'pending' || row.status === 'succeeded') {
    throw new DomainError(REFUND_IN_PROGRESS_MESSAGE, 'CONFLICT', 'id');
  }
  if (row.returnId) {
    const checked = await checkStep(db, row.returnId, {
      from: 'ricevuto',
      to: 'rimborsato',
      refund: { amount: row.amount, note: row.note },
    });
    await askRefund(db, env, actor, checked.subject.order, {
      subject: { returnId: row.returnId },
      amount: checked.refund?.amount ?? row.amount,
      note: checked.refund?.note ?? null,
    });
    return checked.subject.order;
  }
  const order = await db.select().from(orders).where(eq(orders.id, row.orderId)).get();
  if (!order) throw new DomainError('Ordine non trovato.', 'NOT_FOUND', 'id');
  await askRefund(db, env, actor, order, {
    subject: { orderId: order.id },
    amount: row.amount,
    note: null,
  });
  return order;
}
