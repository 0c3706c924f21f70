import { describe, expect, it } from 'vitest';
import type { LoadResult } from '../../bench/load';
import { type BenchResults, checkBudgets, floorShare, formatReport } from '../../bench/report';

const load = (target: string, connections: number, rps: number, p99Ms: number): LoadResult => ({
  target,
  connections,
  requestsPerSecond: rps,
  p50Ms: 1,
  p99Ms,
  errors: 0,
  requests: rps * 5,
});

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  return {
    takenAt: '2026-11-22T10:00:00.000Z',
    machine: { cpu: '2 × test' },
    load: [
      load('trivial route', 10, 1000, 20),
      load('product list', 10, 500, 20),
      load('trivial route', 50, 2000, 40),
      load('product list', 50, 100, 90),
    ],
    catalogue: ['product list'],
    floorTarget: 'trivial route',
    d1: { 'product list': { statements: 1, rowsRead: 40, rowsWritten: 0 } },
    pages: [{ path: '/', jsGzipKb: 98, cssGzipKb: 9, scripts: 10, authSdkLoaded: false }],
    largestLazyChunk: { file: 'assets/firebase.js', gzipKb: 31 },
    lighthouse: [
      {
        path: '/',
        performance: 97,
        accessibility: 100,
        bestPractices: 100,
        seo: 100,
        lcpMs: 2000,
        cls: 0,
        tbtMs: 80,
      },
    ],
    ...overrides,
  };
}

const failing = (r: BenchResults) =>
  checkBudgets(r)
    .filter((check) => !check.pass)
    .map((check) => `${check.budget} | ${check.subject}`);

describe('the benchmark budgets', () => {
  it('pass when every figure is within its budget', () => {
    expect(failing(results())).toEqual([]);
  });

  it('compare throughput with the floor at the same number of connections', () => {
    const r = results();
    const [, atTen, , atFifty] = r.load;
    expect(atTen && floorShare(r, atTen)).toBe(0.5);
    expect(atFifty && floorShare(r, atFifty)).toBe(0.05);
  });

  it('fail a catalogue read below 40% of the floor, or with a slow p99, at 10 connections', () => {
    const slow = results({
      load: [load('trivial route', 10, 1000, 20), load('product list', 10, 390, 20)],
    });
    expect(failing(slow)).toHaveLength(1);
    const tail = results({
      load: [load('trivial route', 10, 1000, 20), load('product list', 10, 900, 25)],
    });
    expect(failing(tail)).toHaveLength(1);
  });

  it('fail a catalogue read that was never measured', () => {
    expect(failing(results({ load: [load('trivial route', 10, 1000, 20)] }))).toEqual([
      'catalogue at 10 connections | product list',
    ]);
  });

  it('fail a heavy page, an eager auth SDK, low Lighthouse scores and chatty operations', () => {
    const r = results({
      pages: [{ path: '/', jsGzipKb: 110.1, cssGzipKb: 9, scripts: 10, authSdkLoaded: false }],
      d1: { search: { statements: 4, rowsRead: 40, rowsWritten: 0 } },
    });
    expect(failing(r)).toHaveLength(2);
    const eager = results({
      pages: [{ path: '/', jsGzipKb: 90, cssGzipKb: 9, scripts: 10, authSdkLoaded: true }],
    });
    expect(failing(eager)).toHaveLength(1);
    const [run] = results().lighthouse;
    if (!run) throw new Error('no run');
    const slowPage = results({ lighthouse: [{ ...run, performance: 94, accessibility: 94 }] });
    expect(failing(slowPage)).toHaveLength(2);
  });

  it('print every verdict in the report', () => {
    const r = results({ d1: { search: { statements: 4, rowsRead: 1, rowsWritten: 0 } } });
    const report = formatReport(r, checkBudgets(r));
    expect(report).toContain('FAIL  ≤ 3 D1 statements');
    expect(report).toMatch(/PASS {2}Lighthouse performance ≥ 95 +\/ +97/);
    expect(report).toContain('50%');
  });
});
