import { and, asc, eq, lte } from 'drizzle-orm';
import { repairPayments } from '../../schema/db/repair-payments';
import type { Database } from '../db';
import type { Mailer } from '../mail/mailer';
import { askAndSettle, type ReconcileRun } from './reconcile';
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
    await askAndSettle(stripe, payment.sessionId, run, async (session, settlement) => {
      const report = repairReportOf(
        `reconcile-${session.id}-${settlement}`,
        'reconcile.retrieve',
        session,
        settlement,
      );
      const outcome = await settleRepairPayment(db, env, report, mail, nowMs);
      return outcome === 'applied' ? session.id : null;
    });
  }
  return run;
}
