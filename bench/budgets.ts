import { SEARCH_MATCH_LIMIT } from '../schema/rules/catalogue-filters';
/** The limits the benchmark and `npm test` hold the site to. */
export const BUDGETS = {
  /**
   * Initial JS of a public page, gzip, with the Firebase Auth SDK loaded only when needed. Lowered
   * from 112 KB when the client moved from React DOM (62 KB alone) to Preact's compatibility layer:
   * the heaviest pages (the shipping form, the shop, checkout) are about 52 KB, and the 12 KB left
   * is room for a feature, not for a second framework.
   */
  initialJsGzipKb: 64,
  lighthousePerformance: 98,
  /** Largest Contentful Paint in Lighthouse's mobile run (simulated slow 4G, 4× slower CPU). */
  lighthouseLcpMs: 1500,
  lighthouseAccessibility: 95,
  /** Catalogue GETs' throughput at 10 connections, as a share of the trivial route's. */
  catalogueThroughputShare: 0.4,
  /** Catalogue POSTs' (no cache answers them) throughput at 10 connections, the same way. */
  postThroughputShare: 0.6,
  /**
   * Latency relative to the floor measured in the same run, at 10 connections: on a 2-vCPU VM
   * the floor's own p99 moves by 20–48 ms from run to run, so no absolute tail budget holds.
   */
  p50OverFloorMs: 2,
  p99FloorMultiple: 2,
  maxD1Statements: 3,
  /**
   * Beyond the starting catalogue, D1's rows read against the rows it sent back (rowsReturned):
   * no full scans, every search and filter uses an index.
   */
  maxRowsReadPerRowReturned: 10,
  /**
   * A search also reads the matches it keeps (at most SEARCH_MATCH_LIMIT): the index's rows, their
   * products, and the passes that filter, count and group them (worker/catalogue/listing.ts). It
   * returns only a page and the counts, so its reads are bounded by the matches, never the catalogue.
   */
  searchMatchPasses: 5,
  /** Beyond the starting catalogue: an operation's p50 within this of the same at 8 products. */
  p50OverBaseSizeMs: 2,
  /**
   * Reads no cache can answer (every request unique), at 10 connections, as a share of the
   * floor's throughput: what a long tail of pages and searches costs when orders keep emptying
   * the cache.
   */
  missThroughputShare: { 'one product': 0.5, search: 0.2, 'filtered list': 0.2 } as Record<
    string,
    number
  >,
  /** The mixed run, with one order a second: catalogue answers the cache still gives. */
  mixedHitRatio: 0.9,
  /** The mixed run's throughput with one order a second, as a share of the same without. */
  mixedThroughputShare: 0.8,
} as const;

/** The catalogue size published figures use; the scale budgets compare the others with it. */
export const BASE_PRODUCTS = 8;

/** The pages the benchmark loads in Chromium and Lighthouse. */
export const BENCH_PAGES = ['/', '/shop', '/product-overview/1'] as const;

/** The module that pulls in the Firebase Auth SDK; no page may load it up front. */
export const AUTH_SDK_MODULE = 'account/firebase.ts';

/** The most D1 rows an operation returning `returned` rows may read (BUDGETS). */
export function rowsReadAllowed(returned: number, search: boolean): number {
  return (
    BUDGETS.maxRowsReadPerRowReturned * Math.max(1, returned) +
    (search ? BUDGETS.searchMatchPasses * SEARCH_MATCH_LIMIT : 0)
  );
}
