/**
 * `npm run bench`: builds the site; for each catalogue size (BENCH_PRODUCTS, default 8) serves
 * the built Worker with a fresh local D1 through Miniflare and loads it from a second process;
 * weighs the client in Chromium, runs Lighthouse, and prints the figures with the budgets'
 * verdicts (also written to bench/results/).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { D1_STATS_HEADER, type D1Stats } from '../schema/d1-stats.ts';
import { kb, largestLazyChunk, readManifest } from '../scripts/bundle-size.ts';
import { build, ROOT } from '../scripts/local-stack.ts';
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
  type SizeRun,
} from './report.ts';
import { serveCatalogue } from './serve.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];

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
    const child = spawn(
      join(ROOT, 'node_modules/.bin/tsx'),
      ['bench/load.ts', JSON.stringify(plan)],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
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

/** The Worker's figures at one catalogue size; the client's too, when asked (once per run). */
async function measureSize(products: number, withClient: boolean) {
  console.log(`\nAt ${products} products: preparing a fresh D1…`);
  const server = await serveCatalogue(products);
  console.log(`Serving the built Worker at ${server.url}`);
  try {
    const targets: LoadTarget[] = FLOOR.map((floor) => ({ name: floor.name, path: floor.path }));
    const postTargets: LoadTarget[] = [];
    const d1: Record<string, D1Stats> = {};
    const refused: Record<string, string> = {};
    const operations: GraphQLOperation[] = [
      ...GRAPHQL_OPERATIONS,
      deepPageOperation(await deepPageCursor(server.url)),
    ];
    for (const operation of operations) {
      const hash = await sha256Hex(operation.query);
      // The first request carries the document, as a browser's does after a persisted-query miss.
      const first = await graphqlAnswer(`${server.url}${persistedGetPath(operation, hash, true)}`);
      const path = persistedGetPath(operation, hash);
      const measured = await graphqlAnswer(`${server.url}${path}`, {
        headers: { [D1_STATS_HEADER]: '1' },
      });
      const stats = measured.response.headers.get(D1_STATS_HEADER);
      if (!stats) throw new Error(`${operation.name}: the Worker sent no ${D1_STATS_HEADER}`);
      d1[operation.name] = JSON.parse(stats) as D1Stats;
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
        await getData(`${server.url}/graphql`, { method: 'POST', headers: POST_HEADERS, body });
        postTargets.push({
          name: postName(operation),
          path: '/graphql',
          method: 'POST',
          headers: POST_HEADERS,
          body,
        });
      }
    }

    console.log(`Loading the Worker (${DURATION_SECONDS} s per run)…`);
    const load = await runLoad({
      baseUrl: server.url,
      targets: [...targets, ...postTargets],
      connections: CONNECTIONS,
      durationSeconds: DURATION_SECONDS,
      neighbourFloor: { target: { ...BUDGET_FLOOR }, connections: [LOAD_CONNECTIONS] },
    });
    const memory = workerdRssMiB();
    for (const operation of operations.filter((o) => !refused[o.name])) {
      // Still answered from the persisted document after the load: the figures are real answers.
      await getData(
        `${server.url}${persistedGetPath(operation, await sha256Hex(operation.query))}`,
      );
    }
    const run: SizeRun = { products, load, d1, refused, workerdRssMiB: memory };

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

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

console.log('Building…');
await build({ quiet: true });

const sizes: SizeRun[] = [];
let client: ClientFigures | undefined;
for (const [index, products] of SIZES.entries()) {
  // The client is the same whatever the catalogue's size: weighed once, on the first size.
  const measured = await measureSize(products, index === 0);
  sizes.push(measured.run);
  client ??= measured.client;
}
if (!client) throw new Error('no client figures');
const lazy = largestLazyChunk(readManifest());
const CATALOGUE_OPERATIONS = [...GRAPHQL_OPERATIONS, deepPageOperation(null)].filter(
  (o) => o.catalogue,
);

const results: BenchResults = {
  takenAt: new Date().toISOString(),
  machine: {
    cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    chromium: client.chromiumVersion,
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
  pages: client.pages,
  largestLazyChunk: { file: lazy.file, gzipKb: kb(lazy.gzipBytes) },
  lighthouse: client.lighthouse,
};
const checks = checkBudgets(results);
console.log(`\n${formatReport(results, checks)}`);

const dir = join(ROOT, 'bench/results');
mkdirSync(dir, { recursive: true });
const json = `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`;
const stamp = results.takenAt.replaceAll(':', '-');
writeFileSync(join(dir, `${stamp}.json`), json);
writeFileSync(join(dir, `${stamp}.md`), formatMarkdown(results));
// The committed figures are the default run's: 8 products, Lighthouse included.
const published = SIZES.join() === String(BASE_PRODUCTS) && LIGHTHOUSE_RUNS_PER_PAGE > 0;
if (published) writeFileSync(join(dir, 'latest.json'), json);
console.log(
  `\nWritten to bench/results/${published ? 'latest.json, ' : ''}${stamp}.json and ${stamp}.md (the figures as markdown tables)`,
);
const failed = failedBudgets(checks);
console.log(`\n${failed ?? `All ${checks.length} budgets passed.`}`);
process.exitCode = failed ? 1 : 0;
