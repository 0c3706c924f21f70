import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cart, useCart } from '../../web/cart/cart-store';
import type { LoadedProduct } from '../../web/catalogue/useProductPage';
import { useProductPurchase } from '../../web/catalogue/useProductPurchase';
import { product } from './catalogue-fixtures';

function renderPurchase(change: Partial<LoadedProduct> = {}) {
  return renderHook(() => ({ purchase: useProductPurchase(product(change)), cart: useCart() }));
}

describe('useProductPurchase', () => {
  afterEach(() => {
    cart.clear();
    cart.close();
    // Choosing writes the address: each test starts from a bare one.
    window.history.replaceState(null, '', '/');
  });

  it('starts from the first colour and version, one piece', () => {
    const { purchase } = renderPurchase().result.current;
    expect(purchase).toMatchObject({ color: 'Titanio naturale', size: '128GB', quantity: 1 });
  });

  it('chooses nothing for a product without colours or versions', () => {
    const { purchase } = renderPurchase({ colors: [], sizes: [] }).result.current;
    expect(purchase).toMatchObject({ color: null, size: null });
  });

  it('puts what was chosen in the cart and opens it', () => {
    const hook = renderPurchase();
    act(() => {
      hook.result.current.purchase.setColor('Titanio blu');
      hook.result.current.purchase.setSize('256GB');
      hook.result.current.purchase.setQuantity(2);
    });
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.drawerOpen).toBe(true);
    expect(hook.result.current.cart.lines).toEqual([
      {
        id: 3,
        name: 'iPhone 15 Pro',
        brand: 'Apple',
        price: 129_900,
        originalPrice: null,
        image: '/images/products/iphone.svg',
        inStock: true,
        stock: 12,
        selectedColor: 'Titanio blu',
        selectedSize: '256GB',
        quantity: 2,
      },
    ]);
  });

  it('adds to the line already in the cart, and keeps a product with no image', () => {
    const hook = renderPurchase({ images: [], originalPrice: 149_900 });
    act(() => hook.result.current.purchase.addToCart());
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.lines).toMatchObject([
      { image: '', originalPrice: 149_900, quantity: 2 },
    ]);
  });

  it('prices and stocks the colour and size chosen, and the cart line takes that price', () => {
    const base = product({ originalPrice: 139_900 });
    const variants = base.variants.map((variant) =>
      variant.size === '256GB'
        ? { ...variant, price: 142_900, originalPrice: null, stock: 2 }
        : variant,
    );
    const hook = renderPurchase({ originalPrice: 139_900, priceVaries: true, variants });
    expect(hook.result.current.purchase).toMatchObject({
      price: 129_900,
      originalPrice: 139_900,
      maxQuantity: 5,
    });
    act(() => hook.result.current.purchase.setSize('256GB'));
    // Each variant has its own struck price: none for this dearer one.
    expect(hook.result.current.purchase).toMatchObject({
      price: 142_900,
      originalPrice: null,
      stock: 2,
      maxQuantity: 2,
      sku: 'RL00003-01',
    });
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.lines).toMatchObject([
      { selectedSize: '256GB', price: 142_900, originalPrice: null, stock: 2 },
    ]);
  });

  it("takes the chosen variant's own struck price, not the product's, to the cart", () => {
    const base = product({ price: 119_900, originalPrice: 129_900, priceVaries: true });
    const variants = base.variants.map((variant) =>
      variant.size === '256GB'
        ? { ...variant, originalPrice: 149_900 }
        : { ...variant, price: 129_900, originalPrice: null },
    );
    const hook = renderPurchase({ ...base, variants });
    expect(hook.result.current.purchase).toMatchObject({ price: 129_900, originalPrice: null });
    act(() => hook.result.current.purchase.setSize('256GB'));
    expect(hook.result.current.purchase).toMatchObject({ price: 119_900, originalPrice: 149_900 });
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.lines).toMatchObject([
      { selectedSize: '256GB', price: 119_900, originalPrice: 149_900 },
    ]);
  });

  it('is sold out for a variant with none left while the others sell', () => {
    const variants = product().variants.map((variant) =>
      variant.color === 'Titanio blu' ? { ...variant, stock: 0, inStock: false } : variant,
    );
    const hook = renderPurchase({ variants });
    expect(hook.result.current.purchase.soldOut).toBe(false);
    act(() => hook.result.current.purchase.setColor('Titanio blu'));
    expect(hook.result.current.purchase.soldOut).toBe(true);
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.lines).toEqual([]);
  });

  describe('the address', () => {
    it('opens on the colour and size it names', () => {
      window.history.replaceState(
        null,
        '',
        '/product-overview/3?colore=Titanio+blu&versione=256GB',
      );
      const { purchase } = renderPurchase().result.current;
      expect(purchase).toMatchObject({ color: 'Titanio blu', size: '256GB' });
    });

    it('follows the choice, in place, keeping its other parameters', () => {
      window.history.replaceState(null, '', '/product-overview/3?utm_source=mail#recensioni');
      const entries = window.history.length;
      const hook = renderPurchase();
      expect(window.location.search).toBe('?utm_source=mail');
      act(() => hook.result.current.purchase.setSize('256GB'));
      expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
        '/product-overview/3?utm_source=mail&colore=Titanio+naturale&versione=256GB#recensioni',
      );
      act(() => hook.result.current.purchase.setColor('Titanio blu'));
      expect(new URLSearchParams(window.location.search).get('colore')).toBe('Titanio blu');
      expect(new URLSearchParams(window.location.search).get('versione')).toBe('256GB');
      expect(window.history.length).toBe(entries);
      expect(hook.result.current.purchase).toMatchObject({ color: 'Titanio blu', size: '256GB' });
    });

    it('names only what the product offers to choose', () => {
      window.history.replaceState(null, '', '/product-overview/3?colore=Nero');
      const hook = renderPurchase({ colors: [] });
      act(() => hook.result.current.purchase.setSize('256GB'));
      expect(window.location.search).toBe('?versione=256GB');
    });
  });

  it('puts nothing in the cart when the product is sold out', () => {
    const hook = renderPurchase({ inStock: false });
    act(() => hook.result.current.purchase.addToCart());
    expect(hook.result.current.cart.lines).toEqual([]);
  });

  it.each<[string, Partial<LoadedProduct>, boolean, number]>([
    ['plenty in stock', { stock: 40 }, false, 5],
    ['few left', { stock: 2 }, false, 2],
    ['none left', { stock: 0 }, true, 1],
    ['taken off sale', { inStock: false, stock: 7 }, true, 5],
  ])('with %s: sold out %s, at most %i in one order', (_, change, soldOut, maxQuantity) => {
    const { purchase } = renderPurchase(change).result.current;
    expect({ soldOut: purchase.soldOut, maxQuantity: purchase.maxQuantity }).toEqual({
      soldOut,
      maxQuantity,
    });
  });
});
