import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../schema/db/mail';
import { PRICE_LIST_REFUSALS } from '../../schema/rules/price-list';
import { PRICE_LIST_CSV_HEADER } from '../../schema/rules/price-list-csv';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { asStaff, fromNewClient, NOT_STAFF } from './fixtures';
import { writtenMails } from './outbox-mail';

const LIST = graphql(`
  query PriceListTest($category: DeviceCategory, $brand: String, $model: String, $search: String) {
    repairPriceList(category: $category, brand: $brand, model: $model, search: $search) {
      categories
      brands
      models { category brand model }
      prices { id repair repairName partsQuality price vat priceWithVat typicalMinutes typicalTime whileYouWait }
    }
  }
`);

const BOOK = graphql(`
  mutation BookListedTest($input: ListedRepairInput!) {
    requestListedRepair(input: $input) {
      id
      number
      listedPrice { priceId repairName price priceWithVat typicalTime }
    }
  }
`);

const SAVE = graphql(`
  mutation SavePriceTest($id: ID, $input: AdminRepairPriceInput!) {
    adminSaveRepairPrice(id: $id, input: $input) { id brand model price whileYouWait }
  }
`);

const REMOVE = graphql(`
  mutation RemovePriceTest($id: ID!) { adminRemoveRepairPrice(id: $id) }
`);

const STAFF_LIST = graphql(`
  query StaffPricesTest($search: String) {
    adminRepairPrices(search: $search, size: 50) { total items { id brand model repairName } }
  }
`);

const EXPORT = graphql(`query PriceCsvTest { adminRepairPriceCsv }`);

const IMPORT = graphql(`
  mutation ImportPriceCsvTest($csv: String!) {
    adminImportRepairPriceCsv(csv: $csv) { created updated written refusals { line message } }
  }
`);

const PREVIEW = graphql(`
  mutation PreviewPriceCsvTest($csv: String!) {
    adminPreviewRepairPriceCsv(csv: $csv) { created updated written refusals { line message } }
  }
`);

const STAFF_QUOTE = graphql(`
  query StaffListedQuoteTest($id: ID!) {
    adminQuoteRequest(id: $id) { problem brand model deviceCategory listedPrice { price repairName } }
  }
`);

const CONVERT = graphql(`
  mutation ConvertListedTest($id: ID!) {
    adminCreateRepairFromQuote(quoteRequestId: $id) {
      id
      listedPrice { repairName partsQuality price typicalMinutes }
    }
  }
`);

