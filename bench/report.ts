/** The benchmark's figures, checked against the budgets and laid out for a terminal. */
import type { D1Stats } from '../schema/d1-stats.ts';
import { BUDGETS } from './budgets.ts';
import type { LighthouseRun, PageLoad } from './client.ts';
import type { LoadResult } from './load.ts';

export interface BenchResults {
  takenAt: string;
  machine: Record<string, string | number>;
  load: LoadResult[];
  /** Which GraphQL targets are catalogue reads (the throughput budget's subject). */
  catalogue: string[];
  floorTarget: string;
  d1: Record<string, D1Stats>;
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

/** The floor's figures at the same number of connections. */
function floorRow(results: BenchResults, row: LoadResult): LoadResult | undefined {
  return results.load.find(
    (r) => r.target === results.floorTarget && r.connections === row.connections,
  );
}

/** Throughput as a share of the floor's at the same number of connections. */
export function floorShare(results: BenchResults, row: LoadResult): number {
  const floor = floorRow(results, row);
  return floor && floor.requestsPerSecond > 0 ? row.requestsPerSecond / floor.requestsPerSecond : 0;
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
      budget: `Lighthouse accessibility ≥ ${BUDGETS.lighthouseAccessibility}`,
      subject: run.path,
      actual: String(run.accessibility),
      pass: run.accessibility >= BUDGETS.lighthouseAccessibility,
    });
  }
  for (const target of results.catalogue) {
    const row = results.load.find((r) => r.target === target && r.connections === 10);
    if (!row) {
      checks.push({
        budget: 'catalogue at 10 connections',
        subject: target,
        actual: 'not measured',
        pass: false,
      });
      continue;
    }
    const share = floorShare(results, row);
    const floor = floorRow(results, row);
    checks.push({
      budget: `≥ ${BUDGETS.catalogueThroughputShare * 100}% of the floor's throughput, p99 < ${BUDGETS.catalogueP99Ms} ms (10 conn.)`,
      subject: target,
      actual: `${Math.round(share * 100)}%, p99 ${row.p99Ms} ms (floor's p99 ${floor?.p99Ms ?? '?'} ms)`,
      pass:
        share >= BUDGETS.catalogueThroughputShare &&
        row.p99Ms < BUDGETS.catalogueP99Ms &&
        row.errors === 0,
    });
  }
  for (const [operation, stats] of Object.entries(results.d1)) {
    checks.push({
      budget: `≤ ${BUDGETS.maxD1Statements} D1 statements`,
      subject: operation,
      actual: String(stats.statements),
      pass: stats.statements <= BUDGETS.maxD1Statements,
    });
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

export function formatReport(results: BenchResults, checks: BudgetCheck[]): string {
  const sections = [
    `Benchmark, ${results.takenAt}`,
    Object.entries(results.machine)
      .map(([key, value]) => `  ${key}: ${value}`)
      .join('\n'),
    '',
    'Worker under load (autocannon, from a second process)',
    table(
      ['target', 'conn.', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs floor'],
      results.load.map((row) => [
        row.target,
        row.connections,
        row.requestsPerSecond,
        row.p50Ms,
        row.p99Ms,
        row.errors,
        row.target === results.floorTarget
          ? 'floor'
          : `${Math.round(floorShare(results, row) * 100)}%`,
      ]),
    ),
    '',
    "D1 per operation, read from D1 (none while the isolate's catalogue copy is fresh)",
    table(
      ['operation', 'statements', 'rows read', 'rows written'],
      Object.entries(results.d1).map(([name, s]) => [
        name,
        s.statements,
        s.rowsRead,
        s.rowsWritten,
      ]),
    ),
    '',
    'Client: loaded before any interaction (gzip)',
    table(
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
    table(
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
    ),
    '',
    'Budgets',
    table(
      ['', 'budget', 'subject', 'actual'],
      checks.map((c) => [c.pass ? 'PASS' : 'FAIL', c.budget, c.subject, c.actual]),
    ),
  ];
  return sections.join('\n');
}
