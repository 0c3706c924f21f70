import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '../../schema/rules/cart';
import { type CatalogueEntry, priceCart } from '../../schema/rules/cart-totals';
import { CART_STORAGE_KEY, cart, parseStoredCart, useCart } from '../../web/cart/cart-store';
import { useCartPricing } from '../../web/cart/useCartPricing';
import { COVER } from './cart-fixtures';
import { withClient } from './hook-render';
import { askedOnce, offline, patientWorker, type Reply } from './orders-hook-fixtures';

afterEach(() => {
  vi.restoreAllMocks();
  cart.clear();
});

const storedCart = () => parseStoredCart(window.localStorage.getItem(CART_STORAGE_KEY));

/** What the Worker charges for a unit: more than the cart last saw, to tell the two apart. */
const SERVER_PRICE = 5_000;

type Asked = { productId: string; quantity: number; color: string | null; size: string | null };

/**
 * A Worker pricing the lines it is asked for by the shared rules, over a catalogue of the cover
 * (product 9) and the AirPods (product 1) with `stock` units each, unless `catalogue` says otherwise.
 */
const pricing =
  (stock: number | null = null, catalogue: Record<number, CatalogueEntry | undefined> = {}) =>
  (_: string, variables: Record<string, unknown>): Reply => {
    const asked = (variables.lines as Asked[]).map((line) => ({
      ...line,
      productId: Number(line.productId),
    }));
    const entries: Record<number, CatalogueEntry | undefined> = {
      1: { price: SERVER_PRICE, inStock: true, stock },
      9: { price: SERVER_PRICE, inStock: true, stock },
      ...catalogue,
    };
    const { lines, totals } = priceCart(asked, (line) => entries[line.productId]);
    return {
      data: {
        cartTotals: {
          ...totals,
          lines: lines.map(({ lineTotal: _, ...line }) => ({
            ...line,
            productId: String(line.productId),
          })),
          raeeTakeBackOffered: false,
        },
      },
    };
  };

const line = (change: Partial<CartLine> = {}): CartLine => ({
  ...COVER,
  quantity: 2,
  selectedColor: null,
  selectedSize: null,
  ...change,
});

