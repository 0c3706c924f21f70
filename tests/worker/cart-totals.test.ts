import type { VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';

const TOTALS = graphql(`query Totals($lines: [CartLineInput!]!) {
  cartTotals(lines: $lines) {
    itemCount subtotal shipping taxes total
    lines { productId quantity requestedQuantity unitPrice lineTotal status }
  }
}`);

type CartLines = VariablesOf<typeof TOTALS>['lines'];

async function totals(lines: CartLines) {
  const sent = await gql(TOTALS, { lines });
  expect(sent.body.errors).toBeUndefined();
  return dataOf(sent).cartTotals;
}

describe('cartTotals', () => {
  it('prices lines from the catalogue and adds IVA and shipping', async () => {
    // AirPods Pro: 279,00 € each; two of them are above the free-shipping threshold.
    expect(
      await totals([{ productId: '6', quantity: 2, color: 'Bianco', size: null }]),
    ).toMatchObject({
      itemCount: 2,
      subtotal: 55800,
      shipping: 0,
      taxes: 12276,
      total: 68076,
    });
  });

  it('caps a quantity at the stock left and says so', async () => {
    const result = await totals([{ productId: '4', quantity: 10 }]);
    expect(result).toMatchObject({ itemCount: 4, subtotal: 4 * 109900 });
    expect(result.lines[0]).toMatchObject({ quantity: 4, requestedQuantity: 10, status: 'CAPPED' });
  });

  it('counts nothing for a product out of stock or unknown', async () => {
    const result = await totals([
      { productId: '8', quantity: 1 },
      { productId: '999', quantity: 3 },
    ]);
    expect(result).toMatchObject({ itemCount: 0, subtotal: 0, shipping: 0, taxes: 0, total: 0 });
    expect(result.lines.map((l) => l.status)).toEqual(['OUT_OF_STOCK', 'UNKNOWN_PRODUCT']);
  });

  it('is all zero for an empty cart', async () => {
    expect(await totals([])).toEqual({
      itemCount: 0,
      subtotal: 0,
      shipping: 0,
      taxes: 0,
      total: 0,
      lines: [],
    });
  });

  it('ignores any price a client tries to send', async () => {
    // A field CartLineInput does not have: cast past the typed variables on purpose.
    const tampered = [{ productId: '6', quantity: 1, price: 1 }] as unknown as CartLines;
    const { body } = await gql(TOTALS, { lines: tampered });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toMatch(/"price" is not defined/);
  });

  it.each([
    [{ productId: '6', quantity: -1 }, 'quantity', /tra 0 e 999/],
    [{ productId: '6', quantity: 1000 }, 'quantity', /tra 0 e 999/],
    [{ productId: 'uno', quantity: 1 }, 'id', /Identificativo prodotto non valido/],
    [{ productId: '6', quantity: 1, color: 'x'.repeat(61) }, 'color', /al massimo 60/],
  ])('refuses the bad line %j with a clear error naming %s', async (line, field, message) => {
    const { body } = await gql(TOTALS, { lines: [line] });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.field).toBe(field);
    expect(body.errors?.[0]?.message).toMatch(message);
  });

  it('refuses more than 100 lines', async () => {
    const lines = Array.from({ length: 101 }, () => ({ productId: '6', quantity: 1 }));
    const { body } = await gql(TOTALS, { lines });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses a non-integer quantity at the schema', async () => {
    const { body } = await gql(TOTALS, { lines: [{ productId: '6', quantity: 1.5 }] });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
  });
});
