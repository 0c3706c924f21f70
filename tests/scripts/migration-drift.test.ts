import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/local-stack';
import { migrationDrift } from '../../scripts/migration-drift';

const DRIZZLE_KIT_MS = 60_000;
const copies: string[] = [];

afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A copy of schema/ (the tables import the vocabulary beside them) with one file edited, able to
 * import drizzle-orm from the project's node_modules. Returns the copy's tables.ts.
 */
function schemaCopy(edit?: { file: string; from: string; to: string }): string {
  const dir = mkdtempSync(join(tmpdir(), 'schema-copy-'));
  copies.push(dir);
  cpSync(join(ROOT, 'schema'), join(dir, 'schema'), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  if (edit) {
    const path = join(dir, 'schema/db', edit.file);
    const source = readFileSync(path, 'utf8');
    expect(source).toContain(edit.from);
    writeFileSync(path, source.replace(edit.from, edit.to));
  }
  return join(dir, 'schema/db/tables.ts');
}

/** products gains a column: the change a forgotten `npm run db:migration` leaves behind. */
const NEW_COLUMN = {
  file: 'catalogue.ts',
  from: "    id: integer('id').primaryKey(),\n    name: text('name').notNull(),\n    brand:",
  to: "    id: integer('id').primaryKey(),\n    warrantyMonths: integer('warranty_months'),\n    name: text('name').notNull(),\n    brand:",
};

describe('the migrations drift check', () => {
  it(
    'finds nothing to migrate for the tables as they are',
    async () => {
      const drift = await migrationDrift({ schema: schemaCopy() });
      expect(drift.added).toEqual([]);
      expect(drift.status).toBe('same');
    },
    DRIZZLE_KIT_MS,
  );

  it(
    'finds the migration a new column needs',
    async () => {
      const drift = await migrationDrift({ schema: schemaCopy(NEW_COLUMN) });
      expect(drift.status).toBe('drifted');
      expect(drift.added).toHaveLength(1);
      expect(drift.added[0]?.sql).toContain('ALTER TABLE `products` ADD `warranty_months` integer');
    },
    DRIZZLE_KIT_MS,
  );

  it(
    'counts a possible rename, which drizzle-kit can only ask about, as drift too',
    async () => {
      const renamed = schemaCopy({
        file: 'catalogue.ts',
        from: "brand: text('brand')",
        to: "maker: text('maker')",
      });
      const drift = await migrationDrift({ schema: renamed });
      expect(drift.status).toBe('undecided');
      expect(drift.added).toEqual([]);
    },
    DRIZZLE_KIT_MS,
  );

  it(
    'fails `npm run check` with the SQL to write, and leaves migrations/ alone',
    async () => {
      const journal = readFileSync(join(ROOT, 'migrations/meta/_journal.json'), 'utf8');
      const check = promisify(execFile)(
        join(ROOT, 'node_modules/.bin/tsx'),
        ['scripts/check-migrations.ts', '--schema', schemaCopy(NEW_COLUMN)],
        { cwd: ROOT },
      );
      await expect(check).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining('ALTER TABLE `products` ADD `warranty_months` integer'),
      });
      expect(readFileSync(join(ROOT, 'migrations/meta/_journal.json'), 'utf8')).toBe(journal);
    },
    DRIZZLE_KIT_MS,
  );
});
