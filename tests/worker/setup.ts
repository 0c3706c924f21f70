import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetCategories } from '../../worker/catalogue/categories';
import { resetCatalogueVersion } from '../../worker/catalogue/version';
import { forgetVersionMemos } from '../../worker/catalogue/version-memo';
import { forgetCatalogueReads } from '../../worker/graphql/response-cache';
import { type D1Snapshot, restoreSnapshot, takeSnapshot } from './d1-snapshot';

/**
 * Every migration, in order, in one D1 batch, each recorded in d1_migrations as
 * applyD1Migrations (and `wrangler d1 migrations apply`) records it: one round trip instead of
 * one a migration, which took half of each test's setup. applyD1Migrations with no migrations
 * only creates that table.
 */
async function migrate(): Promise<void> {
  await applyD1Migrations(env.DB, []);
  const recorded = env.DB.prepare('INSERT INTO d1_migrations (name) VALUES (?)');
  await env.DB.batch(
    env.TEST_MIGRATIONS.flatMap((migration) => [
      ...migration.queries.map((query) => env.DB.prepare(query)),
      recorded.bind(migration.name),
    ]),
  );
}

/**
 * Empties every rate limiter's buckets, which outlive a test and, in an isolate the test files
 * share, a file. Miniflare's local limiter keeps the buckets of one minute and drops them all
 * when a call comes in another minute: one call a minute ahead, then the test's own first call
 * back in this minute, each start it afresh.
 */
async function emptyRateLimits(): Promise<void> {
  const limiters = Object.entries(env).filter(([name]) => name.endsWith('_RATE_LIMIT'));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + 60_000);
  await Promise.all(limiters.map(([, limiter]) => (limiter as RateLimit).limit({ key: 'setup' })));
  vi.useRealTimers();
}

/**
 * Deletes every binding's data. Right after the isolate moved on to another test file, reset()
 * sometimes leaves D1 as it was (workerd's deleteAllDurableObjects, with isolate: false), so it
 * goes again until D1 holds no table.
 */
async function emptyStorage(): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await reset();
    const left = await env.DB.prepare(
      "SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table'",
    ).first<{ tables: number }>();
    if (!left?.tables) return;
    if (attempt === 3) throw new Error(`reset() left ${left.tables} tables in D1, three times`);
  }
}

/**
 * What the tests wrote to the storage a reset empties since D1 was last put back, and what D1
 * then held. Kept on the global object, which outlives this module when the test files share the
 * isolate: a file that follows one whose last tests wrote nothing finds the migrations applied,
 * so they run once per pool, and a test that wrote only rows gets them back from a snapshot.
 */
interface Storage {
  /** Rows of D1 only, or more: a schema, the cache, R2 (which only a reset empties). */
  wrote: 'nothing' | 'rows' | 'more';
  /** What D1 holds when nothing wrote since: the migrations only, or a file's seed too. */
  holds?: 'migrations' | 'seed';
  /** D1 as the migrations leave it. */
  migrated?: D1Snapshot;
}

type Wrote = (what: 'rows' | 'more') => void;

const STORAGE = Symbol.for('riparo.tests.storage');
const isolate = globalThis as typeof globalThis & { [STORAGE]?: Storage };
const storage = isolate[STORAGE] ?? watchWrites();

/** Watches, once per isolate, every write of the Worker and the tests to D1, the cache and R2. */
function watchWrites(): Storage {
  const watched: Storage = { wrote: 'more' };
  const wrote: Wrote = (what) => {
    if (watched.wrote !== 'more') watched.wrote = what;
  };
  watchD1(wrote);
  // caches.default: reset() empties it with D1.
  const wroteMore = () => wrote('more');
  watchCalls(Cache.prototype, ['put'], wroteMore);
  watchCalls(Object.getPrototypeOf(env.PHOTOS), ['put', 'createMultipartUpload'], wroteMore);
  isolate[STORAGE] = watched;
  return watched;
}

function watchCalls(target: object, methods: string[], wrote: () => void): void {
  const calls = target as Record<string, (...args: unknown[]) => unknown>;
  for (const method of methods) {
    const original = calls[method];
    if (typeof original !== 'function') throw new Error(`No ${method} to watch: see setup.ts`);
    calls[method] = function (this: unknown, ...args: unknown[]) {
      wrote();
      return original.apply(this, args);
    };
  }
}

