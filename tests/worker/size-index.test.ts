import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { dataOf, gql } from './client';
import { asStaff, catalogueRows, editProduct, orderPlaced } from './fixtures';

// The sizes' own index (migrations/0042_size_index.sql) against what the variants say, after each
// way the shop writes products and variants: the triggers follow whoever writes.

/** The index as stored. */
const sizeIndex = async () =>
  (
    await env.DB.prepare(
      'SELECT product_id, size, available, name, price FROM product_sizes ORDER BY product_id, size',
    ).all()
  ).results;

/**
 * The same rows from the products on sale and their variants: a size can be bought when one of its
 * variants can (docs/product.md#filtro-per-versione).
 */
const fromVariants = async () =>
  (
    await env.DB.prepare(
      `SELECT p.id AS product_id, v.size,
         coalesce(max(p.in_stock = 1
           AND (v.stock > 0 OR (v.stock IS NULL AND p.stock > p.variant_stock))), 0) AS available,
         p.name, p.price
       FROM products AS p JOIN product_variants AS v ON v.product_id = p.id
       WHERE p.archived_at_ms IS NULL AND v.size <> ''
       GROUP BY p.id, v.size ORDER BY p.id, v.size`,
    ).all()
  ).results;

async function expectInStep() {
  const expected = await fromVariants();
  expect(expected.length).toBeGreaterThan(0);
  expect(await sizeIndex()).toEqual(expected);
}

const rowsOf = async (productId: number) =>
  (await sizeIndex()).filter((row) => row.product_id === productId);

const PRODUCT = graphql(`
  query SizeIndexProduct($id: ID!) {
    product(id: $id) { variants { id sku size price stock sharesStock } }
  }
`);

const SAVE = graphql(`
  mutation SizeIndexVariants($productId: ID!, $variants: [AdminVariantInput!]!) {
    adminUpdateProductVariants(productId: $productId, variants: $variants) { stock }
  }
`);

/** Staff's variants table of a product saved with `stock` and `price` for the size named. */
async function saveSize(productId: string, size: string, set: { stock?: number; price?: string }) {
  const product = dataOf(await gql(PRODUCT, { id: productId })).product;
  const variants = (product?.variants ?? []).map((v) => {
    const stock = v.sharesStock ? null : v.stock;
    const row = {
      id: v.id,
      sku: v.sku,
      price: (v.price / 100).toFixed(2).replace('.', ','),
      stock,
      seenStock: stock,
    };
    return v.size === size ? { ...row, ...set } : row;
  });
  const { body } = await gql(SAVE, { productId, variants }, asStaff());
  expect(body.errors).toBeUndefined();
}

const IMPORT = graphql(`
  mutation SizeIndexImport($csv: String!) {
    adminImportCatalogueCsv(csv: $csv) { written refusals { message } }
  }
`);

const ARCHIVE = graphql(
  `mutation SizeIndexArchive($id: ID!) { adminArchiveProduct(id: $id) { id } }`,
);
const RESTORE = graphql(
  `mutation SizeIndexRestore($id: ID!) { adminRestoreProduct(id: $id) { id } }`,
);

describe('the sizes index', () => {
  it('holds every size of the seed as its variants say', async () => {
    await expectInStep();
    // The watch (7) comes in 43mm and 47mm; the sold-out PlayStation (8) in neither, buyable.
    expect((await rowsOf(7)).map((row) => row.size)).toEqual(['43mm', '47mm']);
    expect((await rowsOf(8)).every((row) => row.available === 0)).toBe(true);
  });

  it('follows staff setting a size apart, selling it out and restocking it', async () => {
    await saveSize('1', '512GB', { stock: 2, price: '1.499,00' });
    await expectInStep();
    await saveSize('1', '512GB', { stock: 0 });
    await expectInStep();
    expect((await rowsOf(1)).find((row) => row.size === '512GB')?.available).toBe(0);
    await saveSize('1', '512GB', { stock: 3 });
    await expectInStep();
    expect((await rowsOf(1)).find((row) => row.size === '512GB')?.available).toBe(1);
  });

  it('follows the product form: its price, its sizes, its stock to 0 and back', async () => {
    const sent = await editProduct('1', { price: '999,00', sizes: ['128GB', '1TB'] });
    expect(sent.body.errors).toBeUndefined();
    await expectInStep();
    expect(await rowsOf(1)).toEqual([
      expect.objectContaining({ size: '128GB', price: 99_900 }),
      expect.objectContaining({ size: '1TB', price: 99_900 }),
    ]);
    await editProduct('1', { stock: 0 });
    await expectInStep();
    expect((await rowsOf(1)).every((row) => row.available === 0)).toBe(true);
    await editProduct('1', { stock: 4 });
    await expectInStep();
    expect((await rowsOf(1)).every((row) => row.available === 1)).toBe(true);
  });

  it('follows an order selling the last units of a size', async () => {
    await saveSize('6', 'Taglia unica', { stock: 1 });
    expect((await rowsOf(6))[0]?.available).toBe(1);
    await orderPlaced([{ productId: '6', quantity: 1 }]);
    await expectInStep();
    expect((await rowsOf(6))[0]?.available).toBe(0);
  });

  it('follows the catalogue import', async () => {
    const rows = await catalogueRows('6');
    // The AirPods' one size renamed and repriced, as staff edit the file.
    const csv = rows
      .map((row, at) =>
        at === 0
          ? row
          : row.replace(',Taglia unica,RL00006-BIANCO-TAGLIAUNICA,', ',Unica,AIRPODS-UNICA,'),
      )
      .join('\n');
    expect(csv).toContain(',Unica,');
    const done = dataOf(await gql(IMPORT, { csv }, asStaff())).adminImportCatalogueCsv;
    expect(done).toEqual({ written: true, refusals: [] });
    await expectInStep();
    expect((await rowsOf(6)).map((row) => row.size)).toEqual(['Unica']);
  });

  it('leaves an archived product out and takes it back on restore', async () => {
    expect(dataOf(await gql(ARCHIVE, { id: '7' }, asStaff())).adminArchiveProduct.id).toBe('7');
    expect(await rowsOf(7)).toEqual([]);
    await expectInStep();
    await gql(RESTORE, { id: '7' }, asStaff());
    expect(await rowsOf(7)).toHaveLength(2);
    await expectInStep();
  });

  it('loses a deleted product’s rows', async () => {
    await env.DB.prepare('DELETE FROM products WHERE id = 7').run();
    expect(await rowsOf(7)).toEqual([]);
    await expectInStep();
  });
});
