/** Lists in the staff area come in pages of at most this many rows. */
export const MAX_PAGE_SIZE = 50;

/** The page asked for, kept within bounds: page 1 and 20 rows unless said otherwise. */
export function pageWindow(page: number | null | undefined, size: number | null | undefined) {
  const safeSize = Math.min(Math.max(Math.trunc(size ?? 20), 1), MAX_PAGE_SIZE);
  const safePage = Math.max(Math.trunc(page ?? 1), 1);
  return { page: safePage, size: safeSize, offset: (safePage - 1) * safeSize };
}

/**
 * A customer's own lists (orders, repairs, requests) a page at a time, newest first: 20 unless
 * asked, never more than a staff page (docs/product.md#pages-of-ones-own-lists).
 */
export const OWN_LIST_PAGE = { default: 20, max: MAX_PAGE_SIZE } as const;

/** What a page size outside OWN_LIST_PAGE is refused with. */
export const OWN_LIST_PAGE_REFUSAL = `Si possono chiedere da 1 a ${OWN_LIST_PAGE.max} elementi per pagina.`;

/** The size of a page of one's own list, or null when `first` asks for one outside the bounds. */
export function ownListPageSize(first: number | null | undefined): number | null {
  const size = first ?? OWN_LIST_PAGE.default;
  return Number.isInteger(size) && size >= 1 && size <= OWN_LIST_PAGE.max ? size : null;
}
