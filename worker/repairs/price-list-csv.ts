/**
 * The price list as a CSV file (docs/product.md#price-list): exported whole, imported whole or not
 * at all, every line checked by the staff form's rules and against the list.
 */
import { asc, type SQL, sql } from 'drizzle-orm';
import { repairPrices } from '../../schema/db/price-list';
import { type CsvRefusal, csvRefusal } from '../../schema/rules/catalogue-csv';
import { PRICE_LIST_REFUSALS } from '../../schema/rules/price-list';
import {
  type ImportedPrice,
  MAX_PRICE_CSV_BYTES,
  PRICE_CSV_TOO_LARGE,
  priceEntryKey,
  priceListCsvHeader,
  priceListCsvLine,
  readPriceListCsv,
  sortedRefusals,
} from '../../schema/rules/price-list-csv';
import { type AuditActor, audit } from '../admin/audit';
import type { Database } from '../db';
import { DomainError } from '../domain-error';
import { uniquely } from './price-list-staff';

/** The whole list as CSV, by category, brand, model and repair; the export is audited. */
export async function priceListCsv(db: Database, actor: AuditActor): Promise<string> {
  const p = repairPrices;
  const [rows] = await db.batch([
    db.select().from(p).orderBy(asc(p.category), asc(p.brand), asc(p.model), asc(p.id)),
    audit(db, actor, {
      action: 'export.price-list',
      entityType: 'export',
      entityId: 'price-list',
      summary: 'Esportato il listino riparazioni in CSV',
    }),
  ]);
  return [priceListCsvHeader(), ...rows.map(priceListCsvLine)].map((line) => `${line}\n`).join('');
}

/** What an import does, or would do: rows added and changed, or the refused lines. */
export interface PriceListImport {
  created: number;
  updated: number;
  written: boolean;
  refusals: CsvRefusal[];
}

/**
 * The file's rows against the list: each id must name a row, and once the file is written no
 * model may have the same repair and part twice (a new row, or a changed one, meeting a row the
 * file leaves as it is).
 */
async function listRefusals(db: Database, rows: readonly ImportedPrice[]): Promise<CsvRefusal[]> {
  const listed = await db.select().from(repairPrices);
  const ids = new Set(listed.map((row) => row.id));
  const changed = new Set(rows.flatMap((row) => (row.id === null ? [] : [row.id])));
  const kept = new Map(
    listed.filter((row) => !changed.has(row.id)).map((row) => [priceEntryKey(row), row.id]),
  );
  return rows.flatMap((row) => {
    if (row.id !== null && !ids.has(row.id)) {
      return [csvRefusal(row.line, `la riga ${row.id} non esiste nel listino.`)];
    }
    const other = kept.get(priceEntryKey(row.entry));
    return other === undefined
      ? []
      : [csvRefusal(row.line, `${PRICE_LIST_REFUSALS.duplicate} È la riga ${other} del listino.`)];
  });
}

const utf8Bytes = (text: string) => new TextEncoder().encode(text).length;

/** A row's columns as json_each hands them to the two statements below. */
const asJson = (rows: readonly ImportedPrice[], now: number) =>
  JSON.stringify(rows.map(({ id, entry }) => ({ id, ...entry, updatedAtMs: now })));

/**
 * Reads a price list file and, when `write` and no line is refused, writes it: rows without id
 * added, rows with one changed, rows the file does not name left as they are. One D1 batch of
 * three statements whatever the file's size (its rows bound as one JSON text), so a file is
 * written whole or not at all.
 */
export async function importPriceListCsv(
  db: Database,
  actor: AuditActor,
  text: string,
  write: boolean,
  now = Date.now(),
): Promise<PriceListImport> {
  if (utf8Bytes(text) > MAX_PRICE_CSV_BYTES) {
    throw new DomainError(PRICE_CSV_TOO_LARGE, 'BAD_USER_INPUT', 'csv');
  }
  const read = readPriceListCsv(text);
  const refusals = sortedRefusals([...read.refusals, ...(await listRefusals(db, read.rows))]);
  const added = read.rows.filter((row) => row.id === null);
  const changed = read.rows.filter((row) => row.id !== null);
  const answer = { created: added.length, updated: changed.length, written: false, refusals };
  if (!write || refusals.length > 0) return answer;
  const columns = sql.raw(
    '`device_category`, `brand`, `model`, `repair`, `parts_quality`, `price_cents`, `typical_minutes`, `while_you_wait`, `updated_at_ms`',
  );
  const values = sql.join(
    [
      'category',
      'brand',
      'model',
      'repair',
      'partsQuality',
      'price',
      'minutes',
      'whileYouWait',
      'updatedAtMs',
    ].map((name) => sql.raw(`json_extract(value, '$.${name}')`)),
    sql`, `,
  );
  // D1 itself runs the batch: drizzle's batch cannot bind a raw statement's values.
  const bound = (query: { sql: string; params: unknown[] }) =>
    db.$client.prepare(query.sql).bind(...query.params);
  const raw = (query: SQL) => bound(db.run(query).getQuery());
  await uniquely(() =>
    db.$client.batch([
      raw(sql`UPDATE ${repairPrices} SET (${columns}) = (${values})
        FROM json_each(${asJson(changed, now)}) WHERE "repair_prices"."id" = json_extract(value, '$.id')`),
      raw(sql`INSERT INTO ${repairPrices} (${columns})
        SELECT ${values} FROM json_each(${asJson(added, now)})`),
      bound(
        audit(db, actor, {
          action: 'import.price-list',
          entityType: 'import',
          entityId: 'price-list',
          summary: `Importato il listino in CSV: ${added.length} voci aggiunte, ${changed.length} modificate`,
        }).toSQL(),
      ),
    ]),
  );
  return { ...answer, written: true };
}
