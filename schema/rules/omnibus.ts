/**
 * Struck prices under the Omnibus rule (Codice del Consumo art. 17-bis,
 * docs/product.md#prices-and-discounts): a price may be shown as reduced only from the lowest
 * price the product had in the 30 days before the reduction, and the discount is counted from it.
 */
import { type Cents, formatPrice } from './money';

export const OMNIBUS_WINDOW_DAYS = 30;
export const OMNIBUS_WINDOW_MS = OMNIBUS_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** A price a product had from changedAtMs until its next change. */
export interface PriceChange {
  price: Cents;
  changedAtMs: number;
}

/**
 * The price the current one is compared with: the lowest price in effect during the 30 days
 * before the current price took effect (its last change), the one in effect at the window's start
 * included. Null when it is not higher than the current price, or when the history holds nothing
 * before the current price (a struck price needs a price on record behind it).
 */
export function referencePrice(changes: readonly PriceChange[], price: Cents): Cents | null {
  const ordered = [...changes].sort((a, b) => a.changedAtMs - b.changedAtMs);
  const current = ordered.at(-1);
  if (!current || current.price !== price) return null;
  const windowStart = current.changedAtMs - OMNIBUS_WINDOW_MS;
  let lowest: Cents | null = null;
  for (let i = 0; i < ordered.length - 1; i++) {
    const change = ordered[i] as PriceChange;
    const endedAtMs = (ordered[i + 1] as PriceChange).changedAtMs;
    // A price that gave way exactly when the window opens was never in effect inside it.
    if (endedAtMs <= windowStart || endedAtMs === change.changedAtMs) continue;
    if (lowest === null || change.price < lowest) lowest = change.price;
  }
  return lowest !== null && lowest > price ? lowest : null;
}

/** The price to strike beside a price: its reference (Product.originalPrice) when higher, else none. */
export function struckPrice(price: Cents, reference: Cents | null | undefined): Cents | null {
  return reference && reference > price ? reference : null;
}

/**
 * The discount of a price from its reference, in whole percent rounded down, so the percentage
 * shown never says more than the reduction is; 0 when there is none.
 */
export function discountPercent(price: Cents, reference: Cents | null | undefined): number {
  const struck = struckPrice(price, reference);
  return struck === null ? 0 : Math.floor(((struck - price) * 100) / struck);
}

/** The line shown beside every struck price. */
export function lowestPriceNote(reference: Cents): string {
  return `Prezzo più basso degli ultimi ${OMNIBUS_WINDOW_DAYS} giorni: ${formatPrice(reference)}`;
}

/**
 * The reference of a price set at `atMs`, over its series' changes before then (those of the 30
 * days before and the one in effect when they open): a product's own, or one variant's.
 */
export function repricedReference(
  before: readonly PriceChange[],
  price: Cents,
  atMs: number,
): Cents | null {
  return referencePrice([...before, { price, changedAtMs: atMs }], price);
}
