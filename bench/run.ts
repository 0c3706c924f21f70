/**
 * `npm run bench`: builds the site; for each catalogue size (BENCH_PRODUCTS, default 8) serves
 * the built Worker with a fresh local D1 through Miniflare and loads it from a second process;
 * weighs the client in Chromium, runs Lighthouse, and prints the figures with the budgets'
 * verdicts (also written to bench/results/). BENCH_MODES picks the parts (default all):
 * `reads` (each operation alone), `client` (Chromium, Lighthouse), `mixed` (a long tail of
 * reads beside an order a second), `misses` (reads no cache can answer); and, only when named,
 * `analytics` (the staff's figures over 50,000 generated orders, bench/analytics.ts).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { D1_STATS_HEADER, type D1Stats } from '../schema/d1-stats.ts';
import { kb, largestLazyChunk, readManifest } from '../scripts/bundle-size.ts';
import { build, ROOT } from '../scripts/local-stack.ts';
import { formatAnalytics, measureAnalytics } from './analytics.ts';
import { BASE_PRODUCTS, BENCH_PAGES } from './budgets.ts';
import { SEED_PRODUCTS } from './catalogue-generator.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import {
  LIGHTHOUSE_RUNS_PER_PAGE,
  type LighthouseRun,
  measurePageLoads,
  type PageLoad,
  runLighthouse,
} from './client.ts';
import type { LoadPlan, LoadResult, LoadTarget } from './load.ts';
import {
  LONG_TAIL_OPERATIONS,
  longTailPaths,
  MIXED,
  missName,
  missPools,
  orderRequests,
} from './long-tail.ts';
import { workerdRssMiB } from './memory.ts';
import {
  BUDGET_FLOOR,
  DEEP_PAGE,
  deepPageOperation,
  FLOOR,
  GRAPHQL_HEADERS,
  GRAPHQL_OPERATIONS,
  type GraphQLOperation,
  nextPageCursor,
  POST_HEADERS,
  persistedGetPath,
  postBody,
  postName,
  sha256Hex,
} from './operations.ts';
import {
  type BenchResults,
  checkBudgets,
  failedBudgets,
  formatMarkdown,
  formatReport,
  LOAD_CONNECTIONS,
  mostOf,
  type SizeRun,
} from './report.ts';
import { serveCatalogue } from './serve.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];

const MODES = ['reads', 'client', 'mixed', 'misses', 'analytics'] as const;
type Mode = (typeof MODES)[number];
/** What a run without BENCH_MODES measures: all but the figures' own 50,000 orders. */
const DEFAULT_MODES: readonly Mode[] = ['reads', 'client', 'mixed', 'misses'];

/** `BENCH_MODES=mixed,misses`: only those parts, so a run of one part takes minutes. */
function benchModes(value = DEFAULT_MODES.join()): Set<Mode> {
  const modes = value.split(',').map((part) => part.trim());
  for (const mode of modes) {
    if (!MODES.includes(mode as Mode)) {
      throw new Error(`BENCH_MODES: ${value} (any of ${MODES.join(', ')})`);
    }
  }
  return new Set(modes as Mode[]);
}
const RUN = benchModes(process.env.BENCH_MODES);

/** `BENCH_PRODUCTS=8,50000`: each size on its own fresh D1, printed side by side. */
function catalogueSizes(value = String(BASE_PRODUCTS)): number[] {
  const sizes = value.split(',').map((part) => Number(part.trim()));
  for (const size of sizes) {
    if (!Number.isInteger(size) || size < SEED_PRODUCTS) {
      throw new Error(`BENCH_PRODUCTS: ${value} (whole numbers of at least ${SEED_PRODUCTS})`);
    }
  }
  return sizes;
}
const SIZES = catalogueSizes(process.env.BENCH_PRODUCTS);

interface GraphQLAnswer {
  response: Response;
  data: unknown;
  /** The first error's code (or message), when the answer carries errors. */
  refusal: string | undefined;
}

