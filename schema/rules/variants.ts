/**
 * A product's variants: what a cart line's colour and size buy, at what price, from which stock
 * (docs/product.md#variants). Pure, shared by the Worker and the browser.
 */
import type { Cents } from './money';

export interface VariantOffer {
  id: number;
  color: string;
  size: string;
  price: Cents;
  /** Units held for this variant alone; null while it sells from the product's shared stock. */
  stock: number | null;
}

export interface StockedProduct {
  id: number;
  inStock: boolean;
  /** Every unit the product can sell. */
  stock: number;
  /** The units its variants hold apart: the rest is shared. */
  variantStock: number;
}

/** What a line can buy: its price, whether it is sold, and the stock it draws on. */
export interface SaleEntry {
  price: Cents;
  inStock: boolean;
  stock: number | null;
  /**
   * Lines with the same pool draw on one stock: the variants that share the product's stock
   * all draw on it, so two colours of one product cannot each take its last unit.
   */
  pool: string;
}

/**
 * The variant a line's colour and size name, if the product offers that combination. A product
 * offering no colour (or no size) has variants without one: '' in the catalogue, null on a line.
 */
export function variantFor<V extends { color: string | null; size: string | null }>(
  variants: readonly V[],
  color: string | null,
  size: string | null,
): V | undefined {
  return variants.find(
    (variant) => (variant.color || null) === color && (variant.size || null) === size,
  );
}

/** The pool a variant draws on: its own stock, or the product's shared stock. */
export function stockPool(productId: number, variant: Pick<VariantOffer, 'id' | 'stock'>): string {
  return variant.stock === null ? `product:${productId}` : `variant:${variant.id}`;
}

/** The units the variants without stock of their own share. */
export function sharedStock(product: Pick<StockedProduct, 'stock' | 'variantStock'>): number {
  return product.stock - product.variantStock;
}

/** Units a variant can sell now, from its own stock or the product's shared stock. */
export function unitsFor(product: StockedProduct, variant: Pick<VariantOffer, 'stock'>): number {
  return variant.stock ?? sharedStock(product);
}

/** A variant as a cart line buys it. */
export function saleEntry(product: StockedProduct, variant: VariantOffer): SaleEntry {
  return {
    price: variant.price,
    inStock: product.inStock,
    stock: unitsFor(product, variant),
    pool: stockPool(product.id, variant),
  };
}

/** A variant's colour and size as a shopper reads them ("Blu · 256GB"); null when it has neither. */
export function variantLabel(variant: {
  color: string | null;
  size: string | null;
}): string | null {
  return [variant.color, variant.size].filter(Boolean).join(' · ') || null;
}

/** A product, or one variant of it, named in a sentence: "iPhone 15 Pro · Blu · 256GB". */
export function variantTitle(productName: string, label: string | null): string {
  return label ? `${productName} · ${label}` : productName;
}
