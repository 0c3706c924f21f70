import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { beforeEach, describe, expect, it } from 'vitest';
import { referencePrice } from '../../schema/rules/omnibus';
import { graphql } from '../../web/graphql';
import { dataOf, gql } from './client';
import { asStaff, catalogueRows, editProduct, stockOf } from './fixtures';

/**
 * The Omnibus rule per variant (docs/product.md#prices-and-discounts): each variant's price
 * history and struck price, whoever writes its price, beside the product's own series (its
 * cheapest variant's). PlayStation 5 Slim (product 8): 1TB Standard and 1TB Digital, in Bianco.
 */

const DAY = 24 * 60 * 60 * 1000;
const PS5 = '8';
const STANDARD = '1TB Standard';
const DIGITAL = '1TB Digital';

const PRODUCT = graphql(`
  query VariantOmnibus($id: ID!) {
    product(id: $id) {
      price originalPrice colors { name hex } sizes
      variants { id size sku price originalPrice stock sharesStock }
    }
  }
`);

const SAVE = graphql(`
  mutation SaveVariantPrices($productId: ID!, $variants: [AdminVariantInput!]!) {
    adminUpdateProductVariants(productId: $productId, variants: $variants) { price originalPrice }
  }
`);

const IMPORT = graphql(`
  mutation ImportVariantPrices($csv: String!) {
    adminImportCatalogueCsv(csv: $csv) { written refusals { line message } }
  }
`);

type Series = [daysAgo: number, price: number][];

async function ps5() {
  const product = dataOf(await gql(PRODUCT, { id: PS5 })).product;
  if (!product) throw new Error('no PS5');
  return product;
}

/** What a shopper reads of the PS5: its price and struck price, and each version's. */
async function shown() {
  const { price, originalPrice, variants } = await ps5();
  return {
    price,
    originalPrice,
    ...Object.fromEntries(
      variants.map((v) => [v.size, { price: v.price, originalPrice: v.originalPrice }]),
    ),
  };
}

async function variantId(size: string) {
  const variant = (await ps5()).variants.find((v) => v.size === size);
  if (!variant) throw new Error(`no ${size}`);
  return Number(variant.id);
}

/**
 * Replaces the PS5's price history with these series, `daysAgo` each, the last of each being its
 * price now, and its struck prices with what the rule makes of them.
 */
async function given(series: { product: Series; [STANDARD]: Series; [DIGITAL]: Series }) {
  const now = Date.now();
  const changes = (of: Series) =>
    of.map(([daysAgo, price]) => ({ price, changedAtMs: now - daysAgo * DAY }));
  const reference = (of: Series) => referencePrice(changes(of), of.at(-1)?.[1] ?? 0);
  const rows = (variant: number | null, of: Series) =>
    changes(of).map((change) =>
      env.DB.prepare(
        'INSERT INTO product_price_changes (product_id, variant_id, price, changed_at_ms) VALUES (8, ?, ?, ?)',
      ).bind(variant, change.price, change.changedAtMs),
    );
  const ids = { [STANDARD]: await variantId(STANDARD), [DIGITAL]: await variantId(DIGITAL) };
  const variant = (size: typeof STANDARD | typeof DIGITAL) =>
    env.DB.prepare('UPDATE product_variants SET price = ?, original_price = ? WHERE id = ?').bind(
      series[size].at(-1)?.[1],
      reference(series[size]),
      ids[size],
    );
  await env.DB.batch([
    variant(STANDARD),
    variant(DIGITAL),
    env.DB.prepare('DELETE FROM product_price_changes WHERE product_id = 8'),
    ...rows(null, series.product),
    ...rows(ids[STANDARD], series[STANDARD]),
    ...rows(ids[DIGITAL], series[DIGITAL]),
    env.DB.prepare('UPDATE products SET original_price = ? WHERE id = 8').bind(
      reference(series.product),
    ),
  ]);
}

