import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { rowsReadAllowed } from '../../bench/budgets';
import type { D1Stats } from '../../schema/d1-stats';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { cancelOrder, orderInput, orderPlaced, placeOrder, stockOf } from './fixtures';

// iPhone 15 Pro: three colours by 128, 256 and 512 GB at 1.299,00 €, 12 units shared.
const IPHONE = '1';
const NATURAL = 'Titanio naturale';

const VARIANTS = graphql(`query V($id: ID!) {
  product(id: $id) {
    price priceVaries stock inStock
    variants { id sku color size price stock sharesStock inStock }
  }
}`);

const TOTALS = graphql(`query T($lines: [CartLineInput!]!) {
  cartTotals(lines: $lines) { subtotal lines { unitPrice quantity status } }
}`);

const PLACED_LINES = graphql(`
  mutation Place($input: PlaceOrderInput!, $key: String!) {
    placeOrder(input: $input, idempotencyKey: $key) {
      order { id lines { size sku unitPrice quantity } }
    }
  }
`);

async function product(id = IPHONE) {
  const product = dataOf(await gql(VARIANTS, { id })).product;
  if (!product) throw new Error(`no product ${id}`);
  return product;
}

/** Staff's change to one variant, written as their editor will (a colleague's mutation). */
function setVariant(size: string, set: string, color = NATURAL) {
  return env.DB.prepare(
    `UPDATE product_variants SET ${set} WHERE product_id = ? AND color = ? AND size = ?`,
  )
    .bind(Number(IPHONE), color, size)
    .run();
}

async function variantStock(size: string, color = NATURAL): Promise<number | null> {
  const row = await env.DB.prepare(
    'SELECT stock FROM product_variants WHERE product_id = ? AND color = ? AND size = ?',
  )
    .bind(Number(IPHONE), color, size)
    .first<{ stock: number | null }>();
  return row?.stock ?? null;
}

const line = (size: string, quantity = 1, color = NATURAL) => ({
  productId: IPHONE,
  quantity,
  color,
  size,
});

describe("a seed product's variants", () => {
  it('are its colours by its sizes, at its price, sharing its stock, each with a SKU', async () => {
    const seeded = await product();
    expect(seeded).toMatchObject({ price: 129_900, priceVaries: false, stock: 12, inStock: true });
    expect(seeded.variants).toHaveLength(9);
    expect(seeded.variants[2]).toMatchObject({
      sku: 'RL00001-TITANIONATURALE-512GB',
      color: NATURAL,
      size: '512GB',
      price: 129_900,
      stock: 12,
      sharesStock: true,
      inStock: true,
    });
    expect(new Set(seeded.variants.map((v) => v.sku)).size).toBe(9);
  });

  it('follow the product when its colours or sizes change', async () => {
    await env.DB.prepare(`UPDATE products SET sizes = '["256GB","1TB"]' WHERE id = ?`)
      .bind(Number(IPHONE))
      .run();
    const { variants } = await product();
    expect(variants.map((v) => v.size)).toEqual(['256GB', '1TB', '256GB', '1TB', '256GB', '1TB']);
    expect(variants.every((v) => v.price === 129_900 && v.sharesStock)).toBe(true);
  });

  it('exist without colour or size for a product offering none', async () => {
    await env.DB.prepare(`UPDATE products SET colors = '[]', sizes = '[]' WHERE id = 6`).run();
    const { variants } = await product('6');
    expect(variants).toMatchObject([{ color: null, size: null, sku: 'RL00006--' }]);
  });
});

describe('the cart reading its variants', () => {
  it('reads only the variants its lines name, through their index', async () => {
    // iPhone 15 Pro has twelve variants; two lines name two of them.
    const { headers, body } = await gql(
      TOTALS,
      { lines: [line('128GB'), line('512GB'), { ...line('256GB'), productId: '4' }] },
      { headers: { 'x-d1-stats': '1' } },
    );
    expect(body.errors).toBeUndefined();
    const stats = JSON.parse(headers.get('x-d1-stats') ?? '{}') as D1Stats;
    expect(stats.statements).toBe(1);
    expect(stats.rowsRead).toBeLessThanOrEqual(
      rowsReadAllowed(Math.max(1, stats.rowsReturned), false),
    );
  });
});

describe('a variant priced apart', () => {
  it('keeps the product at its cheapest price, "da", and prices its cart line and order line', async () => {
    await setVariant('512GB', 'price = 159900');
    expect(await product()).toMatchObject({ price: 129_900, priceVaries: true });

    const totals = dataOf(await gql(TOTALS, { lines: [line('128GB'), line('512GB')] }));
    expect(totals.cartTotals.lines.map((l) => l.unitPrice)).toEqual([129_900, 159_900]);
    expect(totals.cartTotals.subtotal).toBe(289_800);

    const { body } = await placeOrder(orderInput([line('512GB')]), { document: PLACED_LINES });
    expect(body.data?.placeOrder.order.lines).toEqual([
      { size: '512GB', sku: 'RL00001-TITANIONATURALE-512GB', unitPrice: 159_900, quantity: 1 },
    ]);
  });

  it('moves the product price, and its history, when it becomes the cheapest', async () => {
    await setVariant('128GB', 'price = 119900');
    expect(await product()).toMatchObject({ price: 119_900, priceVaries: true });
    const { results } = await env.DB.prepare(
      'SELECT price FROM product_price_changes WHERE product_id = ? AND variant_id IS NULL ORDER BY id DESC LIMIT 1',
    )
      .bind(Number(IPHONE))
      .all<{ price: number }>();
    expect(results).toEqual([{ price: 119_900 }]);
  });

  it('takes a price written to the product as a whole, like every other variant', async () => {
    await setVariant('512GB', 'price = 159900');
    await env.DB.prepare('UPDATE products SET price = 109900 WHERE id = ?')
      .bind(Number(IPHONE))
      .run();
    const repriced = await product();
    expect(repriced).toMatchObject({ price: 109_900, priceVaries: false });
    expect(repriced.variants.every((v) => v.price === 109_900)).toBe(true);
  });
});

