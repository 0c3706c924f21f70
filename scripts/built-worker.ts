/**
 * The built Worker as Miniflare runs it straight from its API on workerd, over a local D1: what
 * `npm start`, the end-to-end stack and the benchmark serve, and what `npm run orders:expire`
 * triggers. No `wrangler dev` proxy in front: it costs more than the Worker itself (docs/performance.md).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Log, LogLevel, Miniflare, type MiniflareOptions } from 'miniflare';
import { unstable_getMiniflareWorkerOptions } from 'wrangler';
import { BUILT_WORKER_CONFIG, ROOT } from './local-stack.ts';

/**
 * The Worker, its bindings (the vars with the .dev.vars the build copied beside it, D1, the rate
 * limiters) and its static assets, which Miniflare serves with their `_headers`.
 */
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
    // The Worker reads no `request.cf`: Miniflare's placeholder, not a download from Cloudflare.
    cf: false,
  };
}

interface BuiltConfig {
  vars?: Record<string, string>;
  triggers?: { crons?: string[] };
}

function builtConfig(): BuiltConfig {
  return JSON.parse(readFileSync(join(ROOT, BUILT_WORKER_CONFIG), 'utf8')) as BuiltConfig;
}

/** The built config's own [vars], without the .dev.vars the build copied beside it. */
function configVars(): Record<string, string> {
  return builtConfig().vars ?? {};
}

/**
 * Miniflare does not fire Cron Triggers by itself. The ones that run every few minutes (the mail
 * sweep) are fired here on their interval; the hourly order expiry stays a command
 * (`npm run orders:expire`), so local orders do not vanish under a developer.
 */
function fireFrequentCrons(miniflare: Miniflare): () => void {
  const timers = (builtConfig().triggers?.crons ?? []).flatMap((cron) => {
    const minutes = Number(cron.match(/^\*\/(\d+) \* \* \* \*$/)?.[1]);
    if (!minutes) return [];
    const fire = async () => {
      // The Node side has no Workers types: Miniflare's Fetcher here is only what this uses.
      const worker = (await miniflare.getWorker()) as unknown as {
        scheduled(event: { scheduledTime: Date; cron: string }): Promise<unknown>;
      };
      await worker.scheduled({ scheduledTime: new Date(), cron });
    };
    const timer = setInterval(() => {
      fire().catch((error: unknown) => console.error(`cron ${cron} failed:`, error));
    }, minutes * 60_000);
    timer.unref();
    return [timer];
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

export interface BuiltWorkerServer {
  url: string;
  dispose(): Promise<void>;
}

/** Serves the built Worker and client on workerd, the way production runs them. */
export async function serveBuiltWorker(options: {
  port: number;
  stateDir: string;
  /** Defaults to "localhost"; tests pin 127.0.0.1. */
  host?: string;
  /** The local settings (.dev.vars or the committed example), over the config's [vars]. */
  vars: Record<string, string>;
}): Promise<BuiltWorkerServer> {
  const workerOptions = builtWorkerOptions(options.stateDir);
  const miniflare = new Miniflare({
    ...workerOptions,
    bindings: { ...configVars(), ...options.vars },
    // The Worker's console.log and console.error reach this terminal as workerd prints them;
    // Miniflare itself speaks only to warn (an uncaught error, a bad _headers line).
    log: new Log(LogLevel.WARN),
    logRequests: false,
    host: options.host ?? 'localhost',
    port: options.port,
  } as MiniflareOptions);
  const url = (await miniflare.ready).toString().replace(/\/$/, '');
  const stopCrons = fireFrequentCrons(miniflare);
  return {
    url,
    dispose: () => {
      stopCrons();
      return miniflare.dispose();
    },
  };
}
