/**
 * What an isolate keeps between requests must fit in Workers' 128 MB beside the requests in
 * flight, whatever the requests contain, so each cache is bounded by the bytes it holds, keys
 * included, never by a count of entries that could each be large.
 */
export interface ByteBound {
  /** All entries together. */
  totalBytes: number;
  /** One entry, key included: a heavier one is answered but never kept. */
  entryBytes: number;
}

/** A Map entry, its record and the string headers around them, whatever they hold. */
const ENTRY_OVERHEAD_BYTES = 100;

/** A string's worst case in memory: V8 keeps two bytes a character for any non-Latin-1 text. */
export const stringBytes = (text: string) => 2 * text.length;

/**
 * A least-recently-used map whose entries weigh their key plus `weigh(value)` bytes; the least
 * used leave first once the total would pass its bound. Its get/set fit Yoga's caches too.
 */
export class ByteBoundedCache<V> {
  readonly #entries = new Map<string, { value: V; bytes: number }>();
  readonly #bound: ByteBound;
  readonly #weigh: (value: V) => number;
  #bytes = 0;

  constructor(bound: ByteBound, weigh: (value: V) => number) {
    this.#bound = bound;
    this.#weigh = weigh;
  }

  /** What the entries weigh together, never more than the bound's total. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Most recently used last, so the least used leave first.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` under `key`, unless it alone weighs more than an entry may; says which. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = ENTRY_OVERHEAD_BYTES + stringBytes(key) + this.#weigh(value);
    if (bytes > this.#bound.entryBytes) return false;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#bound.totalBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.bytes;
    }
    return true;
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
  }
}
