import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_CSV_HEADER, MAX_IMPORT_BYTES } from '../../schema/rules/catalogue-csv';
import { csvLine } from '../../schema/rules/csv';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { asStaff, catalogueRows, fromNewClient, NOT_STAFF } from './fixtures';

const EXPORT = graphql(`
  query CatalogueCsvTest($after: ID) { adminCatalogueCsv(after: $after) { csv after } }
`);

const PREVIEW = graphql(`
  mutation PreviewCsvTest($csv: String!) {
    adminPreviewCatalogueCsv(csv: $csv) { created updated written refusals { line message } }
  }
`);

const IMPORT = graphql(`
  mutation ImportCsvTest($csv: String!) {
    adminImportCatalogueCsv(csv: $csv) { created updated written refusals { line message } }
  }
`);

const PRODUCT = graphql(`
  query CsvProductTest($id: ID!) {
    product(id: $id) {
      id name price priceVaries stock inStock sizes
      variants { sku color size price stock sharesStock }
    }
  }
`);

/** The whole catalogue file, page after page, as staff download it. */
async function exported(): Promise<string> {
  let text = '';
  let after: string | null | undefined;
  do {
    const page = dataOf(await gql(EXPORT, { after }, asStaff())).adminCatalogueCsv;
    text += page.csv;
    after = page.after;
  } while (after);
  return text;
}

/** Every row a shopper or an order could read: products and variants as stored. */
const snapshot = async () => ({
  products: (
    await env.DB.prepare(
      'SELECT id, name, brand, category_id, description, colors, sizes, price, price_varies, stock, variant_stock, in_stock, updated_at_ms, archived_at_ms FROM products ORDER BY id',
    ).all()
  ).results,
  variants: (await env.DB.prepare('SELECT * FROM product_variants ORDER BY id').all()).results,
  version: await env.DB.prepare('SELECT version FROM catalogue_version').first('version'),
});

const imports = () =>
  env.DB.prepare("SELECT summary FROM admin_audit WHERE action = 'import.catalogue'")
    .all<{ summary: string }>()
    .then((r) => r.results.map((row) => row.summary));

const line = (cells: Record<(typeof CATALOGUE_CSV_HEADER)[number], string>) =>
  csvLine(CATALOGUE_CSV_HEADER.map((column) => cells[column]));

const NEW_ROW = {
  id: '',
  nome: 'Pixel Csv Pro',
  marca: 'Google',
  reparto: 'smartphone',
  descrizione: 'Smartphone ricondizionato, "grado A", testato; con caricatore.\nGaranzia 12 mesi.',
  archiviato: 'no',
  colore: 'Ossidiana',
  colore_hex: '#202124',
  versione: '128GB',
  sku: 'PIX-CSV-128',
  prezzo: '599,00',
  disponibilita_variante: '',
  disponibilita_condivisa: '4',
  disponibile: 'sì',
};

const header = CATALOGUE_CSV_HEADER.join(',');

const productByName = (name: string) =>
  env.DB.prepare('SELECT id FROM products WHERE name = ?').bind(name).first<number>('id');

