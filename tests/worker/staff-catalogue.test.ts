import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_PRODUCT_IMAGE } from '../../schema/rules/product-edit';
import { graphql } from '../../web/graphql';
import { createDatabase } from '../../worker/db';
import { sitemap } from '../../worker/seo/sitemap';
import { codes, gql, send, shellOnlyAssets } from './client';
import {
  asStaff,
  fromNewClient,
  NOT_STAFF,
  newBuyerEmail,
  orderInput,
  orderPlaced,
  placeOrder,
} from './fixtures';

const CREATE = graphql(`
  mutation Create($input: AdminProductCreateInput!) {
    adminCreateProduct(input: $input) {
      id name brand price originalPrice stock inStock images archivedAt category { id }
      colors { name hex } sizes details { display features }
    }
  }
`);

type CreateInput = VariablesOf<typeof CREATE>['input'];

const ARCHIVE = graphql(`
  mutation Archive($id: ID!) { adminArchiveProduct(id: $id) { id archivedAt } }
`);

const RESTORE = graphql(`
  mutation Restore($id: ID!) { adminRestoreProduct(id: $id) { id archivedAt } }
`);

/** Everything a shopper reads that could list a product, in one request. */
const SHOP_READS = graphql(`
  query ShopReads($search: String!) {
    all: catalogue(first: 48) { nodes { id } totalCount facets { available brands { value count } } }
    found: catalogue(search: $search) { nodes { id } }
    header: catalogue(search: $search, searchIn: HEADER) { nodes { id } }
    short: catalogue(search: "ml") { nodes { id } }
    bestsellers { id }
    related: product(id: "1") { related(limit: 12) { id } }
    products { id }
  }
`);

const NEW_PRODUCT = {
  name: 'Nothing Phone Mlx',
  brand: 'Nothing',
  categoryId: 'smartphone',
  price: '499,00',
  stock: 5,
  inStock: true,
  description: 'Smartphone con retro trasparente e luci Glyph, 256 GB.',
  colors: [{ name: 'Bianco', hex: '#F5F5F5' }],
  sizes: ['256 GB'],
  details: { display: '6,7" OLED', features: ['Glyph'] },
};

async function created(input: Partial<typeof NEW_PRODUCT> = {}) {
  const { body } = await gql(CREATE, { input: { ...NEW_PRODUCT, ...input } }, asStaff());
  const product = body.data?.adminCreateProduct;
  if (body.errors || !product) throw new Error(`not created: ${JSON.stringify(body)}`);
  return product;
}

async function shopReads() {
  const { body } = await gql(SHOP_READS, { search: 'Phone Mlx' }, fromNewClient());
  expect(body.errors).toBeUndefined();
  const data = body.data;
  if (!data) throw new Error('no data');
  const ids = (nodes: readonly { id: string }[] | undefined) => (nodes ?? []).map((n) => n.id);
  return {
    all: ids(data.all.nodes),
    total: data.all.totalCount,
    nothing: data.all.facets.brands.find((b) => b.value === 'Nothing')?.count ?? 0,
    available: data.all.facets.available,
    found: ids(data.found.nodes),
    header: ids(data.header.nodes),
    short: ids(data.short.nodes),
    bestsellers: ids(data.bestsellers),
    related: ids(data.related?.related),
    products: ids(data.products),
  };
}

const auditRows = (id: string) =>
  env.DB.prepare(
    "SELECT action, actor_email AS actor FROM admin_audit WHERE entity_type = 'product' AND entity_id = ? ORDER BY id",
  )
    .bind(id)
    .all<{ action: string; actor: string }>()
    .then((r) => r.results);

const sitemapXml = async () => (await sitemap('https://shop.test', createDatabase(env.DB))).text();

