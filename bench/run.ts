/**
 * `npm run bench`: builds the site, serves the built Worker with a fresh local D1 through
 * Miniflare, loads it from a second process, weighs the client in Chromium, runs Lighthouse, and
 * prints the figures with the budgets' verdicts (also written to bench/results/).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { D1_STATS_HEADER, type D1Stats } from '../schema/d1-stats.ts';
import { kb, largestLazyChunk, readManifest } from '../scripts/bundle-size.ts';
import { build, migrateLocal, ROOT } from '../scripts/local-stack.ts';
import { BENCH_PAGES } from './budgets.ts';
import { CHROMIUM_PATH } from './chromium.ts';
import { measurePageLoads, runLighthouse } from './client.ts';
import type { LoadPlan, LoadResult, LoadTarget } from './load.ts';
import { FLOOR, GRAPHQL_OPERATIONS, persistedGetPath, sha256Hex } from './operations.ts';
import { type BenchResults, checkBudgets, formatReport } from './report.ts';
import { serveWithMiniflare } from './serve.ts';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = [1, 10, 50];

function freePort(): Promise<number> {
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

const GRAPHQL_HEADERS = { accept: 'application/graphql-response+json, application/json' };

/** Fails loudly on anything but data: a benchmark of error answers would measure nothing. */
async function getData(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { ...GRAPHQL_HEADERS, ...headers } });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body.errors)}`);
  }
  return response;
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

if (!existsSync(CHROMIUM_PATH)) {
  console.error(
    `No Chromium at ${CHROMIUM_PATH}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  process.exit(1);
}

console.log('Building…');
await build({ quiet: true });
const stateDir = mkdtempSync(join(tmpdir(), 'riparo-bench-'));
await migrateLocal(stateDir, { quiet: true });
const server = await serveWithMiniflare(stateDir, await freePort());
console.log(`Serving the built Worker at ${server.url}`);

try {
  const targets: LoadTarget[] = FLOOR.map((floor) => ({ name: floor.name, path: floor.path }));
  const d1: Record<string, D1Stats> = {};
  for (const operation of GRAPHQL_OPERATIONS) {
    const hash = await sha256Hex(operation.query);
    // The first request carries the document, as a browser's does after a persisted-query miss.
    await getData(`${server.url}${persistedGetPath(operation, hash, true)}`);
    const path = persistedGetPath(operation, hash);
    const measured = await getData(`${server.url}${path}`, { [D1_STATS_HEADER]: '1' });
    d1[operation.name] = JSON.parse(measured.headers.get(D1_STATS_HEADER) ?? 'null') as D1Stats;
    targets.push({ name: operation.name, path, headers: GRAPHQL_HEADERS });
  }

  console.log(`Loading the Worker (${DURATION_SECONDS} s per run)…`);
  const load = await runLoad({
    baseUrl: server.url,
    targets,
    connections: CONNECTIONS,
    durationSeconds: DURATION_SECONDS,
  });
  for (const operation of GRAPHQL_OPERATIONS) {
    // Still answered from the persisted document after the load: the figures are real answers.
    await getData(`${server.url}${persistedGetPath(operation, await sha256Hex(operation.query))}`);
  }

  console.log('Weighing the pages in Chromium…');
  const { loads, chromiumVersion } = await measurePageLoads(server.url, BENCH_PAGES);
  console.log('Running Lighthouse…');
  const lighthouse = await runLighthouse(server.url, BENCH_PAGES);
  const lazy = largestLazyChunk(readManifest());

  const results: BenchResults = {
    takenAt: new Date().toISOString(),
    machine: {
      cpu: `${cpus().length} × ${cpus()[0]?.model ?? 'unknown'}`,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      chromium: chromiumVersion,
      secondsPerRun: DURATION_SECONDS,
    },
    load,
    catalogue: GRAPHQL_OPERATIONS.filter((o) => o.catalogue).map((o) => o.name),
    floorTarget: 'trivial route',
    d1,
    pages: loads,
    largestLazyChunk: { file: lazy.file, gzipKb: kb(lazy.gzipBytes) },
    lighthouse,
  };
  const checks = checkBudgets(results);
  console.log(`\n${formatReport(results, checks)}`);

  const dir = join(ROOT, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const json = `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`;
  writeFileSync(join(dir, 'latest.json'), json);
  writeFileSync(join(dir, `${results.takenAt.replaceAll(':', '-')}.json`), json);
  console.log(`\nWritten to bench/results/latest.json`);
  process.exitCode = checks.every((check) => check.pass) ? 0 : 1;
} finally {
  await server.dispose();
}
