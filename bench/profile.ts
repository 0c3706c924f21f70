/**
 * `npm run bench:profile -- [operation] [--post] [--uncached] [--isolates]`: where the Worker's CPU
 * goes on one catalogue operation (or the floor's "trivial route") under the benchmark's load (10 connections, BENCH_SECONDS), as a
 * V8 profile taken through workerd's inspector. Prints each function's share of the samples and
 * writes the whole profile to bench/results/, which Chromium's DevTools opens (Performance panel).
 * `--isolates` profiles every isolate workerd runs (Miniflare's entry and asset router, D1's and
 * the cache's Durable Objects and their wrappers) and prints each one's share of the thread they
 * all share: what of a request's cost is the Worker's, and what is the simulator's.
 * BENCH_PRODUCTS picks the catalogue's size (one size, default 8).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon, { type Request as AutocannonRequest } from 'autocannon';
import WebSocket from 'ws';
import { build, ROOT } from '../scripts/local-stack.ts';
import { BASE_PRODUCTS } from './budgets.ts';
import { busySamples, type CpuProfile, selfTimes } from './cpu-profile.ts';
import { missPools } from './long-tail.ts';
import {
  BUDGET_FLOOR,
  GRAPHQL_HEADERS,
  GRAPHQL_OPERATIONS,
  type GraphQLOperation,
  POST_HEADERS,
  persistedGetPath,
  postBody,
  sha256Hex,
} from './operations.ts';
import { freePort, serveCatalogue } from './serve.ts';

const args = process.argv.slice(2);
const name = args.find((arg) => !arg.startsWith('--')) ?? 'list page';
const post = args.includes('--post');
// Every request unique, as in the benchmark's cache-miss run: what computing the answer costs.
const uncached = args.includes('--uncached');
const everyIsolate = args.includes('--isolates');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const products = Number(process.env.BENCH_PRODUCTS ?? BASE_PRODUCTS);

// The floor, profiled the same way, shows what every request pays before the Worker's own work.
const floor = name === BUDGET_FLOOR.name;
const operation = GRAPHQL_OPERATIONS.find((o) => o.name === name);
if (!operation && !floor) {
  const names = [...GRAPHQL_OPERATIONS.map((o) => o.name), BUDGET_FLOOR.name];
  console.error(`No operation "${name}": ${names.join(', ')}`);
  process.exit(1);
}

/** The isolates workerd's inspector offers, by title. */
async function isolates(port: number) {
  return (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as {
    title: string;
    webSocketDebuggerUrl: string;
  }[];
}

const SHOP_ISOLATE = 'worker core:user:riparo-shop';

/** The DevTools protocol over workerd's inspector, on one isolate. */
async function inspect(url: string) {
  const socket = new WebSocket(url);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  let lastId = 0;
  const pending = new Map<number, (result: unknown) => void>();
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = ++lastId;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

/** The load for `operation`: its persisted GET (or a POST), each request unique with --uncached. */
async function operationTarget(url: string, operation: GraphQLOperation) {
  const hash = await sha256Hex(operation.query);
  // Registers the persisted document, as a browser's first request does.
  await fetch(`${url}${persistedGetPath(operation, hash, true)}`);
  const path = persistedGetPath(operation, hash);
  // The cache-miss run's distinct inputs when it has them, else the operation's own; a nonce
  // (a parameter the Worker never reads, or an unused variable in a POST) makes each unique.
  const pool = (await missPools(products)).find((p) => p.operation === operation);
  const paths = pool?.paths ?? [path];
  let sent = 0;
  const unique = {
    requests: [
      {
        setupRequest: (req: AutocannonRequest) => {
          sent++;
          return post
            ? {
                ...req,
                body: postBody({
                  ...operation,
                  variables: { ...operation.variables, nonce: sent },
                }),
              }
            : { ...req, path: `${paths[sent % paths.length]}&nonce=${sent}` };
        },
      },
    ],
  };
  return {
    ...(post
      ? {
          url: `${url}/graphql`,
          method: 'POST' as const,
          headers: POST_HEADERS,
          body: postBody(operation),
        }
      : { url: `${url}${path}`, headers: GRAPHQL_HEADERS }),
    ...(uncached ? unique : {}),
  };
}

console.log('Building…');
await build({ quiet: true });
const inspectorPort = await freePort();
const server = await serveCatalogue(products, { inspectorPort });
try {
  const target = operation
    ? await operationTarget(server.url, operation)
    : { url: `${server.url}${BUDGET_FLOOR.path}` };
  await autocannon({ ...target, connections: 10, duration: 1 });
  const offered = await isolates(inspectorPort);
  const shop = offered.find((t) => t.title.endsWith(SHOP_ISOLATE));
  if (!shop) throw new Error(`no riparo-shop isolate in ${offered.map((t) => t.title)}`);
  const profiled = await Promise.all(
    (everyIsolate ? offered : [shop]).map(async (t) => ({
      title: t.title.replace(/^workerd: worker /, ''),
      isShop: t === shop,
      inspector: await inspect(t.webSocketDebuggerUrl),
    })),
  );
  for (const { inspector } of profiled) {
    await inspector.send('Profiler.enable');
    // A sample every 100 µs: a cached answer takes well under a millisecond.
    await inspector.send('Profiler.setSamplingInterval', { interval: 100 });
  }
  for (const { inspector } of profiled) await inspector.send('Profiler.start');
  const load = await autocannon({ ...target, connections: 10, duration: seconds });
  const profiles = [];
  for (const { title, isShop, inspector } of profiled) {
    const { profile } = await inspector.send<{ profile: CpuProfile }>('Profiler.stop');
    inspector.close();
    profiles.push({ title, isShop, profile });
  }
  const profile = profiles.find((p) => p.isShop)?.profile as CpuProfile;

  const label = `${name}${post ? ' (POST)' : ''}${uncached ? ', uncached' : ''} at ${products} products`;
  console.log(`\n${label}: ${Math.round(load.requests.average)} req/s, p50 ${load.latency.p50} ms`);
  if (everyIsolate) {
    // Profiling every isolate slows them all alike: the shares hold, the milliseconds are inflated.
    const busy = profiles.map(({ title, profile }) => ({ title, samples: busySamples(profile) }));
    const total = busy.reduce((sum, b) => sum + b.samples, 0) || 1;
    console.log('Share of the thread by isolate (busy samples, 100 µs each, per request):');
    for (const { title, samples } of busy.filter((b) => b.samples > 0)) {
      const perRequest = (samples * 0.1) / Math.max(1, load.requests.total);
      console.log(
        `${((samples / total) * 100).toFixed(1).padStart(5)}%  ${perRequest.toFixed(2)} ms  ${title}`,
      );
    }
  }
  console.log('Self time by function (the bundle is dist/riparo_shop/index.js):');
  for (const { name: fn, share } of selfTimes(profile)) {
    console.log(`${(share * 100).toFixed(1).padStart(5)}%  ${fn}`);
  }
  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `profile-${new Date().toISOString().replaceAll(':', '-')}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.log(`\nWritten to ${file}`);
} finally {
  await server.dispose();
}
