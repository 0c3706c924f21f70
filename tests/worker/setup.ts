import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, vi } from 'vitest';
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

/** The seed a file's tests share (seedOncePerFile), and whether the database holds it untouched. */
let shared: { seed: () => Promise<void>; intact: boolean } | undefined;

/**
 * For a file whose tests read a costly seed (thousands of rows): it is written once, on the
 * freshly migrated database, and the file's tests share it instead of each writing it again. A
 * test that changes the database says so first (seedChangedByThisTest), and the next one starts
 * afresh, so no test sees another's writes.
 */
export function seedOncePerFile(seed: () => Promise<void>): void {
  shared = { seed, intact: false };
}

/** Called by a test of a seedOncePerFile file before it writes: the next test gets a fresh copy. */
export function seedChangedByThisTest(): void {
  if (shared) shared.intact = false;
}

// Every test starts from the migrated, seeded database and nothing else, with empty rate-limit
// buckets and nothing the isolate kept of an earlier test's catalogue: the version starts again
// at each reset, so an answer kept under it would belong to another test's data.
beforeEach(async () => {
  if (!shared?.intact) {
    await emptyStorage();
    await migrate();
    if (shared) {
      await shared.seed();
      shared.intact = true;
    }
  }
  await emptyRateLimits();
  resetCatalogueVersion();
  forgetCatalogueReads();
  forgetCategories();
  forgetVersionMemos();
});

// The test files share one isolate (vitest.worker.config.ts): a test's fake clock and spies end
// with it, whether or not its own file puts them back.
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
