/**
 * Whether the Worker's shared caches answered a catalogue read (`hit`) or it was computed
 * (`miss`): set on every catalogue read's answer, so the benchmark can count the hit ratio under
 * orders and anyone can see it in the browser's network panel, as with a CDN's cache status.
 */
export const CATALOGUE_CACHE_HEADER = 'x-catalogue-cache';

export type CatalogueCacheStatus = 'hit' | 'miss';
