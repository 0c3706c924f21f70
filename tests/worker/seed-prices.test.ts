import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import {
  lowestPriceNote,
  OMNIBUS_WINDOW_MS,
  type PriceChange,
  referencePrice,
} from '../../schema/rules/omnibus';
import { graphql } from '../../web/graphql';
import { priceChangesBefore } from '../../worker/catalogue/price-history';
import { createDatabase } from '../../worker/db';
import { gql } from './client';
import {
  EDIT_PRODUCT_PRICES,
  editProduct,
  productOffer,
  SEEDED_PRICES,
  servedProductPage,
} from './fixtures';

/**
 * The seed's struck prices and the price history that backs them (migration 0029,
 * docs/product.md#prices-and-discounts).
 */

const ALL = graphql(`{ bestsellers { id price originalPrice } }`);

async function shownPrices() {
  const { body } = await gql(ALL);
  expect(body.errors).toBeUndefined();
  return body.data?.bestsellers;
}

async function historyOf(id: string): Promise<PriceChange[]> {
  const { results } = await env.DB.prepare(
    `SELECT price, changed_at_ms AS changedAtMs FROM product_price_changes
     WHERE product_id = ? AND variant_id IS NULL ORDER BY changed_at_ms, id`,
  )
    .bind(Number(id))
    .all<PriceChange>();
  return results;
}

describe("the seed's struck prices", () => {
  it('stand on every seed product, as catalogue.json has them', async () => {
    expect(SEEDED_PRICES.every((p) => p.originalPrice !== null)).toBe(true);
    expect(await shownPrices()).toEqual(SEEDED_PRICES);
  });

  it('are the lowest price of the 30 days before the seeded price took effect, on record', async () => {
    const db = createDatabase(env.DB);
    for (const { id, price, originalPrice } of SEEDED_PRICES) {
      const history = await historyOf(id);
      const [before, seeded] = history;
      // The earlier price, in effect through the whole window, then the seeded price, current now.
      expect(history).toEqual([
        { price: originalPrice, changedAtMs: (seeded?.changedAtMs ?? 0) - OMNIBUS_WINDOW_MS },
        { price, changedAtMs: seeded?.changedAtMs },
      ]);
      expect(before?.changedAtMs).toBeLessThan(Date.now());
      expect(referencePrice(history, price)).toBe(originalPrice);
      // What the Worker reads to judge a price as it takes effect gives the same struck price:
      // it is fixed at the reduction, so it holds on any later day.
      const window = await priceChangesBefore(db, Number(id), seeded?.changedAtMs ?? 0);
      expect(referencePrice(window, price)).toBe(originalPrice);
    }
  });

  it('show on the product page with the percentage off, the lowest-price line and JSON-LD', async () => {
    const html = await servedProductPage('1');
    expect(html).toContain(
      '<del class="text-sm text-slate-500"><span class="sr-only">Prezzo precedente </span>1.399,00\u00a0€</del>',
    );
    expect(html).toContain('-7%');
    expect(html).toContain(lowestPriceNote(139900));
    expect(productOffer(html).priceSpecification).toEqual([
      expect.objectContaining({ price: '1299.00' }),
      expect.objectContaining({
        price: '1399.00',
        priceType: 'https://schema.org/StrikethroughPrice',
      }),
    ]);
  });
});

describe('staff editing a seed product', () => {
  async function edit(changes: { price: string; stock?: number }) {
    const { body } = await editProduct('1', changes, { document: EDIT_PRODUCT_PRICES });
    expect(body.errors).toBeUndefined();
    return body.data?.adminUpdateProduct;
  }

  it('keeps its struck price while the price stays', async () => {
    expect(await edit({ price: '1.299,00', stock: 7 })).toEqual({
      price: 129900,
      originalPrice: 139900,
    });
    expect(await historyOf('1')).toHaveLength(2);
  });

  it('lowered: struck at the seeded price, the lowest of the 30 days before, whatever the day', async () => {
    expect(await edit({ price: '1.199,00' })).toEqual({ price: 119900, originalPrice: 129900 });
  });

  it('raised back to the old price: no discount', async () => {
    expect(await edit({ price: '1.399,00' })).toEqual({ price: 139900, originalPrice: null });
  });
});

describe('migration 0029', () => {
  it('leaves alone the products repriced before it ran, and their history', async () => {
    await reset();
    // The shop as it stood when 0029 ran: later migrations (0039's variant series) come after it.
    const before = env.TEST_MIGRATIONS.filter((m) => m.name < '0029_');
    await applyD1Migrations(env.DB, before);
    // As staff edits leave them: product 2 lowered, product 3 lowered and put back at its price.
    const reprice = (id: number, price: number, originalPrice: number | null, at: number) =>
      env.DB.prepare(
        'UPDATE products SET price = ?, original_price = ?, updated_at_ms = ? WHERE id = ?',
      ).bind(price, originalPrice, at, id);
    const now = Date.now();
    await env.DB.batch([
      reprice(2, 109900, 119900, now - 2),
      reprice(3, 119900, 124900, now - 1),
      reprice(3, 124900, null, now),
    ]);
    await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

    const shown = await shownPrices();
    expect(shown?.slice(1, 3)).toEqual([
      { id: '2', price: 109900, originalPrice: 119900 },
      { id: '3', price: 124900, originalPrice: null },
    ]);
    expect((await historyOf('2')).map((change) => change.price)).toEqual([119900, 109900]);
    expect((await historyOf('3')).map((change) => change.price)).toEqual([124900, 119900, 124900]);
    expect(shown?.filter((p) => p.id !== '2' && p.id !== '3')).toEqual(
      SEEDED_PRICES.filter((p) => p.id !== '2' && p.id !== '3'),
    );
  });
});
