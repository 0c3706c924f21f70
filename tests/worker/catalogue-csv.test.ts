import { env } from 'cloudflare:workers';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_HEADER,
  CATALOGUE_CSV_PATH,
  IMPORT_TOO_LARGE,
  MAX_GRAPHQL_IMPORT_BYTES,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ROWS,
} from '../../schema/rules/catalogue-csv';
import { csvLine } from '../../schema/rules/csv';
import { reservedSkuError } from '../../schema/rules/generated-sku';
import { skuError } from '../../schema/rules/variant-edit';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql, send } from './client';
import { countingDatabase } from './d1-counter';
import { asStaff, catalogueRows, fromNewClient, NOT_STAFF } from './fixtures';
import { assertFuzz } from './fuzzing';

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
  disponibilita_variante_esportata: '',
  disponibilita_condivisa_esportata: '',
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
        .map((row) => row.replace(/,\d+\.\d\d,(\d*,\d+,(sì|no),\d*,\d+)$/, ',39.90,$1')),
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
      // The shop's own shape, free today, could be a later product's generated SKU.
      line({ ...NEW_ROW, nome: 'Terzo', sku: 'rl99999-nero-32gb', versione: '32GB' }),
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
      { line: 10, message: `Riga 10: sku: ${reservedSkuError('RL99999-NERO-32GB')}` },
    ]);
    expect(second.written).toBe(false);
    expect(await snapshot()).toEqual(before);
    expect(await imports()).toEqual([]);
  });

  it('refuses a file over the cap, in Italian, writing nothing', async () => {
    const big = `${header}\n${line({ ...NEW_ROW, descrizione: 'x'.repeat(MAX_GRAPHQL_IMPORT_BYTES) })}`;
    const { body } = await gql(
      IMPORT,
      { csv: big.slice(0, MAX_GRAPHQL_IMPORT_BYTES + 10) },
      asStaff(),
    );
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

interface RouteAnswer {
  created?: number;
  updated?: number;
  written?: boolean;
  refusals?: { line: number; message: string }[];
  errors?: { message: string; extensions: { code: string } }[];
}

/** A file posted to the staff's import route, as the shop module's page sends it. */
async function posted(
  step: 'preview' | 'import',
  csv: string,
  who: { headers?: Record<string, string> } = asStaff(),
  bindings: Env = env,
) {
  const response = await send(
    new Request(`https://shop.test${CATALOGUE_CSV_PATH}/${step}`, {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'text/csv' },
      body: csv,
    }),
    bindings,
  );
  return { status: response.status, body: (await response.json()) as RouteAnswer };
}

/** A file at the cap takes some seconds to write locally, many more on a busy machine. */
const CAP_TEST_MS = 120_000;

/** Variants per generated product: two colours by two sizes. */
const OPTIONS = [
  ['Nero', '#111111', '128GB'],
  ['Nero', '#111111', '256GB'],
  ['Bianco', '#f5f5f5', '128GB'],
  ['Bianco', '#f5f5f5', '256GB'],
] as const;

/**
 * A file of new products at the cap: MAX_IMPORT_ROWS rows, their descriptions as long as keeps
 * the file just under MAX_IMPORT_BYTES; every variant has its SKU but the last product's, which
 * get the shop's own.
 */
function fileAtTheCap(): string {
  const products = MAX_IMPORT_ROWS / OPTIONS.length;
  const row = (n: number, option: (typeof OPTIONS)[number], descrizione: string) =>
    line({
      ...NEW_ROW,
      nome: `Telefono ${String(n).padStart(5, '0')}`,
      marca: 'Marca Prova',
      descrizione,
      colore: option[0],
      colore_hex: option[1],
      versione: option[2],
      sku: n < products - 1 ? `CSV${n}-${OPTIONS.indexOf(option)}` : '',
      prezzo: '199.00',
      disponibilita_condivisa: '3',
    });
  // The bare row with the quotes its description's commas will take.
  const bare = new TextEncoder().encode(`${row(products - 2, OPTIONS[2], ',')}\n`).length - 1;
  const room = Math.floor((MAX_IMPORT_BYTES - header.length - 1) / MAX_IMPORT_ROWS) - bare - 1;
  const description = 'Ricondizionato e testato, con caricatore e garanzia. '
    .repeat(40)
    .slice(0, room)
    .trim();
  const rows = Array.from({ length: products }, (_, n) =>
    OPTIONS.map((option) => row(n, option, description)),
  ).flat();
  return [header, ...rows].join('\n');
}

const counts = async () => ({
  products: await env.DB.prepare('SELECT count(*) AS n FROM products').first('n'),
  variants: await env.DB.prepare('SELECT count(*) AS n FROM product_variants').first('n'),
  imports: (await imports()).length,
});

describe('the import route, for files too large for GraphQL', () => {
  it(
    'imports a file at the cap whole, in one batch of a few dozen statements',
    async () => {
      const file = fileAtTheCap();
      expect(new TextEncoder().encode(file).length).toBeLessThanOrEqual(MAX_IMPORT_BYTES);
      expect(new TextEncoder().encode(file).length).toBeGreaterThan(MAX_IMPORT_BYTES * 0.99);
      const before = await counts();

      const preview = await posted('preview', file);
      expect(preview).toEqual({
        status: 200,
        body: { created: 2_500, updated: 0, written: false, refusals: [] },
      });
      expect(await counts()).toEqual(before);

      const { db, counter } = countingDatabase();
      const done = await posted('import', file, asStaff(), { ...env, DB: db });
      expect(done.body).toMatchObject({ created: 2_500, written: true });
      expect(await counts()).toEqual({
        products: Number(before.products) + 2_500,
        variants: Number(before.variants) + MAX_IMPORT_ROWS,
        imports: 1,
      });
      // Reads (sign-in, departments, ids and SKUs, the last id) and the batch: its parts of
      // about 500 KB each take four statements, and the audit row one.
      expect(counter.statements).toBeGreaterThan(4 * 5);
      expect(counter.statements).toBeLessThanOrEqual(60);
      expect(counter.rowsWritten).toBeGreaterThan(2_500 + MAX_IMPORT_ROWS);
      const sku = await env.DB.prepare(
        "SELECT sku FROM product_variants WHERE product_id = (SELECT id FROM products WHERE name = 'Telefono 02499') ORDER BY position",
      ).all<{ sku: string }>();
      expect(sku.results.map((row) => row.sku)).toEqual([
        expect.stringMatching(/^RL\d{5}-NERO-128GB$/),
        expect.stringMatching(/^RL\d{5}-NERO-256GB$/),
        expect.stringMatching(/^RL\d{5}-BIANCO-128GB$/),
        expect.stringMatching(/^RL\d{5}-BIANCO-256GB$/),
      ]);
    },
    CAP_TEST_MS,
  );

  it(
    'writes nothing when the last part fails',
    async () => {
      // The last product of the file cannot be written: its part is the batch's last.
      await env.DB.prepare(
        "CREATE TRIGGER test_last_part_fails BEFORE INSERT ON products WHEN new.name = 'Telefono 02499' BEGIN SELECT RAISE(ABORT, 'test_last_part_fails'); END",
      ).run();
      const before = await snapshot();
      const done = await posted('import', fileAtTheCap());
      expect(done.status).toBe(500);
      expect(done.body.errors?.[0]).toEqual({
        message: 'Si è verificato un errore imprevisto.',
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(await snapshot()).toEqual(before);
      expect(await imports()).toEqual([]);
    },
    CAP_TEST_MS,
  );

  it('refuses a file over the cap in bytes or rows, in Italian, writing nothing', async () => {
    const before = await snapshot();
    const big = await posted('import', `${header}\n${'x'.repeat(MAX_IMPORT_BYTES)}`);
    expect(big.status).toBe(413);
    expect(big.body.errors?.[0]).toEqual({
      message: IMPORT_TOO_LARGE,
      extensions: { code: 'PAYLOAD_TOO_LARGE', field: 'csv' },
    });
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) =>
      line({ ...NEW_ROW, nome: `Riga ${n}`, descrizione: 'Un telefono.', sku: '' }),
    );
    const many = await posted('import', [header, ...rows].join('\n'));
    expect(many.body).toEqual({
      created: 0,
      updated: 0,
      written: false,
      refusals: [
        {
          line: MAX_IMPORT_ROWS + 2,
          message: `Riga ${MAX_IMPORT_ROWS + 2}: il file supera le 10.000 righe che un’importazione accetta: dividilo in più file.`,
        },
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('is for staff only', async () => {
    const file = `${header}\n${line(NEW_ROW)}`;
    for (const { who, code, message } of NOT_STAFF()) {
      for (const step of ['preview', 'import'] as const) {
        const answer = await posted(step, file, who);
        expect(answer.status).toBe(code === 'UNAUTHENTICATED' ? 401 : 403);
        expect(answer.body.errors?.[0]).toEqual({ message, extensions: { code } });
      }
    }
    expect(await productByName('Pixel Csv Pro')).toBeNull();
  });
});

describe('the stock an import writes', () => {
  const stockOf = async (id: number) => ({
    product: await env.DB.prepare(
      'SELECT stock - variant_stock AS shared FROM products WHERE id = ?',
    )
      .bind(id)
      .first('shared'),
    variant: await env.DB.prepare(
      "SELECT stock FROM product_variants WHERE sku = 'RL00001-TITANIONATURALE-512GB'",
    ).first('stock'),
  });

  it('keeps the units orders took since the export, moving the stock by what the file changed', async () => {
    await env.DB.prepare(
      "UPDATE product_variants SET stock = 4 WHERE sku = 'RL00001-TITANIONATURALE-512GB'",
    ).run();
    await env.DB.prepare('UPDATE products SET stock = variant_stock + 10 WHERE id = 1').run();
    const rows = await catalogueRows('1');
    // Orders take two shared units and one of the variant's after the export.
    await env.DB.prepare('UPDATE products SET stock = stock - 2 WHERE id = 1').run();
    await env.DB.prepare(
      "UPDATE product_variants SET stock = 3 WHERE sku = 'RL00001-TITANIONATURALE-512GB'",
    ).run();

    // The file as exported: nothing the orders took comes back.
    expect((await posted('import', rows.join('\n'))).body.written).toBe(true);
    expect(await stockOf(1)).toEqual({ product: 8, variant: 3 });

    // Staff add five shared units and make the variant's 10 (from the 4 they saw).
    const edited = rows.map((row, index) => {
      if (index === 0) return row;
      const withShared = row.replace(/,10,(sì|no),(\d*),10$/, ',15,$1,$2,10');
      return row.includes('RL00001-TITANIONATURALE-512GB')
        ? withShared.replace(/,4,15,(sì|no),4,10$/, ',10,15,$1,4,10')
        : withShared;
    });
    expect(edited.slice(1).every((row) => row.endsWith(',10'))).toBe(true);
    expect((await posted('import', edited.join('\n'))).body.written).toBe(true);
    expect(await stockOf(1)).toEqual({ product: 13, variant: 9 });
  });

  it('never goes below zero, and a file without the exported stock sets its own', async () => {
    const rows = await catalogueRows('2');
    const shared = Number(rows[1]?.split(',').at(-1));
    await env.DB.prepare('UPDATE products SET stock = variant_stock WHERE id = 2').run();
    // Staff sold out the product on paper while orders took every unit: zero, not less.
    const zero = rows.map((row, index) =>
      index === 0
        ? row
        : row.replace(new RegExp(`,${shared},(sì|no),(\\d*),${shared}$`), `,0,$1,$2,${shared}`),
    );
    expect((await posted('import', zero.join('\n'))).body.written).toBe(true);
    expect((await stockOf(2)).product).toBe(0);
    const byHand = rows.map((row, index) =>
      index === 0
        ? row
        : row.replace(new RegExp(`,${shared},(sì|no),(\\d*),${shared}$`), ',7,$1,,'),
    );
    expect((await posted('import', byHand.join('\n'))).body.written).toBe(true);
    expect((await stockOf(2)).product).toBe(7);
  });
});

describe('the SKUs the shop makes up', () => {
  it('keep the staff’s SKU rule, the seed’s made again (migrations/0041), and import back', async () => {
    const file = [
      header,
      line({
        ...NEW_ROW,
        sku: '',
        colore: 'Blu/Nero è Titanio Naturale',
        versione: '8 GB / 256 GB',
      }),
    ].join('\n');
    expect((await posted('import', file)).body.written).toBe(true);
    const skus = await env.DB.prepare('SELECT sku FROM product_variants').all<{ sku: string }>();
    expect(skus.results.filter(({ sku }) => skuError(sku) !== undefined)).toEqual([]);
    const id = await productByName('Pixel Csv Pro');
    expect(skus.results.map(({ sku }) => sku)).toEqual(
      expect.arrayContaining([
        'RL00003-MEZZANOTTE-8GB-256GB',
        `RL${String(id).padStart(5, '0')}-BLU-NEROTITANIO-8GB-256GB`,
      ]),
    );
    // The export of a product whose sizes hold a slash reads back as it is.
    const rows = await catalogueRows('3');
    expect((await posted('import', rows.join('\n'))).body).toMatchObject({
      written: true,
      refusals: [],
    });
  });
});

describe('two names giving one SKU', () => {
  it('are refused by their lines, naming both rows and the column, and nothing is written', async () => {
    const before = await snapshot();
    // Each row takes two lines: its description holds a line break.
    const file = [
      header,
      line({ ...NEW_ROW, sku: '', colore: 'Titanio Naturale Chiaro' }),
      line({ ...NEW_ROW, sku: '', colore: 'Titanio Naturale Scuro', colore_hex: '#303030' }),
      line({ ...NEW_ROW, sku: '', colore: 'Titanio Naturale Chiaro', versione: '128 GB' }),
    ].join('\n');
    const refusals = [
      {
        line: 4,
        message:
          'Riga 4: colore: «Titanio Naturale Scuro» darebbe lo stesso SKU di «Titanio Naturale Chiaro» della riga 2: lo SKU prende le prime 15 lettere e cifre del nome. Cambia uno dei due nomi.',
      },
      {
        line: 6,
        message:
          'Riga 6: versione: «128 GB» darebbe lo stesso SKU di «128GB» della riga 2: lo SKU prende le prime 15 lettere e cifre del nome. Cambia uno dei due nomi.',
      },
    ];
    const preview = await gql(PREVIEW, { csv: file }, asStaff());
    expect(dataOf(preview).adminPreviewCatalogueCsv.refusals).toEqual(refusals);
    const imported = await gql(IMPORT, { csv: file }, asStaff());
    expect(dataOf(imported).adminImportCatalogueCsv).toMatchObject({ written: false, refusals });
    expect(await snapshot()).toEqual(before);
  });

  it('are each given their own SKU by names that differ within the first 15', async () => {
    const file = [
      header,
      line({ ...NEW_ROW, sku: '', colore: 'Titanio Chiaro' }),
      line({ ...NEW_ROW, sku: '', colore: 'Titanio Scuro', colore_hex: '#303030' }),
    ].join('\n');
    expect(
      dataOf(await gql(IMPORT, { csv: file }, asStaff())).adminImportCatalogueCsv,
    ).toMatchObject({
      written: true,
      refusals: [],
    });
  });
});

describe('hostile files', () => {
  it('answers any file with what it would do or its refused lines, never a crash', async () => {
    const cell = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(
        "'; DROP TABLE products; --",
        '=HYPERLINK("x")',
        '"',
        '\u0000',
        '-1',
        '99999999999',
        '1e3',
        'RL00001-TITANIONATURALE-128GB',
      ),
    );
    const row = fc.array(cell, {
      minLength: CATALOGUE_CSV_HEADER.length,
      maxLength: CATALOGUE_CSV_HEADER.length,
    });
    const file = fc.oneof(
      fc
        .array(row, { minLength: 1, maxLength: 4 })
        .map((rows) => [header, ...rows.map((cells) => csvLine(cells))].join('\n')),
      fc.string({ unit: 'binary', maxLength: 400 }),
    );
    await assertFuzz(
      'tests/worker/catalogue-csv.test.ts',
      'catalogue import route',
      fc.asyncProperty(file, fc.constantFrom('preview', 'import'), async (csv, step) => {
        const answer = await posted(step as 'preview' | 'import', csv);
        expect(answer.status).toBe(200);
        expect(answer.body.refusals?.every((r) => r.message.startsWith(`Riga ${r.line}:`))).toBe(
          true,
        );
      }),
      20,
    );
  });
});
