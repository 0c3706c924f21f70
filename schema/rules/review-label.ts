import { formatDate } from '../dates';

/**
 * The label every published review carries (docs/product.md#recensioni). Apart from the review
 * rules so the product page shows it without the form's validation code.
 */
export function verifiedLabel(purchasedAtMs: number): string {
  return `Recensione verificata · acquisto del ${formatDate(purchasedAtMs)}`;
}
