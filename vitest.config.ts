import { defineConfig } from 'vitest/config';
import { clientAliases } from './vite.config.ts';

/**
 * Unit tests outside workerd: the shared rules and the build tooling (Node), and the browser's
 * components (happy-dom).
 */
export default defineConfig({
  test: {
    projects: [
      // Rules and tooling hold no state between files: one worker runs them all (isolate: false)
      // instead of a new process with its own imports for each file.
      {
        test: {
          name: 'schema',
          include: ['tests/schema/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // The API reference's scripts read the Worker's schema, built by Pothos with graphql's
        // CommonJS build: every import of graphql takes that one, never its .mjs twin, whose
        // classes the schema's would not be instances of.
        resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
        test: {
          name: 'scripts',
          include: ['tests/scripts/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // The layout rules parse every source file: over 5 s on a loaded 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        // The components run on Preact here as in the browser; the libraries that import React are
        // bundled by Vite so they meet the same aliases.
        resolve: {
          alias: clientAliases,
          // Their CommonJS entries would require React itself; their module entries meet the aliases.
          mainFields: ['module', 'main'],
        },
        test: {
          name: 'web',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/web/setup.ts'],
          // One worker and one happy-dom window for all the files, not a new process, window and
          // module graph for each: that start-up was most of the suite's time (tests/web/setup.ts
          // gives each file fresh modules and a clean document).
          isolate: false,
          server: { deps: { inline: [/@testing-library[\\/]react/, /urql/, /wouter/] } },
          // Rendering in happy-dom took over 5 s on the shared 2-core machine while the e2e
          // stack started beside it (scripts/run-tests.ts).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
