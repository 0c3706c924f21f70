/**
 * `npm run deploy:check`: builds the production Worker as `npm run deploy` does and runs
 * `wrangler deploy --dry-run` on the result, which needs no account: it prints the upload's size
 * and bindings. The dry run leaves out where the Worker would answer and what runs on its own, so
 * those are printed first, from the same built config.
 */
import { readFileSync } from 'node:fs';
import { BUILT_WORKER_CONFIG, bin, ROOT, run } from './local-stack';

await run(bin('vite'), ['build', '--mode', 'deploy', '--logLevel', 'warn'], {
  env: { CLOUDFLARE_ENV: 'production' },
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
