/** The limits the benchmark and `npm test` hold the site to. */
export const BUDGETS = {
  /** Initial JS of a public page, gzip, with the Firebase Auth SDK loaded only when needed. */
  initialJsGzipKb: 110,
  lighthousePerformance: 95,
  lighthouseAccessibility: 95,
  /** Catalogue throughput at 10 connections, as a share of the trivial route's. */
  catalogueThroughputShare: 0.4,
  catalogueP99Ms: 25,
  maxD1Statements: 3,
} as const;

/** The pages the benchmark loads in Chromium and Lighthouse. */
export const BENCH_PAGES = ['/', '/shop', '/product-overview/1'] as const;

/** The module that pulls in the Firebase Auth SDK; no page may load it up front. */
export const AUTH_SDK_MODULE = 'account/firebase.ts';
