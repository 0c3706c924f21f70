/** The cart's rules (docs/product.md#cart). Pure: every call returns new lines. */

import { unitsLeftForLine } from './order-limits';

export interface CartLine {
  id: number;
  name: string;
  brand: string;
  price: number;
  originalPrice: number | null;
  /** The product's first image. */
  image: string;
  selectedColor: string | null;
  selectedSize: string | null;
  quantity: number;
  inStock: boolean;
  /** Units available when the line was last seen; null or absent when not counted. */
  stock?: number | null;
}

/** What identifies a line: the product and the chosen colour and size. */
export type LineKey = Pick<CartLine, 'id' | 'selectedColor' | 'selectedSize'>;

export type NewLine = Omit<CartLine, 'quantity' | 'selectedColor' | 'selectedSize'> &
  Partial<Pick<CartLine, 'selectedColor' | 'selectedSize'>>;

export function isSameLine(line: LineKey, key: LineKey): boolean {
  return (
    line.id === key.id &&
    (line.selectedColor ?? null) === (key.selectedColor ?? null) &&
    (line.selectedSize ?? null) === (key.selectedSize ?? null)
  );
}

function hasNumericStock(stock: number | null | undefined): stock is number {
  return typeof stock === 'number' && Number.isFinite(stock);
}

/** The most a line may hold: the stock when counted, and the per-order cap of its product. */
function lineCap(lines: readonly CartLine[], key: LineKey, stock: number | null | undefined) {
  const others = lines
    .filter((line) => line.id === key.id && !isSameLine(line, key))
    .reduce((sum, line) => sum + line.quantity, 0);
  const cap = unitsLeftForLine(others);
  return hasNumericStock(stock) ? Math.min(cap, stock) : cap;
}

/**
 * Adds `quantity` of a product: grows the matching line (capped at a positive stock, unchanged
 * when stock is 0) or appends a new one, colour and size none by default. Either way the
 * product's lines together stay within the per-order cap.
 */
export function addLine(lines: readonly CartLine[], item: NewLine, quantity = 1): CartLine[] {
  const key: LineKey = {
    id: item.id,
    selectedColor: item.selectedColor ?? null,
    selectedSize: item.selectedSize ?? null,
  };
  const existing = lines.find((line) => isSameLine(line, key));
  if (existing) {
    return lines.map((line) => {
      if (line !== existing) return line;
      const stock = item.stock ?? line.stock;
      if (hasNumericStock(stock) && stock === 0) return line;
      const grown = Math.min(line.quantity + quantity, lineCap(lines, key, stock));
      return { ...line, ...item, ...key, quantity: Math.max(1, grown) };
    });
  }
  // A product with nothing left to sell never enters the cart: quantity may not exceed stock.
  if (!item.inStock || (hasNumericStock(item.stock) && item.stock <= 0) || quantity <= 0) {
    return [...lines];
  }
  const capped = Math.min(quantity, lineCap(lines, key, item.stock));
  if (capped <= 0) return [...lines];
  return [...lines, { ...item, ...key, quantity: capped }];
}

/**
 * Sets a line's quantity: 0 or less removes it, otherwise capped at stock (1 when stock is 0)
 * and at what the product's per-order cap leaves (at least 1).
 */
export function updateLineQuantity(
  lines: readonly CartLine[],
  key: LineKey,
  quantity: number,
): CartLine[] {
  if (quantity <= 0) return removeLine(lines, key);
  return lines.map((line) => {
    if (!isSameLine(line, key)) return line;
    if (line.stock === 0) return { ...line, quantity: 1 };
    return { ...line, quantity: Math.max(1, Math.min(quantity, lineCap(lines, key, line.stock))) };
  });
}

/**
 * The most a line may hold now, for the quantity control, and whether it is the per-order cap
 * (rather than the stock) that stops it there.
 */
export function lineLimit(
  lines: readonly CartLine[],
  line: CartLine,
): { max: number; byOrderCap: boolean } {
  const max = lineCap(lines, line, line.stock);
  return { max, byOrderCap: !hasNumericStock(line.stock) || max < line.stock };
}

export function removeLine(lines: readonly CartLine[], key: LineKey): CartLine[] {
  return lines.filter((line) => !isSameLine(line, key));
}

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}
