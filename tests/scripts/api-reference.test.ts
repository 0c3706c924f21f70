import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { describe, expect, it } from 'vitest';
import { unstable_readConfig } from 'wrangler';
import { OWN_LIST_PAGE } from '../../schema/rules/paging';
import { apiReferencePage } from '../../scripts/api-reference-page';
import { ROOT } from '../../scripts/local-stack';
import { REQUEST_STATEMENT_BUDGET } from '../../worker/d1-session';
import { SEARCH_COST, STATEMENT_COST } from '../../worker/graphql/cost';
import { ERROR_CODES } from '../../worker/graphql/error-codes';
import { LIMITS } from '../../worker/graphql/limits';
import { MAX_BODY_BYTES, MAX_QUERY_LENGTH } from '../../worker/graphql/query-length';
import { schema } from '../../worker/graphql/schema';

const page = apiReferencePage(schema);
const committed = readFileSync(join(ROOT, 'schema/api-reference.html'), 'utf8');
const number = (value: number) => new Intl.NumberFormat('it-IT').format(value);

/** The text of the element with this id, its tags dropped. */
function textOf(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`);
  if (start < 0) return '';
  const end = html.indexOf('</tr>', start);
  return html.slice(start, end).replace(/<[^>]+>/g, ' ');
}

/** The staff's fields carry their scope (tests/worker/scopes.test.ts). */
const isStaff = (field: { extensions: Record<string, unknown> }) =>
  (field.extensions.pothosOptions as { authScopes?: { staff?: boolean } }).authScopes?.staff ===
  true;

describe('the API reference', () => {
  it('is the page the schema and the limits give now: run print-schema when this fails', () => {
    expect(committed === page, 'schema/api-reference.html is stale').toBe(true);
  });

  it('changes with the schema, so a stale one cannot pass', () => {
    const config = schema.toConfig();
    const query = schema.getQueryType();
    if (!query) throw new Error('no Query');
    const grown = new GraphQLObjectType({
      ...query.toConfig(),
      fields: {
        ...query.toConfig().fields,
        warehouses: { type: GraphQLString, description: 'A field added after the page.' },
      },
    });
    const changed = new GraphQLSchema({
      ...config,
      query: grown,
      types: config.types.filter((type) => type.name !== 'Query'),
    });
    const again = apiReferencePage(changed);
    expect(again).not.toBe(committed);
    expect(again).toContain('id="query-warehouses"');
  });

  it('lists every public operation, and none of the staff', () => {
    for (const root of [schema.getQueryType(), schema.getMutationType()]) {
      const kind = root?.name === 'Query' ? 'query' : 'mutation';
      const fields = Object.values(root?.getFields() ?? {});
      expect(fields.filter((field) => !isStaff(field)).length).toBeGreaterThan(10);
      for (const field of fields) {
        expect(page.includes(`id="${kind}-${field.name}"`), field.name).toBe(!isStaff(field));
      }
    }
    for (const name of ['myOrdersConnection', 'catalogue', 'placeOrder', 'repairStatus']) {
      expect(page).toMatch(new RegExp(`id="(query|mutation)-${name}"`));
    }
  });

  it('links only to what it holds', () => {
    const targets = new Set([...page.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]));
    const missing = [...page.matchAll(/href="#([^"]+)"/g)]
      .map((match) => match[1])
      .filter((target) => !targets.has(target));
    expect(missing).toEqual([]);
  });

  it('states the limits the Worker enforces, with their values', () => {
    const rows: [string, number][] = [
      ['corpo', MAX_BODY_BYTES],
      ['query', MAX_QUERY_LENGTH],
      ['profondita', LIMITS.depth],
      ['alias', LIMITS.aliases],
      ['token', LIMITS.tokens],
      ['direttive', LIMITS.directives],
      ['costo', LIMITS.cost],
      ['costo-lettura', STATEMENT_COST],
      ['costo-ricerca', SEARCH_COST],
      ['lettura-costosa', LIMITS.expensiveRead],
      ['letture', REQUEST_STATEMENT_BUDGET],
    ];
    for (const [id, value] of rows) {
      expect(textOf(page, `limite-${id}`), id).toContain(number(value));
    }
    expect(page).toContain(`da 1 a ${OWN_LIST_PAGE.max} elementi per pagina`);
  });

  it("states production's rate limits as wrangler.toml sets them", () => {
    const config = join(ROOT, 'wrangler.toml');
    const production = unstable_readConfig({ config, env: 'production' }, { hideWarnings: true });
    expect(production.ratelimits.length).toBeGreaterThan(3);
    for (const { name, simple } of production.ratelimits) {
      expect(textOf(page, `frequenza-${name}`), name).toContain(
        `${number(simple.limit)} ogni ${number(simple.period)} secondi`,
      );
    }
  });

  it('names every error code the Worker gives', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? files(join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [join(dir, entry.name)]
            : [],
      );
    const given = new Set<string>();
    for (const file of files(join(ROOT, 'worker'))) {
      const text = readFileSync(file, 'utf8');
      for (const pattern of [
        /\bcode: '([A-Z_]+)'/g,
        /errorBody\([^;]*?'([A-Z_]+)'\)/gs,
        /new DomainError\([^;]*?'([A-Z_]{4,})'/gs,
      ]) {
        for (const match of text.matchAll(pattern)) given.add(match[1] ?? '');
      }
    }
    expect(given.size).toBeGreaterThan(10);
    expect([...given].filter((code) => !(code in ERROR_CODES))).toEqual([]);
    for (const code of Object.keys(ERROR_CODES)) expect(page).toContain(`id="errore-${code}"`);
  });

  it('says what production refuses and what it accepts', () => {
    expect(page).toContain('Lo schema non è consultabile.');
    expect(page).toContain('PERSISTED_QUERY_NOT_FOUND');
    expect(page).toContain('href="/api/schema.graphql"');
    expect(page).toContain('id="deprecazione"');
  });
});
