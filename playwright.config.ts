import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { E2E_ORIGIN } from './scripts/e2e-ports';

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const CATALOGUE_WRITES =
  /(staff-(catalogue|photos|csv)|variants|variant-grade|stock-alert)\.spec\.ts$/;

/** End-to-end tests in Debian's Chromium against the built site served by workerd. */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: E2E_ORIGIN,
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'off',
    launchOptions: {
      // Debian's headless shell or Chromium, or CHROMIUM_PATH's (the script says which and why).
      executablePath: fileURLToPath(new URL('./scripts/e2e-chromium.sh', import.meta.url)),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: CATALOGUE_WRITES,
      use: DESKTOP,
    },
    {
      // Staff add a ninth product while these specs run (tests/e2e/support/reserved.ts), and many
      // specs count the seeded eight: they run once every other spec is done (`--no-deps` runs
      // them alone).
      name: 'catalogue writes',
      testMatch: CATALOGUE_WRITES,
      dependencies: ['desktop'],
      use: DESKTOP,
    },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx scripts/e2e-server.ts',
    url: `${E2E_ORIGIN}/healthz`,
    // `npm test` starts the stack while the other stages run (scripts/run-tests.ts) and says so;
    // a stack left over from an earlier build is never reused.
    reuseExistingServer: process.env.E2E_STACK_STARTED === '1',
    // The Auth Emulator alone took over three minutes to start on a busy 2-core machine.
    timeout: 360_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
  },
});
