/** The benchmark's figures, checked against the budgets and laid out for a terminal. */
import type { D1Stats } from '../schema/d1-stats.ts';
import { BASE_PRODUCTS, BUDGETS, rowsReadAllowed } from './budgets.ts';
import type { LighthouseRun, PageLoad } from './client.ts';
import type { LoadFigures, LoadResult } from './load.ts';
import { MIXED, missName } from './long-tail.ts';
import { GRAPHQL_OPERATIONS, postName } from './operations.ts';

/** The Worker measured over one catalogue size, on its own fresh D1. */
export interface SizeRun {
  products: number;
  load: LoadResult[];
  /** What each operation asked of D1, as the Worker reports it (x-d1-stats). */
  d1: Record<string, D1Stats>;
  /** Operations answered with an error instead of data (code), by name: not loaded. */
  refused: Record<string, string>;
  /**
   * Resident memory of the workerd process after the load, MiB: the runtime with its isolate and
   * the local D1, not the isolate's heap alone, which workerd does not expose. Null when unknown.
   */
  workerdRssMiB: number | null;
  /**
   * When the cache-miss run ran: what D1 did for a sample of distinct uncached requests of each
   * operation, the most of each figure (mostOf).
   */
  missD1?: Record<string, D1Stats>;
}

export interface BenchResults {
  takenAt: string;
  machine: Record<string, string | number>;
  sizes: SizeRun[];
  /** Catalogue reads as GETs of persisted queries. */
  catalogue: string[];
  /** The same reads as POSTs of the whole document. */
  cataloguePost: string[];
  floorTarget: string;
  pages: PageLoad[];
  largestLazyChunk: { file: string; gzipKb: number };
  lighthouse: LighthouseRun[];
}

export interface BudgetCheck {
  budget: string;
  subject: string;
  actual: string;
  pass: boolean;
}

/** The connections the latency and throughput budgets are judged at. */
export const LOAD_CONNECTIONS = 10;
/** How a POST measurement's name differs from its GET's (operations.ts: postName). */
const POST_SUFFIX = / \(POST\)$/;

/**
 * The floor's figures at the same number of connections: measured right before the row when the
 * run did so (bench/load.ts, neighbourFloor), else the run's own floor row.
 */
function floorRow(run: SizeRun, floorTarget: string, row: LoadResult): LoadFigures | undefined {
  return (
    row.floor ?? run.load.find((r) => r.target === floorTarget && r.connections === row.connections)
  );
}

/** Throughput as a share of the floor's at the same number of connections. */
export function floorShare(run: SizeRun, floorTarget: string, row: LoadResult): number {
  const floor = floorRow(run, floorTarget, row);
  return floor && floor.requestsPerSecond > 0 ? row.requestsPerSecond / floor.requestsPerSecond : 0;
}

/** The most of each figure over several requests: what the worst of them asked of D1. */
export function mostOf(stats: D1Stats[]): D1Stats {
  return {
    statements: Math.max(0, ...stats.map((s) => s.statements)),
    rowsRead: Math.max(0, ...stats.map((s) => s.rowsRead)),
    rowsReturned: Math.max(0, ...stats.map((s) => s.rowsReturned)),
    rowsWritten: Math.max(0, ...stats.map((s) => s.rowsWritten)),
  };
}

/** The share of catalogue answers the cache gave; null when none said. */
export function hitRatio(row: LoadResult): number | null {
  const answers = (row.cache?.hit ?? 0) + (row.cache?.miss ?? 0);
  return row.cache && answers > 0 ? row.cache.hit / answers : null;
}

