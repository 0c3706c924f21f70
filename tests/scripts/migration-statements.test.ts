import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unstable_splitSqlQuery } from 'wrangler';
import { ROOT } from '../../scripts/local-stack';

/**
 * Every migration as D1 will split it into statements. `wrangler d1 migrations apply --remote`
 * sends each file whole and D1 splits it on the server; that splitter is not published, so this
 * uses wrangler's own (the one `--local` uses), which follows the same rules: a statement ends at
 * a `;` outside quotes, comments and BEGIN/CASE … END blocks. Trigger bodies holding CASE … END
 * are the pattern D1's remote splitter broke on in 2026 (workers-sdk #15178, #14991, #15314),
 * leaving the migration half applied; so no trigger may hold one.
 */
const MIGRATIONS = join(ROOT, 'migrations');
const BREAKPOINT = '--> statement-breakpoint';
const files = readdirSync(MIGRATIONS).filter((file) => file.endsWith('.sql'));

const isTrigger = (sql: string) => /^\s*CREATE\s+TRIGGER\b/im.test(sql);
/** Whole-line comments out, whitespace collapsed, no final `;`: a statement as text to compare. */
const normalized = (sql: string) =>
  sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/;$/, '');

/**
 * What the file means to say: drizzle-kit writes one statement per breakpoint chunk; a chunk
 * written by hand (the data migrations) holds one statement per line ending in `;`. A trigger's
 * chunk is that one trigger, whole.
 */
function intended(file: string): { count: number; triggers: string[] } {
  const chunks = readFileSync(join(MIGRATIONS, file), 'utf8')
    .split(BREAKPOINT)
    .map(normalized)
    .filter((chunk) => chunk.length > 0);
  const count = (chunk: string) =>
    isTrigger(chunk) ? 1 : Math.max(1, chunk.split(/;\s*(?=\S|$)/).filter(Boolean).length);
  return {
    count: chunks.reduce((total, chunk) => total + count(chunk), 0),
    triggers: chunks.filter(isTrigger),
  };
}

describe('the migrations as D1 splits them', () => {
  it('has migrations to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  it.each(files)('%s: yields exactly the statements it was written as', (file) => {
    const statements = unstable_splitSqlQuery(readFileSync(join(MIGRATIONS, file), 'utf8'));
    const { count, triggers } = intended(file);
    expect(statements).toHaveLength(count);
    // Each trigger comes out as one statement, BEGIN to END, exactly as written.
    expect(statements.filter(isTrigger).map(normalized)).toEqual(triggers);
    for (const trigger of triggers) expect(trigger).toMatch(/\bBEGIN\b[\s\S]*\bEND$/i);
  });

  it.each(files)('%s: holds no trigger with CASE … END in it', (file) => {
    for (const trigger of intended(file).triggers) {
      expect(trigger, trigger.slice(0, 80)).not.toMatch(/\bCASE\b/i);
    }
  });
});
