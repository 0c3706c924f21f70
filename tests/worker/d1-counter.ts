import { env } from 'cloudflare:workers';

/**
 * A D1 binding that counts the statements sent to the real one: each prepared statement that
 * runs, and each statement inside a batch.
 */
export function countingDatabase(db: D1Database = env.DB) {
  const counter = { statements: 0, sql: [] as string[] };
  const wrapped = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'prepare') {
        return (sql: string) => {
          counter.statements += 1;
          counter.sql.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, counter };
}
