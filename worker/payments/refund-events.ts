import { and, eq, or } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import type Stripe from 'stripe';
import { paymentEvents, type RefundRow, refunds } from '../../schema/db/payments';
import { formatPrice } from '../../schema/rules/money';
import { refundFailureLabel } from '../../schema/rules/refunds';
import type { RefundStatus } from '../../schema/vocabulary';
import { audit } from '../admin/audit';
import { type Database, violates } from '../db';
import type { Mailer } from '../mail/mailer';
import type { Mover } from '../orders/order-moves';
import { refundedReturns, stepSubject, writeStep } from '../orders/returns';
import type { SettleOutcome } from './settle';

/** Who the audit log names for what the provider reported of a refund: not a person. */
const PROVIDER: Mover = { uid: 'sistema:pagamenti-online', email: null };

/** What the provider's refund status means here; null while it is still under way. */
function settledAs(status: string | null): Exclude<RefundStatus, 'pending'> | null {
  return status === 'succeeded' || status === 'failed' || status === 'canceled' ? status : null;
}

function attemptOf(db: Database, refund: Stripe.Refund) {
  const ours = refund.metadata?.refundId;
  return db
    .select()
    .from(refunds)
    .where(
      ours
        ? or(eq(refunds.providerRefundId, refund.id), eq(refunds.id, ours))
        : eq(refunds.providerRefundId, refund.id),
    )
    .get();
}

/**
 * Applies what the provider says of a refund the shop asked for (docs/product.md#payments-online), in
 * one D1 batch with the record of the event, so an event delivered twice is applied once.
 * Succeeded: a return becomes «Rimborsato» with its e-mail, step and audit row, as the manual
 * refund does; a cancelled order's refund an audit row. Failed or cancelled: the attempt
 * keeps the provider's reason for the staff, who may retry. A refund the shop never asked for
 * (one made in the Stripe Dashboard) is left alone.
 */
export async function settleRefund(
  db: Database,
  event: { id: string; type: string; refund: Stripe.Refund },
  mail: Mailer,
): Promise<SettleOutcome> {
  const row = await attemptOf(db, event.refund);
  if (!row) return 'unknown-order';
  const at = Date.now();
  const status = settledAs(event.refund.status);
  const changed = status !== null && row.status === 'pending';
  const record = db.insert(paymentEvents).values({
    id: event.id,
    orderId: row.orderId,
    type: event.type,
    outcome: changed ? 'applied' : 'noted',
    receivedAtMs: at,
  });
  const update = db
    .update(refunds)
    .set({
      providerRefundId: event.refund.id,
      ...(changed
        ? { status, failureReason: status === 'succeeded' ? null : refundReason(event.refund) }
        : {}),
      updatedAtMs: at,
    })
    .where(and(eq(refunds.id, row.id), eq(refunds.status, row.status)));
  try {
    if (changed && status === 'succeeded' && row.returnId) {
      await refundReturn(db, row, [record, update], mail);
    } else {
      const reason = refundReason(event.refund);
      await db.batch([
        record,
        update,
        ...(changed ? settledStatements(db, row, status, reason, at) : []),
      ]);
    }
  } catch (error) {
    if (violates(error, 'payment_events.id')) return 'duplicate';
    throw error;
  }
  return changed ? 'applied' : 'noted';
}

const refundReason = (refund: Stripe.Refund) =>
  refund.failure_reason ?? (refund.status === 'canceled' ? 'merchant_request' : 'unknown');

/** The return refunded, as the staff's manual step writes it, with the event in its batch. */
async function refundReturn(
  db: Database,
  row: RefundRow,
  extra: [BatchItem<'sqlite'>, BatchItem<'sqlite'>],
  mail: Mailer,
) {
  const subject = await stepSubject(db, row.returnId ?? '');
  // Refunded already (by an earlier event of the same refund): only the record is new.
  if (subject.ret.status !== 'ricevuto') {
    await db.batch(extra);
    return;
  }
  await writeStep(
    db,
    PROVIDER,
    {
      subject,
      from: 'ricevuto',
      to: 'rimborsato',
      refund: {
        amount: row.amount,
        note: row.note,
        refundedBefore: await refundedReturns(db, row.orderId),
      },
      refusal: null,
    },
    mail,
    extra,
  );
}

/**
 * What a settled refund adds beside its own row: the audit row (the timeline has its one
 * cancellation entry already).
 */
function settledStatements(
  db: Database,
  row: RefundRow,
  status: Exclude<RefundStatus, 'pending'>,
  reason: string,
  at: number,
): BatchItem<'sqlite'>[] {
  if (status === 'succeeded') {
    return [
      audit(
        db,
        PROVIDER,
        {
          action: 'refund.succeeded',
          entityType: 'order',
          entityId: row.orderId,
          summary: `Rimborso di ${formatPrice(row.amount)} eseguito`,
        },
        at,
      ),
    ];
  }
  return [
    audit(
      db,
      PROVIDER,
      {
        action: 'refund.failed',
        entityType: 'order',
        entityId: row.orderId,
        summary: `Rimborso di ${formatPrice(row.amount)} non riuscito: ${refundFailureLabel(reason)}`,
      },
      at,
    ),
  ];
}