const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)}%`);

const atTen = (run: SizeRun, target: string) =>
  run.load.find((r) => r.target === target && r.connections === LOAD_CONNECTIONS);

const sizeLabel = (products: number) => `${products.toLocaleString('en-US')} products`;

function loadChecks(results: BenchResults, run: SizeRun): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const at = sizeLabel(run.products);
  const groups = [
    { targets: results.catalogue, share: BUDGETS.catalogueThroughputShare },
    { targets: results.cataloguePost, share: BUDGETS.postThroughputShare },
  ];
  for (const { targets, share: minShare } of groups) {
    for (const target of targets) {
      const row = atTen(run, target);
      const floor = row && floorRow(run, results.floorTarget, row);
      const refusal = run.refused[target.replace(POST_SUFFIX, '')];
      if (!row || !floor) {
        checks.push({
          budget: `measured at ${LOAD_CONNECTIONS} connections`,
          subject: `${target} @ ${at}`,
          actual: refusal ? `not measured: answered ${refusal}` : 'not measured',
          pass: false,
        });
        continue;
      }
      const share = floorShare(run, results.floorTarget, row);
      checks.push({
        budget: `≥ ${minShare * 100}% of the floor's throughput, no errors (${LOAD_CONNECTIONS} conn.)`,
        subject: `${target} @ ${at}`,
        actual: `${Math.round(share * 100)}%${row.errors ? `, ${row.errors} errors` : ''}`,
        pass: share >= minShare && row.errors === 0,
      });
      checks.push({
        budget: `p50 ≤ floor's + ${BUDGETS.p50OverFloorMs} ms, p99 ≤ ${BUDGETS.p99FloorMultiple}× floor's (${LOAD_CONNECTIONS} conn.)`,
        subject: `${target} @ ${at}`,
        actual: `p50 ${row.p50Ms} / ${floor.p50Ms} ms, p99 ${row.p99Ms} / ${floor.p99Ms} ms`,
        pass:
          row.p50Ms <= floor.p50Ms + BUDGETS.p50OverFloorMs &&
          row.p99Ms <= floor.p99Ms * BUDGETS.p99FloorMultiple,
      });
    }
  }
  return checks;
}

const ROWS_BUDGET = `D1 rows read ≤ ${BUDGETS.maxRowsReadPerRowReturned}× rows returned, + ${BUDGETS.searchMatchPasses}× the matches kept for a search`;

/** Whether the named operation runs the shop's search. */
const searches = (operation: string) =>
  typeof GRAPHQL_OPERATIONS.find((o) => o.name === operation)?.variables?.search === 'string';

/** Beyond the starting catalogue: the cost of an operation must not grow with the catalogue. */
function scaleChecks(results: BenchResults, run: SizeRun): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const at = sizeLabel(run.products);
  for (const [operation, stats] of Object.entries(run.d1)) {
    checks.push({
      budget: ROWS_BUDGET,
      subject: `${operation} @ ${at}`,
      actual: `${stats.rowsRead} read / ${stats.rowsReturned} returned`,
      pass: stats.rowsRead <= rowsReadAllowed(stats.rowsReturned, searches(operation)),
    });
  }
  const base = results.sizes.find((s) => s.products === BASE_PRODUCTS);
  for (const target of [...results.catalogue, ...results.cataloguePost]) {
    const row = atTen(run, target);
    const baseRow = base && atTen(base, target);
    checks.push({
      budget: `p50 ≤ ${BUDGETS.p50OverBaseSizeMs} ms over the same at ${BASE_PRODUCTS} products (${LOAD_CONNECTIONS} conn.)`,
      subject: `${target} @ ${at}`,
      actual:
        row && baseRow
          ? `p50 ${row.p50Ms} ms vs ${baseRow.p50Ms} ms`
          : `not measured${base ? '' : ` (add ${BASE_PRODUCTS} to BENCH_PRODUCTS)`}`,
      pass: !!row && !!baseRow && row.p50Ms <= baseRow.p50Ms + BUDGETS.p50OverBaseSizeMs,
    });
  }
  return checks;
}