/** The hook over the cart's own lines (as the cart page reads them), the cart holding `lines`. */
function renderPricing(
  lines: CartLine[],
  reply: (name: string, variables: Record<string, unknown>) => Reply | Promise<Reply>,
) {
  cart.replace(lines);
  const worker = patientWorker(reply);
  const hook = renderHook(() => useCartPricing(useCart().lines), {
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook };
}

/** Two covers as the browser prices them: 98 € with 15 € shipping and 22% IVA. */
const ESTIMATE = { itemCount: 2, subtotal: 9_800, shipping: 1_500, taxes: 2_156, total: 13_456 };

describe('useCartPricing', () => {
  it('asks nothing for an empty cart, which costs nothing', () => {
    const { hook, asked } = renderPricing([], pricing());
    expect(asked).toEqual([]);
    expect(hook.result.current).toMatchObject({
      totals: { itemCount: 0, subtotal: 0, shipping: 0, taxes: 0, total: 0 },
      confirmed: false,
      checking: false,
      failed: false,
      notices: [],
      hasUnavailable: false,
    });
  });

  it("shows the browser's estimate at once, then the Worker's figures for these very lines", async () => {
    const { hook, asked } = renderPricing([line()], pricing());
    expect(hook.result.current).toMatchObject({
      totals: ESTIMATE,
      confirmed: false,
      checking: true,
    });
    await waitFor(() => expect(hook.result.current.confirmed).toBe(true));
    expect(hook.result.current.totals).toMatchObject({
      itemCount: 2,
      subtotal: 10_000,
      shipping: 1_500,
      taxes: 2_200,
      total: 13_700,
    });
    expect(hook.result.current.checking).toBe(false);
    expect(askedOnce(asked)).toEqual([
      {
        name: 'CartTotals',
        variables: { lines: [{ productId: '9', quantity: 2, color: null, size: null }] },
      },
    ]);
  });

  it('trusts no answer given for other lines', async () => {
    const stale = pricing();
    const { hook, asked } = renderPricing([line({ selectedColor: 'Nero' })], (name) =>
      stale(name, { lines: [{ productId: '9', quantity: 2, color: 'Blu', size: null }] }),
    );
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await waitFor(() => expect(hook.result.current.checking).toBe(true));
    expect(hook.result.current).toMatchObject({ totals: ESTIMATE, confirmed: false, notices: [] });
  });

  it('brings a capped quantity down in the cart once, and keeps saying so', async () => {
    const update = vi.spyOn(cart, 'update');
    const { hook, asked } = renderPricing([line()], pricing(1));
    const capped = { key: line(), name: 'Cover MagSafe', status: 'CAPPED', quantity: 1 };
    await waitFor(() => expect(hook.result.current.adjusted).toEqual([capped]));

    expect(storedCart()).toEqual([line({ quantity: 1 })]);
    await waitFor(() => expect(hook.result.current.confirmed).toBe(true));
    expect(hook.result.current.totals).toMatchObject({ itemCount: 1, subtotal: 5_000 });
    expect(hook.result.current).toMatchObject({ adjusted: [capped], notices: [] });
    expect(hook.result.current.hasUnavailable).toBe(false);
    expect(askedOnce(asked).map((operation) => operation.variables)).toEqual([
      { lines: [{ productId: '9', quantity: 2, color: null, size: null }] },
      { lines: [{ productId: '9', quantity: 1, color: null, size: null }] },
    ]);
    expect(update).toHaveBeenCalledOnce();
  });

  it('writes nothing and asks nothing more for a cap the cart already holds', async () => {
    // Held, not passed on: a rewrite of the line would otherwise start the pricing over, for ever.
    const update = vi.spyOn(cart, 'update').mockImplementation(() => undefined);
    const capsAtAsked = (name: string, variables: Record<string, unknown>): Reply => {
      const answer = pricing()(name, variables) as { data: { cartTotals: { lines: object[] } } };
      const { cartTotals } = answer.data;
      const lines = cartTotals.lines.map((priced) => ({ ...priced, status: 'CAPPED' }));
      return { data: { cartTotals: { ...cartTotals, lines } } };
    };
    const { hook, asked } = renderPricing([line()], capsAtAsked);
    await waitFor(() => expect(hook.result.current.confirmed).toBe(true));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(update).not.toHaveBeenCalled();
    expect(hook.result.current.adjusted).toEqual([]);
    expect(askedOnce(asked)).toHaveLength(1);
  });

  it.each([
    ['OUT_OF_STOCK', { price: SERVER_PRICE, inStock: false, stock: 0 }],
    ['UNKNOWN_PRODUCT', undefined],
  ] as const)(
    'reports a line it cannot sell (%s), and leaves it in the cart',
    async (status, cover) => {
      const other = line({ id: 1, name: 'AirPods Pro', quantity: 1 });
      const { hook } = renderPricing([line(), other], pricing(null, { 9: cover }));
      await waitFor(() => expect(hook.result.current.confirmed).toBe(true));

      expect(hook.result.current.notices).toEqual([
        { key: line(), name: 'Cover MagSafe', status, quantity: 0 },
      ]);
      expect(hook.result.current.unavailable(line())).toBe(true);
      expect(hook.result.current.unavailable(other)).toBe(false);
      expect(hook.result.current.hasUnavailable).toBe(true);
      expect(hook.result.current.adjusted).toEqual([]);
    },
  );

  it('keeps the estimate and says the check failed when the Worker cannot be reached', async () => {
    const { hook } = renderPricing([line()], offline);
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current).toMatchObject({
      totals: ESTIMATE,
      confirmed: false,
      checking: false,
    });
  });
});
