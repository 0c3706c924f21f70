/**
 * An order's private link carries its token in the fragment (docs/product.md#orders): browsers
 * never send a fragment to a server, so it stays out of server logs and the Referer. The order
 * page reads it; the e-mails and «Copia il link» write it.
 */
export const ORDER_LINK_FRAGMENT_KEY = 't';

export function orderLink(origin: string, id: string, token: string): string {
  return `${origin}/order/${encodeURIComponent(id)}#${ORDER_LINK_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}