const IPHONE_13 = { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 13' } as const;

async function iphone13Screen() {
  const { prices } = dataOf(await gql(LIST, IPHONE_13)).repairPriceList;
  const screen = prices.find((row) => row.repair === 'SCHERMO' && row.partsQuality === 'ORIGINALE');
  if (!screen) throw new Error('The seed lists no original iPhone 13 screen');
  return screen;
}

const BOOKING = {
  name: 'Marta Colombo',
  email: 'marta.colombo@example.it',
  phone: '+39 347 555 0101',
  note: 'Lo schermo è crepato in basso.',
  privacy: true,
};

const ENTRY = {
  category: 'CONSOLE',
  brand: 'Valve',
  model: 'Steam Deck OLED',
  repair: 'SCHERMO',
  partsQuality: 'ORIGINALE',
  price: 14_900,
  typicalMinutes: 120,
  whileYouWait: true,
} as const;

const auditActions = async () =>
  (
    await env.DB.prepare(
      "SELECT action FROM admin_audit WHERE entity_type IN ('price', 'import', 'export') ORDER BY id",
    ).all<{
      action: string;
    }>()
  ).results.map((row) => row.action);

const priceRows = async () =>
  (await env.DB.prepare('SELECT * FROM repair_prices ORDER BY id').all()).results;

describe('the public price list', () => {
  it('narrows category, brand and model, and prices the model’s repairs with and without IVA', async () => {
    const none = dataOf(await gql(LIST, {})).repairPriceList;
    expect(none.categories).toEqual(['SMARTPHONE', 'TABLET', 'COMPUTER', 'CONSOLE', 'SMARTWATCH']);
    expect(none.brands).toEqual([]);
    expect(none.prices).toEqual([]);
    const phones = dataOf(await gql(LIST, { category: 'SMARTPHONE' })).repairPriceList;
    expect(phones.brands).toEqual(['Apple', 'Google', 'Samsung', 'Xiaomi']);
    const apple = dataOf(
      await gql(LIST, { category: 'SMARTPHONE', brand: 'Apple' }),
    ).repairPriceList;
    expect(apple.models.map((row) => row.model)).toContain('iPhone 13');
    const screen = await iphone13Screen();
    expect(screen).toMatchObject({
      repairName: 'Sostituzione schermo (ricambio originale)',
      price: 19_900,
      vat: 4_378,
      priceWithVat: 24_278,
      typicalTime: '1 ora',
      whileYouWait: true,
    });
    const { prices } = dataOf(await gql(LIST, IPHONE_13)).repairPriceList;
    expect(prices[0]?.repair).toBe('SCHERMO');
    expect(prices.at(-1)?.repair).toBe('DIAGNOSI_LIQUIDI');
  });

  it('finds models by every word of a search over brand and name, case aside', async () => {
    const found = dataOf(await gql(LIST, { search: 'galaxy S2' })).repairPriceList.models;
    expect(found.map((row) => row.model)).toEqual([
      'Galaxy S22',
      'Galaxy S23',
      'Galaxy S24',
      'Galaxy S24 Ultra',
    ]);
    const samsungWatch = dataOf(await gql(LIST, { search: 'samsung watch' })).repairPriceList;
    expect(samsungWatch.models).toEqual([
      { category: 'SMARTWATCH', brand: 'Samsung', model: 'Galaxy Watch6 Classic' },
    ]);
    // Characters a LIKE pattern would read are only characters; a long search costs no 500.
    expect(dataOf(await gql(LIST, { search: '%_%' })).repairPriceList.models).toEqual([]);
    const long = await gql(LIST, { search: '智能手机'.repeat(10) });
    expect(long.body.errors).toBeUndefined();
    const over = await gql(LIST, { search: 'x'.repeat(41) });
    expect(codes(over.body)).toEqual(['BAD_USER_INPUT']);
  });
});

describe('booking a listed repair', () => {
  it('creates a PRV request stating the price as it was, kept after the list changes', async () => {
    const screen = await iphone13Screen();
    const sent = await gql(BOOK, { input: { ...BOOKING, priceId: screen.id } }, fromNewClient());
    const receipt = dataOf(sent).requestListedRepair;
    expect(receipt.number).toMatch(/^PRV-\d{4}-\d{6}$/);
    expect(receipt.listedPrice).toEqual({
      priceId: screen.id,
      repairName: 'Sostituzione schermo (ricambio originale)',
      price: 19_900,
      priceWithVat: 24_278,
      typicalTime: '1 ora',
    });
    const [mail] = await writtenMails(eq(outbox.kind, 'repair.listed-repair-received'));
    expect(mail?.recipient).toBe(BOOKING.email);
    expect(mail?.text).toContain('Sostituzione schermo (ricambio originale)');
    expect(mail?.text).toContain('242,78');
    expect(mail?.text).not.toContain(BOOKING.note);

    const input = {
      ...ENTRY,
      category: 'SMARTPHONE',
      brand: 'Apple',
      model: 'iPhone 13',
      price: 25_900,
      typicalMinutes: 60,
    } as const;
    dataOf(await gql(SAVE, { id: screen.id, input }, asStaff()));
    const staffView = dataOf(
      await gql(STAFF_QUOTE, { id: receipt.id }, asStaff()),
    ).adminQuoteRequest;
    expect(staffView).toMatchObject({
      deviceCategory: 'SMARTPHONE',
      brand: 'Apple',
      model: 'iPhone 13',
      problem: `Riparazione dal listino: Sostituzione schermo (ricambio originale). Nota: ${BOOKING.note}`,
      listedPrice: { price: 19_900 },
    });

    // The estimate of the repair it becomes starts from the price stated.
    const repair = dataOf(
      await gql(CONVERT, { id: receipt.id }, asStaff()),
    ).adminCreateRepairFromQuote;
    expect(repair.listedPrice).toEqual({
      repairName: 'Sostituzione schermo (ricambio originale)',
      partsQuality: 'ORIGINALE',
      price: 19_900,
      typicalMinutes: 60,
    });
  });

  it('refuses a row no longer listed, and bad fields, in Italian, writing nothing', async () => {
    const screen = await iphone13Screen();
    dataOf(await gql(REMOVE, { id: screen.id }, asStaff()));
    const count = () => env.DB.prepare('SELECT count(*) AS n FROM list_preventivo').first('n');
    const before = await count();
    for (const priceId of [screen.id, '999999', 'abc']) {
      const gone = await gql(BOOK, { input: { ...BOOKING, priceId } }, fromNewClient());
      expect(codes(gone.body)).toEqual(['NOT_FOUND']);
      expect(gone.body.errors?.[0]?.message).toBe(PRICE_LIST_REFUSALS.gone);
    }
    const bad = await gql(
      BOOK,
      { input: { ...BOOKING, email: 'no', privacy: false, note: 'x'.repeat(501), priceId: '1' } },
      fromNewClient(),
    );
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors?.[0]?.extensions.fields).toMatchObject({
      email: 'Email non e valido',
      privacy: 'E obbligatorie accettare Tutte le condizioni.',
      note: 'Il massimo valore deve essere 500.',
    });
    expect(await count()).toBe(before);
  });
});