describe('the catalogue export', () => {
  it('writes one row per variant, archived products marked, and reads back as nothing changed', async () => {
    await env.DB.prepare('UPDATE products SET archived_at_ms = 1 WHERE id = 8').run();
    await env.DB.prepare(
      "UPDATE product_variants SET price = 139900, stock = 2 WHERE sku = 'RL00001-TITANIONATURALE-512GB'",
    ).run();
    const text = await exported();
    const rows = text.trimEnd().split('\n');
    expect(rows[0]).toBe(header);
    const variants = await env.DB.prepare('SELECT count(*) AS n FROM product_variants').first('n');
    expect(rows).toHaveLength(Number(variants) + 1);
    expect(rows.find((row) => row.startsWith('8,'))).toContain(',sì,');
    expect(rows.find((row) => row.includes('RL00001-TITANIONATURALE-512GB'))).toContain(
      ',1399.00,2,',
    );

    // A file of each product, as a catalogue over the cap is imported in parts.
    const before = await snapshot();
    for (const id of ['1', '2', '3', '4', '5', '6', '7', '8']) {
      const csv = (await catalogueRows(id)).join('\n');
      const { body } = await gql(IMPORT, { csv }, asStaff());
      expect(body.data?.adminImportCatalogueCsv).toMatchObject({
        created: 0,
        updated: 1,
        written: true,
        refusals: [],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('is paged: a later page starts after the product named, without the header', async () => {
    const page = dataOf(await gql(EXPORT, { after: '6' }, asStaff())).adminCatalogueCsv;
    expect(page.after).toBeNull();
    const ids = new Set(
      page.csv
        .trimEnd()
        .split('\n')
        .map((row) => row.split(',')[0]),
    );
    expect([...ids]).toEqual(['7', '8']);
  });
});

describe('the catalogue import', () => {
  it('previews, then creates a product with its variants and updates another, audited once', async () => {
    const file = [
      header,
      line(NEW_ROW),
      line({
        ...NEW_ROW,
        versione: '256GB',
        sku: 'PIX-CSV-256',
        prezzo: '699.00',
        disponibilita_variante: '3',
      }),
      ...(await catalogueRows('6'))
        .slice(1)
        .map((row) => row.replace(/,\d+\.\d\d,(\d*,\d+,(sì|no))$/, ',39.90,$1')),
    ].join('\r\n');
    const preview = dataOf(await gql(PREVIEW, { csv: file }, asStaff())).adminPreviewCatalogueCsv;
    expect(preview).toEqual({ created: 1, updated: 1, written: false, refusals: [] });
    expect(await productByName('Pixel Csv Pro')).toBeNull();

    const done = dataOf(await gql(IMPORT, { csv: file }, asStaff())).adminImportCatalogueCsv;
    expect(done).toMatchObject({ created: 1, updated: 1, written: true });
    const id = await productByName('Pixel Csv Pro');
    const created = dataOf(await gql(PRODUCT, { id: String(id) }, fromNewClient())).product;
    expect(created).toMatchObject({
      price: 59_900,
      priceVaries: true,
      stock: 7,
      inStock: true,
      sizes: ['128GB', '256GB'],
      variants: [
        { sku: 'PIX-CSV-128', price: 59_900, stock: 4, sharesStock: true },
        { sku: 'PIX-CSV-256', price: 69_900, stock: 3, sharesStock: false },
      ],
    });
    const updated = dataOf(await gql(PRODUCT, { id: '6' }, fromNewClient())).product;
    expect(updated?.price).toBe(3990);
    expect(await imports()).toEqual([expect.stringContaining('1 prodotti nuovi, 1 aggiornati')]);
  });

  it('refuses bad rows with their line numbers, all at once, and writes nothing', async () => {
    const file = [
      header,
      line(NEW_ROW),
      line({ ...NEW_ROW, versione: '256GB', sku: 'PIX-CSV-256', prezzo: 'gratis' }),
      line({ ...NEW_ROW, id: '999', nome: 'Non esiste', sku: 'PIX-CSV-999' }),
      line({ ...NEW_ROW, nome: 'Altro', sku: 'RL00001-TITANIONATURALE-128GB', versione: '64GB' }),
    ].join('\n');
    const before = await snapshot();
    const { body } = await gql(IMPORT, { csv: file }, asStaff());
    const answer = body.data?.adminImportCatalogueCsv;
    expect(answer?.written).toBe(false);
    // Lines of the file: the first row's description holds a line break.
    expect(answer?.refusals.map((refusal) => refusal.line)).toEqual([4]);
    expect(answer?.refusals[0]?.message).toMatch(/^Riga 4: prezzo: /);
    expect(await snapshot()).toEqual(before);

    // Rows the shop refuses, once the file reads well: an unknown id, an SKU another variant has.
    const shop = file.replace(',gratis,', ',699.00,');
    const second = dataOf(await gql(IMPORT, { csv: shop }, asStaff())).adminImportCatalogueCsv;
    expect(second.refusals).toEqual([
      { line: 6, message: 'Riga 6: il prodotto 999 non esiste nel negozio.' },
      { line: 8, message: 'Riga 8: lo SKU RL00001-TITANIONATURALE-128GB è già del prodotto 1.' },
    ]);
    expect(second.written).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await imports()).toEqual([]);
  });

  it('refuses a file over the cap, in Italian, writing nothing', async () => {
    const big = `${header}\n${line({ ...NEW_ROW, descrizione: 'x'.repeat(MAX_IMPORT_BYTES) })}`;
    const { body } = await gql(IMPORT, { csv: big.slice(0, MAX_IMPORT_BYTES + 10) }, asStaff());
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toContain('16 KB');
    expect(await productByName('Pixel Csv Pro')).toBeNull();
  });

  it('is for staff only, as the export is', async () => {
    const file = `${header}\n${line(NEW_ROW)}`;
    for (const { who, code, message } of NOT_STAFF()) {
      for (const answer of [
        await gql(IMPORT, { csv: file }, who),
        await gql(PREVIEW, { csv: file }, who),
        await gql(EXPORT, {}, who),
      ]) {
        expect(codes(answer.body)).toEqual([code]);
        expect(answer.body.errors?.[0]?.message).toBe(message);
      }
    }
    expect(await productByName('Pixel Csv Pro')).toBeNull();
  });
});
