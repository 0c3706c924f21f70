import { env } from 'cloudflare:workers';
import { D1_STATS_HEADER, type D1Stats } from '../../schema/d1-stats';
import { emptyD1Stats, measuredD1 } from '../../worker/d1-stats';

/**
 * A D1 binding that counts what runs on the real one, the way D1 bills it: each statement
 * executed, each statement inside a batch.
 */
export function countingDatabase(db: D1Database = env.DB) {
  const counter = emptyD1Stats();
  return { db: measuredD1(db, counter), counter };
}

/**
 * Headers asking what a request costs to compute: measured requests skip the catalogue's caches
 * (worker/index.ts), so a cached answer cannot hide a statement.
 */
export const UNCACHED = { [D1_STATS_HEADER]: '1' };

/** What the Worker reported a request sent with UNCACHED asked of D1. */
export function reportedStats(headers: Headers): D1Stats {
  return JSON.parse(headers.get(D1_STATS_HEADER) ?? 'null') as D1Stats;
}
