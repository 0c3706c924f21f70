import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { orders } from '../../schema/db/orders';
import { paymentEvents } from '../../schema/db/payments';
import { PAYMENT_SESSION_MS } from '../../schema/rules/online-payments';
import { ONLINE_HOLD_STATUS } from '../../schema/rules/order-limits';
import type { Database } from '../db';
import { loggable } from '../loggable';
import type { Mailer } from '../mail/mailer';
import { type Settlement, settlePayment } from './settle';
import { stripeClient, stripeSettings } from './stripe-settings';
import { reportOf } from './webhook';

/** Orders asked about in one run; the rest wait for the next hour. */
const RECONCILED_PER_RUN = 40;

export interface ReconcileRun {
  /** Numbers of the orders whose payment was settled by this run. */
  settled: string[];
  /** Sessions the provider still reports open, or could not be asked about. */
  unanswered: number;
}

/**
 * An order Stripe already told us about and that still awaits payment: its payment is settling
 * (a method that settles later, whose session completed unpaid, may take days) or was not applied
 * (a payment problem, for the staff). It stays due, so it is asked about after the others: such
 * orders never take a run's places from those whose webhook was lost.
 */
const alreadyHeardOf = sql`exists (select 1 from ${paymentEvents} where ${paymentEvents.orderId} = ${orders.id})`;

/** What a session retrieved says, as its event would have; null while it is still open. */
function settlementOfSession(status: string | null, paymentStatus: string): Settlement | null {
  if (status === 'complete') return paymentStatus === 'paid' ? 'paid' : 'pending';
  if (status === 'expired') return 'expired';
  return null;
}

/**
 * Asks the provider about one closed page and settles it as its event would have, through
 * `settle`, which names what it settled (null: already settled). A page still open, or one the
 * provider cannot answer for, counts as unanswered and waits for the next run, never holding up
 * the others.
 */
export async function askAndSettle(
  stripe: Stripe,
  sessionId: string,
  run: ReconcileRun,
  settle: (session: Stripe.Checkout.Session, settlement: Settlement) => Promise<string | null>,
): Promise<void> {
  try {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const settlement = settlementOfSession(session.status, session.payment_status);
    const settled = settlement ? await settle(session, settlement) : null;
    if (!settlement) run.unanswered += 1;
    if (settled) run.settled.push(settled);
  } catch (error) {
    console.error(loggable(error));
    run.unanswered += 1;
  }
}

/**
 * The net under the webhook (docs/product.md#payments-online): online orders still awaiting their
 * payment after their page closed are asked about (`sessions.retrieve`) and settled as the event
 * would have settled them, through the same once-only path; an order whose page never opened (the
 * provider unreachable at checkout and never retried) is cancelled when it would have closed.
 */
export async function reconcileOnlinePayments(
  db: Database,
  env: Env,
  nowMs: number,
  mail: Mailer,
): Promise<ReconcileRun> {
  const run: ReconcileRun = { settled: [], unanswered: 0 };
  const settings = stripeSettings(env);
  if (!settings) return run;
  const due = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'online'),
        eq(orders.status, ONLINE_HOLD_STATUS),
        or(
          lte(orders.paymentExpiresAtMs, nowMs),
          and(isNull(orders.paymentSessionId), lte(orders.createdAtMs, nowMs - PAYMENT_SESSION_MS)),
        ),
      ),
    )
    .orderBy(alreadyHeardOf, asc(orders.createdAtMs))
    .limit(RECONCILED_PER_RUN);
  const stripe = stripeClient(settings);
  for (const order of due) {
    if (order.paymentSessionId === null) {
      const outcome = await settlePayment(
        db,
        {
          eventId: `reconcile-${order.id}-never-opened`,
          type: 'reconcile.never-opened',
          orderId: order.id,
          sessionId: '',
          settlement: 'expired',
          amount: null,
          currency: null,
          paymentIntentId: null,
        },
        mail,
        nowMs,
      );
      if (outcome === 'applied') run.settled.push(order.number);
      continue;
    }
    await askAndSettle(stripe, order.paymentSessionId, run, async (session, settlement) => {
      const report = reportOf(
        `reconcile-${session.id}-${settlement}`,
        'reconcile.retrieve',
        session,
        settlement,
      );
      return (await settlePayment(db, report, mail, nowMs)) === 'applied' ? order.number : null;
    });
  }
  return run;
}
