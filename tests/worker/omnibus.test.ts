import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { referencePrice } from '../../schema/rules/omnibus';
import { graphql } from '../../web/graphql';
import { priceChangesBefore } from '../../worker/catalogue/price-history';
import { createDatabase } from '../../worker/db';
import { codes, gql } from './client';
import {
  EDIT_PRODUCT_PRICES,
  editProduct,
  productOffer,
  rowCount,
  SEEDED_PRICES,
  servedProductPage,
  stockOf,
} from './fixtures';

/**
 * The Omnibus rule end to end (docs/product.md#prices-and-discounts): the shop module's price
 * edits get their struck price from the history the triggers keep, and every place that shows a
 * product's price agrees. Product 5 (iPad Air 11" M2, 699,00 €) is the one repriced.
 */

const DAY = 24 * 60 * 60 * 1000;
const IPAD = '5';
const NOTE = 'Prezzo più basso degli ultimi 30 giorni: 699,00\u00a0€';

/**
 * Replaces product 5's history with these prices, `daysAgo` each, the last being its price (699,00),
 * and its variants' struck price with what the rule makes of them (the product's follows).
 */
async function historyOfIpad(prices: [daysAgo: number, price: number][]) {
  const now = Date.now();
  const changes = prices.map(([daysAgo, price]) => ({ price, changedAtMs: now - daysAgo * DAY }));
  await env.DB.batch([
    env.DB.prepare('DELETE FROM product_price_changes WHERE product_id = 5'),
    // The product's series and each variant's: all at the product's one price, as 0039 found them.
    ...changes.flatMap((change) => [
      env.DB.prepare(
        'INSERT INTO product_price_changes (product_id, price, changed_at_ms) VALUES (5, ?, ?)',
      ).bind(change.price, change.changedAtMs),
      env.DB.prepare(
        `INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms)
         SELECT 5, id, ?, ? FROM product_variants WHERE product_id = 5`,
      ).bind(change.price, change.changedAtMs),
    ]),
    env.DB.prepare('UPDATE product_variants SET original_price = ? WHERE product_id = 5').bind(
      referencePrice(changes, changes.at(-1)?.price ?? 0),
    ),
  ]);
}

/** The iPad's own colours and sizes, which an edit keeps: new ones start a fresh history. */
async function ipadOptions() {
  const row = await env.DB.prepare('SELECT colors, sizes FROM products WHERE id = 5').first<{
    colors: string;
    sizes: string;
  }>();
  return { colors: JSON.parse(row?.colors ?? '[]'), sizes: JSON.parse(row?.sizes ?? '[]') };
}

/** Staff set the iPad's price, as typed in the shop module. */
async function reprice(price: string) {
  const sent = await editProduct(
    IPAD,
    { price, ...(await ipadOptions()) },
    { document: EDIT_PRODUCT_PRICES },
  );
  expect(sent.body.errors).toBeUndefined();
  return sent.body.data?.adminUpdateProduct;
}

async function historyRows() {
  const { results } = await env.DB.prepare(
    `SELECT h.price, h.changed_at_ms = p.updated_at_ms AS atEdit
     FROM product_price_changes h JOIN products p ON p.id = h.product_id
     WHERE h.product_id = 5 AND h.variant_id IS NULL ORDER BY h.changed_at_ms, h.id`,
  ).all<{ price: number; atEdit: number }>();
  return results;
}

beforeEach(async () => {
  // Months at its seeded price: the price in effect when any 30-day window of these tests opens.
  await historyOfIpad([[90, 69900]]);
});

