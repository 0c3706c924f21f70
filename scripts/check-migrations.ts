/**
 * Fails `npm run check` when schema/db/ has changed without a migration: when `drizzle-kit
 * generate` would write one (see migration-drift.ts). Run `npm run db:migration`, review the SQL
 * and commit it with the table change.
 *
 *   tsx scripts/check-migrations.ts [--schema FILE] [--migrations DIR]
 */
import { parseArgs } from 'node:util';
import { migrationDrift } from './migration-drift.ts';

const { values } = parseArgs({
  options: { schema: { type: 'string' }, migrations: { type: 'string' } },
});

try {
  const { status, added, output } = await migrationDrift(values);
  if (status === 'same') {
    console.log('Migrations match the drizzle tables.');
  } else {
    console.error('The drizzle tables (schema/db/) and migrations/ have drifted apart.');
    if (status === 'drifted') {
      console.error('drizzle-kit generate would add:\n');
      for (const { file, sql } of added) console.error(`-- ${file}\n${sql.trim()}\n`);
    } else {
      console.error(
        'drizzle-kit generate stopped at a question only a person can answer (usually whether ' +
          `a table or column was renamed):\n${firstError(output)}\n`,
      );
    }
    console.error('Run npm run db:migration, review the SQL and commit it with the table change.');
    process.exit(1);
  }
} catch (error) {
  console.error(
    `Could not compare the drizzle tables with migrations/:\n${(error as Error).message}`,
  );
  process.exit(1);
}

/** The error line of drizzle-kit's output, else its last lines. */
function firstError(output: string) {
  return output.match(/^.*Error: .*$/m)?.[0] ?? output.trim().split('\n').slice(-6).join('\n');
}
