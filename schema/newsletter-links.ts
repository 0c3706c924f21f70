import { ROUTES } from './routes';

/**
 * The newsletter's signed links (docs/product.md#newsletter) carry their token in the query:
 * mail apps POST the unsubscribe address as it is (RFC 8058), fragment dropped. The e-mails
 * write these paths and the pages read the token back.
 */
export const NEWSLETTER_TOKEN_PARAM = 't';

export function newsletterConfirmPath(token: string): string {
  return `${ROUTES.newsletterConfirm}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}

export function newsletterUnsubscribePath(token: string): string {
  return `${ROUTES.newsletterUnsubscribe}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}
