/**
 * The catalogue as a CSV file, one row per variant (docs/product.md#catalogue-csv): what the
 * staff's export writes and what their import reads back, checked by the staff form's rules.
 */
import type { ColorSwatch } from '../db/catalogue';
import { csvLine, csvText, readCsv } from './csv';
import { sameSkuError, sameSkuMessage, skuNamePart } from './generated-sku';
import type { Cents } from './money';
import { exportAmount } from './order-export';
import { parseProductCreate } from './product-edit';
import { skuError, tidySku } from './variant-edit';

export const CATALOGUE_CSV_HEADER = [
  'id',
  'nome',
  'marca',
  'reparto',
  'descrizione',
  'archiviato',
  'colore',
  'colore_hex',
  'versione',
  'sku',
  'prezzo',
  'disponibilita_variante',
  'disponibilita_condivisa',
  'disponibile',
  'disponibilita_variante_esportata',
  'disponibilita_condivisa_esportata',
] as const;

/**
 * The largest file an import takes, in bytes, posted as the body of the staff's import route:
 * with its rows it bounds what one request parses and writes in one D1 batch
 * (docs/product.md#catalogue-csv).
 */
export const MAX_IMPORT_BYTES = 5_000_000;

/** The most rows (variants) an import takes. */
export const MAX_IMPORT_ROWS = 10_000;

/** Where staff post a file to check it, and to import it (the Worker's route). */
export const CATALOGUE_CSV_PATH = '/csv/catalogue';

/**
 * The largest file the GraphQL mutations take: the endpoint refuses bodies over 64 KB, where a
 * character may take 4 bytes. Larger files go to CATALOGUE_CSV_PATH.
 */
export const MAX_GRAPHQL_IMPORT_BYTES = 16_000;

/** The refused lines an answer lists, the first in the file: enough to fix a file in rounds. */
export const MAX_REFUSALS_SHOWN = 100;

export const IMPORT_TOO_LARGE =
  'Il file supera i 5 MB che un’importazione accetta: dividilo in più file.';

export const GRAPHQL_IMPORT_TOO_LARGE =
  'Il file supera i 16 KB che l’API GraphQL accetta: importalo dalla pagina del negozio.';

const TOO_MANY_ROWS = `il file supera le ${MAX_IMPORT_ROWS.toLocaleString('it-IT')} righe che un’importazione accetta: dividilo in più file.`;

/** A product as the export writes it. */
export interface ExportedProduct {
  id: number;
  name: string;
  brand: string;
  categoryId: string;
  description: string;
  colors: ColorSwatch[];
  archived: boolean;
  /** The stock its variants share: every unit less those held apart. */
  sharedStock: number;
  inStock: boolean;
}

export interface ExportedVariant {
  color: string;
  size: string;
  sku: string;
  price: Cents;
  stock: number | null;
}

const yesNo = (value: boolean) => (value ? 'sì' : 'no');

/** A product's rows of the export, one per variant, its own columns repeated on each. */
export function catalogueCsvRows(
  product: ExportedProduct,
  variants: readonly ExportedVariant[],
): string[] {
  return variants.map((variant) =>
    csvLine([
      String(product.id),
      product.name,
      product.brand,
      product.categoryId,
      product.description,
      yesNo(product.archived),
      variant.color,
      product.colors.find((color) => color.name === variant.color)?.hex ?? '',
      variant.size,
      variant.sku,
      exportAmount(variant.price),
      variant.stock === null ? '' : String(variant.stock),
      String(product.sharedStock),
      yesNo(product.inStock),
      variant.stock === null ? '' : String(variant.stock),
      String(product.sharedStock),
    ]),
  );
}

export const catalogueCsvHeader = () => csvLine([...CATALOGUE_CSV_HEADER]);

/** A variant row of an import. */
interface ImportedVariant {
  line: number;
  color: string;
  size: string;
  /** null keeps the SKU it has, or gives a new variant the shop's own. */
  sku: string | null;
  price: Cents;
  /** null: it sells from the product's shared stock. */
  stock: number | null;
  /** The stock the export wrote for it; null when it wrote none (docs/product.md#catalogue-csv). */
  seenStock: number | null;
}

