import { ROUTES } from './routes';

/**
 * A shipping form's printable sheet opens again from the form's page with its number in the
 * query (docs/product.md#shipping-form); the page asks for the sender's e-mail, which never
 * travels in a link. The e-mail sent with the form and the page share this.
 */
export const SHEET_NUMBER_PARAM = 'numero';

export function shippingSheetPath(number: string): string {
  return `${ROUTES.shippingForm}?${new URLSearchParams({ [SHEET_NUMBER_PARAM]: number })}`;
}
