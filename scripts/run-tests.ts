/**
 * `npm test` (every stage) and `npm run test:e2e` (argument `e2e`: the build, its budget and the
 * browser tests). Vitest runs one file at a time on a 2-core machine (its default is a core fewer
 * than the machine has) and the type checks use one core, so the stages before the browser tests
 * run in two lanes, one per core: the Worker tests, beside the build then the unit tests; then
 * each lane, once free, takes the next of the checks and the soak. The end-to-end stack (its Auth
 * Emulator takes up to 85 s to start) comes up meanwhile. Each line a stage prints carries its
 * name; each stage prints its time.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { E2E_AUTH_URL } from './e2e-ports.ts';
import { startE2eStack } from './e2e-stack.ts';
import { bin, ROOT } from './local-stack.ts';

const running = new Set<ChildProcess>();
const times: [string, number][] = [];
/** Set once the run ends (a stage failed): no lane starts another stage. */
let stopping = false;

function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}

/** Runs one stage to its end; rejects when it fails. */
function stage(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = performance.now();
  console.log(`▶ ${name}`);
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Two lanes print at once: each line says whose it is.
    createInterface({ input: child.stdout }).on('line', (line) => console.log(`[${name}] ${line}`));
    createInterface({ input: child.stderr }).on('line', (line) =>
      console.error(`[${name}] ${line}`),
    );
    running.add(child);
    child.on('exit', (code, signal) => {
      running.delete(child);
      times.push([name, performance.now() - started]);
      console.log(`${code === 0 ? '✔' : '✘'} ${name}: ${seconds(started)}`);
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

const npm = (script: string) => stage(script, 'npm', ['run', '--silent', script]);

/** The build the browser tests load, signing in against this stack's Auth Emulator. */
async function buildForE2e() {
  await stage('vite build', bin('vite'), ['build', '--logLevel', 'warn'], {
    VITE_FIREBASE_AUTH_EMULATOR_URL: E2E_AUTH_URL,
  });
  await stage('bundle budget', bin('tsx'), ['scripts/check-bundle-budget.ts']);
}

/** `e2e` runs only the end-to-end stage; what follows it goes to Playwright (a spec, `--grep`). */
async function main([only, ...playwrightArgs]: string[]) {
  const started = performance.now();
  const built = buildForE2e();
  // The slowest part to start (the Auth Emulator) starts first; the site waits for its build.
  const stack = startE2eStack(built).then((ready) => {
    times.push(['e2e stack ready (beside other stages)', performance.now() - started]);
    return ready;
  });
  // Awaited below; a failure before then must not end the process unreported.
  stack.catch(() => {});
  try {
    if (only !== 'e2e') {
      // Longest first: whichever lane is free takes the next stage, so neither waits on the other.
      const waiting = ['check', 'test:soak'];
      const next = (): Promise<void> => {
        const script = waiting.shift();
        return script && !stopping ? npm(script).then(next) : Promise.resolve();
      };
      await Promise.all([
        npm('test:worker').then(next),
        built.then(() => npm('test:unit')).then(next),
      ]);
    }
    await stack;
    await stage('playwright', bin('playwright'), ['test', ...playwrightArgs], {
      E2E_STACK_STARTED: '1',
    });
  } finally {
    stopping = true;
    for (const child of running) child.kill('SIGTERM');
    await (await stack.catch(() => undefined))?.dispose();
    console.log('\nStage times:');
    for (const [name, ms] of times) console.log(`  ${name.padEnd(40)} ${(ms / 1000).toFixed(1)} s`);
    console.log(`  ${'total'.padEnd(40)} ${seconds(started)}`);
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
