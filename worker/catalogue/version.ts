import { eq } from 'drizzle-orm';
import { isLaterBookmark } from '../../schema/d1-bookmark';
import { catalogueVersion as versionRow } from '../../schema/db/catalogue';
import type { RequestSession } from '../d1-session';
import { loggable } from '../loggable';

/**
 * How long an isolate keys catalogue answers by the version it last read: a staff edit or a product
 * sold out or back on sale anywhere reaches every isolate within this, plus however far the replica
 * it reads from lags behind the primary (docs/product.md#catalogue).
 */
export const VERSION_FRESH_MS = 1_000;

/**
 * The version this isolate last read, when, and the bookmark it was read at. Every later read of
 * the version starts no earlier than that bookmark, so the isolate's version never goes back.
 */
let known: { version: number; readAt: number; bookmark: string | null } | undefined;

/** Set by a write in this isolate: the next read goes to the primary, which has that write. */
let wroteHere = false;

async function readVersion(session: RequestSession): Promise<number | null> {
  try {
    const row = await session.db
      .select({ version: versionRow.version })
      .from(versionRow)
      .where(eq(versionRow.id, 1))
      .get();
    return row?.version ?? null;
  } catch (error) {
    // Answered uncached: the request meets D1's trouble where Yoga reports it.
    console.error('Catalogue version unreadable', loggable(error));
    return null;
  }
}

/**
 * The catalogue version `session`'s request is answered at, which keys the shared answers
 * (graphql/response-cache.ts); null when it cannot be read. Read at most once per VERSION_FRESH_MS,
 * through the request's own session, so by the nearest replica, never earlier than the isolate's
 * last read. Every session that uses the version starts no earlier than where it was read, so an
 * answer is never older than the version it is kept under. A client carrying a later bookmark (its
 * own order, its own edit) has the version read again through its session, so its own answer
 * moves past its own change; after a write in this isolate the next read is at the primary.
 *
 * A client's bookmark is its word, not D1's: such a read serves its own request only and is never
 * kept for the isolate, whose later requests would otherwise all start from a point the client
 * chose, one that may not exist (docs/product.md#catalogue).
 */
export async function catalogueVersion(session: RequestSession): Promise<number | null> {
  const now = Date.now();
  const fresh = known && !wroteHere && now - known.readAt < VERSION_FRESH_MS ? known : undefined;
  if (known?.bookmark) session.startFrom(known.bookmark);
  // At the primary after a write here, the session starts nowhere a client named.
  const clientsPoint = !wroteHere && isLaterBookmark(session.sent, known?.bookmark ?? null);
  if (fresh && !clientsPoint) return fresh.version;
  if (wroteHere) session.startAtPrimary();
  const version = await readVersion(session);
  if (version === null || clientsPoint) return version;
  wroteHere = false;
  const bookmark = session.bookmark();
  // Another request may have read a later one meanwhile; the isolate's version never goes back.
  if (!known || !isLaterBookmark(known.bookmark, bookmark))
    known = { version, readAt: now, bookmark };
  return version;
}

/** After a write to products or categories: this isolate reads the version again, at the primary. */
export function forgetCatalogueVersion(): void {
  wroteHere = true;
}

/** For tests: nothing read yet, as in a fresh isolate. */
export function resetCatalogueVersion(): void {
  known = undefined;
  wroteHere = false;
}
