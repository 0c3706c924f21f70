import { describe, expect, it } from 'vitest';
import { cartTotals, isFreeShipping, priceCart } from '../../schema/rules/cart-totals';
import { amountToFreeShipping, shippingFor, taxesFor } from '../../schema/rules/money';

const line = (price: number, quantity: number, stock: number | null = 10, inStock = true) => ({
  price,
  quantity,
  stock,
  inStock,
});

describe('shipping', () => {
  it.each([
    [0, 0],
    [1, 1500],
    [9999, 1500],
    [10000, 1500],
    [10001, 0],
    [250000, 0],
  ])('for a subtotal of %i cents is %i', (subtotal, shipping) => {
    expect(shippingFor(subtotal)).toBe(shipping);
  });
});

describe('taxes', () => {
  it.each([
    [0, 0],
    [100, 22],
    [2, 0], // 0,44 cents rounds down
    [3, 1], // 0,66 cents rounds up
    [25, 6], // 5,5 cents: half rounds up
    [129900, 28578],
  ])('on %i cents are %i', (subtotal, taxes) => {
    expect(taxesFor(subtotal)).toBe(taxes);
  });
});

describe('cartTotals', () => {
  it('is all zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, taxes: 0, total: 0 });
  });

  it('pays shipping at exactly 100 euro and not above', () => {
    expect(cartTotals([line(5000, 2)])).toEqual({
      itemCount: 2,
      subtotal: 10000,
      shipping: 1500,
      taxes: 2200,
      total: 13700,
    });
    expect(cartTotals([line(10001, 1)]).shipping).toBe(0);
  });

  it('caps each quantity at stock', () => {
    expect(cartTotals([line(1000, 5, 3)])).toMatchObject({ itemCount: 3, subtotal: 3000 });
  });

  it('counts nothing out of stock', () => {
    expect(cartTotals([line(1000, 2, 0), line(1000, 2, 5, false)])).toMatchObject({
      itemCount: 0,
      subtotal: 0,
      shipping: 0,
    });
  });

  it('takes an uncounted stock at its word', () => {
    expect(cartTotals([line(1000, 7, null)]).itemCount).toBe(7);
  });
});

describe('priceCart', () => {
  const catalogue = new Map([
    [1, { price: 2000, inStock: true, stock: 2 }],
    [2, { price: 500, inStock: false, stock: 0 }],
  ]);
  const request = (productId: number, quantity: number) => ({
    productId,
    quantity,
    color: null,
    size: null,
  });

  it('reports each line as OK, CAPPED, OUT_OF_STOCK or UNKNOWN_PRODUCT', () => {
    const { lines, totals } = priceCart(
      [request(1, 1), request(1, 5), request(2, 1), request(3, 1)],
      (line) => catalogue.get(line.productId),
    );
    expect(lines.map((l) => [l.status, l.quantity, l.lineTotal])).toEqual([
      ['OK', 1, 2000],
      ['CAPPED', 2, 4000],
      ['OUT_OF_STOCK', 0, 0],
      ['UNKNOWN_PRODUCT', 0, 0],
    ]);
    expect(totals).toMatchObject({ itemCount: 3, subtotal: 6000, shipping: 1500 });
  });

  it('caps lines drawing on one pool of stock together, the earlier lines first', () => {
    // Two colours sharing a product's last 3 units, and a third holding 1 of its own.
    const entries = new Map([
      ['Nero', { price: 1000, inStock: true, stock: 3, pool: 'product:1' }],
      ['Blu', { price: 1000, inStock: true, stock: 3, pool: 'product:1' }],
      ['Oro', { price: 1500, inStock: true, stock: 1, pool: 'variant:7' }],
    ]);
    const line = (color: string, quantity: number) => ({ ...request(1, quantity), color });
    const { lines, totals } = priceCart(
      [line('Nero', 2), line('Blu', 2), line('Oro', 1), line('Blu', 1)],
      (requested) => entries.get(requested.color ?? ''),
    );
    expect(lines.map((l) => [l.status, l.quantity, l.unitPrice])).toEqual([
      ['OK', 2, 1000],
      ['CAPPED', 1, 1000],
      ['OK', 1, 1500],
      ['OUT_OF_STOCK', 0, 1000],
    ]);
    expect(totals).toMatchObject({ itemCount: 4, subtotal: 4500 });
  });
});

describe('free shipping as the site says it', () => {
  it('reads "Gratuita" only for an order with lines and no shipping to pay', () => {
    expect(isFreeShipping({ subtotal: 10001, shipping: 0 })).toBe(true);
    expect(isFreeShipping({ subtotal: 5000, shipping: 0 })).toBe(true);
    expect(isFreeShipping({ subtotal: 0, shipping: 0 })).toBe(false);
    expect(isFreeShipping({ subtotal: 5000, shipping: 1500 })).toBe(false);
  });

  it('counts what is left to spend: strictly above 100 €, so 100,00 € still needs a cent', () => {
    expect(amountToFreeShipping(0)).toBe(10001);
    expect(amountToFreeShipping(10000)).toBe(1);
    expect(amountToFreeShipping(10001)).toBe(0);
    expect(amountToFreeShipping(25000)).toBe(0);
    expect(shippingFor(10000 + amountToFreeShipping(10000))).toBe(0);
  });
});
