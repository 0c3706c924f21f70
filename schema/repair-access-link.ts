import { ROUTES } from './routes';

/**
 * A repair's e-mailed link opens /stato-riparazione with a signed token in the fragment
 * (docs/product.md#estimates): browsers never send a fragment to a server, so it stays out of
 * logs and the Referer. The estimate e-mails write it; the status page reads it.
 */
export const REPAIR_ACCESS_FRAGMENT_KEY = 'accesso';

export function repairAccessLink(origin: string, token: string): string {
  return `${origin}${ROUTES.repairStatus}#${REPAIR_ACCESS_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

/** The token of a location's fragment ("#accesso=…"), or null. */
export function accessTokenOfHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get(REPAIR_ACCESS_FRAGMENT_KEY) || null;
}