describe('adminCreateProduct', () => {
  it('adds a product to the shop, both searches and the sitemap, with a placeholder image', async () => {
    const before = await shopReads();
    const product = await created();
    expect(product).toMatchObject({
      name: 'Nothing Phone Mlx',
      price: 49_900,
      originalPrice: null,
      stock: 5,
      images: [PLACEHOLDER_PRODUCT_IMAGE],
      archivedAt: null,
      category: { id: 'smartphone' },
      colors: [{ name: 'Bianco', hex: '#f5f5f5' }],
      details: { display: '6,7" OLED', features: ['Glyph'] },
    });
    const after = await shopReads();
    expect(after.all).toContain(product.id);
    expect(after.total).toBe(before.total + 1);
    expect(after.nothing).toBe(before.nothing + 1);
    expect(after.found).toContain(product.id);
    expect(after.header).toContain(product.id);
    expect(await sitemapXml()).toContain(`/product-overview/${product.id}<`);
    expect(await auditRows(product.id)).toEqual([
      { action: 'product.create', actor: expect.stringContaining('@') },
    ]);
  });

  it.each([
    [{ name: '' }, 'name'],
    [{ brand: '' }, 'brand'],
    [{ categoryId: 'frigoriferi' }, 'categoryId'],
    [{ price: 'tanti' }, 'price'],
    [{ price: '0' }, 'price'],
    [{ stock: -1 }, 'stock'],
    [{ description: 'corta' }, 'description'],
    [{ colors: [] }, 'colors'],
    [{ colors: [{ name: 'Blu', hex: 'blu' }] }, 'colors'],
    [{ sizes: [] }, 'sizes'],
    [{ details: { display: 'x'.repeat(201) } }, 'details.display'],
    [
      { details: { features: Array.from({ length: 13 }, (_, i) => `Voce ${i}`) } },
      'details.features',
    ],
  ] satisfies [Partial<CreateInput>, string][])(
    'refuses %j in Italian, naming the field, and writes nothing',
    async (input, field) => {
      const { body } = await gql(CREATE, { input: { ...NEW_PRODUCT, ...input } }, asStaff());
      expect(codes(body)).toEqual(['BAD_USER_INPUT']);
      const fields = body.errors?.[0]?.extensions.fields as Record<string, string>;
      expect(Object.keys(fields)).toContain(field);
      expect(fields[field]).toMatch(/[a-zà-ù]/);
      const row = await env.DB.prepare('SELECT count(*) AS n FROM products').first<{ n: number }>();
      expect(row?.n).toBe(8);
      const audits = await env.DB.prepare(
        "SELECT count(*) AS n FROM admin_audit WHERE action = 'product.create'",
      ).first<{ n: number }>();
      expect(audits?.n).toBe(0);
    },
  );

  it('is for staff only', async () => {
    for (const { who, code, message } of NOT_STAFF()) {
      const { body } = await gql(CREATE, { input: NEW_PRODUCT }, who);
      expect(codes(body)).toEqual([code]);
      expect(body.errors?.[0]?.message).toBe(message);
    }
  });
});

