/**
 * Serves the built Worker and client straight from Miniflare's API on workerd, as production runs
 * them: no `wrangler dev` proxy and no Vite middleware in front of the Worker.
 */
import { Miniflare, type MiniflareOptions } from 'miniflare';
import { builtWorkerOptions } from '../scripts/built-worker.ts';

export interface BenchServer {
  url: string;
  dispose(): Promise<void>;
}

export async function serveWithMiniflare(stateDir: string, port: number): Promise<BenchServer> {
  const workerOptions = builtWorkerOptions(stateDir);
  const options = {
    ...workerOptions,
    bindings: {
      ...workerOptions.bindings,
      // Neither development (GraphiQL, suggestions) nor production (no D1 stats on request).
      ENVIRONMENT: 'benchmark',
      AUTH_EMULATOR: 'false',
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
  } as MiniflareOptions;
  const miniflare = new Miniflare(options);
  const url = (await miniflare.ready).toString().replace(/\/$/, '');
  return { url, dispose: () => miniflare.dispose() };
}
