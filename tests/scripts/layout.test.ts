import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
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

describe('form rules', () => {
  const NAME =
    '(?:required|min|max|email|min_value|max_value|alpha_spaces|confirmed|excluded|one_of|accept_all_condition|cod_lock|cap|provincia|phone|codice_fiscale|partita_iva|tax_code|repair_code)';
  const RULE = `${NAME}(?::[^'"\`|]*)?`;
  /** 'required|max:60', 'max:60' or rules: '…': the untyped language the builders replaced. */
  const RULE_STRING = new RegExp(
    `(['"\`])(?:${RULE}(?:\\|${RULE})+|${NAME}:[^'"\`|]+)\\1|\\brules:\\s*['"\`]`,
  );

  it('are typed values, never strings, in the browser, the Worker and schema/', () => {
    const offenders = ['web', 'worker', 'schema']
      .flatMap(files)
      .filter((file) => RULE_STRING.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('give every input its maxLength: no length typed as a number in web/', () => {
    const offenders = files('web').filter((file) =>
      /maxLength=(?:\{\s*\d|["']\d)/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});

describe('the web layer', () => {
  const sources = files('web').filter((file) => !file.endsWith('.d.ts'));

  /** Each function whose name starts with a capital (a component), with its length in lines. */
  function components(file: string): { name: string; lines: number }[] {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const found: { name: string; lines: number }[] = [];
    const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
    const visit = (node: ts.Node) => {
      let name: string | undefined;
      if (ts.isFunctionDeclaration(node) && node.name) name = node.name.text;
      if (
        ts.isVariableDeclaration(node) &&
        ts.isIdentifier(node.name) &&
        node.initializer &&
        (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
      )
        name = node.name.text;
      if (name && /^[A-Z]/.test(name))
        found.push({ name, lines: lineOf(node.getEnd()) - lineOf(node.getStart()) + 1 });
      ts.forEachChild(node, visit);
    };
    visit(source);
    return found;
  }

  it('keeps every component within 80 lines and every file within 250', () => {
    const long = sources.flatMap((file) =>
      components(file)
        .filter((component) => component.lines > 80)
        .map((component) => `${file}: ${component.name} (${component.lines} lines)`),
    );
    const big = sources.filter((file) => readFileSync(file, 'utf8').split('\n').length > 250);
    expect({ long, big }).toEqual({ long: [], big: [] });
  });

  it('keeps GraphQL documents out of the presentational parts', () => {
    const parts = sources.filter(
      (file) => file.endsWith('.tsx') && /graphql\(\s*`/.test(readFileSync(file, 'utf8')),
    );
    expect(parts).toEqual([]);
  });
});
