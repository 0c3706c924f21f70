import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRESH_FOR_MS, STALE_FOR_MS } from '../../worker/catalogue/snapshot';
import { gql } from './client';
import { countingDatabase } from './d1-counter';
import { editProduct, orderInput, placeOrder } from './fixtures';

const PRICE = '{ product(id: "1") { price stock } }';
type Price = { product: { price: number; stock: number } };

/** A write another isolate made: this isolate's snapshot does not know about it. */
const changePriceElsewhere = (cents: number) =>
  env.DB.prepare('UPDATE products SET price = ? WHERE id = 1').bind(cents).run();

const priceNow = async () => (await gql<Price>(PRICE)).body.data?.product.price;

afterEach(() => {
  vi.useRealTimers();
});

describe('the catalogue snapshot', () => {
  it('answers repeated reads without D1 while fresh', async () => {
    await priceNow();
    const { db, counter } = countingDatabase();
    const { body } = await gql<Price>(
      '{ products { id } categories { id } bestsellers { id } product(id: "2") { id } }',
      undefined,
      { bindings: { ...env, DB: db } },
    );
    expect(body.errors).toBeUndefined();
    expect(counter.statements).toBe(0);
  });

  it("follows another isolate's write: at once past freshness, in the background until stale", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    expect(await priceNow()).toBe(129900);
    await changePriceElsewhere(99900);
    // Within the fresh window the copy answers.
    vi.advanceTimersByTime(FRESH_FOR_MS - 1);
    expect(await priceNow()).toBe(129900);
    // Past it, this answer is the copy and a new one is fetched after the response...
    vi.advanceTimersByTime(2);
    expect(await priceNow()).toBe(129900);
    // ...which the next request gets.
    expect(await priceNow()).toBe(99900);
    // Long idle: a request waits for a fresh read rather than showing old prices.
    await changePriceElsewhere(88800);
    vi.advanceTimersByTime(STALE_FOR_MS + 1);
    expect(await priceNow()).toBe(88800);
  });

  it('keeps answering from its copy when a background refresh finds D1 down', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
    expect(await priceNow()).toBe(129900);
    vi.advanceTimersByTime(FRESH_FOR_MS + 1);
    const down = {
      ...env,
      DB: new Proxy(env.DB, {
        get: () => () => {
          throw new Error('D1_ERROR: database unavailable');
        },
      }),
    };
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let i = 0; i < 2; i++) {
      const { body } = await gql<Price>(PRICE, undefined, { bindings: down });
      expect(body.errors).toBeUndefined();
      expect(body.data?.product.price).toBe(129900);
    }
    expect(errorLog).toHaveBeenCalledWith('Catalogue refresh failed', expect.any(Error));
    errorLog.mockRestore();
    // Once D1 is back, the next request refreshes the copy again.
    await changePriceElsewhere(99900);
    expect(await priceNow()).toBe(129900);
    expect(await priceNow()).toBe(99900);
  });

  it("shows the shop module's edit and an order's stock at once", async () => {
    const before = (await gql<Price>(PRICE)).body.data?.product;
    const edited = await editProduct('1', { price: '1.199,00', stock: 9 });
    expect(edited.body.errors).toBeUndefined();
    expect((await gql<Price>(PRICE)).body.data?.product).toEqual({ price: 119900, stock: 9 });
    expect(before?.price).toBe(129900);

    const placed = await placeOrder(orderInput([{ productId: '1', quantity: 2 }]), {
      key: 'snapshot-order-0001-abcdefgh',
    });
    expect(placed.body.errors).toBeUndefined();
    expect((await gql<Price>(PRICE)).body.data?.product.stock).toBe(7);
  });
});
