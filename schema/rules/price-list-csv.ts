/**
 * The price list as a CSV file (docs/product.md#price-list): what the staff's export writes and
 * their import reads back, every row checked by the rules of the staff's own form.
 */
import { DEVICE_CATEGORY } from '../vocabulary';
import { type CsvRefusal, csvRefusal } from './catalogue-csv';
import { csvLine, csvText, readCsv } from './csv';
import { centsFromEuros } from './money';
import { exportAmount } from './order-export';
import {
  PARTS_QUALITY,
  PRICE_LIST_REFUSALS,
  type PriceEntry,
  priceEntryErrors,
  REPAIR_TYPE,
  tidyPriceEntry,
} from './price-list';

export const PRICE_LIST_CSV_HEADER = [
  'id',
  'categoria',
  'marca',
  'modello',
  'riparazione',
  'ricambio',
  'prezzo',
  'tempo_minuti',
  'mentre_aspetti',
] as const;

/**
 * The largest file an import takes, in UTF-8 bytes: it travels in a GraphQL request, whose body
 * the endpoint caps at 64 KB, where a character may take 4 bytes (as the catalogue's
 * MAX_GRAPHQL_IMPORT_BYTES). The seeded list, a few hundred rows, fits in one file; a longer one
 * goes in several, since rows a file does not name stay as they are.
 */
export const MAX_PRICE_CSV_BYTES = 16_000;

export const PRICE_CSV_TOO_LARGE =
  'Il file supera i 16 KB che un’importazione del listino accetta: dividilo in più file.';

/** The refused lines an answer lists, the first in the file. */
export const MAX_PRICE_CSV_REFUSALS = 100;

/** A row of the list as the export writes it. */
export function priceListCsvLine(row: PriceEntry & { id: number }): string {
  return csvLine([
    String(row.id),
    row.category,
    row.brand,
    row.model,
    row.repair,
    row.partsQuality ?? '',
    exportAmount(row.price),
    String(row.minutes),
    row.whileYouWait ? 'sì' : 'no',
  ]);
}

export const priceListCsvHeader = () => csvLine([...PRICE_LIST_CSV_HEADER]);

/** A row of an import: an update of row `id`, or a new row when it has none. */
export interface ImportedPrice {
  line: number;
  id: number | null;
  entry: PriceEntry;
}

/** A row's natural key: one price per model, repair and part, case aside. */
export function priceEntryKey(entry: PriceEntry): string {
  return [
    entry.category,
    entry.brand.toLowerCase(),
    entry.model.toLowerCase(),
    entry.repair,
    entry.partsQuality ?? '',
  ].join('\n');
}

type Column = (typeof PRICE_LIST_CSV_HEADER)[number];

/** The form's fields by the columns that hold them, for refusals that name the column. */
const COLUMN_OF: Record<string, Column> = {
  brand: 'marca',
  model: 'modello',
  partsQuality: 'ricambio',
  price: 'prezzo',
  minutes: 'tempo_minuti',
  whileYouWait: 'mentre_aspetti',
};

const WHOLE_NUMBER = /^\d{1,9}$/;

function yesNo(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (['sì', 'si', 'true', '1'].includes(word)) return true;
  if (['no', 'false', '0', ''].includes(word)) return false;
  return null;
}

/** One record read into a row of the list, or the reasons its line is refused. */
function importedPrice(line: number, cells: Record<Column, string>): ImportedPrice | CsvRefusal[] {
  const refusals: CsvRefusal[] = [];
  const refuse = (column: Column, reason: string) =>
    refusals.push(csvRefusal(line, `${column}: ${reason}`));
  const id = cells.id.trim();
  if (id && !(WHOLE_NUMBER.test(id) && Number(id) > 0)) {
    refuse('id', `«${id}» non è il numero di una riga del listino.`);
  }
  const category = cells.categoria.trim().toLowerCase();
  if (!DEVICE_CATEGORY.has(category)) {
    refuse('categoria', `scrivi una tra ${DEVICE_CATEGORY.values.join(', ')}.`);
  }
  const repair = cells.riparazione.trim().toLowerCase();
  if (!REPAIR_TYPE.has(repair)) {
    refuse('riparazione', `scrivi una tra ${REPAIR_TYPE.values.join(', ')}.`);
  }
  const quality = cells.ricambio.trim().toLowerCase();
  if (quality && !PARTS_QUALITY.has(quality)) {
    refuse('ricambio', 'scrivi originale, compatibile o lascialo vuoto.');
  }
  const price = centsFromEuros(cells.prezzo);
  if (price === null) refuse('prezzo', 'scrivi l’importo in euro, IVA esclusa, ad esempio 129.00.');
  const minutes = cells.tempo_minuti.trim();
  if (!WHOLE_NUMBER.test(minutes)) refuse('tempo_minuti', 'scrivi un numero intero di minuti.');
  const whileYouWait = yesNo(cells.mentre_aspetti);
  if (whileYouWait === null) refuse('mentre_aspetti', 'scrivi sì o no.');
  if (refusals.length > 0 || !DEVICE_CATEGORY.has(category) || !REPAIR_TYPE.has(repair)) {
    return refusals;
  }
  const entry = tidyPriceEntry({
    category,
    brand: cells.marca,
    model: cells.modello,
    repair,
    partsQuality: PARTS_QUALITY.has(quality) ? quality : null,
    price: price ?? 0,
    minutes: Number(minutes),
    whileYouWait: whileYouWait ?? false,
  });
  for (const [field, message] of Object.entries(priceEntryErrors(entry))) {
    if (message) refuse(COLUMN_OF[field] ?? 'id', message);
  }
  return refusals.length > 0 ? refusals : { line, id: id ? Number(id) : null, entry };
}

