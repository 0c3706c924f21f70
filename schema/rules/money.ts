/** Money is always an integer number of euro cents; only the UI turns it into text. */
export type Cents = number;

/** Shipping is free when the subtotal is strictly above this amount. */
export const FREE_SHIPPING_THRESHOLD: Cents = 100_00;
export const FLAT_SHIPPING: Cents = 15_00;
/** IVA, in percent, added on top of prices that are shown before tax. */
export const TAX_RATE_PERCENT = 22;

export function shippingFor(subtotal: Cents): Cents {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_THRESHOLD) return 0;
  return FLAT_SHIPPING;
}

/** IVA on a subtotal, rounded half-up to the cent with integer maths only. */
export function taxesFor(subtotal: Cents): Cents {
  return Math.floor((subtotal * TAX_RATE_PERCENT + 50) / 100);
}

/** The discount of a price against its original price, in whole percent (0 when none). */
export function discountPercent(price: Cents, originalPrice: Cents | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
