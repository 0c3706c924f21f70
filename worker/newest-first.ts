import { type Column, desc, type SQL, sql } from 'drizzle-orm';
import { OWN_LIST_PAGE_REFUSAL, ownListPageSize } from '../schema/rules/paging';
import { fromBase64Url, toBase64Url } from './base64url';
import { invalidCursor, MAX_CURSOR_LENGTH } from './cursors';
import { DomainError } from './domain-error';

/**
 * A customer's own lists a page at a time (docs/product.md#pages-of-ones-own-lists): newest
 * first, ids breaking ties, each page resuming after the last row of the one before, so a page
 * reads its own rows and one more, however far down the list it is.
 */

/** Where a page resumes: after the row created at `at` whose id is `id`. */
interface NewestFirstCursor {
  at: number;
  id: string;
}

/**
 * How much of a list to read: the rows after a cursor (null: from the newest), at most `limit`.
 * A page reads one row more than it shows, to know whether another follows.
 */
export interface ListedRows {
  after: NewestFirstCursor | null;
  limit: number;
}

/** A page as the connection types answer it (graphql/types/paging.ts). */
export interface NewestFirstPage<T> {
  nodes: T[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** The lists, each its cursors' own: one list's marker is no other's. */
type OwnList = 'orders' | 'repairs' | 'requests';

/** The longest row id a cursor may name: longer than any the Worker makes (worker/input.ts). */
const MAX_CURSOR_ID = 64;

function encode(list: OwnList, row: { createdAtMs: number; id: string }): string {
  const json = JSON.stringify({ list, at: row.createdAtMs, id: row.id });
  return toBase64Url(new TextEncoder().encode(json));
}

function decode(list: OwnList, text: string): NewestFirstCursor {
  const bytes = text.length <= MAX_CURSOR_LENGTH ? fromBase64Url(text) : null;
  let value: Partial<Record<'list' | 'at' | 'id', unknown>> | null = null;
  try {
    value = bytes ? JSON.parse(new TextDecoder().decode(bytes)) : null;
  } catch {
    throw invalidCursor('after');
  }
  const { at, id } = value ?? {};
  const fits =
    value?.list === list &&
    Number.isSafeInteger(at) &&
    (at as number) >= 0 &&
    typeof id === 'string' &&
    id.length > 0 &&
    id.length <= MAX_CURSOR_ID;
  if (!fits) throw invalidCursor('after');
  return { at: at as number, id: id as string };
}

/** The rows `first` and `after` ask for, checked: a size out of bounds or a forged marker refused. */
function askedRows(list: OwnList, args: PageArgs): ListedRows & { size: number } {
  const size = ownListPageSize(args.first);
  if (size === null) throw new DomainError(OWN_LIST_PAGE_REFUSAL, 'BAD_USER_INPUT', 'first');
  return { size, after: args.after ? decode(list, args.after) : null, limit: size + 1 };
}

/**
 * The condition of the rows after the cursor, newest first; none without one. The plain bound on
 * the time lets the list's index (owner, time) start its walk at the cursor.
 */
export function olderThan(
  createdAt: Column,
  id: Column,
  after: NewestFirstCursor | null,
): SQL | undefined {
  if (!after) return undefined;
  return sql`(${createdAt} <= ${after.at} AND (${createdAt}, ${id}) < (${after.at}, ${after.id}))`;
}

/** The order every page is read in. */
export const newestFirst = (createdAt: Column, id: Column) => [desc(createdAt), desc(id)];

/** Newest first in JavaScript, as `newestFirst` orders in SQL (ids compare as SQLite's BINARY). */
export function byNewest(a: { createdAtMs: number; id: string }, b: typeof a): number {
  return b.createdAtMs - a.createdAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** What a client asks a page with: its size and the cursor it follows (`newestFirstArgs`). */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
}

/**
 * A page of a list newest first: the arguments checked before anything is read, then `read`
 * reads the rows after the cursor, one more than the page shows.
 */
export async function newestFirstPage<T extends { createdAtMs: number; id: string }>(
  list: OwnList,
  args: PageArgs,
  read: (rows: ListedRows) => Promise<T[]>,
): Promise<NewestFirstPage<T>> {
  const asked = askedRows(list, args);
  const rows = await read(asked);
  const nodes = rows.slice(0, asked.size);
  const first = nodes[0];
  const last = nodes.at(-1);
  return {
    nodes,
    hasNextPage: rows.length > asked.size,
    hasPreviousPage: asked.after !== null,
    startCursor: first ? encode(list, first) : null,
    endCursor: last ? encode(list, last) : null,
  };
}