describe('the staff’s price list', () => {
  it('adds, changes and removes rows, each with its audit row; customers may not', async () => {
    for (const { who, code } of NOT_STAFF()) {
      const refused = await gql(SAVE, { input: ENTRY }, who);
      expect(codes(refused.body)).toEqual([code]);
    }
    const added = dataOf(await gql(SAVE, { input: ENTRY }, asStaff())).adminSaveRepairPrice;
    const again = await gql(SAVE, { input: { ...ENTRY, model: 'steam deck oled' } }, asStaff());
    expect(codes(again.body)).toEqual(['CONFLICT']);
    expect(again.body.errors?.[0]?.message).toBe(PRICE_LIST_REFUSALS.duplicate);
    const changed = dataOf(
      await gql(SAVE, { id: added.id, input: { ...ENTRY, price: 15_900 } }, asStaff()),
    ).adminSaveRepairPrice;
    expect(changed).toMatchObject({ id: added.id, price: 15_900 });
    const found = dataOf(await gql(STAFF_LIST, { search: 'steam' }, asStaff())).adminRepairPrices;
    expect(found.items.map((row) => row.id)).toEqual([added.id]);
    dataOf(await gql(REMOVE, { id: added.id }, asStaff()));
    expect(codes((await gql(REMOVE, { id: added.id }, asStaff())).body)).toEqual(['NOT_FOUND']);
    expect(await auditActions()).toEqual(['price.create', 'price.update', 'price.remove']);
  });

  it('refuses a bad row field by field, writing nothing', async () => {
    const before = await priceRows();
    const bad = await gql(
      SAVE,
      { input: { ...ENTRY, partsQuality: null, price: 50, typicalMinutes: 300, brand: '' } },
      asStaff(),
    );
    expect(codes(bad.body)).toEqual(['BAD_USER_INPUT']);
    expect(bad.body.errors?.[0]?.extensions.fields).toEqual({
      brand: 'Il campo non deve essere vuoto.',
      partsQuality: PRICE_LIST_REFUSALS.qualityMissing,
      price: PRICE_LIST_REFUSALS.price,
      whileYouWait: PRICE_LIST_REFUSALS.whileYouWait,
    });
    expect(await priceRows()).toEqual(before);
  });
});

