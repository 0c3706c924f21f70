import { type Cents, shippingFor, taxesFor } from './money';

/** A cart line as priced by whoever holds the catalogue: the server, or the browser's copy. */
export interface PricedLine {
  price: Cents;
  quantity: number;
  inStock: boolean;
  /** Units available; null when the catalogue does not track a count. */
  stock: number | null;
}

export interface CartTotals {
  itemCount: number;
  subtotal: Cents;
  shipping: Cents;
  taxes: Cents;
  total: Cents;
}

/** How many units of a line can really be sold: nothing when out of stock, never above stock. */
function sellableQuantity(line: Omit<PricedLine, 'price'>): number {
  if (!line.inStock || line.quantity <= 0) return 0;
  if (line.stock === null) return line.quantity;
  return Math.max(0, Math.min(line.quantity, line.stock));
}

/** The one definition of the cart maths, shared by the Worker and the browser. */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  let itemCount = 0;
  let subtotal = 0;
  for (const line of lines) {
    const quantity = sellableQuantity(line);
    itemCount += quantity;
    subtotal += line.price * quantity;
  }
  const shipping = shippingFor(subtotal);
  const taxes = taxesFor(subtotal);
  return { itemCount, subtotal, shipping, taxes, total: subtotal + shipping + taxes };
}

/**
 * Whether the shipping row reads "Gratuita": nothing to pay for shipping on a cart or order that
 * has something in it (above the threshold, or collected in the shop). An empty cart shows its
 * 0,00 €. docs/product.md#totals
 */
export function isFreeShipping(totals: Pick<CartTotals, 'subtotal' | 'shipping'>): boolean {
  return totals.subtotal > 0 && totals.shipping === 0;
}

export interface RequestedLine {
  productId: number;
  quantity: number;
  color: string | null;
  size: string | null;
}

export interface CatalogueEntry {
  price: Cents;
  inStock: boolean;
  stock: number | null;
  /** Lines naming the same pool share its stock (schema/rules/variants.ts); absent: their own. */
  pool?: string;
}

/** How a requested line fared against the catalogue. */
export type LineStatus = 'OK' | 'CAPPED' | 'OUT_OF_STOCK' | 'UNKNOWN_PRODUCT';

export interface PricedCartLine extends RequestedLine {
  requestedQuantity: number;
  unitPrice: Cents;
  lineTotal: Cents;
  status: LineStatus;
}

/**
 * Prices requested lines from a catalogue, caps them at stock and totals the cart. Lines drawing
 * on one pool of stock are capped together, the earlier lines served first.
 */
export function priceCart(
  requested: readonly RequestedLine[],
  lookup: (line: RequestedLine) => CatalogueEntry | undefined,
): { lines: PricedCartLine[]; totals: CartTotals } {
  const left = new Map<string, number | null>();
  const lines = requested.map((line, index): PricedCartLine => {
    const entry = lookup(line);
    if (!entry) {
      return {
        ...line,
        requestedQuantity: line.quantity,
        quantity: 0,
        unitPrice: 0,
        lineTotal: 0,
        status: 'UNKNOWN_PRODUCT',
      };
    }
    const pool = entry.pool ?? `line:${index}`;
    const stock = left.has(pool) ? (left.get(pool) ?? null) : entry.stock;
    const quantity = sellableQuantity({ ...entry, stock, quantity: line.quantity });
    left.set(pool, stock === null ? null : stock - quantity);
    const status: LineStatus =
      quantity === 0 && line.quantity > 0
        ? 'OUT_OF_STOCK'
        : quantity < line.quantity
          ? 'CAPPED'
          : 'OK';
    return {
      ...line,
      requestedQuantity: line.quantity,
      quantity,
      unitPrice: entry.price,
      lineTotal: entry.price * quantity,
      status,
    };
  });
  const totals = cartTotals(
    lines.map((l) => ({ price: l.unitPrice, quantity: l.quantity, inStock: true, stock: null })),
  );
  return { lines, totals };
}
