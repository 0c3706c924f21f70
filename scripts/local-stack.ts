/**
 * The pieces of the local stack, shared by `npm start`, `npm run dev`, the end-to-end tests and
 * the benchmark: build, migrate the local D1, the local settings. Serving the built Worker is
 * built-worker.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DEFAULT_STATE_DIR = '.wrangler/state';
/** The Worker config `vite build` writes next to the built Worker. */
export const BUILT_WORKER_CONFIG = 'dist/riparo_shop/wrangler.json';

export const bin = (name: string) => `${ROOT}node_modules/.bin/${name}`;

/** The committed local settings (docs/security.md); .dev.vars is a developer's own copy. */
const DEV_VARS_EXAMPLE = '.dev.vars.example';

function readVars(file: string): Record<string, string> {
  const parsed = parseEnv(readFileSync(`${ROOT}${file}`, 'utf8'));
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** The local settings as committed, for stacks that must not depend on a developer's .dev.vars. */
export function exampleDevVars(): Record<string, string> {
  return readVars(DEV_VARS_EXAMPLE);
}

/** This machine's local settings, created from the example first if there are none. */
export function devVars(): Record<string, string> {
  ensureDevVars();
  return readVars('.dev.vars');
}

/**
 * A fresh clone has no .dev.vars: the Worker would then run with the deployable settings alone
 * (no emulator sign-ins, no staff), so the local scripts start from the example.
 */
export function ensureDevVars(): void {
  if (existsSync(`${ROOT}.dev.vars`)) return;
  copyFileSync(`${ROOT}${DEV_VARS_EXAMPLE}`, `${ROOT}.dev.vars`);
  console.log(`Created .dev.vars from ${DEV_VARS_EXAMPLE}.`);
}

interface RunOptions {
  quiet?: boolean;
  env?: NodeJS.ProcessEnv;
  /** Defaults to the repository's root. */
  cwd?: string;
}

/** Runs a command to completion; a non-zero exit rejects with its output. */
export function run(
  command: string,
  args: string[],
  { quiet = false, env, cwd = ROOT }: RunOptions = {},
) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output}`));
    });
  });
}

export function build(options: RunOptions = {}) {
  return run(bin('vite'), ['build', '--logLevel', 'warn'], options);
}

export function migrateLocal(stateDir: string, options: RunOptions = {}) {
  return run(
    bin('wrangler'),
    ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir],
    { ...options, env: { ...options.env, CI: 'true' } },
  );
}

export const DEMO_DATA = 'scripts/demo-repair.sql';

/** Runs SQL against the local D1, for data that only local development gets. */
export function executeLocal(stateDir: string, file: string, options: RunOptions = {}) {
  return run(
    bin('wrangler'),
    ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file, '--yes'],
    options,
  );
}

export async function waitForHealthy(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export interface RunningServer {
  url: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}