async function graphqlAnswer(url: string, init: RequestInit = {}): Promise<GraphQLAnswer> {
  const response = await fetch(url, {
    ...init,
    headers: { ...GRAPHQL_HEADERS, ...(init.headers as Record<string, string>) },
  });
  const body = (await response.json()) as {
    data?: unknown;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  const [error] = body.errors ?? [];
  const refusal =
    error || !response.ok || !body.data
      ? (error?.extensions?.code ?? error?.message ?? `HTTP ${response.status}`)
      : undefined;
  return { response, data: body.data, refusal };
}

/** Fails loudly on anything but data: a benchmark of error answers would measure nothing. */
async function getData(url: string, init: RequestInit = {}) {
  const answer = await graphqlAnswer(url, init);
  if (answer.refusal) throw new Error(`${url} answered ${answer.refusal}`);
  return answer;
}

function runLoad(plan: LoadPlan): Promise<LoadResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['bench/load.ts'], {
      cwd: ROOT,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify(plan));
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

interface ClientFigures {
  pages: PageLoad[];
  lighthouse: LighthouseRun[];
  chromiumVersion: string;
}

/**
 * The cursor that opens page DEEP_PAGE of the list, found once by walking the pages before it
 * as a shopper would; on a catalogue with fewer pages, the one that opens the last page.
 */
async function deepPageCursor(url: string): Promise<string | null> {
  let after: string | null = null;
  for (let page = 1; page < DEEP_PAGE; page++) {
    const { data } = await getData(`${url}/graphql`, {
      method: 'POST',
      headers: POST_HEADERS,
      body: postBody(deepPageOperation(after)),
    });
    const next = nextPageCursor(data);
    if (next === null) break;
    after = next;
  }
  return after;
}

/** Sends the document once, as a browser does after a persisted-query miss. */
async function registerDocument(url: string, operation: GraphQLOperation) {
  const hash = await sha256Hex(operation.query);
  return graphqlAnswer(`${url}${persistedGetPath(operation, hash, true)}`);
}

/** What D1 did for a request, asked for in its x-d1-stats header (which skips the caches). */
async function d1StatsOf(url: string, path: string): Promise<{ stats: D1Stats; refusal?: string }> {
  const answer = await graphqlAnswer(`${url}${path}`, { headers: { [D1_STATS_HEADER]: '1' } });
  const stats = answer.response.headers.get(D1_STATS_HEADER);
  if (!stats) throw new Error(`${path}: the Worker sent no ${D1_STATS_HEADER}`);
  return { stats: JSON.parse(stats) as D1Stats, refusal: answer.refusal };
}

/** Each operation alone, by persisted GET and (catalogue reads) by POST, at every load. */
async function readTargets(url: string, d1: SizeRun['d1'], refused: SizeRun['refused']) {
  const targets: LoadTarget[] = [];
  const postTargets: LoadTarget[] = [];
  const operations = [...GRAPHQL_OPERATIONS, deepPageOperation(await deepPageCursor(url))];
  for (const operation of operations) {
    const first = await registerDocument(url, operation);
    const path = persistedGetPath(operation, await sha256Hex(operation.query));
    const measured = await d1StatsOf(url, path);
    d1[operation.name] = measured.stats;
    // An operation refused at some size is a failed budget, not a crash, and no load of
    // answers that carry only an error.
    const refusal = first.refusal ?? measured.refusal;
    if (refusal) {
      refused[operation.name] = refusal;
      console.log(`  ${operation.name}: refused (${refusal}), not loaded`);
      continue;
    }
    targets.push({ name: operation.name, path, headers: GRAPHQL_HEADERS });
    if (operation.catalogue) {
      const body = postBody(operation);
      await getData(`${url}/graphql`, { method: 'POST', headers: POST_HEADERS, body });
      postTargets.push({
        name: postName(operation),
        path: '/graphql',
        method: 'POST',
        headers: POST_HEADERS,
        body,
      });
    }
  }
  return { targets: [...targets, ...postTargets], operations };
}

/** D1 statements a sample of distinct cache misses ran: the most of each figure. */
const MISS_SAMPLES = 20;

/**
 * The reads no cache can answer: each request unique, drawn from distinct real inputs; and what
 * D1 does for the worst of a sample of them.
 */
async function missTargets(url: string, products: number, missD1: SizeRun['d1']) {
  const targets: LoadTarget[] = [];
  for (const { operation, paths } of await missPools(products)) {
    await registerDocument(url, operation);
    const samples = await Promise.all(
      paths.slice(0, MISS_SAMPLES).map((path) => d1StatsOf(url, path)),
    );
    const refusal = samples.find((sample) => sample.refusal)?.refusal;
    if (refusal) throw new Error(`${operation.name}: a cache miss answered ${refusal}`);
    missD1[operation.name] = mostOf(samples.map((sample) => sample.stats));
    const [path = ''] = paths;
    targets.push({
      name: missName(operation),
      path,
      paths,
      unique: true,
      headers: GRAPHQL_HEADERS,
      connections: [LOAD_CONNECTIONS],
    });
  }
  return targets;
}

/** The long tail, loaded without orders and then beside one order a second. */
async function mixedTargets(url: string, products: number): Promise<LoadTarget[]> {
  for (const operation of LONG_TAIL_OPERATIONS) await registerDocument(url, operation);
  const paths = await longTailPaths(products);
  const [path = ''] = paths;
  const tail = { path, paths, headers: GRAPHQL_HEADERS, connections: [LOAD_CONNECTIONS] };
  return [
    { ...tail, name: MIXED.withoutOrders },
    // One order a second, and one spare for the second that straddles the end.
    { ...tail, name: MIXED.withOrders, orders: orderRequests(products, DURATION_SECONDS + 2) },
  ];
}

/** The Worker's figures at one catalogue size; the client's too, when asked (once per run). */
async function measureSize(products: number, withClient: boolean) {
  console.log(`\nAt ${products} products: preparing a fresh D1…`);
  const server = await serveCatalogue(products);
  console.log(`Serving the built Worker at ${server.url}`);
  try {
    const targets: LoadTarget[] = FLOOR.map((floor) => ({ name: floor.name, path: floor.path }));
    const d1: SizeRun['d1'] = {};
    const missD1: SizeRun['d1'] = {};
    const refused: SizeRun['refused'] = {};
    const reads = RUN.has('reads') ? await readTargets(server.url, d1, refused) : null;
    if (reads) targets.push(...reads.targets);
    if (RUN.has('misses')) targets.push(...(await missTargets(server.url, products, missD1)));
    if (RUN.has('mixed')) targets.push(...(await mixedTargets(server.url, products)));

    console.log(`Loading the Worker (${DURATION_SECONDS} s per run)…`);
    const load = await runLoad({
      baseUrl: server.url,
      targets,
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      neighbourFloor: { target: { ...BUDGET_FLOOR }, connections: [LOAD_CONNECTIONS] },
    });
    const memory = workerdRssMiB();
    for (const operation of reads?.operations.filter((o) => !refused[o.name]) ?? []) {
      // Still answered from the persisted document after the load: the figures are real answers.
      await getData(
        `${server.url}${persistedGetPath(operation, await sha256Hex(operation.query))}`,
      );
    }
    const run: SizeRun = { products, load, d1, refused, workerdRssMiB: memory };
    if (RUN.has('misses')) run.missD1 = missD1;

    let client: ClientFigures | undefined;
    if (withClient) {
      console.log('Weighing the pages in Chromium…');
      const { loads, chromiumVersion } = await measurePageLoads(server.url, BENCH_PAGES);
      const lighthouse: LighthouseRun[] = [];
      if (LIGHTHOUSE_RUNS_PER_PAGE > 0) {
        console.log('Running Lighthouse…');
        lighthouse.push(...(await runLighthouse(server.url, BENCH_PAGES)));
      }
      client = { pages: loads, lighthouse, chromiumVersion };
    }
    return { run, client };
  } finally {
    await server.dispose();
  }
}

if (RUN.has('client') && !existsSync(CHROMIUM_PATH)) {
  console.error(
    `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

console.log('Building…');
await build({ quiet: true });

if (RUN.has('analytics')) {
  const figures = await measureAnalytics();
  console.log(`\n${formatAnalytics(figures)}`);
  if (figures.some((figure) => figure.stats.rowsRead > figure.bound)) process.exitCode = 1;
  if (RUN.size === 1) process.exit();
}

const sizes: SizeRun[] = [];
let client: ClientFigures | undefined;
for (const [index, products] of SIZES.entries()) {
  // The client is the same whatever the catalogue's size: weighed once, on the first size.
  const measured = await measureSize(products, index === 0 && RUN.has('client'));
  sizes.push(measured.run);
  client ??= measured.client;
}
const lazy = largestLazyChunk(readManifest());
// The per-operation budgets apply when the operations were loaded one by one.
const CATALOGUE_OPERATIONS = RUN.has('reads')
  ? [...GRAPHQL_OPERATIONS, deepPageOperation(null)].filter((o) => o.catalogue)
  : [];

const results: BenchResults = {
  takenAt: new Date().toISOString(),
  machine: {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: client?.chromiumVersion ?? 'not run',
    secondsPerRun: DURATION_SECONDS,
    products: SIZES.join(', '),
    // Latency on a small shared machine follows whatever else runs on it: say how busy it was.
    loadAverage: `${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')} (1, 5, 15 min, at the end)`,
  },
  sizes,
  catalogue: CATALOGUE_OPERATIONS.map((o) => o.name),
  cataloguePost: CATALOGUE_OPERATIONS.map(postName),
  floorTarget: BUDGET_FLOOR.name,
  pages: client?.pages ?? [],
  largestLazyChunk: { file: lazy.file, gzipKb: kb(lazy.gzipBytes) },
  lighthouse: client?.lighthouse ?? [],
};
const checks = checkBudgets(results);
console.log(`\n${formatReport(results, checks)}`);

const dir = join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
const json = `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`;
const stamp = results.takenAt.replaceAll(':', '-');
writeFileSync(join(dir, `${stamp}.json`), json);
writeFileSync(join(dir, `${stamp}.md`), formatMarkdown(results));
// The committed figures are the default run's: 8 products, every part, Lighthouse included.
const published =
  SIZES.join() === String(BASE_PRODUCTS) &&
  DEFAULT_MODES.every((mode) => RUN.has(mode)) &&
  LIGHTHOUSE_RUNS_PER_PAGE > 0;
if (published) writeFileSync(join(dir, 'latest.json'), json);
console.log(
  `\nWritten to bench/results/${published ? 'latest.json, ' : ''}${stamp}.json and ${stamp}.md (the figures as markdown tables)`,
);
const failed = failedBudgets(checks);
console.log(`\n${failed ?? `All ${checks.length} budgets passed.`}`);
if (failed) process.exitCode = 1;