/** Staff save the variants table with these prices (euros as typed), the rest as it is. */
async function reprice(prices: Record<string, string>) {
  const { variants } = await ps5();
  const rows: VariablesOf<typeof SAVE>['variants'] = variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    price: prices[v.size ?? ''] ?? (v.price / 100).toFixed(2).replace('.', ','),
    stock: v.sharesStock ? null : v.stock,
    seenStock: v.sharesStock ? null : v.stock,
  }));
  const sent = await gql(SAVE, { productId: PS5, variants: rows }, asStaff());
  expect(sent.body.errors).toBeUndefined();
}

/** The prices a series records, oldest first, each with whether it is dated at the last update. */
async function history(size: string | null) {
  const variant = size === null ? null : await variantId(size);
  const { results } = await env.DB.prepare(
    `SELECT h.price, h.changed_at_ms = p.updated_at_ms AS atEdit
     FROM product_price_changes h JOIN products p ON p.id = h.product_id
     WHERE h.product_id = 8 AND h.variant_id IS ? ORDER BY h.changed_at_ms, h.id`,
  )
    .bind(variant)
    .all<{ price: number; atEdit: number }>();
  return results;
}

beforeEach(async () => {
  // Months at 499,00, both versions: the price in effect when any 30-day window here opens.
  await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 49900]] });
});

describe("a variant's own struck price", () => {
  it('a version reduced is struck at its own lowest price of the 30 days before; the product keeps its own', async () => {
    await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 59900]] });
    await reprice({ [DIGITAL]: '549,00' });
    expect(await shown()).toEqual({
      price: 49900,
      originalPrice: null,
      [STANDARD]: { price: 49900, originalPrice: null },
      [DIGITAL]: { price: 54900, originalPrice: 59900 },
    });
    expect(await history(DIGITAL)).toEqual([
      { price: 59900, atEdit: 0 },
      { price: 54900, atEdit: 1 },
    ]);
  });

  it('raised then reduced within 30 days: struck at the price before the raise, once below it', async () => {
    await reprice({ [DIGITAL]: '599,00' });
    expect((await shown())[DIGITAL]).toEqual({ price: 59900, originalPrice: null });
    await reprice({ [DIGITAL]: '549,00' });
    // Below the raised price but not below 499,00, the lowest of the 30 days: no discount.
    expect((await shown())[DIGITAL]).toEqual({ price: 54900, originalPrice: null });
    await reprice({ [DIGITAL]: '479,00' });
    expect(await shown()).toEqual({
      price: 47900,
      originalPrice: 49900,
      [STANDARD]: { price: 49900, originalPrice: null },
      [DIGITAL]: { price: 47900, originalPrice: 49900 },
    });
  });

  it("an edit that keeps a version's price keeps its struck price", async () => {
    await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 59900]] });
    await reprice({ [DIGITAL]: '549,00' });
    await reprice({ [STANDARD]: '489,00' });
    expect(await shown()).toMatchObject({ [DIGITAL]: { price: 54900, originalPrice: 59900 } });
  });
});

describe('every price writer records each variant and recomputes its struck price', () => {
  it("a price written to the whole product becomes every version's, each struck at its own reference", async () => {
    await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 59900]] });
    const { colors, sizes } = await ps5();
    const sent = await editProduct(PS5, {
      price: '449,00',
      colors,
      sizes,
      stock: await stockOf(8),
    });
    expect(sent.body.errors).toBeUndefined();
    expect(await shown()).toEqual({
      price: 44900,
      originalPrice: 49900,
      [STANDARD]: { price: 44900, originalPrice: 49900 },
      [DIGITAL]: { price: 44900, originalPrice: 59900 },
    });
    for (const series of [null, STANDARD, DIGITAL]) {
      expect((await history(series)).at(-1)).toEqual({ price: 44900, atEdit: 1 });
    }
  });

  it('the CSV import records the prices it changes at its own time and recomputes the struck prices', async () => {
    const rows = await catalogueRows(PS5);
    const csv = rows
      .map((row) => (row.includes(`,${DIGITAL},`) ? row.replace(',499.00,', ',449.00,') : row))
      .join('\n');
    const sent = await gql(IMPORT, { csv }, asStaff());
    expect(sent.body.data?.adminImportCatalogueCsv).toEqual({ written: true, refusals: [] });
    expect(await shown()).toEqual({
      price: 44900,
      originalPrice: 49900,
      [STANDARD]: { price: 49900, originalPrice: null },
      [DIGITAL]: { price: 44900, originalPrice: 49900 },
    });
    expect(await history(DIGITAL)).toEqual([
      { price: 49900, atEdit: 0 },
      { price: 44900, atEdit: 1 },
    ]);
    expect(await history(null)).toEqual([
      { price: 49900, atEdit: 0 },
      { price: 44900, atEdit: 1 },
    ]);
  });
});

