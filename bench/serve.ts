/**
 * Serves the built Worker and client straight from Miniflare's API on workerd, as production runs
 * them: no `wrangler dev` proxy and no Vite middleware in front of the Worker, over a fresh local
 * D1 of its own that goes when the server does.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { builtWorkerOptions } from '../scripts/built-worker.ts';
import { executeLocal, migrateLocal } from '../scripts/local-stack.ts';
import { generateProducts, productsSql, SEED_PRODUCTS } from './catalogue-generator.ts';

export interface BenchServer {
  url: string;
  dispose(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Where the benchmark's storage lives: in memory (/dev/shm) where the machine has it. Miniflare's
 * D1 and cache are SQLite files its Durable Objects write even while they only read (about six
 * writes and 17 KB per cache-miss request), and on this VM's disk their syncs stall requests for
 * up to 1.6 s. Production's D1 reads and Cache API pay nothing of the Worker host's disk; the
 * CPU of those writes still counts here, their disk latency no longer does.
 */
const STORAGE_ROOT = existsSync('/dev/shm') ? '/dev/shm' : tmpdir();

/**
 * A fresh local D1 with the migrations and, beyond the starting 8, generated products; then any
 * other generated rows (`data`, SQL statements).
 */
async function catalogueState(products: number, data: readonly string[]): Promise<string> {
  const stateDir = mkdtempSync(join(STORAGE_ROOT, 'riparo-bench-'));
  await migrateLocal(stateDir, { quiet: true });
  const generated = [
    ...(products > SEED_PRODUCTS ? [productsSql(generateProducts(products))] : []),
    ...data,
  ];
  if (generated.length > 0) {
    const file = join(stateDir, 'generated.sql');
    writeFileSync(file, generated.join('\n'));
    await executeLocal(stateDir, file, { quiet: true });
  }
  return stateDir;
}

/**
 * The built Worker over a catalogue of `products`; with `inspectorPort`, workerd also takes
 * DevTools connections there (bench/profile.ts); `data` adds generated rows, `bindings` replaces
 * the benchmark's own (bench/analytics.ts).
 */
export async function serveCatalogue(
  products: number,
  {
    inspectorPort,
    data = [],
    bindings = {},
  }: { inspectorPort?: number; data?: readonly string[]; bindings?: Record<string, string> } = {},
): Promise<BenchServer> {
  const stateDir = await catalogueState(products, data);
  const workerOptions = builtWorkerOptions(stateDir);
  const port = await freePort();
  const options = {
    ...workerOptions,
    // The location's cache beside the D1, in the same storage (STORAGE_ROOT).
    cachePersist: join(stateDir, 'cache'),
    bindings: {
      ...workerOptions.bindings,
      // Neither development (GraphiQL, suggestions) nor production (no D1 stats on request).
      ENVIRONMENT: 'benchmark',
      // Required outside development: the links the Worker writes point here.
      SHOP_ORIGIN: `http://127.0.0.1:${port}`,
      AUTH_EMULATOR: 'false',
      ...bindings,
    },
    // The load comes from one client at thousands of catalogue reads a minute: a shopper's read
    // limit would refuse most of them. The limiter is still asked on every expensive read.
    ratelimits: {
      ...workerOptions.ratelimits,
      READS_RATE_LIMIT: { simple: { limit: 1_000_000, period: 60 } },
    },
    // Miniflare would otherwise report every request to its Node process over a loopback
    // connection: a cost production does not have.
    logRequests: false,
    host: '127.0.0.1',
    port,
    inspectorPort,
  } as MiniflareOptions;
  const miniflare = new Miniflare(options);
  const url = (await miniflare.ready).toString().replace(/\/$/, '');
  return {
    url,
    dispose: async () => {
      await miniflare.dispose();
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}