/** A product of an import, from its rows: new when it has no id. */
export interface ImportedProduct {
  line: number;
  id: number | null;
  name: string;
  brand: string;
  categoryId: string;
  description: string;
  colors: ColorSwatch[];
  sizes: string[];
  inStock: boolean;
  sharedStock: number;
  /** The shared stock the export wrote; null when it wrote none (docs/product.md#catalogue-csv). */
  seenSharedStock: number | null;
  variants: ImportedVariant[];
}

/** A refused line and why, the message starting "Riga N:". */
export interface CsvRefusal {
  line: number;
  message: string;
}

export const csvRefusal = (line: number, reason: string): CsvRefusal => ({
  line,
  message: `Riga ${line}: ${reason}`,
});

type Column = (typeof CATALOGUE_CSV_HEADER)[number];
type Row = { line: number } & Record<Column, string>;

/** The columns a product's rows repeat, which must agree. */
const PRODUCT_COLUMNS = [
  'id',
  'nome',
  'marca',
  'reparto',
  'descrizione',
  'disponibilita_condivisa',
  'disponibile',
  'disponibilita_condivisa_esportata',
] as const;

const WHOLE_NUMBER = /^\d{1,9}$/;

const count = (text: string) => (WHOLE_NUMBER.test(text) ? Number(text) : Number.NaN);

/** A stock the export wrote: empty for none, else a whole number, or undefined when it is not. */
const seenCount = (text: string) =>
  text === '' ? null : WHOLE_NUMBER.test(text) ? Number(text) : undefined;

const SEEN_REFUSAL =
  'lascia il numero che l’esportazione ha scritto (serve a non perdere gli ordini presi dopo).';

function yes(text: string): boolean | null {
  const word = text.trim().toLowerCase();
  if (['sì', 'si', 'true', '1'].includes(word)) return true;
  if (['no', 'false', '0'].includes(word)) return false;
  return null;
}

/** The rows grouped into products: by id, or for new products by consecutive name and brand. */
function productGroups(rows: readonly Row[]): Row[][] {
  const groups = new Map<string, Row[]>();
  let previousNew: Row | null = null;
  let previousKey = '';
  for (const row of rows) {
    let key: string;
    if (row.id) {
      key = `id:${row.id}`;
      previousNew = null;
    } else {
      const sameProduct = previousNew?.nome === row.nome && previousNew?.marca === row.marca;
      key = sameProduct ? previousKey : `new:${row.line}`;
      previousNew = row;
    }
    previousKey = key;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()];
}

/**
 * A product's colours (or sizes) by the part of the SKU each gives, with the row naming it first:
 * two giving one part would give their variants one SKU (schema/rules/generated-sku.ts). Each
 * name first met on a line is added; the answer is its refusal when an earlier row's gives the
 * same part.
 */
function skuParts(column: string) {
  const named = new Map<string, { name: string; line: number }>();
  return (name: string, line: number): CsvRefusal[] => {
    const part = skuNamePart(name);
    const earlier = named.get(part);
    if (!earlier) {
      named.set(part, { name, line });
      return [];
    }
    const where = ` della riga ${earlier.line}`;
    return [csvRefusal(line, `${column}: ${sameSkuMessage(earlier.name, name, where)}`)];
  };
}

