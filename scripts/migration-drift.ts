/**
 * Whether the drizzle tables (schema/db/) and the committed migrations (migrations/) have drifted
 * apart: what `drizzle-kit generate` (npm run db:migration) would write if it ran now. It runs
 * drizzle-kit with the project's drizzle.config.ts, only with `out` pointed at a throw-away copy
 * of migrations/, so the tree is never touched. drizzle-kit compares the tables with the latest
 * snapshot in migrations/meta, locally: no database, no network.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './local-stack.ts';

export interface DriftOptions {
  /** The drizzle config to follow; the project's by default. */
  config?: string;
  /** Another schema file instead of the config's (the tests point it at an edited copy). */
  schema?: string;
  /** Another migrations folder instead of the config's `out`. */
  migrations?: string;
}

export interface Drift {
  /**
   * `same`: drizzle-kit found nothing to migrate. `drifted`: it would add `added`. `undecided`:
   * it stopped without an answer (a question only a person can answer, such as whether a column
   * was renamed, which it cannot ask here and then exits 0 having written nothing): the tables
   * changed all the same.
   */
  status: 'same' | 'drifted' | 'undecided';
  /** The migrations drizzle-kit would add (file name and SQL). */
  added: { file: string; sql: string }[];
  /** What drizzle-kit printed. */
  output: string;
}

/** What drizzle-kit generate prints when the tables match the latest snapshot. */
const NOTHING_TO_MIGRATE = 'No schema changes, nothing to migrate';

/** drizzle-kit stops at a question (a rename?) when nobody answers: do not wait for ever. */
const TIMEOUT_MS = 60_000;

export async function migrationDrift(options: DriftOptions = {}): Promise<Drift> {
  const configPath = resolve(ROOT, options.config ?? 'drizzle.config.ts');
  const { default: config } = (await import(pathToFileURL(configPath).href)) as {
    default: { schema: string | string[]; out?: string };
  };
  const migrations = resolve(ROOT, options.migrations ?? config.out ?? 'drizzle');
  const work = mkdtempSync(join(tmpdir(), 'migration-drift-'));
  try {
    const out = join(work, 'migrations');
    cpSync(migrations, out, { recursive: true });
    const before = new Set(readdirSync(out));
    // drizzle-kit joins "./" and the paths it is given, so they must be relative to its cwd.
    const copyConfig = join(work, 'drizzle.config.ts');
    writeFileSync(
      copyConfig,
      `import config from ${JSON.stringify(configPath)};\n` +
        `export default { ...config, out: ${JSON.stringify(relative(ROOT, out))}` +
        (options.schema
          ? `, schema: ${JSON.stringify(relative(ROOT, resolve(options.schema)))}`
          : '') +
        ' };\n',
    );
    const output = await drizzleKit(['generate', '--config', copyConfig]);
    const added = readdirSync(out)
      .filter((file) => !before.has(file) && file.endsWith('.sql'))
      .sort()
      .map((file) => ({ file, sql: readFileSync(join(out, file), 'utf8') }));
    const status =
      added.length > 0 ? 'drifted' : output.includes(NOTHING_TO_MIGRATE) ? 'same' : 'undecided';
    return { status, added, output };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

function drizzleKit(args: string[]): Promise<string> {
  const bin = join(ROOT, 'node_modules/.bin/drizzle-kit');
  if (!existsSync(bin)) throw new Error(`${bin} is missing: run npm ci`);
  return new Promise((done, fail) => {
    const child = spawn(bin, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', fail);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) done(output);
      else
        fail(
          new Error(`drizzle-kit ${args.join(' ')} ${signal ?? `exited with ${code}`}\n${output}`),
        );
    });
  });
}
