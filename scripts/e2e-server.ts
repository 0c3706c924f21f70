/**
 * The stack the end-to-end tests run against: the built site on workerd over a fresh local D1 of
 * its own, so tests never touch (or depend on) the development database.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateLocal, serveBuiltWorker } from './local-stack';

const port = Number(process.env.E2E_PORT ?? 8799);
const stateDir = mkdtempSync(join(tmpdir(), 'riparo-e2e-'));

await migrateLocal(stateDir, { quiet: true });
const server = await serveBuiltWorker({ port, stateDir, host: '127.0.0.1', quiet: true });
console.log(`e2e stack ready at ${server.url}`);

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
