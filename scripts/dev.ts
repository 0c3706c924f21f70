/** `npm run dev`: Vite with hot reload, the Worker running inside it on workerd, the local D1. */
import { spawn } from 'node:child_process';
import { printAccounts, seedAccounts, startAuthEmulator } from './auth-emulator';
import {
  DEFAULT_STATE_DIR,
  DEMO_DATA,
  ensureDevVars,
  executeLocal,
  migrateLocal,
  ROOT,
} from './local-stack';

ensureDevVars();
await migrateLocal(DEFAULT_STATE_DIR, { quiet: true });
await executeLocal(DEFAULT_STATE_DIR, DEMO_DATA, { quiet: true });
const auth = await startAuthEmulator({ port: 9099, quiet: true });
await seedAccounts(auth.url);
printAccounts();

const vite = spawn(`${ROOT}node_modules/.bin/vite`, process.argv.slice(2), {
  cwd: ROOT,
  stdio: 'inherit',
});
const stop = async () => {
  vite.kill('SIGTERM');
  await auth.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', async (code) => {
  await auth.stop();
  process.exit(code ?? 0);
});
