import { createDatabase } from './db';
import { sweepOutbox } from './mail/sweep';
import { expireUnpaidOrders } from './orders/expiry';

/** The Cron Triggers' schedules (wrangler.toml [triggers]). */
export const CRONS = { orderExpiry: '0 * * * *', mailSweep: '*/5 * * * *' } as const;

/**
 * The Cron Triggers' handler: every hour, cancels and restocks the unpaid orders whose hold has
 * run out; every five minutes, sends again the e-mails the mail queue lost. Run by hand locally:
 * README, Security.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  if (controller.cron === CRONS.mailSweep) {
    const run = await sweepOutbox(db, env.MAIL_QUEUE, controller.scheduledTime);
    console.log(`mail sweep: ${run.requeued.length} queued again, ${run.reset} interrupted`);
    return;
  }
  const run = await expireUnpaidOrders(db, controller.scheduledTime);
  console.log(
    `order expiry: ${run.expired.length} cancelled${run.expired.length ? ` (${run.expired.join(', ')})` : ''}, ${run.movedOn.length} moved on meanwhile`,
  );
}
