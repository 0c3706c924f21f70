import { drizzle } from 'drizzle-orm/d1';
import * as tables from '../schema/db/tables';

export type Database = ReturnType<typeof createDatabase>;

export function createDatabase(d1: D1Database) {
  return drizzle(d1, { schema: tables });
}

/**
 * Whether a D1 write failed on the named constraint. Conditional writes lean on constraints to
 * refuse a batch that raced something (see migrations/): the error then names the constraint.
 */
export function violates(error: unknown, constraint: string): boolean {
  return String((error as { cause?: unknown })?.cause ?? error).includes(constraint);
}
