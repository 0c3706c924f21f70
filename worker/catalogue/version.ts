import { eq } from 'drizzle-orm';
import { isLaterBookmark } from '../../schema/d1-bookmark';
import { catalogueVersion as versionRow } from '../../schema/db/catalogue';
import type { RequestSession } from '../d1-session';

/**
 * How long an isolate keys catalogue answers by the version it last read: a change made anywhere
 * (a price edited by the staff, stock bought) reaches every isolate within this, never later.
 */
export const VERSION_FRESH_MS = 1_000;

/** The version this isolate read from the primary, when, and the bookmark it was read at. */
let known: { version: number; readAt: number; bookmark: string | null } | undefined;

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
    console.error('Catalogue version unreadable', error);
    return null;
  }
}

/**
 * The catalogue version `session`'s request is answered at, which keys the shared answers
 * (graphql/response-cache.ts); null when it cannot be read. Read from the primary at most once per
 * VERSION_FRESH_MS; in between, the session starts no earlier than that read, so an answer is never
 * older than its key. A client carrying a later bookmark (its own order, its own edit) has the
 * version read again through its session, so the key moves past its own change.
 */
export async function catalogueVersion(session: RequestSession): Promise<number | null> {
  const now = Date.now();
  const fresh = known && now - known.readAt < VERSION_FRESH_MS ? known : undefined;
  if (fresh && !isLaterBookmark(session.sent, fresh.bookmark)) {
    if (fresh.bookmark) session.startFrom(fresh.bookmark);
    return fresh.version;
  }
  if (!fresh) session.startAtPrimary();
  const version = await readVersion(session);
  if (version === null) return null;
  // Read through a client's later bookmark, it is at least as new as the primary's at readAt.
  const readAt = fresh?.readAt ?? now;
  if (!known || version >= known.version) known = { version, readAt, bookmark: session.bookmark() };
  return version;
}

/** After a write to products or categories: this isolate reads the version again at once. */
export function forgetCatalogueVersion(): void {
  known = undefined;
}