/** Reads no cache answers: throughput against the floor, and what D1 does for the worst of them. */
function missChecks(results: BenchResults, run: SizeRun): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  const at = sizeLabel(run.products);
  for (const [operation, stats] of Object.entries(run.missD1 ?? {})) {
    const target = missName({ name: operation });
    const row = atTen(run, target);
    const minShare = BUDGETS.missThroughputShare[operation] ?? 1;
    const share = row ? floorShare(run, results.floorTarget, row) : 0;
    const hits = row?.cache?.hit ?? 0;
    checks.push({
      budget: `≥ ${minShare * 100}% of the floor's throughput, no errors, no cache hit (${LOAD_CONNECTIONS} conn.)`,
      subject: `${target} @ ${at}`,
      actual: row
        ? `${percent(share)}${row.errors ? `, ${row.errors} errors` : ''}${hits ? `, ${hits} hits` : ''}`
        : 'not measured',
      pass: !!row && share >= minShare && row.errors === 0 && hits === 0,
    });
    checks.push({
      budget: `≤ ${BUDGETS.maxD1Statements} D1 statements, ${ROWS_BUDGET} (worst of a sample)`,
      subject: `${target} @ ${at}`,
      actual: `${stats.statements} statements, ${stats.rowsRead} read / ${stats.rowsReturned} returned`,
      pass:
        stats.statements <= BUDGETS.maxD1Statements &&
        stats.rowsRead <= rowsReadAllowed(stats.rowsReturned, searches(operation)),
    });
  }
  return checks;
}

/** The long tail beside one order a second: what the cache still answers, the throughput kept. */
function mixedChecks(run: SizeRun): BudgetCheck[] {
  const without = atTen(run, MIXED.withoutOrders);
  const withOrders = atTen(run, MIXED.withOrders);
  if (!without || !withOrders) return [];
  const subject = `${MIXED.withOrders} @ ${sizeLabel(run.products)}`;
  const ratio = hitRatio(withOrders);
  const kept =
    without.requestsPerSecond > 0 ? withOrders.requestsPerSecond / without.requestsPerSecond : 0;
  const orders = withOrders.orders ?? { placed: 0, refused: {} };
  const refused = Object.entries(orders.refused);
  return [
    {
      budget: `catalogue cache hit ratio ≥ ${BUDGETS.mixedHitRatio * 100}%`,
      subject,
      actual: percent(ratio),
      pass: ratio !== null && ratio >= BUDGETS.mixedHitRatio,
    },
    {
      budget: `throughput ≥ ${BUDGETS.mixedThroughputShare * 100}% of the same load without orders, no errors`,
      subject,
      actual: `${percent(kept)} (${withOrders.requestsPerSecond} / ${without.requestsPerSecond} req/s)${withOrders.errors ? `, ${withOrders.errors} errors` : ''}`,
      pass: kept >= BUDGETS.mixedThroughputShare && withOrders.errors === 0,
    },
    {
      budget: 'every order placed',
      subject,
      actual: `${orders.placed} placed${refused.length ? `, refused: ${refused.map(([code, n]) => `${n} ${code}`).join(', ')}` : ''}`,
      pass: orders.placed > 0 && refused.length === 0,
    },
  ];
}

