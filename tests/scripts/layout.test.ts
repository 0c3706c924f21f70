import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shape README's "Where things live" promises, checked so it cannot drift quietly. */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/from '([^']+)'/g)].map((match) => match[1] ?? '');

const DOMAINS = ['accounts', 'admin', 'catalogue', 'orders', 'repairs'];

describe('the Worker', () => {
  it("keeps GraphQL out of the domains' services", () => {
    const offenders = DOMAINS.flatMap((domain) => files(join('worker', domain))).filter((file) =>
      importsOf(file).some((path) => /(^|\/)graphql(\/|$)/.test(path)),
    );
    expect(offenders).toEqual([]);
  });

  it('keeps the GraphQL types thin: no SQL, no file over 250 lines', () => {
    for (const file of files('worker/graphql/types')) {
      const text = readFileSync(file, 'utf8');
      expect(
        importsOf(file).filter((path) => path.startsWith('drizzle-orm')),
        file,
      ).toEqual([]);
      expect(text, file).not.toMatch(/\.select\(|\.insert\(|\.update\(|\.delete\(/);
      expect(text.split('\n').length, file).toBeLessThanOrEqual(250);
    }
  });
});

describe('the two sides', () => {
  it('never import each other; what both need lives in schema/', () => {
    const webToWorker = files('web').filter((file) =>
      importsOf(file).some((path) => /(^|\/)worker\//.test(path)),
    );
    const workerToWeb = files('worker').filter((file) =>
      importsOf(file).some((path) => /(^|\/)web\//.test(path)),
    );
    const schemaOut = files('schema').filter((file) =>
      importsOf(file).some((path) => /(^|\/)(web|worker)\//.test(path)),
    );
    expect({ webToWorker, workerToWeb, schemaOut }).toEqual({
      webToWorker: [],
      workerToWeb: [],
      schemaOut: [],
    });
  });
});

describe("README's map", () => {
  it('names only paths that exist, and every domain folder of both sides', () => {
    const readme = readFileSync('README.md', 'utf8');
    const map = readme.slice(
      readme.indexOf('## Where things live'),
      readme.indexOf('## Working on it'),
    );
    const named = [...map.matchAll(/`([a-z][\w./-]*)`/g)]
      .map((match) => match[1] ?? '')
      .filter((path) => /^(schema|worker|web|tests|bench|docs|migrations)(\/|$)/.test(path));
    const missing = named.filter((path) => {
      try {
        readdirSync(path.replace(/\/$/, ''));
        return false;
      } catch {
        try {
          readFileSync(path);
          return false;
        } catch {
          return true;
        }
      }
    });
    expect(missing).toEqual([]);
    const domains = ['catalogue', 'orders', 'repairs', 'accounts'];
    for (const domain of domains) expect(map).toContain(domain);
  });
});
