import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';
import { forgetCategories } from '../../worker/catalogue/categories';
import { invalidateCatalogue } from '../../worker/catalogue/snapshot';

// Every test starts from the migrated, seeded database and nothing else, and no catalogue
// snapshot of an earlier test's data.
beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  invalidateCatalogue();
  forgetCategories();
});