/** One product's rows read and checked: the product, or its refusals. */
function importedProduct(
  rows: readonly Row[],
  categoryIds: readonly string[],
): ImportedProduct | CsvRefusal[] {
  const [first, ...rest] = rows as [Row, ...Row[]];
  const refusals: CsvRefusal[] = [];
  const id = first.id ? Number(first.id) : null;
  if (first.id && !(WHOLE_NUMBER.test(first.id) && Number(first.id) > 0)) {
    refusals.push(csvRefusal(first.line, `l’id «${first.id}» non è il numero di un prodotto.`));
  }
  for (const row of rest) {
    if (PRODUCT_COLUMNS.some((column) => row[column] !== first[column])) {
      refusals.push(
        csvRefusal(
          row.line,
          `nome, marca, reparto, descrizione, disponibilità condivisa (anche esportata) e disponibile devono essere quelli della riga ${first.line}, dello stesso prodotto.`,
        ),
      );
    }
  }
  const inStock = yes(first.disponibile);
  if (inStock === null) refusals.push(csvRefusal(first.line, 'disponibile: scrivi sì o no.'));
  const seenSharedStock = seenCount(first.disponibilita_condivisa_esportata);
  if (seenSharedStock === undefined) {
    refusals.push(csvRefusal(first.line, `disponibilita_condivisa_esportata: ${SEEN_REFUSAL}`));
  }
  const colors: ColorSwatch[] = [];
  const sizes: string[] = [];
  const seen = new Map<string, number>();
  const colorSku = skuParts('colore');
  const sizeSku = skuParts('versione');
  for (const row of rows) {
    const known = colors.find((color) => color.name === row.colore);
    if (!known) {
      colors.push({ name: row.colore, hex: row.colore_hex });
      refusals.push(...colorSku(row.colore, row.line));
    } else if (known.hex.toLowerCase() !== row.colore_hex.toLowerCase()) {
      refusals.push(
        csvRefusal(row.line, `il colore «${row.colore}» ha già il codice ${known.hex}.`),
      );
    }
    if (!sizes.includes(row.versione)) {
      sizes.push(row.versione);
      refusals.push(...sizeSku(row.versione, row.line));
    }
    const option = `${row.colore}\n${row.versione}`;
    const earlier = seen.get(option);
    if (earlier) {
      refusals.push(
        csvRefusal(
          row.line,
          `la variante ${row.colore} / ${row.versione} è già alla riga ${earlier}.`,
        ),
      );
    }
    seen.set(option, row.line);
  }
  // Every row through the staff form's own rules: the product's fields with its shared stock once,
  // then each row's price and the stock it holds apart.
  const form = (row: Row, stock: string) =>
    parseProductCreate(
      {
        name: first.nome,
        brand: first.marca,
        categoryId: first.reparto,
        description: first.descrizione,
        colors,
        sizes,
        inStock: inStock ?? false,
        price: row.prezzo,
        stock: count(stock),
        details: null,
      },
      categoryIds,
    );
  // Two names giving one SKU are refused above, by their rows.
  const namedRows = {
    colors: sameSkuError(colors.map((color) => color.name)),
    sizes: sameSkuError(sizes),
  };
  const productErrors = Object.entries(form(first, first.disponibilita_condivisa).errors ?? {});
  for (const [field, message] of productErrors.filter(
    ([field, message]) =>
      field !== 'price' && message !== namedRows[field as keyof typeof namedRows],
  )) {
    refusals.push(csvRefusal(first.line, `${FIELD_LABELS[field] ?? field}: ${message}`));
  }
  const variants: ImportedVariant[] = [];
  for (const row of rows) {
    const own = row.disponibilita_variante;
    const { product, errors } = form(row, own || first.disponibilita_condivisa);
    if (errors?.price) refusals.push(csvRefusal(row.line, `prezzo: ${errors.price}`));
    if (errors?.stock && own) {
      refusals.push(csvRefusal(row.line, `disponibilità della variante: ${errors.stock}`));
    }
    // The staff editor's SKU rule, which the shop's own SKUs keep too (migrations/0041).
    const badSku = row.sku ? skuError(row.sku) : undefined;
    if (badSku) refusals.push(csvRefusal(row.line, `sku: ${badSku}`));
    const seenStock = seenCount(row.disponibilita_variante_esportata);
    if (seenStock === undefined) {
      refusals.push(csvRefusal(row.line, `disponibilita_variante_esportata: ${SEEN_REFUSAL}`));
    }
    if (product) {
      variants.push({
        line: row.line,
        color: row.colore.trim(),
        size: row.versione.trim(),
        sku: row.sku ? tidySku(row.sku) : null,
        price: product.price,
        stock: own ? product.stock : null,
        // A new product has no stock yet for orders to have moved.
        seenStock: id === null ? null : (seenStock ?? null),
      });
    }
  }
  if (refusals.length > 0) return refusals;
  return {
    line: first.line,
    id,
    name: first.nome.trim(),
    brand: first.marca.trim(),
    categoryId: first.reparto,
    description: first.descrizione.trim(),
    colors: colors.map((color) => ({ name: color.name.trim(), hex: color.hex.toLowerCase() })),
    sizes: sizes.map((size) => size.trim()),
    inStock: inStock ?? false,
    sharedStock: count(first.disponibilita_condivisa),
    seenSharedStock: id === null ? null : (seenSharedStock ?? null),
    variants,
  };
}

