import type { D1Stats } from '../schema/d1-stats';

export const emptyD1Stats = (): D1Stats => ({
  statements: 0,
  rowsRead: 0,
  rowsReturned: 0,
  rowsWritten: 0,
});

const READ_ONLY = /^\s*(select|with)\b/i;
const WRITES = /\b(insert|update|delete|replace)\b/i;

function addResult(stats: D1Stats, result: D1Result | undefined) {
  const meta = result?.meta;
  stats.rowsRead += meta?.rows_read ?? 0;
  stats.rowsReturned += result?.results?.length ?? 0;
  stats.rowsWritten += meta?.rows_written ?? 0;
}

function measuredStatement(
  statement: D1PreparedStatement,
  sql: string,
  stats: D1Stats,
): D1PreparedStatement {
  /**
   * `first` and `raw` return no meta. A read is run once more to learn what it read (this is a
   * measuring mode, not the served path); a write's RETURNING rows are the rows it wrote.
   */
  const measureWithoutMeta = async (returned: number) => {
    if (READ_ONLY.test(sql) && !WRITES.test(sql)) addResult(stats, await statement.all());
    else stats.rowsWritten += returned;
  };
  return new Proxy(statement, {
    get(target, property) {
      switch (property) {
        case 'bind':
          return (...values: unknown[]) => measuredStatement(target.bind(...values), sql, stats);
        case 'all':
        case 'run':
          return async () => {
            stats.statements += 1;
            const result = await target[property]();
            addResult(stats, result);
            return result;
          };
        case 'first':
          return async (column?: string) => {
            stats.statements += 1;
            const row = column === undefined ? await target.first() : await target.first(column);
            await measureWithoutMeta(row === null ? 0 : 1);
            return row;
          };
        case 'raw':
          return async (options?: { columnNames?: boolean }) => {
            stats.statements += 1;
            const rows = options?.columnNames
              ? await target.raw({ columnNames: true })
              : await target.raw();
            await measureWithoutMeta(rows.length);
            return rows;
          };
        default: {
          const value = Reflect.get(target, property, target);
          return typeof value === 'function' ? value.bind(target) : value;
        }
      }
    },
  });
}

/**
 * A D1 binding that records every statement it runs into `stats`, its sessions' included.
 * Statements inside a batch are counted one by one, as D1 bills them.
 */
export function measuredD1<Database extends D1Database | D1DatabaseSession>(
  database: Database,
  stats: D1Stats,
): Database {
  return new Proxy(database, {
    get(target, property) {
      if (property === 'withSession' && 'withSession' in target) {
        return (start?: string) => measuredD1(target.withSession(start), stats);
      }
      if (property === 'prepare') {
        return (sql: string) => measuredStatement(target.prepare(sql), sql, stats);
      }
      if (property === 'batch') {
        return async (statements: D1PreparedStatement[]) => {
          stats.statements += statements.length;
          const results = await target.batch(statements);
          for (const result of results) addResult(stats, result);
          return results;
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