describe('the shared stock', () => {
  it('caps two colours of one product together in the cart, and refuses more at checkout', async () => {
    await env.DB.prepare('UPDATE products SET stock = 3 WHERE id = ?').bind(Number(IPHONE)).run();
    const both = [line('128GB', 2), line('128GB', 2, 'Titanio blu')];
    const totals = dataOf(await gql(TOTALS, { lines: both }));
    expect(totals.cartTotals.lines.map((l) => [l.status, l.quantity])).toEqual([
      ['OK', 2],
      ['CAPPED', 1],
    ]);
    const refused = await placeOrder(orderInput(both));
    expect(codes(refused.body)).toEqual(['OUT_OF_STOCK']);
    expect(refused.body.errors?.[0]?.message).toBe(
      'iPhone 15 Pro: ne restano solo 3. Aggiorna la quantità e riprova.',
    );
    expect(await stockOf(IPHONE)).toBe(3);
  });
});

describe('a variant with stock of its own', () => {
  it('adds to the product, sells only its own, and its last unit once among 20 orders', async () => {
    await setVariant('512GB', 'stock = 1');
    expect(await product()).toMatchObject({ stock: 13 });
    const apart = (await product()).variants.find((v) => v.size === '512GB' && v.color === NATURAL);
    expect(apart).toMatchObject({ stock: 1, sharesStock: false, inStock: true });

    const results = await Promise.all(
      Array.from({ length: 20 }, () => placeOrder(orderInput([line('512GB')]))),
    );
    const placed = results.filter((r) => r.body.data?.placeOrder);
    expect(placed).toHaveLength(1);
    for (const refused of results.filter((r) => r.body.errors)) {
      expect(codes(refused.body)).toEqual(['OUT_OF_STOCK']);
    }
    expect(await variantStock('512GB')).toBe(0);
    // The shared 12 are untouched; the product is still for sale in its other variants.
    expect(await product()).toMatchObject({ stock: 12, inStock: true });
    const soldOut = (await product()).variants.find(
      (v) => v.size === '512GB' && v.color === NATURAL,
    );
    expect(soldOut).toMatchObject({ stock: 0, inStock: false });
  });

  it('gets its units back when the order is cancelled, and the shared stock gets its own', async () => {
    await setVariant('512GB', 'stock = 4');
    const own = await orderPlaced([line('512GB', 2)]);
    const shared = await orderPlaced([line('128GB', 3)]);
    expect(await variantStock('512GB')).toBe(2);
    expect(await stockOf(IPHONE)).toBe(12 - 3 + 2);

    expect((await cancelOrder(own.id, 'IN_ATTESA_DI_PAGAMENTO')).body.errors).toBeUndefined();
    expect((await cancelOrder(shared.id, 'IN_ATTESA_DI_PAGAMENTO')).body.errors).toBeUndefined();
    expect(await variantStock('512GB')).toBe(4);
    expect(await stockOf(IPHONE)).toBe(16);
  });

  it('gives a removed variant’s units back to the shared stock', async () => {
    await setVariant('512GB', 'stock = 4');
    const own = await orderPlaced([line('512GB', 1)]);
    await env.DB.prepare(`UPDATE products SET sizes = '["128GB","256GB"]' WHERE id = ?`)
      .bind(Number(IPHONE))
      .run();
    // The variant and the 3 units it held are gone; the order keeps its line.
    expect(await stockOf(IPHONE)).toBe(12);
    expect((await cancelOrder(own.id, 'IN_ATTESA_DI_PAGAMENTO')).body.errors).toBeUndefined();
    expect(await stockOf(IPHONE)).toBe(13);
  });

  it('refuses a stock below zero, shared or its own, and an order naming no variant sold', async () => {
    await expect(setVariant('512GB', 'stock = -1')).rejects.toThrow(
      'product_variants_stock_not_negative',
    );
    await setVariant('512GB', 'stock = 2');
    await expect(
      env.DB.prepare('UPDATE products SET stock = 1 WHERE id = ?').bind(Number(IPHONE)).run(),
    ).rejects.toThrow('products_shared_stock_not_negative');
    const unknown = await placeOrder(orderInput([line('2TB')]));
    expect(codes(unknown.body)).toEqual(['BAD_USER_INPUT']);
    expect(unknown.body.errors?.[0]?.message).toBe(
      'iPhone 15 Pro: la versione «2TB» non è disponibile. Scegline una tra quelle proposte.',
    );
  });
});
