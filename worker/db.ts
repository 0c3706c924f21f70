import { drizzle } from 'drizzle-orm/d1';

export type Database = ReturnType<typeof createDatabase>;

/**
 * Every request opens its own (worker/d1-session.ts), so opening must cost nothing: no `schema`,
 * whose relational config drizzle would rebuild each time, since no query uses `db.query`.
 */
export function createDatabase(d1: D1Database) {
  return drizzle(d1);
}

/**
 * Whether a D1 write failed on the named constraint. Conditional writes lean on constraints to
 * refuse a batch that raced something (see migrations/): the error then names the constraint.
 */
export function violates(error: unknown, constraint: string): boolean {
  return String((error as { cause?: unknown })?.cause ?? error).includes(constraint);
}
