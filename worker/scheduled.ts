import { remindTomorrowsAppointments } from './appointments/reminders';
import { deliverDueStockAlerts } from './catalogue/stock-alerts';
import { createDatabase } from './db';
import { shopOrigin } from './http/shop-origin';
import { loggable } from './loggable';
import { mailer } from './mail/mailer';
import { sweepOutbox } from './mail/sweep';
import { alertUnconfirmedMailSurge } from './mail/unconfirmed-alert';
import { warnStaffOfUnshippedCod } from './orders/cod-warnings';
import { expireUnpaidOrders } from './orders/expiry';
import { remindUnpaidTransfers } from './orders/transfer-reminders';
import { reconcileOnlinePayments } from './payments/reconcile';
import { reconcileRepairPayments } from './payments/reconcile-repairs';
import { enforceRetention } from './privacy/retention';
import { remindExpiringEstimates } from './repairs/estimates';
import { sweepWebhooks } from './webhooks/consumer';

/** The Cron Triggers' schedules (wrangler.toml [triggers]). */
export const CRONS = {
  orderExpiry: '0 * * * *',
  mailSweep: '*/5 * * * *',
  retention: '0 3 * * *',
} as const;

/**
 * The Cron Triggers' handler: every hour, asks the payment provider about online payments whose
 * page has closed unsettled, cancels and restocks the unpaid orders whose hold has run out,
 * reminds the transfers and the repair estimates about to and the next day's lab appointments, and warns the staff of the
 * cash-on-delivery orders about to that they have not shipped; every five minutes, sends again
 * the e-mails and webhook deliveries the queue lost, writes the back-in-stock e-mails a restock left due and alerts
 * the staff to a surge of e-mails to unconfirmed addresses;
 * every night, deletes what the privacy policy no longer keeps. Run by hand locally: README, Working on it.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  try {
    await runJobs(controller, env);
  } catch (error) {
    // The run still fails, in the logs the runtime writes, without a failed statement's values.
    throw loggable(error);
  }
}

async function runJobs(controller: ScheduledController, env: Env): Promise<void> {
  const db = createDatabase(env.DB);
  if (controller.cron === CRONS.retention) {
    const run = await enforceRetention(db, controller.scheduledTime);
    console.log(
      `retention: ${run.repairs} repairs, ${run.quoteRequests} quote requests, ${run.shippingForms} shipping forms, ${run.emails} e-mails, ${run.signUps} unconfirmed newsletter sign-ups, ${run.stockAlerts} back-in-stock requests, ${run.appointments} appointments deleted${run.unfinished ? '; more is due, left to the next run' : ''}`,
    );
    return;
  }
  // Every other job may write e-mails, whose links need the shop's origin: in production without
  // SHOP_ORIGIN this throws, so the run fails in the logs instead of mailing the wrong address.
  const queued: Promise<unknown>[] = [];
  const mail = mailer(env, shopOrigin(env), (work) => queued.push(work));
  if (controller.cron === CRONS.mailSweep) {
    const alerts = await deliverDueStockAlerts(db, mail, controller.scheduledTime);
    const run = await sweepOutbox(db, env.MAIL_QUEUE, controller.scheduledTime);
    const surge = await alertUnconfirmedMailSurge(db, mail, controller.scheduledTime);
    const webhooks = await sweepWebhooks(db, env.MAIL_QUEUE, controller.scheduledTime);
    console.log(
      `mail sweep: ${run.requeued.length} queued again, ${run.reset} interrupted, ${alerts.length} back-in-stock e-mails written${surge ? ', staff alerted: e-mails to unconfirmed addresses over the hourly budget' : ''}; ${webhooks} webhook deliveries queued again`,
    );
    await Promise.all(queued);
    return;
  }
  const payments = await reconcileOnlinePayments(db, env, controller.scheduledTime, mail);
  console.log(
    `online payments: ${payments.settled.length} settled from the provider${payments.settled.length ? ` (${payments.settled.join(', ')})` : ''}, ${payments.unanswered} still open or unanswered`,
  );
  const repairPayments = await reconcileRepairPayments(db, env, controller.scheduledTime, mail);
  console.log(
    `repair payments: ${repairPayments.settled.length} settled from the provider, ${repairPayments.unanswered} still open or unanswered`,
  );
  const run = await expireUnpaidOrders(db, controller.scheduledTime, mail);
  console.log(
    `order expiry: ${run.expired.length} cancelled${run.expired.length ? ` (${run.expired.join(', ')})` : ''}, ${run.movedOn.length} moved on meanwhile`,
  );
  const reminded = await remindUnpaidTransfers(db, controller.scheduledTime, mail);
  console.log(`transfer reminders: ${reminded.length} sent`);
  const warned = await warnStaffOfUnshippedCod(db, controller.scheduledTime, mail);
  console.log(`cash-on-delivery warnings to the staff: ${warned.length} sent`);
  const estimates = await remindExpiringEstimates(db, env, controller.scheduledTime, mail);
  console.log(`estimate reminders: ${estimates.length} sent`);
  const appointments = await remindTomorrowsAppointments(db, env, controller.scheduledTime, mail);
  console.log(`appointment reminders: ${appointments.length} sent`);
  await Promise.all(queued);
}