/**
 * Reads a price list file into its rows, and lists every refused line (the first
 * MAX_PRICE_CSV_REFUSALS) in file order: with any refusal nothing of the file may be written, the
 * rows read are only there to be checked against the list too. Two rows of the file with one id,
 * or one model's same repair and part, are refused.
 */
export function readPriceListCsv(text: string): { rows: ImportedPrice[]; refusals: CsvRefusal[] } {
  const refused = (refusals: CsvRefusal[]) => ({ rows: [], refusals });
  const { records, unclosedQuoteLine } = readCsv(text);
  if (unclosedQuoteLine !== null) {
    return refused([csvRefusal(unclosedQuoteLine, 'una virgoletta aperta non viene mai chiusa.')]);
  }
  const [header, ...body] = records;
  const expected = PRICE_LIST_CSV_HEADER.join(',');
  if (header?.cells.map((cell) => cell.trim().toLowerCase()).join(',') !== expected) {
    return refused([csvRefusal(1, `l’intestazione deve essere: ${expected}.`)]);
  }
  if (body.length === 0)
    return refused([csvRefusal(1, 'dopo l’intestazione non c’è nessuna riga.')]);
  const refusals: CsvRefusal[] = [];
  const rows: ImportedPrice[] = [];
  for (const { line, cells } of body) {
    if (cells.length !== PRICE_LIST_CSV_HEADER.length) {
      const wanted = PRICE_LIST_CSV_HEADER.length;
      refusals.push(csvRefusal(line, `ha ${cells.length} colonne, ne servono ${wanted}.`));
      continue;
    }
    const named = Object.fromEntries(
      PRICE_LIST_CSV_HEADER.map((column, index) => [column, csvText(cells[index] ?? '')]),
    ) as Record<Column, string>;
    const read = importedPrice(line, named);
    if (Array.isArray(read)) refusals.push(...read);
    else rows.push(read);
  }
  refusals.push(...sameRowTwice(rows));
  return { rows, refusals: sortedRefusals(refusals) };
}

/** Refusals in file order, the first MAX_PRICE_CSV_REFUSALS. */
export const sortedRefusals = (refusals: readonly CsvRefusal[]) =>
  [...refusals].sort((a, b) => a.line - b.line).slice(0, MAX_PRICE_CSV_REFUSALS);

/** Rows of one file naming one id, or one model's same repair and part, after the first. */
function sameRowTwice(rows: readonly ImportedPrice[]): CsvRefusal[] {
  const ids = new Map<number, number>();
  const keys = new Map<string, number>();
  return rows.flatMap((row) => {
    const refusals: CsvRefusal[] = [];
    const earlierId = row.id === null ? undefined : ids.get(row.id);
    if (earlierId)
      refusals.push(csvRefusal(row.line, `l’id ${row.id} è già alla riga ${earlierId}.`));
    if (row.id !== null && !earlierId) ids.set(row.id, row.line);
    const key = priceEntryKey(row.entry);
    const earlierKey = keys.get(key);
    if (earlierKey) {
      refusals.push(
        csvRefusal(row.line, `${PRICE_LIST_REFUSALS.duplicate} È già alla riga ${earlierKey}.`),
      );
    } else {
      keys.set(key, row.line);
    }
    return refusals;
  });
}
