/**
 * What D1 holds, rows only, kept in the test isolate so that a test that wrote rows gets the
 * database back without another run of every migration (tests/worker/setup.ts): one batch that
 * empties each table and writes its rows again. It took about a fifth of the time of emptying
 * the storage and migrating again.
 */
export interface D1Snapshot {
  /** Each table's rows in column order; sqlite_sequence first (see restoreSnapshot). */
  tables: { name: string; columns: string[]; rows: unknown[][] }[];
  /** The FTS5 tables among them. */
  fts: string[];
  /** Dropped while the rows go back, so that a row written again changes no other table. */
  triggers: { name: string; sql: string }[];
}

/** The tables an FTS5 table keeps its index in: written through the FTS5 table only. */
const FTS5_SHADOWS = ['data', 'idx', 'content', 'docsize', 'config'];

const FTS5 = /\bUSING\s+fts5\s*\(/i;
/** fts5vocab tables show another table's index and hold nothing of their own. */
const FTS5_VOCAB = /\bUSING\s+fts5vocab\s*\(/i;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows go back by the JSON array, a few hundred to a statement. */
const ROWS_A_STATEMENT = 500;

/** A value JSON carries back unchanged (see restoreSnapshot). */
function kept(value: unknown): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  throw new Error(`A snapshot keeps text and numbers, not ${typeof value}: see d1-snapshot.ts`);
}

export async function takeSnapshot(db: D1Database): Promise<D1Snapshot> {
  // workerd's own tables (_cf_*) are not the app's and may not be read. The triggers come in the
  // order they were made, and are made again in it: SQLite fires those of one event by that order.
  const { results } = await db
    .prepare(
      `SELECT type, name, sql FROM sqlite_master
       WHERE type IN ('table', 'trigger') AND name NOT LIKE '_cf_%'
       ORDER BY name <> 'sqlite_sequence', rowid`,
    )
    .all<{ type: string; name: string; sql: string | null }>();
  const fts = results.filter((row) => FTS5.test(row.sql ?? '')).map((row) => row.name);
  const shadows = new Set(fts.flatMap((name) => FTS5_SHADOWS.map((shadow) => `${name}_${shadow}`)));
  const tables = results.filter(
    (row) => row.type === 'table' && !shadows.has(row.name) && !FTS5_VOCAB.test(row.sql ?? ''),
  );
  const read = await db.batch(
    tables.map((table) =>
      // An FTS5 table's rows are found again by their rowid, which its columns do not hold.
      db.prepare(`SELECT ${fts.includes(table.name) ? 'rowid, ' : ''}* FROM ${quoted(table.name)}`),
    ),
  );
  return {
    tables: tables.map((table, i) => {
      const rows = (read[i]?.results ?? []) as Record<string, unknown>[];
      const columns = rows[0] ? Object.keys(rows[0]) : [];
      return {
        name: table.name,
        columns,
        rows: rows.map((row) => columns.map((c) => kept(row[c]))),
      };
    }),
    fts,
    triggers: results
      .filter((row) => row.type === 'trigger' && row.sql)
      .map((row) => ({ name: row.name, sql: row.sql as string })),
  };
}

/**
 * Puts every table back as the snapshot holds it, in one batch (one transaction). The triggers
 * go first and come back last, or writing a product again would count it in the filter counts
 * and the search index a second time; foreign keys are checked at the end, when every row is
 * back. sqlite_sequence goes back before the tables whose numbers it keeps, which then only
 * raise them. Each table's rows go in as they were read: JSON keeps text, integers and reals
 * (the snapshot of a table with a blob would not, and none has one).
 */
export async function restoreSnapshot(db: D1Database, snapshot: D1Snapshot): Promise<void> {
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = on'),
    ...snapshot.triggers.map((trigger) => db.prepare(`DROP TRIGGER ${quoted(trigger.name)}`)),
    ...snapshot.tables.map((table) => db.prepare(`DELETE FROM ${quoted(table.name)}`)),
    ...snapshot.tables.flatMap((table) => {
      const columns = table.columns.map(quoted).join(', ');
      const values = table.columns.map((_, i) => `value ->> ${i}`).join(', ');
      const insert = db.prepare(
        `INSERT INTO ${quoted(table.name)} (${columns}) SELECT ${values} FROM json_each(?)`,
      );
      const statements = [];
      for (let from = 0; from < table.rows.length; from += ROWS_A_STATEMENT) {
        statements.push(
          insert.bind(JSON.stringify(table.rows.slice(from, from + ROWS_A_STATEMENT))),
        );
      }
      return statements;
    }),
    // Deleted rows leave marks in an FTS5 index until its segments are merged.
    ...snapshot.fts.map((name) =>
      db.prepare(`INSERT INTO ${quoted(name)} (${quoted(name)}) VALUES ('optimize')`),
    ),
    ...snapshot.triggers.map((trigger) => db.prepare(trigger.sql)),
  ]);
}
