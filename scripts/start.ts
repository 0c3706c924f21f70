/** `npm start`: the whole site from a production build on workerd, at http://localhost:8787. */
import { build, DEFAULT_STATE_DIR, migrateLocal, serveBuiltWorker } from './local-stack';

const port = Number(process.env.PORT ?? 8787);

console.log('Building the site…');
await build();
console.log('Migrating and seeding the local database…');
await migrateLocal(DEFAULT_STATE_DIR, { quiet: true });
const server = await serveBuiltWorker({ port, stateDir: DEFAULT_STATE_DIR, quiet: true });
console.log(`\nThe shop is running at http://localhost:${port} (Ctrl+C to stop)\n`);

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
server.process.on('exit', (code) => process.exit(code ?? 1));
