import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, cart, parseStoredCart, useCart } from '../../web/cart/cart-store';

const airpods = {
  id: 6,
  name: 'AirPods Pro (2a generazione)',
  brand: 'Apple',
  price: 27900,
  originalPrice: 29900,
  image: '/images/products/airpods-pro-2-case.svg',
  inStock: true,
  stock: 3,
};

describe('the cart store', () => {
  // The store is one per page, as in the browser: start each test from an empty, closed cart.
  beforeEach(() => {
    cart.clear();
    cart.close();
  });

  it('adds, opens the drawer, counts, and keeps the lines in localStorage', () => {
    const { result } = renderHook(() => useCart());
    act(() => cart.add(airpods, 2));
    expect(result.current.itemCount).toBe(2);
    expect(result.current.drawerOpen).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? '[]')).toMatchObject([
      { id: 6, quantity: 2, selectedColor: null, selectedSize: null },
    ]);
    act(() => cart.add(airpods, 5));
    expect(result.current.itemCount).toBe(3);
    act(() => cart.toggle());
    expect(result.current.drawerOpen).toBe(false);
    act(() => cart.clear());
    expect(result.current.lines).toEqual([]);
  });

  it('follows a change made in another tab', () => {
    const { result } = renderHook(() => useCart());
    const line = { ...airpods, selectedColor: 'Bianco', selectedSize: null, quantity: 1 };
    act(() => {
      window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify([line]));
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.lines).toEqual([line]);
    expect(result.current.drawerOpen).toBe(false);
    act(() => {
      window.localStorage.removeItem(CART_STORAGE_KEY);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    });
    expect(result.current.itemCount).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('keeps well-formed lines and drops anything else', () => {
    const good = { ...airpods, selectedColor: null, selectedSize: null, quantity: 1 };
    expect(
      parseStoredCart(JSON.stringify([good, { id: 'x' }, null, { ...good, quantity: -2 }])),
    ).toEqual([good]);
    expect(parseStoredCart('{"non": "una lista"}')).toEqual([]);
    expect(parseStoredCart('non è json')).toEqual([]);
    expect(parseStoredCart(null)).toEqual([]);
  });
});
