import { env } from 'cloudflare:workers';
import { emptyD1Stats, measuredD1 } from '../../worker/d1-stats';

/**
 * A D1 binding that counts what runs on the real one, the way D1 bills it: each statement
 * executed, each statement inside a batch.
 */
export function countingDatabase(db: D1Database = env.DB) {
  const counter = emptyD1Stats();
  return { db: measuredD1(db, counter), counter };
}
