import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests outside workerd: the shared rules and the build tooling (Node), and the browser's
 * components (happy-dom).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'schema', include: ['tests/schema/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'scripts', include: ['tests/scripts/**/*.test.ts'], environment: 'node' },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // Rendering in happy-dom took over 5 s on the shared 2-core machine while the e2e
          // stack started beside it (scripts/run-tests.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
