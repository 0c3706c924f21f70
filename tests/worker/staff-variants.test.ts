import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { generatedSku, sameSkuMessage } from '../../schema/rules/generated-sku';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import {
  asStaff,
  editProduct,
  NOT_STAFF,
  orderInput,
  orderPlaced,
  placeOrder,
  rowCount,
  stockOf,
} from './fixtures';

const PRODUCT = graphql(`
  query Variants($id: ID!) {
    product(id: $id) {
      price priceVaries originalPrice stock
      variants { id sku color size price stock sharesStock }
    }
  }
`);

const SHARED_STOCK = graphql(`
  query SharedStock($id: ID!) { product(id: $id) { sharedStock colors { name hex } sizes } }
`);

const SAVE = graphql(`
  mutation SaveVariants($productId: ID!, $variants: [AdminVariantInput!]!) {
    adminUpdateProductVariants(productId: $productId, variants: $variants) {
      price priceVaries originalPrice stock
    }
  }
`);

const CREATE = graphql(`
  mutation CreateWithVariants($input: AdminProductCreateInput!) {
    adminCreateProduct(input: $input) {
      id price priceVaries stock
      variants { color size sku price stock sharesStock }
    }
  }
`);

const TOTALS = graphql(`
  query VariantTotals($lines: [CartLineInput!]!) {
    cartTotals(lines: $lines) { subtotal lines { unitPrice quantity status } }
  }
`);

const PLACE = graphql(`
  mutation PlaceVariant($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { lines { sku size unitPrice } subtotal }
    }
  }
`);

type VariantRow = VariablesOf<typeof SAVE>['variants'][number];