describe('the price list as CSV', () => {
  it('exports every row, and a file with bad rows is refused by line with nothing written', async () => {
    const csv = dataOf(await gql(EXPORT, {}, asStaff())).adminRepairPriceCsv;
    const [header, first, ...rest] = csv.trimEnd().split('\n');
    expect(header).toBe(PRICE_LIST_CSV_HEADER.join(','));
    expect(rest.length + 1).toBe((await priceRows()).length);
    expect(first).toMatch(/^\d+,computer,Apple,MacBook Air 13" M1|^\d+,computer,Apple,"MacBook/);
    const before = await priceRows();
    const bad = [
      header,
      first,
      '999999,smartphone,Apple,iPhone 12,schermo,originale,10.00,60,no',
      ',smartphone,Apple,iPhone 13,schermo,originale,99.00,60,no',
      ',tablet,Apple,iPad,batteria,,99.00,60,no',
    ].join('\n');
    const answer = dataOf(await gql(IMPORT, { csv: bad }, asStaff())).adminImportRepairPriceCsv;
    expect(answer.written).toBe(false);
    expect(answer.refusals.map((refusal) => refusal.line)).toEqual([3, 4, 5]);
    expect(answer.refusals[0]?.message).toBe('Riga 3: la riga 999999 non esiste nel listino.');
    expect(answer.refusals[1]?.message).toMatch(/^Riga 4: Il listino ha già questa riparazione/);
    expect(await priceRows()).toEqual(before);
  });

  it('imports a good file whole: rows with an id changed, rows without added, in one audit', async () => {
    const csv = dataOf(await gql(EXPORT, {}, asStaff())).adminRepairPriceCsv;
    const [header, first = ''] = csv.split('\n');
    const cells = first.split(',');
    const changed = [...cells.slice(0, 6), '123.45', ...cells.slice(7)].join(',');
    const file = [
      header,
      changed,
      ',console,Valve,Steam Deck OLED,schermo,originale,149,120,sì',
      ',console,Valve,Steam Deck OLED,diagnosi_liquidi,,39.00,2880,no',
    ].join('\n');
    const preview = dataOf(await gql(PREVIEW, { csv: file }, asStaff())).adminPreviewRepairPriceCsv;
    expect(preview).toEqual({ created: 2, updated: 1, written: false, refusals: [] });
    const done = dataOf(await gql(IMPORT, { csv: file }, asStaff())).adminImportRepairPriceCsv;
    expect(done).toEqual({ created: 2, updated: 1, written: true, refusals: [] });
    const deck = dataOf(
      await gql(LIST, { category: 'CONSOLE', brand: 'Valve', model: 'Steam Deck OLED' }),
    ).repairPriceList.prices;
    expect(deck.map((row) => [row.repair, row.price, row.whileYouWait])).toEqual([
      ['SCHERMO', 14_900, true],
      ['DIAGNOSI_LIQUIDI', 3_900, false],
    ]);
    const row = await env.DB.prepare('SELECT price_cents FROM repair_prices WHERE id = ?')
      .bind(Number(cells[0]))
      .first('price_cents');
    expect(row).toBe(12_345);
    expect(await auditActions()).toEqual(['export.price-list', 'import.price-list']);
  });

  it('refuses a file over 16 KB in Italian', async () => {
    const big = `${PRICE_LIST_CSV_HEADER.join(',')}\n${'x'.repeat(16_001)}`;
    const answer = await gql(IMPORT, { csv: big }, asStaff());
    expect(codes(answer.body)).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors?.[0]?.message).toMatch(/16 KB/);
  });
});
