import { fileURLToPath } from 'node:url';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { workerAliases } from './vite.config.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: { alias: workerAliases },
  plugins: [
    cloudflareTest(async () => ({
      main: here('./worker/index.ts'),
      wrangler: { configPath: here('./wrangler.toml') },
      miniflare: {
        bindings: {
          // Neither development (no suggestions, no GraphiQL) nor production (the Auth Emulator's
          // unsigned tokens stand in for real sign-ins, as they do locally).
          ENVIRONMENT: 'test',
          TEST_MIGRATIONS: await readD1Migrations(here('./migrations')),
        },
      },
    })),
  ],
  test: {
    name: 'worker',
    include: ['tests/worker/**/*.test.ts'],
    setupFiles: ['tests/worker/setup.ts'],
    // workerd does not see the shell's variables: the fuzz's replay settings come this way
    // (see the top of tests/worker/hostile-input.test.ts).
    provide: { fuzzSeed: process.env.FUZZ_SEED ?? '', fuzzPath: process.env.FUZZ_PATH ?? '' },
  },
});
