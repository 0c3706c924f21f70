/**
 * `npm start`: the whole site from a production build, served by Miniflare on workerd at
 * http://localhost:8787, as the end-to-end tests and the benchmark serve it.
 */
import { printAccounts, seedAccounts, startAuthEmulator } from './auth-emulator';
import { serveBuiltWorker } from './built-worker.ts';
import {
  build,
  DEFAULT_STATE_DIR,
  DEMO_DATA,
  devVars,
  ensureDevVars,
  executeLocal,
  migrateLocal,
} from './local-stack';
import { STRIPE_STAND_IN_PORT, startStripeStandIn } from './stripe-stand-in.ts';

const port = Number(process.env.PORT ?? 8787);

// Before the build, which copies .dev.vars next to the built Worker (`npm run orders:expire`).
ensureDevVars();
console.log('Building the site…');
await build();
console.log('Migrating and seeding the local database…');
await migrateLocal(DEFAULT_STATE_DIR, { quiet: true });
await executeLocal(DEFAULT_STATE_DIR, DEMO_DATA, { quiet: true });
console.log('Starting the Firebase Auth Emulator…');
const auth = await startAuthEmulator({ port: 9099, quiet: true });
await seedAccounts(auth.url);
const vars = devVars();
// Online payments go to the Stripe stand-in when .dev.vars points there (docs/product.md#payments-online).
const stripe = vars.STRIPE_API_BASE
  ? await startStripeStandIn({
      port: Number(new URL(vars.STRIPE_API_BASE).port || STRIPE_STAND_IN_PORT),
      shop: `http://localhost:${port}`,
      secretKey: vars.STRIPE_SECRET_KEY ?? '',
      webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
    })
  : null;
const server = await serveBuiltWorker({ port, stateDir: DEFAULT_STATE_DIR, vars });

console.log(`\nThe shop is running at http://localhost:${port} (Ctrl+C to stop)\n`);
printAccounts();

const shutdown = async () => {
  await Promise.all([server.dispose(), auth.stop(), stripe?.stop()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
