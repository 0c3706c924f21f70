/**
 * The stack the end-to-end tests run against: the built site on Miniflare over a fresh local D1
 * of its own, and an Auth Emulator of its own, so tests never touch (or depend on) development
 * data. Served as `npm start` serves it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAccounts, startAuthEmulator } from './auth-emulator';
import { type BuiltWorkerServer, serveBuiltWorker } from './built-worker.ts';
import { E2E_AUTH_PORT, E2E_ORIGIN, E2E_PORT, E2E_STRIPE_PORT } from './e2e-ports.ts';
import {
  DEMO_DATA,
  exampleDevVars,
  executeLocal,
  migrateLocal,
  type RunningServer,
} from './local-stack';
import { startStripeStandIn } from './stripe-stand-in.ts';

interface E2eStack {
  dispose(): Promise<void>;
}

/**
 * Starts the emulator and fills the database at once; serves the site once `built` (the build it
 * serves) has settled, so `npm test` can start the slow emulator while it still builds.
 */
export async function startE2eStack(built: Promise<void> = Promise.resolve()): Promise<E2eStack> {
  const stateDir = mkdtempSync(join(tmpdir(), 'riparo-e2e-'));
  let auth: RunningServer | undefined;
  let server: BuiltWorkerServer | undefined;
  const vars = exampleDevVars();
  const stripe = await startStripeStandIn({
    port: E2E_STRIPE_PORT,
    shop: E2E_ORIGIN,
    secretKey: vars.STRIPE_SECRET_KEY ?? '',
    webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? '',
  });
  const dispose = async () => {
    await Promise.all([server?.dispose(), auth?.stop(), stripe.stop()]);
  };
  const emulator = startAuthEmulator({ port: E2E_AUTH_PORT, quiet: true }).then((started) => {
    auth = started;
    return seedAccounts(started.url);
  });
  try {
    await Promise.all([
      emulator,
      migrateLocal(stateDir, { quiet: true }).then(() =>
        executeLocal(stateDir, DEMO_DATA, { quiet: true }),
      ),
      built,
    ]);
    // The committed local settings, whatever this machine's .dev.vars says (or whether it has
    // one), with this stack's own address as the one its e-mails link to.
    server = await serveBuiltWorker({
      port: E2E_PORT,
      stateDir,
      host: '127.0.0.1',
      vars: { ...vars, SHOP_ORIGIN: E2E_ORIGIN, STRIPE_API_BASE: stripe.url },
    });
  } catch (error) {
    // An emulator still starting is stopped too, once it has.
    await Promise.allSettled([emulator]);
    await dispose();
    throw error;
  }
  console.log(`e2e stack ready at ${server.url}, auth emulator at ${auth?.url}`);
  return { dispose };
}
