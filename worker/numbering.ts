import { sql } from 'drizzle-orm';
import { counters } from '../schema/db/orders';
import { type NumberSeries, numbering } from '../schema/rules/numbering';
import type { Database } from './db';

/**
 * The next number of a series, for a row written in the same D1 batch: the first statement
 * advances the series' counter, the expression reads it back into the new row. Inside one batch
 * (a transaction) no other writer can take the same number, and a failed batch takes none.
 */
export function nextNumber(db: Database, series: NumberSeries, date: Date) {
  const { counter, prefix } = numbering(series, date);
  return {
    advance: db
      .insert(counters)
      .values({ name: counter, value: 1 })
      .onConflictDoUpdate({ target: counters.name, set: { value: sql`${counters.value} + 1` } }),
    number: sql<string>`${prefix} || printf('%06d', (SELECT value FROM counters WHERE name = ${counter}))`,
  };
}
