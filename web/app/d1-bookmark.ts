import { D1_BOOKMARK_HEADER, isD1Bookmark, isLaterBookmark } from '../../schema/d1-bookmark';

/** This tab's latest D1 bookmark (schema/d1-bookmark.ts): a new tab starts without one. */
const STORAGE_KEY = 'd1-bookmark';

export function storedBookmark(): string | null {
  try {
    const value = window.sessionStorage.getItem(STORAGE_KEY);
    return isD1Bookmark(value) ? value : null;
  } catch {
    // Storage refused (private mode, a sandboxed frame): the requests simply go without it.
    return null;
  }
}

/** Keeps a bookmark the Worker sent if it is later than the one kept: it only moves forward. */
export function keepBookmark(bookmark: string | null) {
  if (!isD1Bookmark(bookmark) || !isLaterBookmark(bookmark, storedBookmark())) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, bookmark);
  } catch {
    // As above: without storage, the next request reads from wherever D1 chooses.
  }
}

/**
 * The GraphQL client's fetch: every request, GET included, carries the tab's latest bookmark, so
 * the Worker reads from a replica that has what this shopper wrote or saw (an order placed, the
 * stock it took), and every answer's bookmark is kept for the next one.
 */
export async function fetchWithBookmark(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const headers = new Headers(init?.headers);
  const bookmark = storedBookmark();
  if (bookmark) headers.set(D1_BOOKMARK_HEADER, bookmark);
  const response = await fetch(input, { ...init, headers });
  keepBookmark(response.headers.get(D1_BOOKMARK_HEADER));
  return response;
}
