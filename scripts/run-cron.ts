/**
 * Runs one Cron Trigger of the built Worker once, by hand, over the local D1 that `npm start`
 * uses, for the schedules Miniflare does not fire by itself (scripts/built-worker.ts fires only
 * the five-minute one). `npm run retention:run` and `npm run orders:expire` are this with the
 * retention job's and the hourly order expiry's schedules (worker/scheduled.ts).
 *
 *   npm run retention:run                          # as of now
 *   npm run retention:run -- --at 2028-12-31T03:00 # as if the clock said so
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { builtWorkerOptions } from './built-worker.ts';
import { BUILT_WORKER_CONFIG, DEFAULT_STATE_DIR, ROOT } from './local-stack.ts';

const { values } = parseArgs({
  options: { cron: { type: 'string' }, at: { type: 'string' } },
});
const scheduledTime = values.at ? new Date(values.at) : new Date();
if (!values.cron) {
  console.error('--cron names the schedule to run, as wrangler.toml writes it ("0 3 * * *")');
  process.exit(1);
}
if (Number.isNaN(scheduledTime.getTime())) {
  console.error(`--at must be a date and time, such as 2028-12-31T03:00 (not "${values.at}")`);
  process.exit(1);
}
if (!existsSync(`${ROOT}${BUILT_WORKER_CONFIG}`)) {
  console.error('No built Worker yet: run npm start (or npm run build) first.');
  process.exit(1);
}
// worker/scheduled.ts runs the hourly job for any schedule it does not know: a typo must not.
const { triggers } = JSON.parse(readFileSync(`${ROOT}${BUILT_WORKER_CONFIG}`, 'utf8')) as {
  triggers?: { crons?: string[] };
};
const crons = triggers?.crons ?? [];
if (!crons.includes(values.cron)) {
  console.error(`--cron must be one of the Worker's schedules: ${crons.join(', ')}`);
  process.exit(1);
}
const miniflare = new Miniflare(builtWorkerOptions(DEFAULT_STATE_DIR) as MiniflareOptions);
try {
  // The Node side has no Workers types: Miniflare's Fetcher here is only what this script uses.
  const worker = (await miniflare.getWorker()) as unknown as {
    scheduled(event: { scheduledTime: Date; cron: string }): Promise<{ outcome: string }>;
  };
  const { outcome } = await worker.scheduled({ scheduledTime, cron: values.cron });
  if (outcome !== 'ok') throw new Error(`the job "${values.cron}" ended with "${outcome}"`);
} finally {
  await miniflare.dispose();
}
