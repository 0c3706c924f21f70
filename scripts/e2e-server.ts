/** The end-to-end stack (e2e-stack.ts) as Playwright's web server, until it is told to stop. */
import { startE2eStack } from './e2e-stack.ts';

const stack = await startE2eStack();
const shutdown = async () => {
  await stack.dispose();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
