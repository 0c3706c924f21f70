/**
 * What the catalogue's version alone decides, kept by the isolate for the version it was read at
 * (docs/product.md#catalogue): the related products' ranking and the filter counts change only
 * with what moves the version (a staff edit, a product sold out or back), never with an order's
 * stock. A request answered at that version reads them from here, not from D1. Only settled values
 * are kept: a pending read may not outlive the request that started it.
 */
export interface VersionMemo<T> {
  /** What this isolate holds at `version` (null: the request's version was not read). */
  peek(version: number | null): T | undefined;
  keep(version: number | null, value: T): void;
  /** The value at `version`, read by `read` when this isolate holds none. */
  at(version: number | null, read: () => Promise<T>): Promise<T>;
}

const memos: { forget(): void }[] = [];

export function versionMemo<T>(): VersionMemo<T> {
  let held: { version: number; value: T } | undefined;
  memos.push({
    forget: () => {
      held = undefined;
    },
  });
  const memo: VersionMemo<T> = {
    peek: (version) => (version !== null && held?.version === version ? held.value : undefined),
    keep(version, value) {
      // A request still at an earlier version never replaces a later one's.
      if (version !== null && (!held || held.version < version)) held = { version, value };
    },
    async at(version, read) {
      const kept = memo.peek(version);
      if (kept !== undefined) return kept;
      const value = await read();
      memo.keep(version, value);
      return value;
    },
  };
  return memo;
}

/** For tests, which reset the database (and so its version) under the isolate. */
export function forgetVersionMemos(): void {
  for (const memo of memos) memo.forget();
}
