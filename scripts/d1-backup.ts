/**
 * Backups of the shop's D1 that work with its search index. `wrangler d1 export` refuses a
 * database holding virtual tables (FTS5: workers-sdk #6305), and a refused remote export can
 * leave the database busy (#9519); so the backup exports the data of the real tables by name,
 * leaving out the search index (`products_fts*`, virtual tables and their shadow tables) and what
 * the catalogue's triggers derive from products (facet counts, the cache version, the sizes' index). A restore goes
 * into an empty D1 migrated to the same migrations, and the triggers of migration 0009 write the
 * index and the counts again from the restored products. Run through wrangler, so the same steps
 * work on the local D1 (`--local`, beside the config) and the real one (`--remote --env production`).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { bin } from './local-stack.ts';

/** Which D1: the config's binding, local or remote, in an environment of the config. */
export interface D1Target {
  config: string;
  remote: boolean;
  env?: string;
}

/**
 * Not data: SQLite's and D1's own tables, the migrations' record, and the price ranges the
 * catalogue's triggers read (migrations 0009 and 0023 write them), which the target has.
 */
const INTERNAL = /^(sqlite_|_cf_|d1_migrations$|catalogue_price_ranges$)/;
/**
 * Derived from products by the catalogue's triggers: the search index and its shadow tables, the
 * facet counts, the cache version (migration 0009), the sizes' index (0042).
 */
const DERIVED = /^(products_fts($|_)|catalogue_facets$|catalogue_version$|product_sizes$)/;

const HEADER = { migrations: '-- migrations: ', tables: '-- tables: ' };

const execute = promisify(execFile);

function targetArgs({ config, remote, env }: D1Target): string[] {
  return ['--config', config, remote ? '--remote' : '--local', ...(env ? ['--env', env] : [])];
}

