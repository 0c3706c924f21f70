/**
 * The Firebase Auth Emulator for local development and tests (project demo-shop), and the two
 * accounts every local run starts with.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, type RunningServer, stopProcess, waitForHealthy } from './local-stack';

export const AUTH_PROJECT_ID = 'demo-shop';

export const SEEDED_ACCOUNTS = [
  {
    email: 'admin@negozio.test',
    password: 'Admin123!',
    displayName: 'Staff RiparoLab',
    role: 'admin',
  },
  {
    email: 'cliente@negozio.test',
    password: 'Cliente123!',
    displayName: 'Chiara Rinaldi',
    role: 'cliente',
  },
] as const;

/** Starts the emulator on `port` (its hub on a neighbouring port) and waits until it answers. */
export async function startAuthEmulator(options: {
  port: number;
  quiet?: boolean;
}): Promise<RunningServer> {
  // A config of its own, so tests can run beside a development emulator on other ports.
  const dir = mkdtempSync(join(tmpdir(), 'riparo-auth-'));
  const config = join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: options.port },
        hub: { host: '127.0.0.1', port: options.port + 1 },
        logging: { host: '127.0.0.1', port: options.port + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const child = spawn(
    `${ROOT}node_modules/.bin/firebase`,
    ['emulators:start', '--only', 'auth', '--project', AUTH_PROJECT_ID, '--config', config],
    {
      cwd: dir,
      env: { ...process.env, FIREBASE_CLI_EXPERIMENTS: '', NO_UPDATE_NOTIFIER: '1', CI: 'true' },
      stdio: options.quiet ? ['ignore', 'ignore', 'inherit'] : ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  // Loading the Firebase CLI is 21 s of CPU: over three minutes on a 2-core machine shared with
  // other test runs.
  await waitForHealthy(url, 300_000).catch(async (error: unknown) => {
    await stopProcess(child);
    throw error;
  });
  return { url, process: child, stop: () => stopProcess(child) };
}

async function emulatorCall(url: string, path: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** Creates the seeded accounts, verified, as the emulator's project owner may. */
export async function seedAccounts(url: string): Promise<void> {
  for (const account of SEEDED_ACCOUNTS) {
    const created = await emulatorCall(
      url,
      '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key',
      {
        email: account.email,
        password: account.password,
        displayName: account.displayName,
      },
    );
    await emulatorCall(
      url,
      `/identitytoolkit.googleapis.com/v1/projects/${AUTH_PROJECT_ID}/accounts:update`,
      {
        localId: created.localId,
        emailVerified: true,
      },
    );
  }
}

export function printAccounts(): void {
  console.log('Accounts (Firebase Auth Emulator):');
  for (const account of SEEDED_ACCOUNTS) {
    console.log(`  ${account.role.padEnd(8)} ${account.email} / ${account.password}`);
  }
}
