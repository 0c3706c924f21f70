/**
 * `npm run db:backup`: the shop's D1 data in one SQL file, without the search index
 * (scripts/d1-backup.ts). The local D1 by default; the real one with `--remote --env production`.
 *
 *   npm run db:backup                                          # backups/riparo-shop-local-<time>.sql
 *   npm run db:backup -- --remote --env production             # the production database
 *   npm run db:backup -- --output somewhere.sql
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { backup } from './d1-backup.ts';
import { ROOT } from './local-stack.ts';

const { values } = parseArgs({
  options: {
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    config: { type: 'string', default: `${ROOT}wrangler.toml` },
    output: { type: 'string' },
  },
});
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const output =
  values.output ??
  `${ROOT}backups/riparo-shop-${values.remote ? (values.env ?? 'remote') : 'local'}-${stamp}.sql`;
mkdirSync(dirname(output), { recursive: true });
const { tables } = await backup(
  { config: values.config, remote: values.remote, env: values.env },
  output,
);
console.log(`Backed up ${tables.length} tables to ${output}`);
