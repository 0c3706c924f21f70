import { NEWSLETTER_TOKEN_PARAM } from './newsletter-links';
import { ROUTES } from './routes';

/**
 * The back-in-stock confirmation link (docs/product.md#back-in-stock-alerts). Its page is drawn
 * like the newsletter's link pages (web/newsletter/NewsletterLinkPage.tsx), which read the token
 * from the same query parameter.
 */
export function stockAlertConfirmPath(token: string): string {
  return `${ROUTES.stockAlertConfirm}?${new URLSearchParams({ [NEWSLETTER_TOKEN_PARAM]: token })}`;
}