/** Runs SQL through wrangler and answers each statement's rows. */
export async function d1Results<Row>(target: D1Target, sql: string): Promise<Row[][]> {
  const { stdout } = await execute(
    bin('wrangler'),
    ['d1', 'execute', 'DB', ...targetArgs(target), '--json', '--command', sql],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  return (JSON.parse(stdout) as { results: Row[] }[]).map((result) => result.results ?? []);
}

const MIGRATIONS_SQL = 'SELECT name FROM d1_migrations ORDER BY id;';
const TABLES_SQL =
  "SELECT name FROM sqlite_schema WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' ORDER BY rowid;";
const names = (rows: { name: string }[] | undefined) => (rows ?? []).map((row) => row.name);

/**
 * What a backup of the target holds: the migrations it has had, in order, and its tables but the
 * internal and the derived ones, in creation order.
 */
export async function backupContents(target: D1Target) {
  const [migrations, tables] = await d1Results<{ name: string }>(
    target,
    `${MIGRATIONS_SQL}\n${TABLES_SQL}`,
  );
  return {
    migrations: names(migrations),
    tables: names(tables).filter((name) => !INTERNAL.test(name) && !DERIVED.test(name)),
  };
}

/**
 * Writes `output`: which migrations and tables it holds, then the tables' rows as INSERT
 * statements (wrangler's export, data only, one statement a line).
 */
export async function backup(target: D1Target, output: string): Promise<{ tables: string[] }> {
  const { migrations, tables } = await backupContents(target);
  await execute(
    bin('wrangler'),
    [
      'd1',
      'export',
      'DB',
      ...targetArgs(target),
      '--no-schema',
      '--skip-confirmation',
      ...tables.flatMap((table) => ['--table', table]),
      '--output',
      output,
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const rows = readFileSync(output, 'utf8');
  writeFileSync(
    output,
    `${HEADER.migrations}${migrations.join(',')}\n${HEADER.tables}${tables.join(',')}\n${rows}\n`,
  );
  return { tables };
}

const quoted = (table: string) => `"${table.replace(/"/g, '""')}"`;

/** The migrations and the tables a backup's header lines name. */
function backupHeader(lines: readonly string[]) {
  const header = (prefix: string) =>
    (lines.find((line) => line.startsWith(prefix))?.slice(prefix.length) ?? '')
      .split(',')
      .filter(Boolean);
  const tables = header(HEADER.tables);
  if (!tables.length) throw new Error('Not a backup written by npm run db:backup: no tables line');
  return { migrations: header(HEADER.migrations), tables };
}

/**
 * The tables with each one after those its foreign keys name (`parents`), in the backup's order
 * otherwise; a cycle keeps it.
 */
function parentsFirst(
  tables: readonly string[],
  parents: ReadonlyMap<string, readonly string[]>,
): string[] {
  const placed: string[] = [];
  const waiting = [...tables];
  while (waiting.length > 0) {
    const ready = waiting.findIndex((table) =>
      (parents.get(table) ?? []).every(
        (parent) => parent === table || placed.includes(parent) || !tables.includes(parent),
      ),
    );
    const [next] = waiting.splice(Math.max(ready, 0), 1);
    if (next) placed.push(next);
  }
  return placed;
}

/**
 * The SQL that turns an empty migrated database into the backup: every backed-up table emptied
 * (the migrations' seed catalogue), then each table's rows, the table emptied again just before
 * them (a trigger may have written some: products write their variants and price history).
 * Foreign keys are checked at the end, but their ON DELETE actions are not deferred: each table
 * comes after those it refers to (`parents`, by table), so emptying it again never nulls or
 * deletes rows already back (an order line's variant, a variant's price history). The units a
 * variant holds apart come back on its product's row and on the variant's, whose insert adds them
 * to the product again (migrations/0034): that second count is taken back. Last, every product is
 * touched once, which makes 0009's triggers write its search entry again, so the index is the
 * products' whatever order the rows came in.
 */
export function restoreSql(
  backupText: string,
  parents: ReadonlyMap<string, readonly string[]>,
): string {
  const lines = backupText.split('\n');
  const tables = parentsFirst(backupHeader(lines).tables, parents);
  const statements = ['PRAGMA defer_foreign_keys = TRUE;'];
  statements.push(...tables.map((table) => `DELETE FROM ${quoted(table)};`));
  const inserts = lines.flatMap((line) => {
    const insert = line.match(/^INSERT INTO "((?:[^"]|"")+)"/);
    return insert?.[1] ? [{ line, table: insert[1].replace(/""/g, '"') }] : [];
  });
  const place = (table: string) => tables.indexOf(table);
  let current = '';
  // Stable: a table's rows keep their order.
  for (const { line, table } of inserts.sort((a, b) => place(a.table) - place(b.table))) {
    if (table !== current) statements.push(`DELETE FROM ${quoted(table)};`);
    current = table;
    statements.push(line);
  }
  statements.push(
    `UPDATE products SET stock = stock - held.units, variant_stock = variant_stock - held.units
     FROM (SELECT product_id, sum(stock) AS units FROM product_variants WHERE stock > 0 GROUP BY product_id) AS held
     WHERE products.id = held.product_id;`,
    'UPDATE products SET name = name;',
  );
  return `${statements.join('\n')}\n`;
}

/**
 * Restores `file` into the target, which must be migrated exactly as the backup's database was
 * (the rows are written without column names). Whatever its tables held is replaced: restore into
 * a new database, then point the Worker at it (README: Deploy to Cloudflare). The target's
 * foreign keys order the tables, so a backup written before they did restores alike.
 */
export async function restore(target: D1Target, file: string): Promise<void> {
  const backupText = readFileSync(file, 'utf8');
  const { migrations, tables } = backupHeader(backupText.split('\n'));
  const [applied, ...keys] = await d1Results<{ name: string; table: string }>(
    target,
    [MIGRATIONS_SQL, ...tables.map((table) => `PRAGMA foreign_key_list(${quoted(table)});`)].join(
      '\n',
    ),
  );
  if (names(applied).join(',') !== migrations.join(',')) {
    throw new Error(
      `The database has migrations ${names(applied).at(-1) ?? 'none'}, the backup ${migrations.at(-1) ?? 'none'}: apply the backup's migrations to an empty database first (wrangler d1 migrations apply).`,
    );
  }
  const parents = new Map(
    tables.map((table, at) => [table, (keys[at] ?? []).map((key) => key.table)]),
  );
  const sql = restoreSql(backupText, parents);
  const dir = mkdtempSync(join(tmpdir(), 'd1-restore-'));
  try {
    const scratch = join(dir, 'restore.sql');
    writeFileSync(scratch, sql);
    await execute(
      bin('wrangler'),
      ['d1', 'execute', 'DB', ...targetArgs(target), '--yes', '--file', scratch],
      { maxBuffer: 64 * 1024 * 1024 },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
