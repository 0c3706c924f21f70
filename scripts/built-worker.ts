/**
 * The built Worker as Miniflare runs it straight from its API on workerd, over a local D1: what
 * the benchmark serves and what `npm run orders:expire` triggers.
 */
import { join } from 'node:path';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { BUILT_WORKER_CONFIG, ROOT } from './local-stack.ts';

export function builtWorkerOptions(stateDir: string) {
  const { workerOptions, main } = unstable_getMiniflareWorkerOptions(
    join(ROOT, BUILT_WORKER_CONFIG),
  );
  if (!main) throw new Error(`${BUILT_WORKER_CONFIG} names no Worker script: build again`);
  return {
    ...workerOptions,
    name: 'riparo-shop',
    modules: true,
    scriptPath: main,
    // Where `wrangler d1 migrations apply --local --persist-to stateDir` left the database.
    d1Persist: join(stateDir, 'v3', 'd1'),
  };
}
