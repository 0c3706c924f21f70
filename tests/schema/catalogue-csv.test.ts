import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_CSV_HEADER,
  catalogueCsvHeader,
  catalogueCsvRows,
  type ExportedProduct,
  MAX_IMPORT_ROWS,
  readCatalogueCsv,
} from '../../schema/rules/catalogue-csv';
import { csvCell, csvText, readCsv } from '../../schema/rules/csv';

const DEPARTMENTS = ['smartphone', 'accessori'];
const HEADER = CATALOGUE_CSV_HEADER.join(',');

/** A row of the file: the product's columns, then the variant's. */
const row = (cells: Partial<Record<(typeof CATALOGUE_CSV_HEADER)[number], string>> = {}) =>
  [
    cells.id ?? '',
    cells.nome ?? 'Telefono Prova',
    cells.marca ?? 'Marca',
    cells.reparto ?? 'smartphone',
    cells.descrizione ?? 'Un telefono ricondizionato e testato.',
    cells.archiviato ?? 'no',
    cells.colore ?? 'Nero',
    cells.colore_hex ?? '#111111',
    cells.versione ?? '128GB',
    cells.sku ?? '',
    cells.prezzo ?? '199.00',
    cells.disponibilita_variante ?? '',
    cells.disponibilita_condivisa ?? '5',
    cells.disponibile ?? 'sì',
    cells.disponibilita_variante_esportata ?? '',
    cells.disponibilita_condivisa_esportata ?? '',
  ]
    .map(csvCell)
    .join(',');

const file = (...rows: string[]) => [HEADER, ...rows].join('\n');

describe('reading a CSV file', () => {
  it('keeps commas, doubled quotes and line breaks inside quotes, numbering lines', () => {
    const { records } = readCsv('a,b\n"x, y","he said ""hi""\nthen left"\nlast,row\n');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'he said "hi"\nthen left'] },
      { line: 4, cells: ['last', 'row'] },
    ]);
  });

  it('drops a UTF-8 BOM, reads CRLF and skips blank lines', () => {
    expect(readCsv('\uFEFFa,b\r\n\r\nc,d\r\n').records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['c', 'd'] },
    ]);
  });

  it('splits on ; when the first line does, as Italian Excel writes', () => {
    expect(readCsv('a;b;c\n"1,5";2;3').records[1]?.cells).toEqual(['1,5', '2', '3']);
  });

  it('names the line of a quote never closed', () => {
    expect(readCsv('a,b\nc,"open\nstill').unclosedQuoteLine).toBe(2);
  });

  it('gives back the text csvCell made inert', () => {
    for (const text of ['=1+2', '-meno', 'riga\n=SOMMA(A1)', 'a;+b', 'plain']) {
      expect(csvText(readCsv(csvCell(text)).records[0]?.cells[0] ?? '')).toBe(text);
    }
  });
});

const product: ExportedProduct = {
  id: 7,
  name: 'Cuffie, "Pro"',
  brand: 'Suono',
  categoryId: 'accessori',
  description: '-Riduzione del rumore; 30 ore\n=di batteria',
  colors: [{ name: 'Nero', hex: '#111111' }],
  archived: true,
  sharedStock: 4,
  inStock: true,
};

