import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  asCustomer,
  asStaff,
  EDIT_PRODUCT_STOCK,
  editProduct,
  HOME_ADDRESS,
  orderPlaced,
  rowCount,
  stockOf,
} from './fixtures';
import { CUSTOMER } from './identity';

/** What the shop module's table shows of product 1 (iPhone 15 Pro, 12 in stock when seeded). */
async function seenInTheShopModule(): Promise<{ stock: number; price: number }> {
  const { body } = await gql(graphql('{ adminProducts { id stock price } }'), undefined, asStaff());
  const product = body.data?.adminProducts.find((p) => p.id === '1');
  if (!product) throw new Error(`product 1 is not in the shop module: ${JSON.stringify(body)}`);
  return { stock: product.stock, price: product.price };
}

const IPHONE_LINE = { productId: '1', quantity: 2, color: 'Titanio naturale', size: '128GB' };

describe('a staff stock edit', () => {
  it('is refused, with the stock as it is now, when an order took units after it was read', async () => {
    const seen = await seenInTheShopModule();
    await orderPlaced([IPHONE_LINE]);
    expect(await stockOf(1)).toBe(seen.stock - 2);

    const stale = await editProduct(
      '1',
      { stock: 30, price: '999,00' },
      { seenStock: seen.stock, document: EDIT_PRODUCT_STOCK },
    );
    expect(stale.status).toBe(200);
    expect(stale.body.data).toBeNull();
    expect(codes(stale.body)).toEqual(['CONFLICT']);
    expect(stale.body.errors?.[0]?.message).toBe(
      `La disponibilità è cambiata mentre modificavi il prodotto: ora è ${seen.stock - 2}. Ricarica e riprova.`,
    );
    expect(stale.body.errors?.[0]?.extensions.field).toBe('stock');
    expect(await seenInTheShopModule()).toEqual({ stock: seen.stock - 2, price: seen.price });
    expect(await rowCount('admin_audit', "action = 'product.update'")).toBe(0);

    const fresh = await editProduct(
      '1',
      { stock: 30, price: '999,00' },
      { seenStock: seen.stock - 2, document: EDIT_PRODUCT_STOCK },
    );
    expect(fresh.body).toEqual({ data: { adminUpdateProduct: { stock: 30, price: 99900 } } });
    expect(await rowCount('admin_audit', "action = 'product.update'")).toBe(1);
  });

  it('made by two staff at once from the same reading goes through once', async () => {
    const seen = await seenInTheShopModule();
    const edits = await Promise.all(
      [20, 40].map((stock) => editProduct('1', { stock }, { seenStock: seen.stock })),
    );
    expect(edits.map((edit) => codes(edit.body)).sort()).toEqual([[], ['CONFLICT']]);
    const winner = edits.findIndex((edit) => !edit.body.errors);
    expect(await stockOf(1)).toBe([20, 40][winner]);
    expect(await rowCount('admin_audit', "action = 'product.update'")).toBe(1);
  });
});

describe('the caps of an account', () => {
  const SAVE = graphql(
    `mutation Save($input: SavedAddressInput!) { saveAddress(input: $input) { id } }`,
  );

  it('store exactly 20 addresses when 26 are saved at once, one of them the default', async () => {
    const saves = await Promise.all(
      Array.from({ length: 26 }, (_, i) =>
        gql(SAVE, { input: { ...HOME_ADDRESS, label: `Indirizzo ${i}` } }, asCustomer()),
      ),
    );
    const refused = saves.filter((save) => save.body.errors);
    expect(refused).toHaveLength(6);
    for (const save of refused) {
      expect(save.status).toBe(200);
      expect(codes(save.body)).toEqual(['BAD_USER_INPUT']);
      expect(save.body.errors?.[0]?.message).toBe('Puoi salvare al massimo 20 indirizzi.');
    }
    expect(await rowCount('addresses')).toBe(20);
    expect(await rowCount('addresses', 'is_default = 1')).toBe(1);
  });

  /** 110 more products (ids 101–210, copies of product 6), so the favourites' cap can be reached. */
  async function seedManyProducts() {
    const columns = (
      await env.DB.prepare('PRAGMA table_info(products)').all<{ name: string }>()
    ).results
      .map((column) => column.name)
      .filter((name) => name !== 'id');
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 101 UNION ALL SELECT i + 1 FROM n WHERE i < 210)
       INSERT INTO products (id, ${columns.join(', ')})
       SELECT n.i, ${columns.map((c) => `p.${c}`).join(', ')} FROM n, products p WHERE p.id = 6`,
    ).run();
  }

  it('store exactly 100 favourites when the last ones are added at once', async () => {
    await seedManyProducts();
    await gql(graphql('mutation { ensureProfile { id } }'), undefined, asCustomer());
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 101 UNION ALL SELECT i + 1 FROM n WHERE i < 195)
       INSERT INTO favorites (user_uid, product_id, created_at_ms) SELECT ?, i, i FROM n`,
    )
      .bind(CUSTOMER.uid)
      .run();
    expect(await rowCount('favorites')).toBe(95);

    const adds = await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        gql(
          graphql('mutation ($id: ID!) { addFavorite(productId: $id) { id } }'),
          { id: String(196 + i) },
          asCustomer(),
        ),
      ),
    );
    const refused = adds.filter((add) => add.body.errors);
    expect(refused).toHaveLength(10);
    for (const add of refused) {
      expect(codes(add.body)).toEqual(['BAD_USER_INPUT']);
      expect(add.body.errors?.[0]?.message).toBe('Puoi salvare al massimo 100 preferiti.');
    }
    expect(await rowCount('favorites')).toBe(100);

    const again = await gql(
      graphql('mutation { addFavorite(productId: "101") { id } }'),
      undefined,
      asCustomer(),
    );
    expect(again.body.errors).toBeUndefined();
    expect(await rowCount('favorites')).toBe(100);
  });
});