describe('the struck price of a staff price edit', () => {
  it('raised then lowered below where it was: struck at the old price, not the raised one', async () => {
    expect(await reprice('749,00')).toEqual({ price: 74900, originalPrice: null });
    expect(await reprice('629,00')).toEqual({ price: 62900, originalPrice: 69900 });
    // The triggers wrote each new price in the edit's own statement, at the edit's time.
    expect(await historyRows()).toEqual([
      { price: 69900, atEdit: 0 },
      { price: 74900, atEdit: 0 },
      { price: 62900, atEdit: 1 },
    ]);
  });

  it('raised then lowered back within 30 days: no discount', async () => {
    await reprice('749,00');
    expect(await reprice('699,00')).toEqual({ price: 69900, originalPrice: null });
  });

  it('a raise clears the discount, and an edit that keeps the price keeps it', async () => {
    await reprice('629,00');
    const kept = await editProduct(
      IPAD,
      { price: '629,00', stock: 4, ...(await ipadOptions()) },
      { document: EDIT_PRODUCT_PRICES },
    );
    expect(kept.body.data?.adminUpdateProduct.originalPrice).toBe(69900);
    expect(await reprice('659,00')).toEqual({ price: 65900, originalPrice: null });
  });

  it('a discount within the window is the reference, whatever was lower before the window', async () => {
    await historyOfIpad([
      [60, 59900],
      [40, 79900],
      [10, 69900],
    ]);
    expect(await reprice('649,00')).toEqual({ price: 64900, originalPrice: 69900 });
  });

  it('a product with no price on record before the new one shows no discount', async () => {
    await env.DB.prepare('DELETE FROM product_price_changes WHERE product_id = 5').run();
    expect(await reprice('599,00')).toEqual({ price: 59900, originalPrice: null });
  });

  it('reads the window and the last change before it, in one indexed statement', async () => {
    await historyOfIpad([
      [60, 59900],
      [40, 79900],
      [10, 69900],
    ]);
    const changes = await priceChangesBefore(createDatabase(env.DB), 5, Date.now());
    expect(changes.map((change) => change.price)).toEqual([79900, 69900]);
    const plan = await env.DB.prepare(
      `EXPLAIN QUERY PLAN SELECT price FROM product_price_changes WHERE product_id = 5
       AND changed_at_ms >= coalesce((SELECT max(changed_at_ms) FROM product_price_changes
       WHERE product_id = 5 AND changed_at_ms <= 1), 1)`,
    ).all<{ detail: string }>();
    expect(plan.results.map((row) => row.detail).join(' ')).not.toMatch(/SCAN product_price/);
  });
});

describe('refused edits', () => {
  it('a stale stock writes neither the price nor a history row', async () => {
    const stale = await editProduct(
      IPAD,
      { price: '629,00' },
      { seenStock: (await stockOf(5)) + 1 },
    );
    expect(codes(stale.body)).toEqual(['CONFLICT']);
    expect(await historyRows()).toEqual([{ price: 69900, atEdit: 0 }]);
    expect(await rowCount('products', 'id = 5 AND price = 69900 AND original_price IS NULL')).toBe(
      1,
    );
  });

  it('staff cannot type a struck price: it comes from the history', async () => {
    const typed = await editProduct(IPAD, { price: '629,00', originalPrice: '799,00' });
    expect(typed.body.errors?.[0]).toMatchObject({
      message: expect.stringContaining('viene dallo storico dei prezzi'),
      extensions: { code: 'BAD_USER_INPUT', field: 'originalPrice' },
    });
    expect(await historyRows()).toHaveLength(1);
    const omitted = await editProduct(IPAD, { price: '629,00', originalPrice: null });
    expect(omitted.body.errors).toBeUndefined();
  });
});

describe('every place a price shows', () => {
  it('agrees on the discount: listing, product, bestsellers, search, first paint and JSON-LD', async () => {
    await reprice('749,00');
    await reprice('629,00');
    const { body } = await gql(
      graphql(`{
        catalogue(filter: { category: "tablet" }) { nodes { id price originalPrice } }
        products(search: "ipad") { id price originalPrice }
        product(id: "5") { id price originalPrice }
        bestsellers { id price originalPrice }
      }`),
    );
    expect(body.errors).toBeUndefined();
    const ipad = { id: IPAD, price: 62900, originalPrice: 69900 };
    expect(body.data?.catalogue.nodes).toContainEqual(ipad);
    expect(body.data?.products).toContainEqual(ipad);
    expect(body.data?.product).toEqual(ipad);
    expect(body.data?.bestsellers).toContainEqual(ipad);
    // The other products keep the seed's struck prices (migration 0029).
    expect(body.data?.bestsellers.filter((p) => p.id !== IPAD)).toEqual(
      SEEDED_PRICES.filter((p) => p.id !== IPAD),
    );

    const html = await servedProductPage(IPAD);
    expect(html).toContain(
      '<del class="text-sm text-slate-500"><span class="sr-only">Prezzo precedente </span>699,00\u00a0€</del>',
    );
    expect(html).toContain('-10%');
    expect(html).toContain(NOTE);
    // The JSON-LD's offers are the variants', each struck at its own reference, as the page
    // shows the variant chosen (docs/product.md#variant-prices-and-their-struck-prices): the
    // same as the card's, its cheapest variant's.
    const offer = productOffer(html);
    expect(offer.price).toBe('629.00');
    expect(offer.priceSpecification).toEqual([
      expect.objectContaining({ price: '629.00' }),
      expect.objectContaining({
        price: '699.00',
        priceType: 'https://schema.org/StrikethroughPrice',
      }),
    ]);
  });

  it('shows no struck price, note or strikethrough offer without a discount', async () => {
    await reprice('749,00');
    const html = await servedProductPage(IPAD);
    expect(html).not.toContain('<del');
    expect(html).not.toContain('Prezzo più basso');
    expect(html).not.toContain('StrikethroughPrice');
  });
});
