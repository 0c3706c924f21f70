/**
 * Fails when a committed generated file no longer matches its source: the typed client
 * introspection, the Worker's binding types, the catalogue seed, the icon sprite and the API
 * reference. (The printed SDL has its own test in tests/worker/api.test.ts, the reference too in
 * tests/scripts/api-reference.test.ts.)
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, run } from './local-stack';

const bin = (name: string) => join(ROOT, 'node_modules/.bin', name);
const failures: string[] = [];
const WORKER_TYPES = 'worker/worker-configuration.d.ts';

async function check(name: string, step: () => Promise<void>) {
  try {
    await step();
  } catch (error) {
    failures.push(`${name}: ${(error as Error).message.split('\n')[0]}`);
  }
}

await check('migrations/0001_seed_catalogue.sql', () =>
  run(bin('tsx'), ['scripts/seed-catalogue.ts', '--check'], { quiet: true }),
);
await check('schema/api-reference.html', () =>
  run(bin('tsx'), ['scripts/api-reference.ts'], { quiet: true }),
);
await check('web/ui/icons.svg', () =>
  run(bin('tsx'), ['scripts/icon-sprite.ts', '--check'], { quiet: true }),
);
// `wrangler types --check` reads this machine's .dev.vars whatever --env-file says, so the types
// are generated again, from the committed example, in a copy of the Worker's layout.
await check('worker/worker-configuration.d.ts', async () => {
  const copy = mkdtempSync(join(tmpdir(), 'worker-types-'));
  mkdirSync(join(copy, 'worker'));
  symlinkSync(join(ROOT, 'worker/index.ts'), join(copy, 'worker/index.ts'));
  for (const file of ['wrangler.toml', '.dev.vars.example']) {
    copyFileSync(join(ROOT, file), join(copy, file));
  }
  // Plain strings, not one environment's values: production's SHOP_ORIGIN is not every Worker's.
  await run(
    bin('wrangler'),
    ['types', WORKER_TYPES, '--env-file', '.dev.vars.example', '--strict-vars=false'],
    { quiet: true, cwd: copy },
  );
  if (
    readFileSync(join(copy, WORKER_TYPES), 'utf8') !==
    readFileSync(join(ROOT, WORKER_TYPES), 'utf8')
  ) {
    throw new Error('stale: run npm run generate');
  }
});
await check('web/graphql-env.d.ts', async () => {
  const output = join(mkdtempSync(join(tmpdir(), 'tada-')), 'graphql-env.d.ts');
  await run(bin('gql.tada'), ['generate', 'output', '--output', output], { quiet: true });
  if (readFileSync(output, 'utf8') !== readFileSync(join(ROOT, 'web/graphql-env.d.ts'), 'utf8')) {
    throw new Error('stale: run npm run generate');
  }
});

if (failures.length) {
  console.error(`Generated files are out of date (run npm run generate):\n${failures.join('\n')}`);
  process.exit(1);
}
console.log('Generated files are up to date.');
