import { createDatabase } from './db';
import { mailer, scheduledOrigin } from './mail/mailer';
import { sweepOutbox } from './mail/sweep';
import { expireUnpaidOrders } from './orders/expiry';
import { remindUnpaidTransfers } from './orders/transfer-reminders';

/** The Cron Triggers' schedules (wrangler.toml [triggers]). */
export const CRONS = { orderExpiry: '0 * * * *', mailSweep: '*/5 * * * *' } as const;

/**
 * The Cron Triggers' handler: every hour, cancels and restocks the unpaid orders whose hold has
 * run out and reminds the transfers about to; every five minutes, sends again the e-mails the mail queue lost. Run by hand locally:
 * README, Security.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  if (controller.cron === CRONS.mailSweep) {
    const run = await sweepOutbox(db, env.MAIL_QUEUE, controller.scheduledTime);
    console.log(`mail sweep: ${run.requeued.length} queued again, ${run.reset} interrupted`);
    return;
  }
  const queued: Promise<unknown>[] = [];
  const mail = mailer(env, scheduledOrigin(env), (work) => queued.push(work));
  const run = await expireUnpaidOrders(db, controller.scheduledTime, mail);
  console.log(
    `order expiry: ${run.expired.length} cancelled${run.expired.length ? ` (${run.expired.join(', ')})` : ''}, ${run.movedOn.length} moved on meanwhile`,
  );
  const reminded = await remindUnpaidTransfers(db, controller.scheduledTime, mail);
  console.log(`transfer reminders: ${reminded.length} sent`);
  await Promise.all(queued);
}
