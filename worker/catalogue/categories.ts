import { asc } from 'drizzle-orm';
import { type CategoryRow, categories } from '../../schema/db/catalogue';
import type { Database } from '../db';

/**
 * The six departments, kept by the isolate: they change only with a migration, so a product
 * names a category this copy lacks only after one, and that read fetches them again.
 */
let held: ReadonlyMap<string, CategoryRow> | undefined;

/**
 * A read in flight, shared by the resolvers of one request (keyed by its database handle): a
 * pending read may not outlive the request that started it.
 */
const reading = new WeakMap<Database, Promise<ReadonlyMap<string, CategoryRow>>>();

function load(db: Database): Promise<ReadonlyMap<string, CategoryRow>> {
  const pending = reading.get(db);
  if (pending) return pending;
  const read = db
    .select()
    .from(categories)
    .orderBy(asc(categories.position))
    .then((rows) => {
      held = new Map(rows.map((row) => [row.id, row]));
      return held;
    });
  reading.set(db, read);
  return read;
}

export async function allCategories(db: Database): Promise<CategoryRow[]> {
  return [...(held ?? (await load(db))).values()];
}

export async function categoryById(db: Database, id: string): Promise<CategoryRow | undefined> {
  const known = held ?? (await load(db));
  // A department this copy lacks came with a migration after it was read: read them again, once.
  return known.get(id) ?? (reading.has(db) ? undefined : (await load(db)).get(id));
}

/** For tests, which reset the database under the isolate. */
export function forgetCategories(): void {
  held = undefined;
}
