/**
 * Where the end-to-end stack listens: the site and its Auth Emulator (whose hub and logging take
 * the next two ports), and the Stripe stand-in. Each can be moved, so several checkouts run their suites side by side.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8799);
export const E2E_AUTH_PORT = Number(process.env.E2E_AUTH_PORT ?? 9199);
export const E2E_ORIGIN = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_AUTH_URL = `http://127.0.0.1:${E2E_AUTH_PORT}`;
/** The Stripe stand-in's port: beside the site's, so parallel stacks never share one. */
export const E2E_STRIPE_PORT = E2E_PORT + 5;
