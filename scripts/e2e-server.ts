/**
 * The stack the end-to-end tests run against: the built site on Miniflare over a fresh local D1
 * of its own, and an Auth Emulator of its own, so tests never touch (or depend on) development
 * data. Served as `npm start` serves it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedAccounts, startAuthEmulator } from './auth-emulator';
import { serveBuiltWorker } from './built-worker.ts';
import { DEMO_DATA, exampleDevVars, executeLocal, migrateLocal } from './local-stack';

const port = Number(process.env.E2E_PORT ?? 8799);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 9199);
const stateDir = mkdtempSync(join(tmpdir(), 'riparo-e2e-'));

const [auth] = await Promise.all([
  startAuthEmulator({ port: authPort, quiet: true }),
  migrateLocal(stateDir, { quiet: true }).then(() =>
    executeLocal(stateDir, DEMO_DATA, { quiet: true }),
  ),
]);
await seedAccounts(auth.url);
// The committed local settings, whatever this machine's .dev.vars says (or whether it has one),
// with this stack's own address as the one its e-mails link to.
const server = await serveBuiltWorker({
  port,
  stateDir,
  host: '127.0.0.1',
  vars: { ...exampleDevVars(), SHOP_ORIGIN: `http://127.0.0.1:${port}` },
});
console.log(`e2e stack ready at ${server.url}, auth emulator at ${auth.url}`);

const shutdown = async () => {
  await Promise.all([server.dispose(), auth.stop()]);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