describe('one statement repricing several variants', () => {
  it("records no transient minimum in the product's series", async () => {
    await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 59900]] });
    // Standard is written first: on its own, it would make 599,00 the cheapest for a moment.
    await reprice({ [STANDARD]: '649,00', [DIGITAL]: '549,00' });
    expect(await history(null)).toEqual([
      { price: 49900, atEdit: 0 },
      { price: 54900, atEdit: 1 },
    ]);
    expect((await shown()).price).toBe(54900);
  });

  it('records nothing for a cheapest price back where it was', async () => {
    await given({ product: [[90, 49900]], [STANDARD]: [[90, 49900]], [DIGITAL]: [[90, 59900]] });
    await reprice({ [STANDARD]: '599,00', [DIGITAL]: '499,00' });
    expect(await history(null)).toEqual([{ price: 49900, atEdit: 0 }]);
    // The card's struck price is its cheapest variant's, now the Digital cut from 599,00.
    expect(await shown()).toEqual({
      price: 49900,
      originalPrice: 59900,
      [STANDARD]: { price: 59900, originalPrice: null },
      [DIGITAL]: { price: 49900, originalPrice: 59900 },
    });
  });
});

describe("the product's struck price is its cheapest variant's", () => {
  it('after staff replace its sizes, the card and the page agree: the new versions have none', async () => {
    // 699,00 for months, 599,00 for ten days: both versions and the product struck at 699,00.
    const cut: Series = [
      [90, 69900],
      [10, 59900],
    ];
    await given({ product: cut, [STANDARD]: cut, [DIGITAL]: cut });

    const sent = await editProduct(PS5, {
      price: '599,00',
      colors: [{ name: 'Bianco', hex: '#f5f5f5' }],
      sizes: [STANDARD, '2TB Pro'],
    });
    expect(sent.body.errors).toBeUndefined();
    // Standard keeps its history and struck price; the new size starts its own, with none.
    expect(await shown()).toEqual({
      price: 59900,
      originalPrice: null,
      [STANDARD]: { price: 59900, originalPrice: 69900 },
      '2TB Pro': { price: 59900, originalPrice: null },
    });
    // The new size repriced above the other: the cheapest is Standard alone, struck again.
    await reprice({ '2TB Pro': '649,00' });
    expect(await shown()).toMatchObject({ price: 59900, originalPrice: 69900 });
  });
});

describe('migration 0039', () => {
  it("gives each version at its product's price the product's series and struck price", async () => {
    const iphone = dataOf(await gql(PRODUCT, { id: '1' })).product;
    expect(iphone?.originalPrice).toBe(139900);
    expect(new Set(iphone?.variants.map((v) => v.originalPrice))).toEqual(new Set([139900]));
    const { results } = await env.DB.prepare(
      `SELECT count(DISTINCT variant_id) AS variants, count(*) AS rows FROM product_price_changes
       WHERE product_id = 1 AND variant_id IS NOT NULL`,
    ).all<{ variants: number; rows: number }>();
    expect(results).toEqual([{ variants: 9, rows: 18 }]);
  });
});
