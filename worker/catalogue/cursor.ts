import type { ProductSort } from '../../schema/rules/catalogue';
import { invalidCursor, MAX_CURSOR_LENGTH } from '../cursors';

/**
 * Where a page starts or ends, as pageInfo hands it out: opaque to clients. A listing resumes
 * after the product's sort key (so the next page reads only its own rows, however deep); a
 * search, ranked in full on every request, resumes after a position.
 */
export type Cursor = KeyCursor | PositionCursor;

export interface KeyCursor {
  sort: ProductSort;
  key: string | number;
  id: number;
  position: number;
}

interface PositionCursor {
  sort: ProductSort;
  key?: undefined;
  id?: undefined;
  position: number;
}

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
  );

export function encodeCursor(cursor: Cursor): string {
  return toBase64Url(JSON.stringify(cursor));
}

const isPosition = (value: unknown): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0;

/** Reads a cursor a client sent back; one from another sort is refused, like a forged one. */
export function decodeCursor(text: string, sort: ProductSort, argument: string): Cursor {
  let value: unknown;
  try {
    value = text.length <= MAX_CURSOR_LENGTH ? JSON.parse(fromBase64Url(text)) : null;
  } catch {
    throw invalidCursor(argument);
  }
  const cursor = value as Partial<Record<'sort' | 'key' | 'id' | 'position', unknown>> | null;
  if (!cursor || cursor.sort !== sort || !isPosition(cursor.position)) {
    throw invalidCursor(argument);
  }
  if (cursor.key === undefined) return { sort, position: cursor.position };
  const keyFits = typeof cursor.key === 'string' || Number.isSafeInteger(cursor.key);
  if (!keyFits || !isPosition(cursor.id)) throw invalidCursor(argument);
  return {
    sort,
    key: cursor.key as string | number,
    id: cursor.id as number,
    position: cursor.position,
  };
}
