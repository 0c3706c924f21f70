/**
 * What one request asked of D1: statements sent and rows read and written, from D1's meta.
 * Outside production a client sends the header as "1" and gets the stats back, as JSON, in it.
 */
export interface D1Stats {
  statements: number;
  rowsRead: number;
  /** Rows D1 sent back: a read that returns much less than it read scanned past what it needed. */
  rowsReturned: number;
  rowsWritten: number;
}

export const D1_STATS_HEADER = 'x-d1-stats';
