import { ROUTES } from './routes';

/**
 * A delivered order's review link opens /recensisci with a signed token in the fragment
 * (docs/product.md#recensioni): browsers never send a fragment to a server, so it stays out of
 * logs and the Referer. The delivery e-mail and the order page write it; the review page reads it.
 */
export const REVIEW_LINK_FRAGMENT_KEY = 'link';

export function reviewLinkPath(token: string): string {
  return `${ROUTES.reviewWrite}#${REVIEW_LINK_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

/** The token of a location's fragment ("#link=…"), or null. */
export function reviewTokenOfHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(REVIEW_LINK_FRAGMENT_KEY) || null;
}
