import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { JSON_LD_VARIANTS } from '../../schema/json-ld';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { pageHead } from '../../worker/seo/page-head';
import { dataOf, gql } from './client';
import { countingDatabase } from './d1-counter';
import { asStaff, productJsonLdOf, servedProductPage } from './fixtures';

// iPhone 15 Pro: refurbished, three colours by 128GB, 256GB and 512GB. AirPods Pro: one variant.
const IPHONE = '1';
const AIRPODS = '6';
const PAGE = 'https://shop.test/product-overview';

const VARIANTS = graphql(`
  query VariantOffers($id: ID!) {
    product(id: $id) { variants { sku color size price stock inStock } }
  }
`);

const ARCHIVE = graphql(`
  mutation ArchiveOffered($id: ID!) { adminArchiveProduct(id: $id) { id } }
`);

interface VariantLd {
  sku: string;
  name: string;
  color?: string;
  size?: string;
  offers: { url: string; price: string; availability: string; itemCondition: string };
}

const setVariant = (sku: string, column: 'price' | 'stock', value: number) =>
  env.DB.prepare(`UPDATE product_variants SET ${column} = ? WHERE sku = ?`).bind(value, sku).run();

describe('the product page’s JSON-LD, variant by variant', () => {
  it('describes each variant with its own SKU, price, stock, condition and a link choosing it', async () => {
    await setVariant('RL00001-TITANIONATURALE-512GB', 'price', 149900);
    await setVariant('RL00001-TITANIONERO-256GB', 'stock', 0);
    const ld = productJsonLdOf(await servedProductPage(IPHONE));
    expect(ld).toMatchObject({
      '@type': 'ProductGroup',
      productGroupID: IPHONE,
      name: 'iPhone 15 Pro',
      url: `${PAGE}/1`,
      variesBy: ['https://schema.org/color', 'https://schema.org/size'],
      brand: { '@type': 'Brand', name: 'Apple' },
    });
    expect(ld).not.toHaveProperty('offers');

    // The same variants, prices and stock as the page reads through GraphQL.
    const { variants } = dataOf(await gql(VARIANTS, { id: IPHONE })).product ?? { variants: [] };
    const described: VariantLd[] = ld.hasVariant;
    expect(described.map((v) => [v.sku, v.offers.price])).toEqual(
      variants.map((v) => [v.sku, (v.price / 100).toFixed(2)]),
    );
    expect(described.map((v) => v.offers.availability)).toEqual(
      variants.map((v) =>
        v.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      ),
    );
    expect(described.find((v) => v.sku === 'RL00001-TITANIONATURALE-512GB')).toEqual({
      '@type': 'Product',
      sku: 'RL00001-TITANIONATURALE-512GB',
      name: 'iPhone 15 Pro · Titanio naturale · 512GB',
      color: 'Titanio naturale',
      size: '512GB',
      offers: expect.objectContaining({
        '@type': 'Offer',
        url: `${PAGE}/1?colore=Titanio+naturale&versione=512GB`,
        price: '1499.00',
        itemCondition: 'https://schema.org/RefurbishedCondition',
        availability: 'https://schema.org/InStock',
      }),
    });
    expect(described.find((v) => v.sku === 'RL00001-TITANIONERO-256GB')?.offers.availability).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('keeps a product sold in one variant a Product with its one Offer and its SKU', async () => {
    const { product } = dataOf(await gql(VARIANTS, { id: AIRPODS }));
    const [only] = product?.variants ?? [];
    expect(only?.sku).toMatch(/^RL00006/);
    const ld = productJsonLdOf(await servedProductPage(AIRPODS));
    expect(ld).toMatchObject({
      '@type': 'Product',
      sku: only?.sku,
      offers: {
        '@type': 'Offer',
        url: `${PAGE}/6`,
        price: '279.00',
        itemCondition: 'https://schema.org/NewCondition',
      },
    });
    expect(ld).not.toHaveProperty('hasVariant');
  });

  it(`reads the product and at most ${JSON_LD_VARIANTS} variants in one statement, in the page’s order`, async () => {
    // Six colours by five sizes: 30 variants.
    const colors = ['Nero', 'Bianco', 'Blu', 'Rosso', 'Verde', 'Oro'].map((name) => ({
      name,
      hex: '#000000',
    }));
    const sizes = ['64GB', '128GB', '256GB', '512GB', '1TB'];
    await env.DB.prepare('UPDATE products SET colors = ?, sizes = ? WHERE id = 1')
      .bind(JSON.stringify(colors), JSON.stringify(sizes))
      .run();
    const { db, counter } = countingDatabase();
    const head = await pageHead(new URL(`${PAGE}/1`), createDatabase(db));
    expect(counter.statements).toBe(1);
    const described: VariantLd[] = (head.pageJsonLd as { hasVariant: VariantLd[] }).hasVariant;
    const { variants } = dataOf(await gql(VARIANTS, { id: IPHONE })).product ?? { variants: [] };
    expect(variants).toHaveLength(30);
    expect(described.map((v) => v.sku)).toEqual(
      variants.slice(0, JSON_LD_VARIANTS).map((v) => v.sku),
    );
  });

  it('gives an archived product none', async () => {
    const { body } = await gql(ARCHIVE, { id: IPHONE }, asStaff());
    expect(body.errors).toBeUndefined();
    expect(productJsonLdOf(await servedProductPage(IPHONE))).toBeNull();
  });
});
