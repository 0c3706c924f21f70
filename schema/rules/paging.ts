/** Lists in the staff area come in pages of at most this many rows. */
export const MAX_PAGE_SIZE = 50;

/** The page asked for, kept within bounds: page 1 and 20 rows unless said otherwise. */
export function pageWindow(page: number | null | undefined, size: number | null | undefined) {
  const safeSize = Math.min(Math.max(Math.trunc(size ?? 20), 1), MAX_PAGE_SIZE);
  const safePage = Math.max(Math.trunc(page ?? 1), 1);
  return { page: safePage, size: safeSize, offset: (safePage - 1) * safeSize };
}
