/**
 * Money is always an integer number of euro cents; the formatters below are the one place where
 * cents become text, for the browser and the Worker's e-mails alike.
 */
export type Cents = number;

// Grouping always: "1.299,00 €" reads better than CLDR's default "1299,00 €" for four digits.
const euro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  useGrouping: 'always',
});
const wholeEuro = new Intl.NumberFormat('it-IT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
  useGrouping: 'always',
});

/** Cents as text: "1.299,00 €". */
export function formatPrice(cents: Cents): string {
  return euro.format(cents / 100);
}

/** For round amounts in prose: "100 €". */
export function formatWholeEuro(cents: Cents): string {
  return wholeEuro.format(cents / 100);
}

/** Shipping is free when the subtotal is strictly above this amount. */
export const FREE_SHIPPING_THRESHOLD: Cents = 100_00;
export const FLAT_SHIPPING: Cents = 15_00;
/** IVA, in percent, added on top of prices that are shown before tax. */
export const TAX_RATE_PERCENT = 22;

export function shippingFor(subtotal: Cents): Cents {
  if (subtotal <= 0 || subtotal > FREE_SHIPPING_THRESHOLD) return 0;
  return FLAT_SHIPPING;
}

/** What is still to add for free shipping: the threshold itself still pays, so one cent more. */
export function amountToFreeShipping(subtotal: Cents): Cents {
  return Math.max(0, FREE_SHIPPING_THRESHOLD + 1 - subtotal);
}

/** A repaired device's tracked return in Italy (/regolamento-spedizioni); not the shop's. */
export const REPAIR_RETURN_SHIPPING: Cents = 9_90;
/** The repair amount above which its return shipping is free. */
export const FREE_REPAIR_RETURN_THRESHOLD: Cents = 100_00;

/** IVA on a subtotal, rounded half-up to the cent with integer maths only. */
export function taxesFor(subtotal: Cents): Cents {
  return Math.floor((subtotal * TAX_RATE_PERCENT + 50) / 100);
}

/**
 * Cents from what a person types as euros: "1.299,00", "1299,5", "1299.99", "12 €". Null when it
 * is not an amount.
 */
export function centsFromEuros(text: string): Cents | null {
  const cleaned = text.replace(/[€\s]/g, '');
  if (!cleaned) return null;
  // "1.299,50" (Italian) and "1299.50" (a dot for decimals) both mean 1299 euro 50.
  const italian = /^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(cleaned);
  const normalized = italian ? cleaned.replaceAll('.', '').replace(',', '.') : cleaned;
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null;
  const [whole = '0', fraction = ''] = normalized.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