export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const page of results.pages) {
    checks.push({
      budget: `initial JS ≤ ${BUDGETS.initialJsGzipKb} KB gzip, auth SDK lazy`,
      subject: page.path,
      actual: `${page.jsGzipKb} KB${page.authSdkLoaded ? ', auth SDK loaded' : ''}`,
      pass: page.jsGzipKb <= BUDGETS.initialJsGzipKb && !page.authSdkLoaded,
    });
  }
  for (const run of results.lighthouse) {
    checks.push({
      budget: `Lighthouse performance ≥ ${BUDGETS.lighthousePerformance}`,
      subject: run.path,
      actual: String(run.performance),
      pass: run.performance >= BUDGETS.lighthousePerformance,
    });
    checks.push({
      budget: `Lighthouse LCP ≤ ${BUDGETS.lighthouseLcpMs} ms`,
      subject: run.path,
      actual: `${run.lcpMs} ms`,
      pass: run.lcpMs <= BUDGETS.lighthouseLcpMs,
    });
    checks.push({
      budget: `Lighthouse accessibility ≥ ${BUDGETS.lighthouseAccessibility}`,
      subject: run.path,
      actual: String(run.accessibility),
      pass: run.accessibility >= BUDGETS.lighthouseAccessibility,
    });
  }
  for (const run of results.sizes) {
    for (const [operation, refusal] of Object.entries(run.refused)) {
      checks.push({
        budget: 'answers with data',
        subject: `${operation} @ ${sizeLabel(run.products)}`,
        actual: refusal,
        pass: false,
      });
    }
    checks.push(...loadChecks(results, run));
    for (const [operation, stats] of Object.entries(run.d1)) {
      checks.push({
        budget: `≤ ${BUDGETS.maxD1Statements} D1 statements`,
        subject: `${operation} @ ${sizeLabel(run.products)}`,
        actual: String(stats.statements),
        pass: stats.statements <= BUDGETS.maxD1Statements,
      });
    }
    if (run.products > BASE_PRODUCTS) checks.push(...scaleChecks(results, run));
    checks.push(...missChecks(results, run), ...mixedChecks(run));
  }
  return checks;
}

function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The cache-miss and mixed runs' own figures, when they ran. */
function cacheSection(run: SizeRun): string[] {
  const lines: string[] = [];
  const at = sizeLabel(run.products);
  if (run.missD1) {
    lines.push(
      '',
      `At ${at}: D1 per cache miss (the most of each figure over a sample of distinct requests)`,
      table(
        ['operation', 'statements', 'rows read', 'rows returned'],
        Object.entries(run.missD1).map(([name, s]) => [
          name,
          s.statements,
          s.rowsRead,
          s.rowsReturned,
        ]),
      ),
    );
  }
  const mixed = [MIXED.withoutOrders, MIXED.withOrders].flatMap((target) => {
    const row = atTen(run, target);
    return row ? [row] : [];
  });
  if (mixed.length) {
    lines.push(
      '',
      `At ${at}: the catalogue cache under orders (${LOAD_CONNECTIONS} connections)`,
      table(
        ['load', 'req/s', 'p50 ms', 'p99 ms', 'cache hits', 'orders placed', 'refused'],
        mixed.map((row) => [
          row.target,
          row.requestsPerSecond,
          row.p50Ms,
          row.p99Ms,
          percent(hitRatio(row)),
          row.orders?.placed ?? '–',
          row.orders
            ? Object.entries(row.orders.refused)
                .map(([code, n]) => `${n} ${code}`)
                .join(', ') || 0
            : '–',
        ]),
      ),
    );
  }
  return lines;
}

