import { createDatabase } from './db';
import { expireUnpaidOrders } from './orders/expiry';

/**
 * The Cron Trigger's handler (wrangler.toml [triggers]): cancels and restocks the unpaid orders
 * whose hold has run out. Run by hand locally: README, Security.
 */
export async function scheduled(controller: ScheduledController, env: Env): Promise<void> {
  const run = await expireUnpaidOrders(createDatabase(env.DB), controller.scheduledTime);
  console.log(
    `order expiry: ${run.expired.length} cancelled${run.expired.length ? ` (${run.expired.join(', ')})` : ''}, ${run.movedOn.length} moved on meanwhile`,
  );
}