describe('the catalogue file', () => {
  it('reads back what the export writes', () => {
    const text = [
      catalogueCsvHeader(),
      ...catalogueCsvRows(product, [
        { color: 'Nero', size: 'S', sku: 'CUF-S', price: 129_900, stock: null },
        { color: 'Nero', size: 'L', sku: 'CUF-L', price: 139_950, stock: 2 },
      ]),
    ].join('\n');
    const { products, refusals } = readCatalogueCsv(text, DEPARTMENTS);
    expect(refusals).toEqual([]);
    expect(products).toEqual([
      {
        line: 2,
        id: 7,
        name: product.name,
        brand: 'Suono',
        categoryId: 'accessori',
        description: product.description,
        colors: product.colors,
        sizes: ['S', 'L'],
        inStock: true,
        sharedStock: 4,
        seenSharedStock: 4,
        variants: [
          {
            line: 2,
            color: 'Nero',
            size: 'S',
            sku: 'CUF-S',
            price: 129_900,
            stock: null,
            seenStock: null,
          },
          {
            line: 4,
            color: 'Nero',
            size: 'L',
            sku: 'CUF-L',
            price: 139_950,
            stock: 2,
            seenStock: 2,
          },
        ],
      },
    ]);
  });

  it('reads the stock the export saw, none for a new product, and SKUs in capitals', () => {
    const [kept, fresh] = readCatalogueCsv(
      file(
        row({
          id: '3',
          sku: 'abc-1',
          disponibilita_variante: '2',
          disponibilita_variante_esportata: '5',
          disponibilita_condivisa_esportata: '7',
        }),
        row({
          nome: 'Nuovo',
          disponibilita_variante_esportata: '1',
          disponibilita_condivisa_esportata: '9',
        }),
      ),
      DEPARTMENTS,
    ).products;
    expect(kept).toMatchObject({ seenSharedStock: 7, variants: [{ sku: 'ABC-1', seenStock: 5 }] });
    expect(fresh).toMatchObject({ seenSharedStock: null, variants: [{ seenStock: null }] });
  });

  it('takes at most MAX_IMPORT_ROWS rows, naming the first beyond', () => {
    const rows = Array.from({ length: MAX_IMPORT_ROWS + 1 }, (_, n) => row({ nome: `T${n}` }));
    expect(readCatalogueCsv(file(...rows), DEPARTMENTS)).toEqual({
      products: [],
      refusals: [
        {
          line: MAX_IMPORT_ROWS + 2,
          message: `Riga ${MAX_IMPORT_ROWS + 2}: il file supera le 10.000 righe che un’importazione accetta: dividilo in più file.`,
        },
      ],
    });
  });

  it('takes ; as separator, a BOM and Italian prices', () => {
    const text = `\uFEFF${file(row({ prezzo: '1.299,50' }))}`
      .replaceAll(',', ';')
      .replace('1.299;50', '1.299,50');
    const [read] = readCatalogueCsv(text, DEPARTMENTS).products;
    expect(read?.variants[0]?.price).toBe(129_950);
  });

  it('groups a new product’s consecutive rows, and sets apart the next one', () => {
    const { products } = readCatalogueCsv(
      file(
        row({ versione: '128GB' }),
        row({ versione: '256GB', prezzo: '249' }),
        row({ nome: 'Altro Telefono', colore: 'Blu', colore_hex: '#0000ff' }),
      ),
      DEPARTMENTS,
    );
    expect(products.map((p) => [p.id, p.name, p.sizes])).toEqual([
      [null, 'Telefono Prova', ['128GB', '256GB']],
      [null, 'Altro Telefono', ['128GB']],
    ]);
  });

  it.each([
    ['a wrong header', 'id,nome\n1,x', 1, 'Riga 1: l’intestazione deve essere'],
    ['no product', HEADER, 1, 'Riga 1: dopo l’intestazione'],
    ['a quote never closed', file(row(), 'x,"aperta'), 3, 'Riga 3: una virgoletta aperta'],
    ['a short row', file(row(), '1,2,3'), 3, 'Riga 3: ha 3 colonne, ne servono 16.'],
    ['an id that is no number', file(row({ id: 'abc' })), 2, 'Riga 2: l’id «abc»'],
    [
      'a price that is no amount',
      file(row(), row({ versione: '256GB', prezzo: 'tanti' })),
      3,
      'Riga 3: prezzo: Scrivi il prezzo in euro',
    ],
    [
      'a price of zero',
      file(row({ prezzo: '0' })),
      2,
      'Riga 2: prezzo: Inserisci un prezzo maggiore di zero.',
    ],
    [
      'a variant stock that is no count',
      file(row({ disponibilita_variante: '-1' })),
      2,
      'Riga 2: disponibilità della variante:',
    ],
    [
      'a shared stock that is no count',
      file(row({ disponibilita_condivisa: 'x' })),
      2,
      'Riga 2: disponibilità condivisa:',
    ],
    [
      'neither sì nor no',
      file(row({ disponibile: 'forse' })),
      2,
      'Riga 2: disponibile: scrivi sì o no.',
    ],
    [
      'an unknown department',
      file(row({ reparto: 'giardino' })),
      2,
      'Riga 2: reparto: Scegli un reparto',
    ],
    ['a short description', file(row({ descrizione: 'corta' })), 2, 'Riga 2: descrizione:'],
    ['a name missing', file(row({ nome: '' })), 2, 'Riga 2: nome:'],
    ['a colour without its code', file(row({ colore_hex: 'nero' })), 2, 'Riga 2: colori:'],
    [
      'a colour with two codes',
      file(row(), row({ versione: '256GB', colore_hex: '#222222' })),
      3,
      'Riga 3: il colore «Nero» ha già il codice #111111.',
    ],
    [
      'a variant twice',
      file(row(), row()),
      3,
      'Riga 3: la variante Nero / 128GB è già alla riga 2.',
    ],
    [
      'an SKU twice',
      file(row({ sku: 'A1' }), row({ nome: 'Altro', sku: 'A1' })),
      3,
      'Riga 3: lo SKU A1 è già alla riga 2.',
    ],
    [
      'an SKU with a space',
      file(row({ sku: 'A 1' })),
      2,
      'Riga 2: sku: Lo SKU può contenere solo lettere senza accenti, cifre e trattini.',
    ],
    [
      'an SKU with a slash, as the shop made them before migration 0041',
      file(row({ sku: 'RL00003-ARGENTO-8GB/256GB' })),
      2,
      'Riga 2: sku: Lo SKU può contenere solo',
    ],
    [
      'an exported stock that is no count',
      file(row({ id: '3', disponibilita_variante_esportata: 'tre' })),
      2,
      'Riga 2: disponibilita_variante_esportata: lascia il numero',
    ],
    [
      'an exported shared stock that is no count',
      file(row({ id: '3', disponibilita_condivisa_esportata: '-1' })),
      2,
      'Riga 2: disponibilita_condivisa_esportata: lascia il numero',
    ],
    [
      'product columns that differ',
      file(row({ id: '3' }), row({ id: '3', versione: '256GB', marca: 'Altra' })),
      3,
      'Riga 3: nome, marca, reparto',
    ],
  ])('refuses %s, naming its line', (_case, text, line, message) => {
    const { products, refusals } = readCatalogueCsv(text, DEPARTMENTS);
    expect(products).toEqual([]);
    expect(refusals.find((refusal) => refusal.line === line)?.message).toContain(message);
  });

  it('lists every refused line at once, in file order, and yields nothing', () => {
    const { products, refusals } = readCatalogueCsv(
      file(
        row({ nome: 'Buono' }),
        row({ nome: 'Caro', prezzo: 'x' }),
        row({ nome: 'Fuori', disponibile: 'boh' }),
      ),
      DEPARTMENTS,
    );
    expect(products).toEqual([]);
    expect(refusals.map((refusal) => refusal.line)).toEqual([3, 4]);
  });
});
