import DataLoader from 'dataloader';
import { and, desc, eq, isNull, max } from 'drizzle-orm';
import Stripe from 'stripe';
import type { OrderRow } from '../../schema/db/orders';
import { type RefundRow, refunds } from '../../schema/db/payments';
import { formatPrice } from '../../schema/rules/money';
import {
  REFUND_IN_PROGRESS_MESSAGE,
  REFUND_UNAVAILABLE_MESSAGE,
  type RefundSubject,
  refundFailureLabel,
  refundIdempotencyKey,
  refusedByProvider,
  subjectKey,
} from '../../schema/rules/refunds';
import { audit } from '../admin/audit';
import { type Database, inJsonList, violates } from '../db';
import { DomainError } from '../domain-error';
import { loggable } from '../loggable';
import type { Mover } from '../orders/order-moves';
import { stripeClient, stripeSettings } from './stripe-settings';

/** What staff ask to give back through the provider, as the server worked it out. */
export interface RefundAsk {
  subject: RefundSubject;
  amount: number;
  /** A return's note when the amount is below what was due. */
  note: string | null;
}

/**
 * Asks the provider to refund part or all of an online order's payment (docs/product.md#payments-online):
 * the attempt is recorded pending before the provider is asked, under the subject's one open
 * refund, so two staff clicking ask once; it then carries the provider's refund id, or, refused,
 * the provider's reason for the staff (a retry is a new attempt with a new key). A provider that
 * does not answer leaves nothing behind: the attempt is removed and the same key asked again next
 * time, so a refund made without its answer reaching us is not made twice.
 */
export async function askRefund(
  db: Database,
  env: Env,
  actor: Mover,
  order: OrderRow,
  ask: RefundAsk,
): Promise<RefundRow> {
  const settings = stripeSettings(env);
  if (!settings || !order.paymentIntentId) {
    throw new DomainError(REFUND_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
  }
  const subject = subjectKey(ask.subject);
  const [last] = await db
    .select({ attempt: max(refunds.attempt) })
    .from(refunds)
    .where(eq(refunds.subject, subject));
  const attempt = (last?.attempt ?? 0) + 1;
  const at = Date.now();
  const row: RefundRow = {
    id: crypto.randomUUID(),
    orderId: order.id,
    returnId: 'returnId' in ask.subject ? ask.subject.returnId : null,
    subject,
    attempt,
    idempotencyKey: refundIdempotencyKey(subject, attempt),
    providerRefundId: null,
    amount: ask.amount,
    note: ask.note,
    status: 'pending',
    failureReason: null,
    actorUid: actor.uid,
    actorEmail: actor.email,
    createdAtMs: at,
    updatedAtMs: at,
  };
  try {
    await db.insert(refunds).values(row);
  } catch (error) {
    if (violates(error, 'refunds.subject') || violates(error, 'refunds.idempotency_key')) {
      throw new DomainError(REFUND_IN_PROGRESS_MESSAGE, 'CONFLICT', 'id');
    }
    throw error;
  }
  try {
    const refund = await stripeClient(settings).refunds.create(
      {
        payment_intent: order.paymentIntentId,
        amount: ask.amount,
        metadata: { refundId: row.id, orderId: order.id, orderNumber: order.number },
      },
      { idempotencyKey: row.idempotencyKey },
    );
    // The event may have come first and settled it: only an attempt still unnamed is named.
    await db
      .update(refunds)
      .set({ providerRefundId: refund.id, updatedAtMs: Date.now() })
      .where(and(eq(refunds.id, row.id), isNull(refunds.providerRefundId)));
    return { ...row, providerRefundId: refund.id };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && refusedByProvider(error.statusCode)) {
      return refused(db, actor, order, row, error.code ?? error.type);
    }
    console.error(loggable(error));
    await db.delete(refunds).where(eq(refunds.id, row.id));
    throw new DomainError(REFUND_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
  }
}

async function refused(
  db: Database,
  actor: Mover,
  order: OrderRow,
  row: RefundRow,
  reason: string,
): Promise<RefundRow> {
  const at = Date.now();
  await db.batch([
    db
      .update(refunds)
      .set({ status: 'failed', failureReason: reason, updatedAtMs: at })
      .where(eq(refunds.id, row.id)),
    audit(
      db,
      actor,
      {
        action: 'refund.refused',
        entityType: 'order',
        entityId: order.id,
        summary: `${order.number}: Stripe ha rifiutato il rimborso di ${formatPrice(row.amount)}, ${refundFailureLabel(reason)}`,
      },
      at,
    ),
  ]);
  return { ...row, status: 'failed', failureReason: reason, updatedAtMs: at };
}

export function refundById(db: Database, id: string) {
  return db.select().from(refunds).where(eq(refunds.id, id)).get();
}

/** Per request: an order's refund attempts, newest first, for many orders in one query. */
export function createRefundLoader(db: Database) {
  return new DataLoader<string, RefundRow[]>(async (orderIds) => {
    const rows = await db
      .select()
      .from(refunds)
      .where(inJsonList(refunds.orderId, orderIds))
      .orderBy(desc(refunds.attempt));
    return orderIds.map((id) => rows.filter((row) => row.orderId === id));
  });
}
