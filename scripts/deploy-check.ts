/**
 * `npm run deploy:check`: builds the production Worker as `npm run deploy` does and runs
 * `wrangler deploy --dry-run` on the result, which needs no account: it prints the upload's size
 * and bindings. The dry run leaves out where the Worker would answer and what runs on its own, so
 * those are printed first, from the same built config.
 */
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { BUILT_WORKER_CONFIG, bin, ROOT, run } from './local-stack';

/**
 * Without web/.env.deploy (no Firebase project yet) the rehearsal builds with the example's
 * placeholders, which vite.config.ts accepts; `npm run deploy` has no such fallback.
 */
function signInSettings(): Record<string, string> {
  if (existsSync(`${ROOT}web/.env.deploy`)) return {};
  console.log('No web/.env.deploy: rehearsing with web/.env.deploy.example');
  return parseEnv(readFileSync(`${ROOT}web/.env.deploy.example`, 'utf8')) as Record<string, string>;
}

await run(bin('vite'), ['build', '--mode', 'deploy', '--logLevel', 'warn'], {
  env: { CLOUDFLARE_ENV: 'production', ...signInSettings() },
});
const built = JSON.parse(readFileSync(`${ROOT}${BUILT_WORKER_CONFIG}`, 'utf8'));
console.log(
  [
    `Worker:         ${built.name}`,
    `Routes:         ${JSON.stringify(built.routes ?? [])}`,
    `workers.dev:    ${built.workers_dev}, preview URLs: ${built.preview_urls}`,
    `Workers Logs:   ${JSON.stringify(built.observability ?? null)}`,
    `Crons:          ${(built.triggers?.crons ?? []).join(', ')}`,
    `Queue consumer: ${JSON.stringify(built.queues?.consumers ?? [])}`,
  ].join('\n'),
);
await run(bin('wrangler'), ['deploy', '--config', BUILT_WORKER_CONFIG, '--dry-run']);
