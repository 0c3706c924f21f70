import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { configDefaults, defineConfig } from 'vitest/config';
import { exampleDevVars } from './scripts/local-stack.ts';
import { workerAliases } from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The soak runs alone, as `npm run test:soak` (vitest.soak.config.ts), not with the others. */
export const SOAK = 'tests/worker/soak.test.ts';

/** Tests inside workerd, against a D1 with the real migrations (applied in tests/worker/setup.ts). */
export function workerTests(test: { name: string; include: string[]; exclude?: string[] }) {
  return defineConfig({
    resolve: { alias: workerAliases },
    plugins: [
      cloudflareTest(async () => ({
        main: here('./worker/index.ts'),
        wrangler: { configPath: here('./wrangler.toml') },
        miniflare: {
          bindings: {
            // The committed local settings, as `npm start` runs: the Auth Emulator's unsigned
            // tokens (tests/worker/identity.ts) stand in for real sign-ins, and the demo staff.
            ...exampleDevVars(),
            // The origin the tests' requests name (tests/worker/client.ts).
            SHOP_ORIGIN: 'https://shop.test',
            TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
          },
        },
      })),
    ],
    test: {
      ...test,
      exclude: [...configDefaults.exclude, ...(test.exclude ?? [])],
      setupFiles: ['tests/worker/setup.ts'],
      // One workerd and one module graph per pool worker, not one per test file: starting them
      // cost each file seconds. Tests stay apart all the same: the setup file resets the database
      // and the isolate's catalogue memory before each test, and fake clocks and spies after it.
      isolate: false,
      // Some tests send hundreds of requests; on a busy 2-core machine 5 s was not always enough.
      testTimeout: 20_000,
      // workerd does not see the shell's variables: the fuzz's replay settings come this way
      // (see the top of tests/worker/hostile-input.test.ts).
      provide: { fuzzSeed: process.env.FUZZ_SEED ?? '', fuzzPath: process.env.FUZZ_PATH ?? '' },
    },
  });
}

export default workerTests({
  name: 'worker',
  include: ['tests/worker/**/*.test.ts'],
  exclude: [SOAK],
});
