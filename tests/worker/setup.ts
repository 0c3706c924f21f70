import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { forgetCategories } from '../../worker/catalogue/categories';
import { resetCatalogueVersion } from '../../worker/catalogue/version';
import { forgetVersionMemos } from '../../worker/catalogue/version-memo';
import { forgetCatalogueReads } from '../../worker/graphql/response-cache';

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
 * D1 as a test last found it right after migrating (and seeding): its schema and every row of its
 * tables. Found the same when the next test starts, the tests since wrote nothing, and the next
 * one starts on it as it is instead of resetting and migrating again: migrations run once per file
 * and again after each test that writes. (total_changes() cannot tell: local D1 counts a change
 * for every query, reads too.)
 */
let pristine: string | undefined;

/**
 * The schema and the rows, as one string. Full-text indexes (virtual tables and their shadow
 * tables) are left out: they follow their content tables.
 */
async function d1Contents(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    `SELECT t.name FROM sqlite_master t WHERE t.type = 'table'
       AND t.name NOT LIKE '\\_cf\\_%' ESCAPE '\\' AND t.sql NOT LIKE 'CREATE VIRTUAL TABLE%'
       AND NOT EXISTS (SELECT 1 FROM sqlite_master v
                       WHERE v.sql LIKE 'CREATE VIRTUAL TABLE%' AND t.name LIKE v.name || '\\_%' ESCAPE '\\')`,
  ).all<{ name: string }>();
  const reads = await env.DB.batch([
    env.DB.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name'),
    ...tables.map(({ name }) => env.DB.prepare(`SELECT * FROM "${name}"`)),
  ]);
  return JSON.stringify(reads.map((read) => read.results));
}

/**
 * Whether an answer went into the location's cache (caches.default) since the last reset, which
 * empties it with D1: the next test then resets too. Cache.put is wrapped once per isolate, its
 * flag kept on the global object, which outlives this module when files share the isolate.
 */
const CACHE_WRITES = Symbol.for('riparo.tests.cacheWrites');
const isolate = globalThis as typeof globalThis & { [CACHE_WRITES]?: { put: boolean } };
const cacheWrites = isolate[CACHE_WRITES] ?? wrapCachePut();

function wrapCachePut(): { put: boolean } {
  const writes = { put: false };
  const put = Cache.prototype.put;
  Cache.prototype.put = function (this: Cache, ...args: Parameters<Cache['put']>) {
    writes.put = true;
    return put.apply(this, args);
  };
  isolate[CACHE_WRITES] = writes;
  return writes;
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

// Each file starts from an empty database: another file's seed or writes are not its own.
beforeAll(() => {
  pristine = undefined;
});

// Every test starts from the migrated, seeded database and nothing else, with empty rate-limit
// buckets and nothing the isolate kept of an earlier test's catalogue: the version starts again
// at each reset, so an answer kept under it would belong to another test's data.
beforeEach(async () => {
  if (cacheWrites.put || pristine === undefined || pristine !== (await d1Contents())) {
    cacheWrites.put = false;
    await emptyStorage();
    await migrate();
    await sharedSeed?.();
    pristine = await d1Contents();
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