/** A statement that reads or changes rows; any other (CREATE, DROP, PRAGMA...) writes more. */
const ROWS_STATEMENT = /^\s*(SELECT|WITH|INSERT|UPDATE|DELETE|REPLACE)\b/i;

type Send = (endpoint: string, query: string | string[], ...rest: unknown[]) => Promise<unknown>;
type D1Answer = { success?: boolean; meta?: { changed_db?: boolean } };

/**
 * Every D1 query in this isolate, the Worker's and the tests', goes through the session's _send
 * (workerd's cloudflare-internal:d1-api), whatever the method (prepare().run/all/first/raw, batch,
 * exec). A statement counts as a write unless Miniflare's D1 answers that it left the database as
 * it was (changed_db false: no row changed, no new row id, the same size). A refused statement
 * counts too, though D1 rolls it back: putting D1 back costs less than reading to make sure.
 */
function watchD1(wrote: Wrote): void {
  const session = Object.getPrototypeOf(env.DB.withSession()) as { _send?: Send };
  const send = session._send;
  if (typeof send !== 'function') throw new Error('No D1 _send to watch: see setup.ts');
  session._send = async function (this: unknown, endpoint, query, ...rest) {
    const statements = Array.isArray(query) ? query : [query];
    const rowsOnly = statements.every((sql) => ROWS_STATEMENT.test(sql));
    let changed = !rowsOnly;
    try {
      const answer = await send.call(this, endpoint, query, ...rest);
      const answers = (Array.isArray(answer) ? answer : [answer]) as D1Answer[];
      changed ||= answers.some((one) => !one.success || one.meta?.changed_db !== false);
      return answer;
    } catch (error) {
      changed = true;
      throw error;
    } finally {
      if (changed) wrote(rowsOnly ? 'rows' : 'more');
    }
  };
}

/** Whether D1 still holds every migration: a test may have called reset() itself. */
async function migrated(): Promise<boolean> {
  const applied = await env.DB.prepare('SELECT count(*) AS applied FROM d1_migrations')
    .first<{ applied: number }>()
    .catch(() => null);
  return applied?.applied === env.TEST_MIGRATIONS.length;
}

/** The seed a file's tests share (seedOncePerFile). */
let sharedSeed: (() => Promise<void>) | undefined;

/**
 * For a file whose tests read a costly seed (thousands of rows): it is written on the freshly
 * migrated database, and the file's tests share it until one of them writes, like the migrations.
 */
export function seedOncePerFile(seed: () => Promise<void>): void {
  sharedSeed = seed;
}

// A seed is its own file's: a file with one starts from a fresh database, and so does the next.
beforeAll(() => {
  if (sharedSeed || storage.holds === 'seed') storage.holds = undefined;
});

/**
 * Puts D1 back as the migrations left it, then writes the file's seed: from the snapshot when
 * only rows changed, else by emptying the storage and migrating again. A seed is written again
 * rather than kept in a snapshot of its own: its thousands of rows went back slower than written.
 */
async function putBack(): Promise<void> {
  if (storage.migrated && storage.wrote !== 'more' && (await migrated())) {
    await restoreSnapshot(env.DB, storage.migrated);
  } else {
    await emptyStorage();
    await migrate();
    storage.migrated ??= await takeSnapshot(env.DB);
  }
  await sharedSeed?.();
}

// Every test starts from the migrated, seeded database and nothing else, with empty rate-limit
// buckets and nothing the isolate kept of an earlier test's catalogue: the version starts again
// at each reset, so an answer kept under it would belong to another test's data.
beforeEach(async () => {
  const wanted = sharedSeed ? 'seed' : 'migrations';
  if (storage.wrote !== 'nothing' || storage.holds !== wanted || !(await migrated())) {
    await putBack();
    storage.holds = wanted;
    storage.wrote = 'nothing';
  }
  await emptyRateLimits();
  resetCatalogueVersion();
  forgetCatalogueReads();
  forgetCategories();
  forgetVersionMemos();
  // Migrating and writing a file's costly seed can take longer than a hook's default 10 s.
}, 30_000);

// The test files share one isolate (vitest.worker.config.ts): a test's fake clock and spies end
// with it, whether or not its own file puts them back.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
