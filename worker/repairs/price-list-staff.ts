/**
 * The staff's side of the price list (docs/product.md#price-list): the rows a page at a time, each
 * added, changed or removed with its audit row.
 */
import { eq, sql } from 'drizzle-orm';
import { type RepairPriceRow, repairPrices } from '../../schema/db/price-list';
import { formatPrice } from '../../schema/rules/money';
import {
  listedRepairName,
  PRICE_LIST_REFUSALS,
  type PriceEntry,
  priceEntryErrors,
  tidyPriceEntry,
} from '../../schema/rules/price-list';
import { hasErrors } from '../../schema/rules/validation';
import { type AuditActor, audit } from '../admin/audit';
import { type StaffListArgs, staffList } from '../admin/paging';
import { type Database, violates } from '../db';
import { DomainError, invalidFields } from '../domain-error';
import { findRepairPrice } from './price-list';

/** The staff's list of rows, last changed first, searched by brand and model. */
export function listRepairPrices(db: Database, args: StaffListArgs) {
  const p = repairPrices;
  return staffList(db, p, { newest: p.updatedAtMs, searched: [p.brand, p.model] }, args);
}

const NOT_FOUND = 'Voce del listino non trovata.';
const UNIQUE_ENTRY = 'repair_prices_entry_unique';

/** A row in one line, as the audit log and the staff read it. */
const described = (entry: PriceEntry) =>
  `${entry.brand} ${entry.model}, ${listedRepairName(entry.repair, entry.partsQuality)}, ${formatPrice(entry.price)} + IVA`;

/** Runs a write that may give one model the same repair and part twice: refused as such. */
export async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violates(error, UNIQUE_ENTRY)) {
      throw new DomainError(PRICE_LIST_REFUSALS.duplicate, 'CONFLICT', 'model');
    }
    throw error;
  }
}

/** The row checked by the staff form's rules and tidied, or the form's refusal. */
function checked(entry: PriceEntry): PriceEntry {
  const tidy = tidyPriceEntry(entry);
  const errors = priceEntryErrors(tidy);
  if (hasErrors(errors)) throw invalidFields(errors);
  return tidy;
}

/** Adds a row (id null) or changes one, with its audit row in the same batch. */
export async function savePriceEntry(
  db: Database,
  actor: AuditActor,
  id: number | null,
  input: PriceEntry,
  now = Date.now(),
): Promise<RepairPriceRow> {
  const entry = checked(input);
  if (id === null) {
    const [[row]] = await uniquely(() =>
      db.batch([
        db
          .insert(repairPrices)
          .values({ ...entry, updatedAtMs: now })
          .returning(),
        audit(
          db,
          actor,
          {
            action: 'price.create',
            entityType: 'price',
            entityId: sql`CAST(last_insert_rowid() AS TEXT)`,
            summary: `Aggiunta al listino: ${described(entry)}`,
          },
          now,
        ),
      ]),
    );
    if (!row) throw new Error('A price list row was written but not returned');
    return row;
  }
  const before = await findRepairPrice(db, id);
  if (!before) throw new DomainError(NOT_FOUND, 'NOT_FOUND', 'id');
  const [[row]] = await uniquely(() =>
    db.batch([
      db
        .update(repairPrices)
        .set({ ...entry, updatedAtMs: now })
        .where(eq(repairPrices.id, id))
        .returning(),
      audit(
        db,
        actor,
        {
          action: 'price.update',
          entityType: 'price',
          entityId: String(id),
          summary: `Listino modificato: ${described(entry)} (prima ${formatPrice(before.price)})`,
        },
        now,
      ),
    ]),
  );
  if (!row) throw new DomainError(NOT_FOUND, 'NOT_FOUND', 'id');
  return row;
}

/** Removes a row, with its audit row; requests already booked from it keep what they state. */
export async function removePriceEntry(db: Database, actor: AuditActor, id: number) {
  const row = await findRepairPrice(db, id);
  if (!row) throw new DomainError(NOT_FOUND, 'NOT_FOUND', 'id');
  await db.batch([
    db.delete(repairPrices).where(eq(repairPrices.id, id)),
    audit(db, actor, {
      action: 'price.remove',
      entityType: 'price',
      entityId: String(id),
      summary: `Tolta dal listino: ${described(row)}`,
    }),
  ]);
}
