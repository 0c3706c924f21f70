import { applyD1Migrations, reset } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeEach } from 'vitest';
import { forgetCategories } from '../../worker/catalogue/categories';
import { resetCatalogueVersion } from '../../worker/catalogue/version';
import { forgetVersionMemos } from '../../worker/catalogue/version-memo';
import { forgetCatalogueReads } from '../../worker/graphql/response-cache';

// Every test starts from the migrated, seeded database and nothing else, and nothing the isolate
// kept of an earlier test's catalogue: the version starts again at each reset, so an answer kept
// under it would belong to another test's data.
beforeEach(async () => {
  await reset();
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  resetCatalogueVersion();
  forgetCatalogueReads();
  forgetCategories();
  forgetVersionMemos();
});