async function productOf(id: string) {
  const product = dataOf(await gql(PRODUCT, { id })).product;
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

/** Cents as the staff's table shows them: "1299,00". */
const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

/**
 * The staff's table of a product as it reads now, with `change` applied to the variants of the
 * colour and size it names (any colour or size when absent).
 */
async function table(
  id: string,
  changes: { color?: string; size?: string; set: Partial<VariantRow> }[] = [],
): Promise<VariantRow[]> {
  const { variants } = await productOf(id);
  return variants.map((variant) => {
    const row: VariantRow = {
      id: variant.id,
      price: euros(variant.price),
      sku: variant.sku,
      stock: variant.sharesStock ? null : variant.stock,
      seenStock: variant.sharesStock ? null : variant.stock,
    };
    const change = changes.find(
      (c) =>
        (c.color ?? variant.color) === variant.color && (c.size ?? variant.size) === variant.size,
    );
    return { ...row, ...change?.set };
  });
}

function save(
  productId: string,
  variants: VariantRow[],
  as: { headers?: Record<string, string> } = asStaff(),
) {
  return gql(SAVE, { productId, variants }, as);
}

async function saved(productId: string, variants: VariantRow[]) {
  const sent = await save(productId, variants);
  expect(sent.body.errors).toBeUndefined();
  return dataOf(sent).adminUpdateProductVariants;
}

const fields = (body: { errors?: { extensions: Record<string, unknown> }[] }) =>
  body.errors?.[0]?.extensions.fields as Record<string, string> | undefined;

// iPhone 15 Pro: three colours by 128GB, 256GB and 512GB, all at 1.299,00 sharing 12 units.
const IPHONE = '1';

describe('adminUpdateProductVariants', () => {
  it("prices a variant apart: the product reads from the cheapest, carts and orders at the variant's price", async () => {
    const product = await saved(
      IPHONE,
      await table(IPHONE, [
        { size: '128GB', set: { price: '1.199,00' } },
        { size: '512GB', set: { price: '1.549,00' } },
      ]),
    );
    expect(product).toMatchObject({ price: 119_900, priceVaries: true });
    const line = { productId: IPHONE, color: 'Titanio blu', quantity: 1 };
    const totals = dataOf(
      await gql(TOTALS, {
        lines: [
          { ...line, size: '512GB' },
          { ...line, size: '256GB' },
        ],
      }),
    ).cartTotals;
    expect(totals.lines.map((l) => l.unitPrice)).toEqual([154_900, 129_900]);
    expect(totals.subtotal).toBe(284_800);
    const { body } = await placeOrder(orderInput([{ ...line, size: '512GB' }]), {
      document: PLACE,
    });
    expect(body.errors).toBeUndefined();
    expect(body.data?.placeOrder.order).toMatchObject({
      lines: [{ size: '512GB', unitPrice: 154_900, sku: 'RL00001-TITANIOBLU-512GB' }],
      subtotal: 154_900,
    });
  });

  it('recomputes the struck price when the cheapest price changes, and not otherwise', async () => {
    const dearer = await saved(
      IPHONE,
      await table(IPHONE, [{ size: '512GB', set: { price: '1.499,00' } }]),
    );
    // The seed's struck price stays: the cheapest price did not change.
    expect(dearer).toMatchObject({ price: 129_900, priceVaries: true, originalPrice: 139_900 });
    const cut = await saved(IPHONE, await table(IPHONE, [{ set: { price: '1.199,00' } }]));
    // 1.299,00 held the 30 days before: the cut is shown against it (Omnibus).
    expect(cut).toMatchObject({ price: 119_900, priceVaries: false, originalPrice: 129_900 });
    const changes = await env.DB.prepare(
      'SELECT price FROM product_price_changes WHERE product_id = 1 AND variant_id IS NULL ORDER BY id DESC LIMIT 1',
    ).first<{ price: number }>();
    expect(changes?.price).toBe(119_900);
  });

  it('holds units apart for a variant, the others selling from the shared stock', async () => {
    const product = await saved(
      IPHONE,
      await table(IPHONE, [{ color: 'Titanio nero', size: '512GB', set: { stock: 2 } }]),
    );
    expect(product.stock).toBe(14);
    const { variants } = await productOf(IPHONE);
    const own = variants.filter((v) => !v.sharesStock);
    expect(own).toMatchObject([{ color: 'Titanio nero', size: '512GB', stock: 2 }]);
    expect(variants.filter((v) => v.sharesStock).every((v) => v.stock === 12)).toBe(true);
    // The product's form edits the shared stock, over the shared stock it showed.
    const form = dataOf(await gql(SHARED_STOCK, { id: IPHONE })).product;
    if (!form) throw new Error('no iPhone');
    expect(form.sharedStock).toBe(12);
    const { colors, sizes } = form;
    const edited = await editProduct(
      IPHONE,
      { price: '1.299,00', stock: 15, colors, sizes },
      { seenStock: 12 },
    );
    expect(edited.body.errors).toBeUndefined();
    expect(await stockOf(IPHONE)).toBe(17);
    // Back to the shared stock: the units it held go with it.
    const shared = await saved(IPHONE, await table(IPHONE, [{ set: { stock: null } }]));
    expect(shared.stock).toBe(15);
  });

  it('refuses a stock that an order changed since the staff saw it, saying it as it is now, and writes nothing', async () => {
    await saved(
      IPHONE,
      await table(IPHONE, [{ color: 'Titanio blu', size: '256GB', set: { stock: 3 } }]),
    );
    const seen = await table(IPHONE, [
      { color: 'Titanio blu', size: '256GB', set: { stock: 5, price: '999,00' } },
    ]);
    await orderPlaced([{ productId: IPHONE, color: 'Titanio blu', size: '256GB', quantity: 1 }]);
    const { body } = await save(IPHONE, seen);
    expect(codes(body)).toEqual(['CONFLICT']);
    const index = seen.findIndex((row) => row.seenStock === 3);
    expect(fields(body)).toEqual({
      [`variants.${index}.stock`]: 'La disponibilità è cambiata: ora è 2 propri.',
    });
    const after = await env.DB.prepare(
      "SELECT price, stock FROM product_variants WHERE sku = 'RL00001-TITANIOBLU-256GB'",
    ).first();
    expect(after).toEqual({ price: 129_900, stock: 2 });
    expect(await rowCount('admin_audit', "action = 'product.variants'")).toBe(1);
  });

  it('refuses a SKU another variant holds, naming it, and a SKU staff may not type', async () => {
    const galaxy = 'S24-NERO-256';
    await env.DB.prepare('UPDATE product_variants SET sku = ? WHERE id = ?')
      .bind(galaxy, (await productOf('2')).variants[0]?.id)
      .run();
    const rows = await table(IPHONE);
    const taken = await save(
      IPHONE,
      rows.map((row, i) => (i === 1 ? { ...row, sku: ` ${galaxy.toLowerCase()} ` } : row)),
    );
    expect(codes(taken.body)).toEqual(['CONFLICT']);
    expect(fields(taken.body)).toEqual({
      'variants.1.sku': `Lo SKU ${galaxy} è già usato da una variante di Galaxy S24 Ultra.`,
    });
    const typed = await save(
      IPHONE,
      rows.map((row, i) => (i === 0 ? { ...row, sku: 'IPH 15/128', price: 'gratis' } : row)),
    );
    expect(codes(typed.body)).toEqual(['BAD_USER_INPUT']);
    expect(fields(typed.body)).toEqual({
      'variants.0.sku': 'Lo SKU può contenere solo lettere senza accenti, cifre e trattini.',
      'variants.0.price': 'Scrivi il prezzo in euro, ad esempio 1.299,00.',
    });
    const twice = await save(
      IPHONE,
      rows.map((row, i) => (i === 2 ? { ...row, sku: rows[0]?.sku ?? '' } : row)),
    );
    expect(fields(twice.body)).toEqual({
      'variants.2.sku': `Lo SKU ${rows[0]?.sku} è già di un'altra variante.`,
    });
    expect((await productOf(IPHONE)).variants.map((v) => v.sku)).toEqual(rows.map((r) => r.sku));
  });

  it('stores a SKU in capitals, and keeps one the shop made up that staff could not type', async () => {
    await saved(
      '3',
      await table('3', [{ color: 'Argento', size: '8GB / 256GB', set: { sku: ' mba-m3-arg-8 ' } }]),
    );
    const skus = (await productOf('3')).variants.map((v) => v.sku);
    expect(skus).toContain('MBA-M3-ARG-8');
    expect(skus).toContain('RL00003-MEZZANOTTE-8GB-256GB');
  });

  it('refuses a variant of another product and writes nothing', async () => {
    const [foreign] = await table('2');
    if (!foreign) throw new Error('Galaxy S24 Ultra has no variants');
    const rows = await table(IPHONE, [{ set: { price: '1,00' } }]);
    const { body } = await save(IPHONE, [...rows, { ...foreign, sku: 'S24-ALTRO' }]);
    expect(codes(body)).toEqual(['NOT_FOUND']);
    expect((await productOf(IPHONE)).price).toBe(129_900);
  });

  it('is for staff only', async () => {
    const rows = await table(IPHONE, [{ set: { price: '1,00' } }]);
    for (const { who, code, message } of NOT_STAFF()) {
      const { body } = await save(IPHONE, rows, who);
      expect(codes(body)).toEqual([code]);
      expect(body.errors?.[0]?.message).toBe(message);
    }
    expect((await productOf(IPHONE)).price).toBe(129_900);
  });
});

const NEW_PHONE = {
  name: 'Pixel 9 Ricondizionato',
  brand: 'Google',
  categoryId: 'smartphone',
  price: '599,00',
  stock: 4,
  inStock: true,
  description: 'Smartphone ricondizionato e testato, batteria all’88%.',
  colors: [
    { name: 'Ossidiana', hex: '#202124' },
    { name: 'Porcellana', hex: '#f1ece4' },
  ],
  sizes: ['128 GB', '256 GB'],
};

describe('adminCreateProduct with variants', () => {
  it('creates the variants named at their price, SKU and stock; the others at the product’s, sharing', async () => {
    const sent = await gql(
      CREATE,
      {
        input: {
          ...NEW_PHONE,
          variants: [
            { color: 'Ossidiana', size: '256 GB', price: '699,00', sku: 'px9-oss-256', stock: 1 },
            { color: 'Porcellana', size: '128 GB', price: '549,00' },
          ],
        },
      },
      asStaff(),
    );
    expect(sent.body.errors).toBeUndefined();
    const product = dataOf(sent).adminCreateProduct;
    expect(product).toMatchObject({ price: 54_900, priceVaries: true, stock: 5 });
    expect(product.variants).toEqual([
      expect.objectContaining({
        color: 'Ossidiana',
        size: '128 GB',
        price: 59_900,
        stock: 4,
        sharesStock: true,
      }),
      {
        color: 'Ossidiana',
        size: '256 GB',
        sku: 'PX9-OSS-256',
        price: 69_900,
        stock: 1,
        sharesStock: false,
      },
      expect.objectContaining({
        color: 'Porcellana',
        size: '128 GB',
        price: 54_900,
        sharesStock: true,
      }),
      expect.objectContaining({
        color: 'Porcellana',
        size: '256 GB',
        price: 59_900,
        sharesStock: true,
      }),
    ]);
  });

  it('refuses a variant the product does not offer, a SKU taken, and creates nothing', async () => {
    const before = await rowCount('products');
    const unknown = await gql(
      CREATE,
      { input: { ...NEW_PHONE, variants: [{ color: 'Rosa', size: '1 TB', price: '1,00' }] } },
      asStaff(),
    );
    expect(codes(unknown.body)).toEqual(['BAD_USER_INPUT']);
    expect(fields(unknown.body)).toEqual({
      'variants.0.color': 'Scegli uno dei colori del prodotto.',
      'variants.0.size': 'Scegli una delle versioni del prodotto.',
    });
    await env.DB.prepare(
      "UPDATE product_variants SET sku = 'IP15-BLU-512' WHERE sku = 'RL00001-TITANIOBLU-512GB'",
    ).run();
    const taken = await gql(
      CREATE,
      {
        input: {
          ...NEW_PHONE,
          variants: [{ color: 'Ossidiana', size: '128 GB', price: '1,00', sku: 'ip15-blu-512' }],
        },
      },
      asStaff(),
    );
    expect(codes(taken.body)).toEqual(['CONFLICT']);
    expect(fields(taken.body)).toEqual({
      'variants.0.sku': 'Lo SKU IP15-BLU-512 è già usato da una variante di iPhone 15 Pro.',
    });
    expect(await rowCount('products')).toBe(before);
  });
});

describe('the SKUs the shop makes up for a new product', () => {
  it('take the part of each name the rule says, as migration 0041’s triggers write them', async () => {
    const colors = ['Blu/Notte è Chiaro', 'ß Grafite straordinaria', 'Verde-Alpino 2'];
    const sizes = ['8 GB / 256 GB', 'Édition 1 TB'];
    const sent = await gql(
      CREATE,
      {
        input: {
          ...NEW_PHONE,
          colors: colors.map((name) => ({ name, hex: '#202124' })),
          sizes,
        },
      },
      asStaff(),
    );
    expect(sent.body.errors).toBeUndefined();
    const product = dataOf(sent).adminCreateProduct;
    expect(product.variants.map((variant) => variant.sku)).toEqual(
      colors.flatMap((color) => sizes.map((size) => generatedSku(Number(product.id), color, size))),
    );
  });

  it('refuse two colours, or two sizes, that would give one SKU, naming them, and write nothing', async () => {
    const before = await rowCount('products');
    const sent = await gql(
      CREATE,
      {
        input: {
          ...NEW_PHONE,
          colors: [
            { name: 'Titanio Naturale Chiaro', hex: '#d8d2c4' },
            { name: 'Titanio Naturale Scuro', hex: '#6b665c' },
          ],
          sizes: ['128 GB', '128GB'],
        },
      },
      asStaff(),
    );
    expect(codes(sent.body)).toEqual(['BAD_USER_INPUT']);
    const fields = sent.body.errors?.[0]?.extensions?.fields;
    expect(fields).toEqual({
      colors: sameSkuMessage('Titanio Naturale Chiaro', 'Titanio Naturale Scuro'),
      sizes: sameSkuMessage('128 GB', '128GB'),
    });
    expect(await rowCount('products')).toBe(before);
  });
});

describe('a SKU in the shape of those the shop makes', () => {
  const reserved = (sku: string) =>
    `Lo SKU ${sku} ha la forma di quelli che il negozio crea (RL, numero del prodotto, colore e versione) e potrebbe toccare a un'altra variante: scegline uno che non inizi con RL seguito da cifre.`;
  const nextProductId = async () =>
    Number((await env.DB.prepare('SELECT max(id) + 1 AS id FROM products').first('id')) ?? 0);

  it('is refused in the table, naming it, so the product that would be given it later is created', async () => {
    const later = generatedSku(await nextProductId(), 'Ossidiana', '128 GB');
    const rows = await table(IPHONE);
    const { body } = await save(
      IPHONE,
      rows.map((row, i) => (i === 1 ? { ...row, sku: later.toLowerCase() } : row)),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(fields(body)).toEqual({ 'variants.1.sku': reserved(later) });
    expect((await productOf(IPHONE)).variants.map((v) => v.sku)).toEqual(rows.map((r) => r.sku));

    const created = await gql(CREATE, { input: NEW_PHONE }, asStaff());
    expect(created.body.errors).toBeUndefined();
    expect(dataOf(created).adminCreateProduct.variants.map((v) => v.sku)).toContain(later);
  });

  it('is refused on a new product, and a SKU the shop made stays as it is when saved again', async () => {
    const before = await rowCount('products');
    const sku = 'RL00001-VIOLA-1TB';
    const sent = await gql(
      CREATE,
      {
        input: {
          ...NEW_PHONE,
          variants: [{ color: 'Ossidiana', size: '128 GB', price: '1,00', sku }],
        },
      },
      asStaff(),
    );
    expect(codes(sent.body)).toEqual(['BAD_USER_INPUT']);
    expect(fields(sent.body)).toEqual({ 'variants.0.sku': reserved(sku) });
    expect(await rowCount('products')).toBe(before);
    await saved(IPHONE, await table(IPHONE, [{ size: '512GB', set: { price: '1.499,00' } }]));
  });

  it('held from before the rule, refuses the colour that would be given it, naming it', async () => {
    const sku = generatedSku(Number(IPHONE), 'Titanio naturale', '1TB');
    // Typed by staff before SKUs of the shop's shape were refused.
    await env.DB.prepare(
      'UPDATE product_variants SET sku = ? WHERE id = (SELECT min(id) FROM product_variants WHERE product_id = 2)',
    )
      .bind(sku)
      .run();
    const before = await productOf(IPHONE);
    const { body } = await editProduct(IPHONE, { sizes: ['128GB', '1TB'] });
    expect(codes(body)).toEqual(['CONFLICT']);
    expect(body.errors?.[0]?.message).toMatch(
      new RegExp(
        `^Lo SKU ${sku}, che il negozio darebbe alla variante Titanio naturale 1TB, è già usato da una variante di .+: cambia prima quello SKU\\.$`,
      ),
    );
    expect(await productOf(IPHONE)).toEqual(before);
  });
});