function sizeSection(results: BenchResults, run: SizeRun): string[] {
  return [
    `At ${sizeLabel(run.products)}: the Worker under load (autocannon, from a second process)`,
    table(
      ['target', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs floor'],
      run.load.map((row) => [
        row.target,
        row.connections,
        row.requestsPerSecond,
        row.p50Ms,
        row.p99Ms,
        row.errors,
        row.target === results.floorTarget
          ? 'floor'
          : `${Math.round(floorShare(run, results.floorTarget, row) * 100)}%`,
      ]),
    ),
    '',
    `At ${sizeLabel(run.products)}: D1 per operation (every statement the request ran)`,
    table(
      ['operation', 'statements', 'rows read', 'rows returned', 'rows written'],
      Object.entries(run.d1).map(([name, s]) => [
        name,
        s.statements,
        s.rowsRead,
        s.rowsReturned,
        s.rowsWritten,
      ]),
    ),
    ...Object.entries(run.refused).map(
      ([name, refusal]) => `  ${name}: answered ${refusal} instead of data, not loaded`,
    ),
    ...cacheSection(run),
    `  workerd process RSS after the load: ${
      run.workerdRssMiB === null ? 'unknown' : `${run.workerdRssMiB} MiB`
    } (the isolate's own heap is not exposed by workerd)`,
    '',
  ];
}

/** One line per target, one group of columns per catalogue size: 10 connections. */
function sideBySide(results: BenchResults): string[] {
  if (results.sizes.length < 2) return [];
  // Every target any size measured, then those some size refused, in the order first seen.
  const targets = [
    ...new Set([
      ...results.sizes.flatMap((run) =>
        run.load.filter((r) => r.connections === LOAD_CONNECTIONS).map((r) => r.target),
      ),
      ...results.sizes.flatMap((run) => Object.keys(run.refused)),
    ]),
  ];
  const d1Name = (target: string) => target.replace(POST_SUFFIX, '');
  return [
    `Side by side, ${LOAD_CONNECTIONS} connections (req/s, p50 / p99 ms, D1 rows read / returned)`,
    table(
      ['target', ...results.sizes.map((s) => sizeLabel(s.products))],
      targets.map((target) => [
        target,
        ...results.sizes.map((run) => {
          const row = atTen(run, target);
          const stats = run.d1[d1Name(target)];
          if (!row) return run.refused[d1Name(target)] ?? '–';
          return `${row.requestsPerSecond}, ${row.p50Ms} / ${row.p99Ms}${stats ? `, ${stats.rowsRead} / ${stats.rowsReturned}` : ''}`;
        }),
      ]),
    ),
    `workerd RSS: ${results.sizes
      .map((s) => `${s.workerdRssMiB ?? '?'} MiB at ${sizeLabel(s.products)}`)
      .join(', ')}`,
    '',
  ];
}

export function formatReport(results: BenchResults, checks: BudgetCheck[]): string {
  const sections = [
    `Benchmark, ${results.takenAt}`,
    Object.entries(results.machine)
      .map(([key, value]) => `  ${key}: ${value}`)
      .join('\n'),
    '',
    ...results.sizes.flatMap((run) => sizeSection(results, run)),
    ...sideBySide(results),
    'Client: loaded before any interaction (gzip)',
    results.pages.length === 0
      ? '  skipped (BENCH_MODES without client)'
      : table(
          ['page', 'JS KB', 'CSS KB', 'scripts', 'auth SDK'],
          results.pages.map((p) => [
            p.path,
            p.jsGzipKb,
            p.cssGzipKb,
            p.scripts,
            p.authSdkLoaded ? 'loaded' : 'lazy',
          ]),
        ),
    `  largest lazy chunk: ${results.largestLazyChunk.file} (${results.largestLazyChunk.gzipKb} KB gzip)`,
    '',
    'Lighthouse (mobile)',
    results.lighthouse.length
      ? table(
          ['page', 'perf.', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'CLS', 'TBT ms'],
          results.lighthouse.map((r) => [
            r.path,
            r.performance,
            r.accessibility,
            r.bestPractices,
            r.seo,
            r.lcpMs,
            r.cls,
            r.tbtMs,
          ]),
        )
      : '  skipped (BENCH_LIGHTHOUSE_RUNS=0)',
    '',
    'Budgets',
    table(
      ['', 'budget', 'subject', 'actual'],
      checks.map((c) => [c.pass ? 'PASS' : 'FAIL', c.budget, c.subject, c.actual]),
    ),
  ];
  return sections.join('\n');
}

/** The failed budgets, one a line, for the end of the run; null when every one passed. */
export function failedBudgets(checks: BudgetCheck[]): string | null {
  const failed = checks.filter((check) => !check.pass);
  if (failed.length === 0) return null;
  return [
    `${failed.length} of ${checks.length} budgets failed:`,
    ...failed.map((c) => `  ${c.subject}: ${c.budget} (${c.actual})`),
  ].join('\n');
}

const markdownTable = (header: string[], rows: (string | number)[][]) =>
  [header, header.map(() => '---'), ...rows.map((row) => row.map(String))]
    .map((row) => `| ${row.join(' | ')} |`)
    .join('\n');

/**
 * The Worker's figures as markdown, for bench/results/README.md: the floor and workerd's memory, then one
 * table per catalogue operation with the sizes side by side (10 connections).
 */
export function formatMarkdown(results: BenchResults): string {
  const header = ['', ...results.sizes.map((s) => sizeLabel(s.products))];
  const perSize = (cell: (run: SizeRun) => string | number) => results.sizes.map(cell);
  const load = (target: string, name: string) => (run: SizeRun) => {
    const row = atTen(run, target);
    if (row) return `${row.requestsPerSecond} req/s, ${row.p50Ms} / ${row.p99Ms} ms`;
    const refusal = run.refused[name];
    return refusal ? `refused: \`${refusal}\`` : '–';
  };
  const d1 = (name: string, figure: (stats: D1Stats) => string | number) => (run: SizeRun) => {
    const stats = run.d1[name];
    return stats ? figure(stats) : '–';
  };
  const floor = markdownTable(header, [
    [`${results.floorTarget} (floor)`, ...perSize(load(results.floorTarget, results.floorTarget))],
    ['workerd RSS after the load', ...perSize((run) => `${run.workerdRssMiB ?? '?'} MiB`)],
  ]);
  const operations = [...new Set(results.sizes.flatMap((run) => Object.keys(run.d1)))];
  return [
    `At ${LOAD_CONNECTIONS} connections: req/s, p50 / p99 latency; D1 as one request costs it.`,
    '',
    floor,
    ...operations.flatMap((name) => {
      const post = postName({ name });
      const measuredPost = results.sizes.some((run) => atTen(run, post));
      return [
        '',
        `**${name}**`,
        '',
        markdownTable(header, [
          ['GET', ...perSize(load(name, name))],
          ...(measuredPost ? [['POST', ...perSize(load(post, name))]] : []),
          ['D1 statements', ...perSize(d1(name, (s) => s.statements))],
          [
            'D1 rows read / returned',
            ...perSize(d1(name, (s) => `${s.rowsRead} / ${s.rowsReturned}`)),
          ],
        ]),
      ];
    }),
    ...cacheMarkdown(results, header, perSize),
    '',
  ].join('\n');
}

/** The cache-miss and mixed runs as markdown, when they ran: the sizes side by side. */
function cacheMarkdown(
  results: BenchResults,
  header: string[],
  perSize: (cell: (run: SizeRun) => string | number) => (string | number)[],
): string[] {
  const figures = (target: string) => (run: SizeRun) => {
    const row = atTen(run, target);
    return row
      ? `${row.requestsPerSecond} req/s (${percent(floorShare(run, results.floorTarget, row))} of the floor), ${row.p50Ms} / ${row.p99Ms} ms`
      : '–';
  };
  const misses = [...new Set(results.sizes.flatMap((run) => Object.keys(run.missD1 ?? {})))];
  const mixed = results.sizes.some((run) => atTen(run, MIXED.withOrders));
  return [
    ...(misses.length
      ? [
          '',
          '**Cache misses** (every request unique; D1: the most of a sample)',
          '',
          markdownTable(
            header,
            misses.flatMap((name) => [
              [name, ...perSize(figures(missName({ name })))],
              [
                `${name}: D1 statements, rows read / returned`,
                ...perSize((run) => {
                  const s = run.missD1?.[name];
                  return s ? `${s.statements}, ${s.rowsRead} / ${s.rowsReturned}` : '–';
                }),
              ],
            ]),
          ),
        ]
      : []),
    ...(mixed
      ? [
          '',
          '**The long tail under orders**',
          '',
          markdownTable(header, [
            [MIXED.withoutOrders, ...perSize(figures(MIXED.withoutOrders))],
            [MIXED.withOrders, ...perSize(figures(MIXED.withOrders))],
            [
              'cache hits with orders',
              ...perSize((run) => {
                const row = atTen(run, MIXED.withOrders);
                return row ? percent(hitRatio(row)) : '–';
              }),
            ],
            [
              'orders placed',
              ...perSize((run) => atTen(run, MIXED.withOrders)?.orders?.placed ?? '–'),
            ],
          ]),
        ]
      : []),
  ];
}
