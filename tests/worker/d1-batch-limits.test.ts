import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProducts, PRODUCT_COLUMNS, productValues } from '../../bench/catalogue-generator';
import { MAX_UNITS_PER_PRODUCT } from '../../schema/rules/order-limits';
import { graphql } from '../../web/graphql';
import { MAX_LINES } from '../../worker/orders/cart-lines';
import { codes, gql } from './client';
import {
  asStaff,
  idempotencyKey,
  newClientAddress,
  orderInput,
  rowCount,
  stockOf,
} from './fixtures';

/**
 * D1's limits on what one batch sends (docs/product.md#orders): at most 100 statements a query
 * (Rules of D1), 100 bound values and 100 KB of SQL a statement, 2 MB a value (D1 limits).
 */
const D1 = { statements: 100, boundValues: 100, sqlBytes: 100_000, valueBytes: 2_000_000 };

interface SentStatement {
  sql: string;
  params: unknown[];
}

/**
 * The binding, recording each batch it sends, its sessions' included; `beforeBatch` runs just
 * before a batch is sent, as a concurrent request would.
 */
function recordingBatches(database: D1Database, beforeBatch = async () => {}) {
  const batches: SentStatement[][] = [];
  const wrap = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(inner, property) {
        if (property === 'withSession' && 'withSession' in inner) {
          return (start?: string) => wrap(inner.withSession(start));
        }
        if (property === 'batch') {
          return async (statements: D1PreparedStatement[]) => {
            await beforeBatch();
            batches.push(
              statements
                .map((s) => s as unknown as SentStatement & { statement: string })
                .map((s) => ({ sql: s.statement, params: s.params })),
            );
            return inner.batch(statements);
          };
        }
        const value = Reflect.get(inner, property, inner);
        return typeof value === 'function' ? value.bind(inner) : value;
      },
    });
  return { db: wrap(database), batches };
}

const bytes = (text: string) => new TextEncoder().encode(text).length;

function expectWithinD1(batch: readonly SentStatement[]) {
  expect(batch.length).toBeLessThanOrEqual(D1.statements);
  for (const { sql, params } of batch) {
    expect(sql).toEqual(expect.any(String));
    expect(params.length).toBeLessThanOrEqual(D1.boundValues);
    expect(bytes(sql)).toBeLessThanOrEqual(D1.sqlBytes);
    for (const value of params) {
      if (typeof value === 'string') expect(bytes(value)).toBeLessThanOrEqual(D1.valueBytes);
    }
  }
}

const generated = generateProducts(8 + MAX_LINES);

beforeEach(async () => {
  const insert = env.DB.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map(() => '?').join(', ')})`,
  );
  await env.DB.batch(generated.map((p) => insert.bind(...productValues(p))));
  await env.DB.prepare('UPDATE products SET stock = 1000, in_stock = 1').run();
});

/** A cart of `lines` products, each at the most units an order may take of one. */
const cart = (lines: number) =>
  generated.slice(0, lines).map((p) => ({
    productId: String(p.id),
    quantity: MAX_UNITS_PER_PRODUCT,
    color: p.colors[0]?.name ?? null,
    size: p.sizes[0] ?? null,
  }));

/** placeOrder as the checkout sends it, over a recording binding. */
async function placed(lines: number, beforeBatch?: () => Promise<unknown>) {
  const recording = recordingBatches(env.DB, async () => {
    await beforeBatch?.();
  });
  const { body } = await gql(
    graphql(`mutation Place($input: PlaceOrderInput!, $key: String!) {
      placeOrder(input: $input, idempotencyKey: $key) { accessToken order { id } }
    }`),
    { input: orderInput(cart(lines)), key: idempotencyKey() },
    {
      headers: { 'cf-connecting-ip': newClientAddress() },
      bindings: { ...env, DB: recording.db },
    },
  );
  const order = body.data?.placeOrder;
  return { body, order, batches: recording.batches };
}

describe("an order's batch", () => {
  it('places the largest cart the rules allow within what D1 takes, in as many statements as one line', async () => {
    const one = await placed(1);
    const largest = await placed(MAX_LINES);
    expect(largest.body.errors).toBeUndefined();
    expect(largest.batches).toHaveLength(1);
    const [batch = []] = largest.batches;
    expect(batch.length).toBe(one.batches[0]?.length);
    expectWithinD1(batch);
    const first = generated[0];
    expect(await rowCount('order_lines')).toBe(1 + MAX_LINES);
    expect(await stockOf(first?.id ?? 0)).toBe(1000 - 2 * MAX_UNITS_PER_PRODUCT);
  });

  it('takes nothing when one product of the largest cart runs out between the read and the batch', async () => {
    const last = generated[MAX_LINES - 1];
    const { body, batches } = await placed(MAX_LINES, () =>
      env.DB.prepare('UPDATE products SET stock = ? WHERE id = ?')
        .bind(MAX_UNITS_PER_PRODUCT - 1, last?.id ?? 0)
        .run(),
    );
    expect(batches).toHaveLength(1);
    expect(codes(body)).toEqual(['OUT_OF_STOCK']);
    expect(await rowCount('orders')).toBe(0);
    expect(await rowCount('order_lines')).toBe(0);
    expect(await stockOf(generated[0]?.id ?? 0)).toBe(1000);
  });

  it('puts the largest order back on the shelf in one statement when staff cancel it', async () => {
    const { order } = await placed(MAX_LINES);
    const recording = recordingBatches(env.DB);
    const cancelled = await gql(
      graphql(
        'mutation C($id: ID!) { adminCancelOrder(id: $id, from: IN_ATTESA_DI_PAGAMENTO) { status } }',
      ),
      { id: order?.order.id ?? '' },
      { headers: asStaff().headers, bindings: { ...env, DB: recording.db } },
    );
    expect(cancelled.body.errors).toBeUndefined();
    expect(recording.batches).toHaveLength(1);
    const [batch = []] = recording.batches;
    expectWithinD1(batch);
    expect(batch.filter(({ sql }) => /^update "products"/i.test(sql))).toHaveLength(1);
    expect(await stockOf(generated[0]?.id ?? 0)).toBe(1000);
  });

  it('withdraws from every line of the largest order in one insert', async () => {
    const { order } = await placed(MAX_LINES);
    const id = order?.order.id ?? '';
    await env.DB.batch([
      env.DB.prepare("UPDATE orders SET status = 'consegnato' WHERE id = ?").bind(id),
      env.DB.prepare(
        "INSERT INTO order_events (order_id, status, allowed, created_at_ms) VALUES (?, 'consegnato', 1, ?)",
      ).bind(id, Date.now()),
    ]);
    const recording = recordingBatches(env.DB);
    const lines = Array.from({ length: MAX_LINES }, (_, position) => ({
      position,
      quantity: MAX_UNITS_PER_PRODUCT,
    }));
    const withdrawn = await gql(
      graphql(`mutation W($id: ID!, $token: String, $input: WithdrawalInput!) {
        requestWithdrawal(orderId: $id, token: $token, input: $input) { id }
      }`),
      {
        id,
        token: order?.accessToken,
        input: { name: 'Giulia Bianchi', address: 'Via Roma 10', lines },
      },
      {
        headers: { 'cf-connecting-ip': newClientAddress() },
        bindings: { ...env, DB: recording.db },
      },
    );
    expect(withdrawn.body.errors).toBeUndefined();
    expect(recording.batches).toHaveLength(1);
    const [batch = []] = recording.batches;
    expectWithinD1(batch);
    expect(await rowCount('order_return_lines')).toBe(MAX_LINES);
  });
});
