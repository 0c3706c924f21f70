import { and, asc, eq, lte } from 'drizzle-orm';
import { repairPayments } from '../../schema/db/repair-payments';
import type { Database } from '../db';
import { loggable } from '../loggable';
import type { Mailer } from '../mail/mailer';
import { type ReconcileRun, settlementOfSession } from './reconcile';
import { repairReportOf } from './repair-reports';
import { settleRepairPayment } from './settle-repair';
import { stripeClient, stripeSettings } from './stripe-settings';

/** Repair pages asked about in one run; the rest wait for the next hour. */
const RECONCILED_PER_RUN = 40;

/**
 * The net under the webhook for repairs (docs/product.md#payments-online): repair pages still
 * open after they closed are asked about and settled as their event would have, through the same
 * once-only path. `settled` names the repairs' sessions settled.
 */
export async function reconcileRepairPayments(
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
    .from(repairPayments)
    .where(and(eq(repairPayments.status, 'open'), lte(repairPayments.expiresAtMs, nowMs)))
    .orderBy(asc(repairPayments.expiresAtMs))
    .limit(RECONCILED_PER_RUN);
  const stripe = stripeClient(settings);
  for (const payment of due) {
    try {
      const session = await stripe.checkout.sessions.retrieve(payment.sessionId);
      const settlement = settlementOfSession(session.status, session.payment_status);
      if (!settlement) {
        run.unanswered += 1;
        continue;
      }
      const report = repairReportOf(
        `reconcile-${session.id}-${settlement}`,
        'reconcile.retrieve',
        session,
        settlement,
      );
      if ((await settleRepairPayment(db, env, report, mail, nowMs)) === 'applied') {
        run.settled.push(session.id);
      }
    } catch (error) {
      // One session the provider cannot answer for does not hold up the others.
      console.error(loggable(error));
      run.unanswered += 1;
    }
  }
  return run;
}