/** The staff form's fields by the names a refusal gives them, as the file's columns. */
const FIELD_LABELS: Record<string, string> = {
  name: 'nome',
  brand: 'marca',
  categoryId: 'reparto',
  description: 'descrizione',
  price: 'prezzo',
  stock: 'disponibilità condivisa',
  colors: 'colori',
  sizes: 'versioni',
};

/**
 * Reads a catalogue file (docs/product.md#catalogue-csv) into its products, each checked by the
 * staff form's rules with departments among `categoryIds`. The refused lines are listed (the first
 * MAX_REFUSALS_SHOWN), in file order; a file with any refusal yields no product, so nothing of it is written.
 */
export function readCatalogueCsv(
  text: string,
  categoryIds: readonly string[],
): { products: ImportedProduct[]; refusals: CsvRefusal[] } {
  const refused = (refusals: CsvRefusal[]) => ({ products: [], refusals });
  const { records, unclosedQuoteLine } = readCsv(text);
  if (unclosedQuoteLine !== null) {
    return refused([csvRefusal(unclosedQuoteLine, 'una virgoletta aperta non viene mai chiusa.')]);
  }
  const [header, ...body] = records;
  const expected = CATALOGUE_CSV_HEADER.join(',');
  if (header?.cells.map((cell) => cell.trim().toLowerCase()).join(',') !== expected) {
    return refused([csvRefusal(1, `l’intestazione deve essere: ${expected}.`)]);
  }
  if (body.length === 0) {
    return refused([csvRefusal(1, 'dopo l’intestazione non c’è nessun prodotto.')]);
  }
  const beyond = body[MAX_IMPORT_ROWS];
  if (beyond) return refused([csvRefusal(beyond.line, TOO_MANY_ROWS)]);
  const refusals: CsvRefusal[] = [];
  const rows: Row[] = [];
  for (const record of body) {
    if (record.cells.length !== CATALOGUE_CSV_HEADER.length) {
      refusals.push(
        csvRefusal(
          record.line,
          `ha ${record.cells.length} colonne, ne servono ${CATALOGUE_CSV_HEADER.length}.`,
        ),
      );
      continue;
    }
    const row = { line: record.line } as Row;
    CATALOGUE_CSV_HEADER.forEach((column, index) => {
      row[column] = csvText(record.cells[index] ?? '');
    });
    rows.push(row);
  }
  const skus = new Map<string, number>();
  for (const row of rows) {
    const sku = tidySku(row.sku);
    const earlier = skus.get(sku);
    if (sku && earlier) {
      refusals.push(csvRefusal(row.line, `lo SKU ${sku} è già alla riga ${earlier}.`));
    }
    if (sku) skus.set(sku, row.line);
  }
  const products: ImportedProduct[] = [];
  for (const group of productGroups(rows)) {
    const read = importedProduct(group, categoryIds);
    if (Array.isArray(read)) refusals.push(...read);
    else products.push(read);
  }
  if (refusals.length > 0) {
    return refused(refusals.sort((a, b) => a.line - b.line).slice(0, MAX_REFUSALS_SHOWN));
  }
  return { products, refusals: [] };
}