describe('adminArchiveProduct', () => {
  it('takes a product out of every shop read and puts it back on restore', async () => {
    // Product 2 is a bestseller in product 1's category: it is in every list to begin with.
    const before = await shopReads();
    const product = await created();
    await env.DB.prepare('UPDATE products SET bestseller_rank = 0 WHERE id = ?')
      .bind(Number(product.id))
      .run();
    const listed = await shopReads();
    for (const list of ['all', 'found', 'header', 'short', 'bestsellers', 'related', 'products']) {
      expect(listed[list as keyof typeof listed], list).toContain(product.id);
    }

    const { body } = await gql(ARCHIVE, { id: product.id }, asStaff());
    expect(body.data?.adminArchiveProduct?.archivedAt).toEqual(expect.any(String));
    const archived = await shopReads();
    for (const list of ['all', 'found', 'header', 'short', 'bestsellers', 'related', 'products']) {
      expect(archived[list as keyof typeof archived], list).not.toContain(product.id);
    }
    expect(archived.total).toBe(before.total);
    expect(archived.nothing).toBe(before.nothing);
    expect(archived.available).toBe(before.available);
    expect(await sitemapXml()).not.toContain(`/product-overview/${product.id}<`);

    const restored = await gql(RESTORE, { id: product.id }, asStaff());
    expect(restored.body.data?.adminRestoreProduct?.archivedAt).toBeNull();
    const back = await shopReads();
    for (const list of ['all', 'found', 'header', 'short', 'bestsellers', 'related', 'products']) {
      expect(back[list as keyof typeof back], list).toContain(product.id);
    }
    expect(back.nothing).toBe(before.nothing + 1);
    expect(await auditRows(product.id)).toEqual([
      expect.objectContaining({ action: 'product.create' }),
      expect.objectContaining({ action: 'product.archive' }),
      expect.objectContaining({ action: 'product.restore' }),
    ]);
  });

  it('keeps the counts right when a return restocks an archived product', async () => {
    const before = await shopReads();
    await gql(ARCHIVE, { id: '3' }, asStaff());
    await env.DB.prepare('UPDATE products SET stock = 0 WHERE id = 3').run();
    await env.DB.prepare('UPDATE products SET stock = 4 WHERE id = 3').run();
    await gql(RESTORE, { id: '3' }, asStaff());
    const after = await shopReads();
    expect(after.total).toBe(before.total);
    expect(after.available).toBe(before.available);
  });

  it('refuses it in cart totals, placeOrder and stock alerts, while its orders still read it', async () => {
    const order = await orderPlaced([{ productId: '2', quantity: 1 }]);
    await gql(ARCHIVE, { id: '2' }, asStaff());

    const totals = await gql(
      graphql(
        'query T($lines: [CartLineInput!]!) { cartTotals(lines: $lines) { total lines { status quantity } } }',
      ),
      { lines: [{ productId: '2', quantity: 1 }] },
      fromNewClient(),
    );
    expect(totals.body.data?.cartTotals).toEqual({
      total: 0,
      lines: [{ status: 'UNKNOWN_PRODUCT', quantity: 0 }],
    });

    const refused = await placeOrder(orderInput([{ productId: '2', quantity: 1 }]));
    expect(codes(refused.body)).toEqual(['OUT_OF_STOCK']);
    expect(refused.body.errors?.[0]?.message).toMatch(/non è più in vendita/);

    const alert = await gql(
      graphql(
        'mutation S($productId: ID!, $email: String!) { requestStockAlert(productId: $productId, email: $email) { email } }',
      ),
      { productId: '2', email: newBuyerEmail() },
      fromNewClient(),
    );
    expect(codes(alert.body)).toEqual(['BAD_USER_INPUT']);
    expect(alert.body.errors?.[0]?.message).toMatch(/non è più in vendita/);

    const read = await gql(
      graphql(
        'query R($id: ID!, $token: String) { order(id: $id, token: $token) { lines { productId name } } }',
      ),
      { id: order.id, token: order.accessToken },
      fromNewClient(),
    );
    expect(read.body.data?.order?.lines).toEqual([{ productId: '2', name: expect.any(String) }]);
    const page = await gql(
      graphql('query P($id: ID!) { product(id: $id) { id archivedAt } }'),
      { id: '2' },
      fromNewClient(),
    );
    expect(page.body.data?.product?.archivedAt).toEqual(expect.any(String));
  });

  it('serves its page to a buyer, kept out of search engines and offering nothing', async () => {
    await gql(ARCHIVE, { id: '2' }, asStaff());
    const response = await send(new Request('https://shop.test/product-overview/2'), {
      ...env,
      ASSETS: shellOnlyAssets,
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).not.toContain('"@type":"Offer"');
  });

  it('moves the catalogue version, so a kept answer is not served again', async () => {
    const version = () =>
      env.DB.prepare('SELECT version FROM catalogue_version WHERE id = 1')
        .first<{ version: number }>()
        .then((r) => r?.version);
    const start = await version();
    await gql(ARCHIVE, { id: '2' }, asStaff());
    expect(await version()).toBe((start ?? 0) + 1);
    await gql(RESTORE, { id: '2' }, asStaff());
    expect(await version()).toBe((start ?? 0) + 2);
  });

  it('says when the product is archived already, on sale already, or unknown', async () => {
    await gql(ARCHIVE, { id: '2' }, asStaff());
    const twice = await gql(ARCHIVE, { id: '2' }, asStaff());
    expect(codes(twice.body)).toEqual(['CONFLICT']);
    expect(twice.body.errors?.[0]?.message).toBe('Il prodotto è già archiviato.');
    const onSale = await gql(RESTORE, { id: '3' }, asStaff());
    expect(codes(onSale.body)).toEqual(['CONFLICT']);
    const unknown = await gql(ARCHIVE, { id: '9999' }, asStaff());
    expect(codes(unknown.body)).toEqual(['NOT_FOUND']);
  });

  it('lists archived products apart in the staff table', async () => {
    await gql(ARCHIVE, { id: '2' }, asStaff());
    const PAGE = graphql(`
      query P($status: ProductSaleStatus, $search: String) {
        adminProductPage(status: $status, search: $search) { items { id archivedAt } total }
      }
    `);
    const everything = await gql(PAGE, {}, asStaff());
    expect(everything.body.data?.adminProductPage.items.map((p) => p.id)).toContain('2');
    expect(everything.body.data?.adminProductPage.total).toBe(8);
    const onSale = await gql(PAGE, { status: 'IN_VENDITA' }, asStaff());
    expect(onSale.body.data?.adminProductPage.items.map((p) => p.id)).not.toContain('2');
    expect(onSale.body.data?.adminProductPage.total).toBe(7);
    const archived = await gql(PAGE, { status: 'ARCHIVIATO' }, asStaff());
    expect(archived.body.data?.adminProductPage).toEqual({
      items: [{ id: '2', archivedAt: expect.any(String) }],
      total: 1,
    });
    const named = await gql(PAGE, { status: 'ARCHIVIATO', search: 'zzz' }, asStaff());
    expect(named.body.data?.adminProductPage.total).toBe(0);
  });

  it('is for staff only', async () => {
    for (const { who, code } of NOT_STAFF()) {
      expect(codes((await gql(ARCHIVE, { id: '2' }, who)).body)).toEqual([code]);
      expect(codes((await gql(RESTORE, { id: '2' }, who)).body)).toEqual([code]);
    }
    expect(await auditRows('2')).toEqual([]);
  });
});
