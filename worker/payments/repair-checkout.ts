import { and, eq, gt, sum } from 'drizzle-orm';
import { type RepairPaymentRow, repairPayments } from '../../schema/db/repair-payments';
import type { RepairRow } from '../../schema/db/repairs';
import { ROUTES } from '../../schema/routes';
import type { EstimateDecisionVia } from '../../schema/rules/estimates';
import { PAYMENT_CURRENCY } from '../../schema/rules/online-payments';
import {
  ALREADY_PAID_MESSAGE,
  NOTHING_TO_PAY_MESSAGE,
  REUSABLE_FOR_MS,
  type RepairCharge,
  repairCharge,
  repairChargeName,
  repairSessionWindow,
} from '../../schema/rules/repair-payments';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { loggable } from '../loggable';
import { currentEstimates } from '../repairs/estimates';
import { type StripeSettings, stripeClient } from './stripe-settings';

/** The metadata that tells the webhook a session pays a repair, not an order. */
export const REPAIR_SESSION_KIND = 'repair';

const PAYMENT_UNAVAILABLE_MESSAGE =
  'Il servizio di pagamento non risponde in questo momento: riprova tra qualche istante.';

/** What the repair already paid online, in cents. */
async function repairPaidCents(db: Database, repairId: string): Promise<number> {
  const row = await db
    .select({ paid: sum(repairPayments.amountCents).mapWith(Number) })
    .from(repairPayments)
    .where(and(eq(repairPayments.repairId, repairId), eq(repairPayments.status, 'paid')))
    .get();
  return row?.paid ?? 0;
}

/** What the repair's customer may pay now, with the estimate it pays; null when nothing. */
async function repairDue(db: Database, repair: RepairRow) {
  const [[estimate], paid] = await Promise.all([
    currentEstimates(db, [repair.id]),
    repairPaidCents(db, repair.id),
  ]);
  const charge = estimate ? repairCharge(repair.status, estimate, paid) : null;
  return estimate && charge ? { estimate, charge } : null;
}

/**
 * Where the customer lands back from the provider's page: the page they paid from, on the
 * repair's code. No token: it stays in the customer's browser, never with the provider.
 */
function returnUrl(origin: string, repair: RepairRow, via: EstimateDecisionVia, outcome: string) {
  const page = via === 'account' ? ROUTES.accountRepairs : ROUTES.repairStatus;
  return `${origin}${page}?${new URLSearchParams({ code: repair.code, pagamento: outcome })}`;
}

/**
 * The provider's page to pay what the repair's customer owes now (docs/product.md#payments-online):
 * the accepted estimate's total or a declined one's diagnosis fee, less what was paid before. A
 * page already opened for the same charge is offered again while it has time to run; otherwise
 * one is opened, the same one for every request within its window (one idempotency key).
 */
export async function repairPaymentPage(
  db: Database,
  settings: StripeSettings,
  repair: RepairRow,
  via: EstimateDecisionVia,
  origin: string,
  nowMs = Date.now(),
): Promise<string> {
  const due = await repairDue(db, repair);
  if (!due) throw new DomainError(NOTHING_TO_PAY_MESSAGE, 'CONFLICT');
  const { estimate, charge } = due;
  if (charge.due === 0) throw new DomainError(ALREADY_PAID_MESSAGE, 'CONFLICT');
  const kept = await db
    .select()
    .from(repairPayments)
    .where(
      and(
        eq(repairPayments.estimateId, estimate.id),
        eq(repairPayments.kind, charge.kind),
        eq(repairPayments.amountCents, charge.due),
        eq(repairPayments.status, 'open'),
        gt(repairPayments.expiresAtMs, nowMs + REUSABLE_FOR_MS),
      ),
    )
    .get();
  if (kept) return kept.paymentUrl;
  const window = repairSessionWindow(nowMs);
  const session = await createSession(settings, repair, estimate.id, charge, window, {
    success: returnUrl(origin, repair, via, 'ok'),
    cancel: returnUrl(origin, repair, via, 'annullato'),
  });
  if (!session.url) throw new Error(`Checkout Session ${session.id} came back without a URL`);
  const row: RepairPaymentRow = {
    id: crypto.randomUUID(),
    repairId: repair.id,
    estimateId: estimate.id,
    kind: charge.kind,
    amountCents: charge.due,
    sessionId: session.id,
    paymentUrl: session.url,
    expiresAtMs: session.expires_at * 1000,
    paymentIntent: null,
    status: 'open',
    problem: null,
    paidAtMs: null,
    createdAtMs: nowMs,
    updatedAtMs: nowMs,
  };
  // The same window asked twice answers the same session: it is kept once.
  await db.insert(repairPayments).values(row).onConflictDoNothing();
  return session.url;
}

async function createSession(
  settings: StripeSettings,
  repair: RepairRow,
  estimateId: string,
  charge: RepairCharge,
  window: { startMs: number; closesAtMs: number },
  back: { success: string; cancel: string },
) {
  try {
    return await stripeClient(settings).checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: charge.due,
              product_data: { name: repairChargeName(repair.code, charge.kind) },
            },
          },
        ],
        customer_email: repair.email,
        client_reference_id: `repair:${repair.id}`,
        metadata: {
          kind: REPAIR_SESSION_KIND,
          repairId: repair.id,
          repairCode: repair.code,
          estimateId,
          charge: charge.kind,
        },
        payment_intent_data: { description: `Riparazione ${repair.code}` },
        locale: 'it',
        expires_at: Math.floor(window.closesAtMs / 1000),
        success_url: back.success,
        cancel_url: back.cancel,
      },
      {
        idempotencyKey: `repair-checkout-${repair.id}-${estimateId}-${charge.kind}-${charge.due}-${window.startMs}`,
      },
    );
  } catch (error) {
    console.error(loggable(error));
    throw new DomainError(PAYMENT_UNAVAILABLE_MESSAGE, 'PAYMENT_UNAVAILABLE');
  }
}
