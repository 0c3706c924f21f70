import { type SQL, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';

export type Database = ReturnType<typeof createDatabase>;

/**
 * Every request opens its own (worker/d1-session.ts), so opening must cost nothing: no `schema`,
 * whose relational config drizzle would rebuild each time, since no query uses `db.query`.
 */
export function createDatabase(d1: D1Database) {
  return drizzle(d1);
}

/**
 * `column IN (values)`, the values bound as one JSON array: D1 binds at most 100 values a
 * statement, and a loader's batch (the parents of one level, under every alias) may hold more.
 */
export function inJsonList(column: SQLiteColumn, values: readonly (string | number)[]): SQL {
  return sql`${column} IN (SELECT value FROM json_each(${JSON.stringify(values)}))`;
}

/**
 * Whether a D1 write failed on the named constraint. Conditional writes lean on constraints to
 * refuse a batch that raced something (see migrations/): the error then names the constraint.
 */
export function violates(error: unknown, constraint: string): boolean {
  return String((error as { cause?: unknown })?.cause ?? error).includes(constraint);
}
