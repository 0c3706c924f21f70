import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { pageWindow } from '../../schema/rules/paging';
import type { Database } from '../db';

export interface PageArgs {
  page?: number | null;
  size?: number | null;
}

/**
 * Rows where any of the columns holds the text, case aside (ASCII case, as SQLite's lower()):
 * a literal substring, so %, _ and \ in a search are just characters. instr, not LIKE: D1 refuses
 * LIKE patterns over 50 bytes, and a staff search may be 100 characters.
 */
export function matchesAny(
  columns: readonly SQLiteColumn[],
  search: string | null | undefined,
): SQL | undefined {
  const term = search?.trim().toLowerCase();
  if (!term) return undefined;
  return or(...columns.map((column) => sql`instr(lower(${column}), ${term}) > 0`));
}

/** One page of a table, newest first, with the total for the pager: two queries. */
export async function paginate<T extends SQLiteTable>(
  db: Database,
  table: T,
  newest: SQLiteColumn,
  where: SQL | undefined,
  args: PageArgs,
) {
  const { page, size, offset } = pageWindow(args.page, args.size);
  const [items, totals] = await Promise.all([
    db.select().from(table).where(where).orderBy(desc(newest)).limit(size).offset(offset),
    db.select({ n: count() }).from(table).where(where),
  ]);
  const total = totals[0]?.n ?? 0;
  return {
    items: items as T['$inferSelect'][],
    total,
    page,
    size,
    pageCount: Math.max(1, Math.ceil(total / size)),
  };
}

/** What a staff list is asked: a page, a search, and one state when the list has states. */
export interface StaffListArgs<S extends string = string> extends PageArgs {
  search: string | null;
  status?: S | null;
}

/**
 * A staff list of a table: newest first by the given column, one state when asked, and a
 * search over the given columns.
 */
export function staffList<T extends SQLiteTable>(
  db: Database,
  table: T,
  columns: { newest: SQLiteColumn; status?: SQLiteColumn; searched: readonly SQLiteColumn[] },
  args: StaffListArgs,
) {
  const where = and(
    columns.status && args.status ? eq(columns.status, args.status) : undefined,
    matchesAny(columns.searched, args.search),
  );
  return paginate(db, table, columns.newest, where, args);
}

/** One row by its text id, or null. */
export async function rowById<T extends SQLiteTable & { id: SQLiteColumn }>(
  db: Database,
  table: T,
  id: string,
): Promise<T['$inferSelect'] | null> {
  const row = await db.select().from(table).where(eq(table.id, id)).get();
  return (row as T['$inferSelect'] | undefined) ?? null;
}
