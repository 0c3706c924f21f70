/**
 * `npm run db:restore -- <file>`: a backup of `npm run db:backup` into an empty D1 migrated to
 * the backup's migrations; the search index is written again from the products
 * (scripts/d1-backup.ts). The local D1 by default; a remote one with `--remote --env production`.
 *
 *   npm run db:restore -- backups/riparo-shop-local-<time>.sql
 *   npm run db:restore -- backups/<file>.sql --remote --env production
 */
import { parseArgs } from 'node:util';
import { restore } from './d1-backup.ts';
import { ROOT } from './local-stack.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    remote: { type: 'boolean', default: false },
    env: { type: 'string' },
    config: { type: 'string', default: `${ROOT}wrangler.toml` },
  },
});
const [file] = positionals;
if (!file) {
  console.error('Name the backup to restore: npm run db:restore -- backups/<file>.sql');
  process.exit(1);
}
await restore({ config: values.config, remote: values.remote, env: values.env }, file);
console.log(`Restored ${file}; the search index was written again from the products.`);
