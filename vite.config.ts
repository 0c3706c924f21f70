import { fileURLToPath } from 'node:url';
import { cloudflare } from '@cloudflare/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';
import { deploySignInProblem } from './scripts/deploy-sign-in.ts';
import { firebaseSources, securityHeaders } from './scripts/security-headers.ts';
import { shopDomain } from './scripts/shop-domain.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * graphql-yoga imports @whatwg-node/fetch, whose package resolves to Node's ponyfill in a Worker
 * build; its ESM entry hands back the runtime's own fetch classes instead.
 */
export const workerAliases = [
  { find: '@whatwg-node/fetch', replacement: '@whatwg-node/fetch/dist/esm-ponyfill.js' },
];

/**
 * The client runs on Preact through its React compatibility layer: the same components, hooks,
 * Suspense and lazy pages, in about 12 KB of gzip where React DOM alone took 62 KB of every page's
 * initial JS (bench/budgets.ts). The code and its types still speak React's API.
 */
export const clientAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  // wouter's shim for Reacts before 18; Preact has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

/**
 * graphql-js takes its production `instanceOf` only where a `process` global exists, and workerd
 * has none: its development check (against two copies of graphql in one bundle, which the build
 * never makes) then runs on every type test of every execution. The build fails if graphql stops
 * writing it this way, rather than silently losing the fast path.
 */
const GRAPHQL_DEV_CHECK = 'globalThis.process &&';
const graphqlProductionInstanceOf = {
  name: 'graphql-production-instanceof',
  transform(code: string, id: string) {
    if (!/[\\/]graphql[\\/]jsutils[\\/]instanceOf\.m?js$/.test(id)) return null;
    if (!code.includes(GRAPHQL_DEV_CHECK))
      throw new Error(`${id} no longer reads ${GRAPHQL_DEV_CHECK}`);
    return code.replace(GRAPHQL_DEV_CHECK, 'true ||');
  },
};

export default defineConfig(({ mode }) => {
  const clientEnv = loadEnv(mode, here('./web'), 'VITE_');
  const problem = mode === 'deploy' ? deploySignInProblem(clientEnv) : null;
  if (problem) throw new Error(problem);
  return {
    resolve: { alias: [...clientAliases, ...workerAliases] },
    root: here('./web'),
    // Vite's settings live beside the client, where wrangler does not take them for Worker secrets.
    envDir: here('./web'),
    publicDir: here('./web/public'),
    build: { outDir: here('./dist'), emptyOutDir: true },
    environments: {
      // The manifest lets `npm test` and the benchmark weigh what each page loads.
      client: {
        build: {
          manifest: true,
          // Every browser the site supports preloads modules natively.
          modulePreload: { polyfill: false },
          // <use> cannot point into a data: URL, so the icon sprite always stays a file.
          assetsInlineLimit: (file) => (file.endsWith('icons.svg') ? false : undefined),
          rolldownOptions: {
            output: {
              codeSplitting: {
                // The libraries every page runs, in one chunk: left to themselves they scatter
                // into a handful of small chunks shared by the client and the pages, each paying
                // its own compression overhead (2.6 KB more on /checkout-forms), and one chunk
                // that changes only with the libraries stays cached across deployments.
                groups: [
                  {
                    name: 'client-vendor',
                    test: /node_modules[\\/](preact|urql|@urql|wonka|@0no-co|wouter|regexparam)[\\/]/,
                  },
                  // The form controls, split into two files by kind, still travel as one chunk:
                  // apart they cost a form page 0.4 KB of compression overhead.
                  { name: 'Field', test: /web[\\/]ui[\\/](Field|ChoiceFields)\.tsx$/ },
                ],
              },
            },
          },
        },
      },
    },
    plugins: [
      graphqlProductionInstanceOf,
      tailwindcss(),
      cloudflare({
        configPath: here('./wrangler.toml'),
        // Production's custom domain is SHOP_ORIGIN's host.
        config: shopDomain,
        // `npm run dev` shares the local D1 that `wrangler d1 migrations apply --local` migrates.
        persistState: { path: here('./.wrangler/state') },
      }),
      securityHeaders(firebaseSources(clientEnv)),
    ],
  };
});
