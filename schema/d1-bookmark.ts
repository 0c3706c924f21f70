/**
 * D1's bookmark: a point in the database's history. The Worker answers with the latest one its
 * request saw, and the browser sends back the latest it has, so a shopper's next request is served
 * by a replica that already has what they wrote or read (docs/product.md#catalogue).
 */
export const D1_BOOKMARK_HEADER = 'x-d1-bookmark';

/** Four hex groups, as D1 writes them: "00000001-00000002-00004e2f-0a83ea2f…" (32 digits). */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** Anything else a client sends is ignored: D1 would refuse it, and the request with it. */
export function isD1Bookmark(value: unknown): value is string {
  return typeof value === 'string' && BOOKMARK.test(value);
}

/**
 * Whether `bookmark` names a later point than `than` (none counts as the earliest). D1's bookmarks
 * sort as strings from oldest to newest (D1 glossary, "bookmark"), and all have the same shape.
 */
export function isLaterBookmark(bookmark: string | null, than: string | null): boolean {
  return bookmark !== null && (than === null || bookmark > than);
}
