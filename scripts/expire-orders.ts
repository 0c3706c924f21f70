/**
 * `npm run orders:expire`: runs the order-expiry Cron Trigger of the built Worker once, by hand,
 * over the local D1 that `npm start` uses (README: Security). Wrangler's own trigger URL cannot
 * reach a Worker served behind static assets, so this calls the `scheduled` handler through
 * Miniflare's API.
 *
 *   npm run orders:expire                          # as of now
 *   npm run orders:expire -- --at 2026-12-31T10:00 # as if the clock said so
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { builtWorkerOptions } from './built-worker.ts';
import { BUILT_WORKER_CONFIG, DEFAULT_STATE_DIR, ROOT } from './local-stack.ts';

const { values } = parseArgs({ options: { at: { type: 'string' } } });
const scheduledTime = values.at ? new Date(values.at) : new Date();
if (Number.isNaN(scheduledTime.getTime())) {
  console.error(`--at must be a date and time, such as 2026-12-31T10:00 (not "${values.at}")`);
  process.exit(1);
}

if (!existsSync(`${ROOT}${BUILT_WORKER_CONFIG}`)) {
  console.error('No built Worker yet: run npm start (or npm run build) first.');
  process.exit(1);
}
const miniflare = new Miniflare(builtWorkerOptions(DEFAULT_STATE_DIR) as MiniflareOptions);
try {
  // The Node side has no Workers types: Miniflare's Fetcher here is only what this script uses.
  const worker = (await miniflare.getWorker()) as unknown as {
    scheduled(event: { scheduledTime: Date }): Promise<{ outcome: string }>;
  };
  const { outcome } = await worker.scheduled({ scheduledTime });
  if (outcome !== 'ok') throw new Error(`the expiry job ended with "${outcome}"`);
} finally {
  await miniflare.dispose();
}
