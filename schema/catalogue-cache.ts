/**
 * Whether the Worker's shared caches answered a catalogue read (`hit`) or it was computed
 * (`miss`): set on every catalogue read's answer, so the benchmark can count the hit ratio under
 * orders and anyone can see it in the browser's network panel, as with a CDN's cache status.
 */
export const CATALOGUE_CACHE_HEADER = 'x-catalogue-cache';

export type CatalogueCacheStatus = 'hit' | 'miss';

/**
 * How long a kept catalogue answer may be given out, in the isolate and in the location's cache:
 * the catalogue version moves with every edit and every product sold out or back on sale, not with
 * each order's stock, so this bounds how old the stock counts in an answer can be
 * (docs/product.md#catalogue). The benchmark waits it out to start a run from fresh answers.
 */
export const MAX_ANSWER_AGE_MS = 30_000;
