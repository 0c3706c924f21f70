import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import { asCustomer, editProduct } from './fixtures';

const SHEET = graphql(`
  query Sheet($id: ID!) {
    product(id: $id) { details { display chip camera features specialFeatures } }
  }
`);

async function sheetOf(id: string) {
  const { body } = await gql(SHEET, { id });
  expect(body.errors).toBeUndefined();
  return body.data?.product?.details;
}

describe("staff editing a product's technical sheet", () => {
  it('keeps the stored sheet when an edit leaves it out', async () => {
    const before = await sheetOf('1');
    expect(before?.display).toBeTruthy();
    const { body } = await editProduct('1');
    expect(body.errors).toBeUndefined();
    expect(await sheetOf('1')).toEqual(before);
  });

  it('replaces the whole sheet with the one given: rows left out or null go', async () => {
    const { body } = await editProduct('1', {
      details: { display: '6,1" OLED 120 Hz', camera: null, features: ['Face ID', 'USB-C'] },
    });
    expect(body.errors).toBeUndefined();
    expect(await sheetOf('1')).toEqual({
      display: '6,1" OLED 120 Hz',
      chip: null,
      camera: null,
      features: ['Face ID', 'USB-C'],
      specialFeatures: null,
    });
    const audit = await env.DB.prepare(
      "SELECT count(*) AS n FROM admin_audit WHERE action = 'product.update' AND entity_id = '1'",
    ).first<{ n: number }>();
    expect(audit?.n).toBe(1);
  });

  it('clears the sheet with a null, and with a sheet of empty rows', async () => {
    expect((await editProduct('1', { details: null })).body.errors).toBeUndefined();
    expect(await sheetOf('1')).toBeNull();
    await editProduct('2', { details: { display: null } });
    expect(await sheetOf('2')).toBeNull();
  });

  it.each([
    [
      { display: 'x'.repeat(201) },
      'details.display',
      'Scrivi un testo di al massimo 200 caratteri.',
    ],
    [{ chip: 'A17\u0000' }, 'details.chip', 'Scrivi un testo di al massimo 200 caratteri.'],
    [
      { features: Array.from({ length: 13 }, (_, i) => `Voce ${i}`) },
      'details.features',
      'Al massimo 12 voci, una per riga, di 200 caratteri ciascuna.',
    ],
  ])('refuses %j naming the row, and writes nothing', async (details, field, message) => {
    const before = await sheetOf('1');
    const { body } = await editProduct('1', { price: '999,00', details });
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({ [field]: message });
    expect(await sheetOf('1')).toEqual(before);
    const price = await env.DB.prepare('SELECT price FROM products WHERE id = 1').first<{
      price: number;
    }>();
    expect(price?.price).not.toBe(99_900);
  });

  it('is for staff only', async () => {
    const { body } = await editProduct('1', { details: null }, { as: asCustomer() });
    expect(codes(body)).toEqual(['FORBIDDEN']);
    expect(await sheetOf('1')).not.toBeNull();
  });
});
