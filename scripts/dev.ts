/** `npm run dev`: Vite with hot reload, the Worker running inside it on workerd, the local D1. */
import { spawn } from 'node:child_process';
import { DEFAULT_STATE_DIR, migrateLocal, ROOT } from './local-stack';

await migrateLocal(DEFAULT_STATE_DIR, { quiet: true });

const vite = spawn(`${ROOT}node_modules/.bin/vite`, process.argv.slice(2), {
  cwd: ROOT,
  stdio: 'inherit',
});
const stop = () => vite.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => process.exit(code ?? 0));
