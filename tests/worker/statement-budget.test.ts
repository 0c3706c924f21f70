import { env } from 'cloudflare:workers';
import {
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  parse,
} from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateProducts, PRODUCT_COLUMNS, productValues } from '../../bench/catalogue-generator';
import { manageToken } from '../../worker/appointments/appointment-writes';
import { reviewLinkToken } from '../../worker/catalogue/reviews';
import { OVER_STATEMENT_BUDGET, REQUEST_STATEMENT_BUDGET } from '../../worker/d1-session';
import {
  FIELD_STATEMENTS,
  LIST_MAXIMA,
  operationCost,
  operationStatements,
  SEARCH_FIELDS,
} from '../../worker/graphql/cost';
import { LIMITS } from '../../worker/graphql/limits';
import { isOverLongQuery } from '../../worker/graphql/query-length';
import { schema } from '../../worker/graphql/schema';
import { repairAccessToken } from '../../worker/repairs/repair-links';
import { rawGql } from './client';
import { reportedStats, UNCACHED } from './d1-counter';
import {
  asCustomer,
  asStaff,
  newClientAddress,
  orderPlaced,
  seedQuote,
  seedRepair,
  seedShippingForm,
} from './fixtures';
import { CUSTOMER } from './identity';

/**
 * Every root field's worst case, generated from the schema: as many aliases as the cost limit
 * lets through (at most the alias limit), each asking every field below it at the largest list
 * sizes, every nested list included (related products at their maximum), over a shop with more
 * parents than any statement a level could hide: 150 more products, and a dozen orders, returns,
 * repairs, estimates and requests.
 */

const PRODUCTS = 150;
const ROWS = 12;

/** What the seeded shop holds that required arguments name. */
interface Seeded {
  order: { id: string; accessToken: string };
  outboxId: number;
  repairLink: string;
  reviewLink: string;
  appointmentLink: string;
}

async function seedShop(): Promise<Seeded> {
  const insert = env.DB.prepare(
    `INSERT INTO products (${PRODUCT_COLUMNS.join(', ')}) VALUES (${PRODUCT_COLUMNS.map(() => '?').join(', ')})`,
  );
  await env.DB.batch(generateProducts(PRODUCTS + 8).map((p) => insert.bind(...productValues(p))));
  await env.DB.prepare('UPDATE products SET stock = 1000, in_stock = 1 WHERE id <= 8').run();
  await rawGql('mutation { ensureProfile { __typename } }', undefined, asCustomer());
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];
  const orders: { id: string; accessToken: string }[] = [];
  for (let n = 0; n < ROWS; n += 1) {
    const order = await orderPlaced(
      [
        { productId: '1', quantity: 1 },
        { productId: '2', quantity: 1 },
      ],
      { headers: asCustomer().headers },
    );
    orders.push(order);
    statements.push(
      env.DB.prepare("UPDATE orders SET status = 'consegnato' WHERE id = ?").bind(order.id),
      env.DB.prepare(
        "INSERT INTO order_events (order_id, status, allowed, created_at_ms) VALUES (?, 'consegnato', 1, ?)",
      ).bind(order.id, now),
      env.DB.prepare(
        `INSERT INTO order_returns (id, number, order_id, status, statement, created_at_ms, updated_at_ms)
         VALUES (?, ?, ?, 'richiesto', 'Recedo.', ?, ?)`,
      ).bind(`ret-${n}`, `RS-2026-${String(n).padStart(6, '0')}`, order.id, now, now),
      env.DB.prepare(
        'INSERT INTO order_return_lines (return_id, order_id, position, quantity, allowed) VALUES (?, ?, 0, 1, 1)',
      ).bind(`ret-${n}`, order.id),
      env.DB.prepare(
        "INSERT INTO order_return_events (return_id, status, created_at_ms) VALUES (?, 'richiesto', ?)",
      ).bind(`ret-${n}`, now),
      env.DB.prepare(
        'INSERT INTO favorites (user_uid, product_id, created_at_ms) VALUES (?, ?, ?)',
      ).bind(CUSTOMER.uid, 9 + n, now),
      env.DB.prepare(
        `INSERT INTO product_reviews (id, order_id, position, product_id, stars, body, author_name, purchased_at_ms, status, created_at_ms, moderated_at_ms)
         VALUES (?, ?, 0, 1, 5, 'Ottimo telefono, lo consiglio.', 'Giulia B.', ?, 'pubblicata', ?, ?)`,
      ).bind(`rev-${n}`, order.id, now, now, now),
    );
    const repair = `r${n}`;
    await seedRepair(
      { id: repair, code: `RIP-${String(n).padStart(8, '0')}`, email: CUSTOMER.email },
      [{ status: 'ricevuto' }, { status: 'in_diagnosi' }],
    );
    for (const [e, status] of ['replaced', 'sent'].entries()) {
      statements.push(
        env.DB.prepare(
          `INSERT INTO repair_estimates (id, repair_id, lines_json, subtotal_cents, vat_cents, total_cents, estimated_days, valid_until_ms, status, created_at_ms, created_by)
           VALUES (?, ?, '[]', 0, 0, 0, 3, ?, ?, ?, 'admin-1')`,
        ).bind(`${repair}-e${e}`, repair, now + 86_400_000, status, now + e),
      );
    }
    await seedQuote(`q${n}`);
    statements.push(
      env.DB.prepare('UPDATE list_preventivo SET warranty_of_repair_id = ? WHERE id = ?').bind(
        repair,
        `q${n}`,
      ),
    );
  }
  await seedShippingForm('s1');
  statements.push(
    env.DB.prepare(
      `INSERT INTO appointments (id, starts_at_ms, ends_at_ms, status, quote_request_id, repair_id, name, email, phone, device, created_at_ms, updated_at_ms)
       VALUES ('a0', ?, ?, 'prenotato', 'q0', 'r0', 'Sara Fontana', ?, '333', 'iPad 9', ?, ?)`,
    ).bind(now + 86_400_000, now + 88_200_000, CUSTOMER.email, now, now),
  );
  await env.DB.batch(statements);
  const outbox = await env.DB.prepare('SELECT id FROM outbox LIMIT 1').first<{ id: number }>();
  const [order] = orders;
  if (!order || !outbox) throw new Error('the shop was not seeded');
  return {
    order,
    outboxId: outbox.id,
    repairLink: await repairAccessToken(env, { id: 'r0', linkGeneration: 0 }),
    reviewLink: await reviewLinkToken(env, order.id, now),
    appointmentLink: await manageToken(env, { id: 'a0', startsAtMs: now + 86_400_000 }),
  };
}

/** Arguments a root field requires, and the variables they use (big lists go as variables). */
const required = (
  seeded: Seeded,
): Record<string, { args: string; variables?: Record<string, [string, unknown]> }> => ({
  product: { args: 'id: "9"' },
  adminProductPriceChanges: { args: 'id: "9"' },
  cartTotals: {
    args: 'lines: $lines',
    variables: {
      lines: [
        '[CartLineInput!]!',
        Array.from({ length: 100 }, (_, i) => ({ productId: String(9 + i), quantity: 1 })),
      ],
    },
  },
  order: { args: `id: "${seeded.order.id}", token: "${seeded.order.accessToken}"` },
  guestOrders: {
    args: 'refs: $refs',
    variables: {
      refs: [
        '[OrderRefInput!]!',
        Array.from({ length: 50 }, () => ({
          id: seeded.order.id,
          token: seeded.order.accessToken,
        })),
      ],
    },
  },
  adminOrdersCsv: { args: 'from: "2026-01-01", to: "2026-12-31"' },
  adminSalesFigures: { args: 'from: "2026-01-01", to: "2026-12-31"' },
  adminRepairFigures: { args: 'from: "2026-01-01", to: "2026-12-31"' },
  adminAccountantSummary: { args: 'month: "2026-03"' },
  adminAccountantCsv: { args: 'month: "2026-03"' },
  adminOrder: { args: `id: "${seeded.order.id}"` },
  repairStatus: { args: `code: "RIP-00000000", email: "${CUSTOMER.email}"` },
  adminRepair: { args: 'id: "r0"' },
  repairByLink: { args: `token: "${seeded.repairLink}"` },
  shippingSheet: { args: 'number: "SPD-2026-000001", email: "marco.greco@example.it"' },
  adminQuoteRequest: { args: 'id: "q0"' },
  adminRepairPrice: { args: 'id: "1"' },
  adminShippingForm: { args: 'id: "s1"' },
  warrantyClaim: { args: `code: "RIP-00000000", email: "${CUSTOMER.email}"` },
  adminOutboxEmail: { args: `id: "${seeded.outboxId}"` },
  adminWebhookDelivery: { args: 'id: "d0"' },
  adminWebhookAttempts: { args: 'deliveryId: "d0"' },
  reviewInvitation: { args: `link: "${seeded.reviewLink}"` },
  appointmentByLink: { args: `token: "${seeded.appointmentLink}"` },
  adminAgenda: { args: 'day: "2026-12-01"' },
  adminReviews: { args: 'status: PUBBLICATA' },
});

/** A field in a generated selection, with what it selects below it. */
interface Selected {
  field: GraphQLField<unknown, unknown>;
  coordinate: string;
  below: Selected[];
}

const MAX_DEPTH = LIMITS.depth;

/** Whether only staff may ask for a field or type (its authScopes, @pothos/plugin-scope-auth). */
const staffOnly = (thing: { extensions?: unknown }) =>
  Boolean(
    (thing.extensions as { pothosOptions?: { authScopes?: { staff?: boolean } } } | undefined)
      ?.pothosOptions?.authScopes?.staff,
  );

/** Every field below `type`, each field once on a path (so related under related is left out). */
function everything(
  type: GraphQLObjectType,
  path: ReadonlySet<string>,
  depth: number,
  staff: boolean,
): Selected[] {
  const fields: Selected[] = [];
  for (const field of Object.values(type.getFields())) {
    const coordinate = `${type.name}.${field.name}`;
    if (
      path.has(coordinate) ||
      field.args.some((arg) => arg.type.toString().endsWith('!')) ||
      (!staff && (staffOnly(field) || staffOnly(getNamedType(field.type))))
    ) {
      continue;
    }
    const named = getNamedType(field.type);
    if (!isCompositeType(named)) {
      fields.push({ field, coordinate, below: [] });
    } else if (isObjectType(named) && depth < MAX_DEPTH) {
      fields.push({
        field,
        coordinate,
        below: everything(named, new Set([...path, coordinate]), depth + 1, staff),
      });
    }
  }
  return fields;
}

/** A list's largest size, asked for where the field takes one. */
function sizeArgument(selected: Selected): string {
  const size = selected.field.args.find((arg) => ['limit', 'first', 'size'].includes(arg.name));
  const maximum =
    LIST_MAXIMA[selected.coordinate] ?? LIST_MAXIMA[`${getNamedType(selected.field.type)}.items`];
  return size && maximum ? `(${size.name}: ${maximum})` : '';
}

function printed(selected: Selected): string {
  const below = selected.below.length
    ? `{ __typename ${selected.below.map(printed).join(' ')} }`
    : '';
  return `${selected.field.name}${sizeArgument(selected)} ${below}`;
}

/**
 * Narrower selections that still ask every field between them: each object alone with the
 * scalars, or, where a selection holds one object, that object's narrower selections. None when
 * the selection is a single path.
 */
function narrower(selected: Selected): Selected[] {
  const scalars = selected.below.filter((s) => s.below.length === 0);
  const objects = selected.below.filter((s) => s.below.length > 0);
  const [only] = objects;
  const parts = objects.length === 1 && only ? narrower(only) : objects.length > 1 ? objects : [];
  return parts.map((part) => ({ ...selected, below: [...scalars, part] }));
}

/**
 * A path too costly with its lists of scalars (images, sizes): without them, which add items but
 * run no statement.
 */
function withoutScalarLists(selected: Selected): Selected {
  return {
    ...selected,
    below: selected.below
      .filter((s) => s.below.length > 0 || !isListType(getNullableType(s.field.type)))
      .map(withoutScalarLists),
  };
}

interface Worst {
  selection: Selected;
  query: string;
  variables: Record<string, unknown>;
  aliases: number;
}

/** A root field's document; with `search`, asking the field for that search too. */
function documentFor(selected: Selected, aliases: number, seeded: Seeded, search?: string): Worst {
  const root = selected.field.name;
  const selection = printed(selected).slice(root.length);
  const asked = required(seeded)[root];
  const variables = Object.entries(asked?.variables ?? {});
  const declared = variables.length
    ? `(${variables.map(([name, [type]]) => `$${name}: ${type}`).join(', ')})`
    : '';
  const given = [asked?.args, search && `search: ${JSON.stringify(search)}`].filter(Boolean);
  const args = given.length ? `(${given.join(', ')})` : '';
  const fields = Array.from({ length: aliases }, (_, i) => `a${i}: ${root}${args} ${selection}`);
  return {
    selection: selected,
    query: `query Worst${declared} { ${fields.join(' ')} }`,
    variables: Object.fromEntries(variables.map(([name, [, value]]) => [name, value])),
    aliases,
  };
}

const operationOf = (query: string) =>
  parse(query).definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  ) as OperationDefinitionNode;

const costOf = (worst: Worst) =>
  operationCost(schema, parse(worst.query), operationOf(worst.query), worst.variables);

/**
 * The worst documents of a root field under the cost limit: its whole selection with as many
 * aliases as fit, or, when one alias is already too costly, its objects split over documents of
 * their own until each fits, so every field is asked somewhere with every list above it full.
 */
function worstOf(
  root: GraphQLField<unknown, unknown>,
  staff: boolean,
  seeded: Seeded,
  search?: string,
): Worst[] {
  const coordinate = `Query.${root.name}`;
  const named = getNamedType(root.type);
  const below = isObjectType(named) ? everything(named, new Set([coordinate]), 2, staff) : [];
  const documentOf = (selected: Selected, aliases: number) =>
    documentFor(selected, aliases, seeded, search);
  const allowed = (worst: Worst) => {
    if (isOverLongQuery(worst.query)) return false;
    try {
      parse(worst.query, { maxTokens: LIMITS.tokens });
    } catch {
      return false;
    }
    return costOf(worst) <= LIMITS.cost;
  };
  const fitted = (selected: Selected): Worst[] => {
    if (!allowed(documentOf(selected, 1))) {
      const parts = narrower(selected);
      if (parts.length > 0) return parts.flatMap(fitted);
      const lean = withoutScalarLists(selected);
      return printed(lean) === printed(selected) ? [] : fitted(lean);
    }
    let aliases = LIMITS.aliases;
    while (!allowed(documentOf(selected, aliases))) aliases -= 1;
    return [documentOf(selected, aliases)];
  };
  return fitted({ field: root, coordinate, below });
}

let seeded: Seeded;
beforeEach(async () => {
  seeded = await seedShop();
}, 60_000);

const roots = Object.values((schema.getQueryType() as GraphQLObjectType).getFields());

/** The coordinates a selection asks, at every depth. */
const coordinatesOf = (selected: Selected): string[] => [
  selected.coordinate,
  ...selected.below.flatMap(coordinatesOf),
];

describe('the worst documents', () => {
  // Generating every root field's worst documents is CPU work that grows with the schema.
  it('ask, between them, every field that reads D1', () => {
    const unseeded = {
      order: { id: 'o', accessToken: 't' },
      outboxId: 1,
      repairLink: 'l',
      reviewLink: 'l',
      appointmentLink: 'l',
    };
    const asked = new Set(
      roots.flatMap((root) =>
        worstOf(root, staffOnly(root), unseeded).flatMap((worst) => coordinatesOf(worst.selection)),
      ),
    );
    const reading = Object.keys(FIELD_STATEMENTS).filter((c) => !c.startsWith('Mutation.'));
    expect(reading.filter((coordinate) => !asked.has(coordinate))).toEqual([]);
  }, 30_000);
});

/** Sends a document of a root field: it runs no more statements than the cost counts. */
async function expectCounted(
  root: GraphQLField<unknown, unknown>,
  { query, variables }: { query: string; variables: Record<string, unknown> },
) {
  const headers = staffOnly(root) ? asStaff().headers : asCustomer().headers;
  const sent = await rawGql(query, variables, {
    headers: { ...headers, ...UNCACHED, 'cf-connecting-ip': newClientAddress() },
  });
  const { statements } = reportedStats(sent.headers);
  const counted = operationStatements(schema, parse(query), operationOf(query), variables);
  expect(sent.body.errors).toBeUndefined();
  expect(statements).toBeLessThanOrEqual(counted);
  // The budget is twice the worst of them (worker/d1-session.ts).
  expect(2 * statements).toBeLessThanOrEqual(REQUEST_STATEMENT_BUDGET);
}

/** Words the generated catalogue holds, a slip to correct among them: one per alias. */
const SEARCHES = ['galaxy', 'samsumg', 'iphone', 'apple', 'xiaomi', 'pixel', 'macbook', 'watch']
  .flatMap((word) => [word, `${word} nero`])
  .slice(0, LIMITS.aliases);

/** Runs each case, and fails once with every case that failed, named. */
async function everyCase<T>(
  cases: readonly T[],
  name: (c: T) => string,
  run: (c: T) => Promise<void>,
) {
  const failures: string[] = [];
  for (const c of cases) {
    try {
      await run(c);
    } catch (error) {
      failures.push(`${name(c)}: ${(error as Error).message}`);
    }
  }
  expect(failures).toEqual([]);
}

// One test per group, not per root field: seeding the shop is most of each test's time.
describe('the statements a request runs', () => {
  it('stay within the budget for the worst document of every root field the cost limit lets through', async () => {
    await everyCase(
      roots,
      (root) => root.name,
      async (root) => {
        for (const worst of worstOf(root, staffOnly(root), seeded))
          await expectCounted(root, worst);
      },
    );
  }, 600_000);

  it('stay within what each search field counts with a search', async () => {
    await everyCase(
      [...SEARCH_FIELDS],
      (coordinate) => coordinate,
      async (coordinate) => {
        const root = roots.find((field) => `Query.${field.name}` === coordinate);
        if (!root) throw new Error(`${coordinate} is not a root field`);
        for (const worst of worstOf(root, staffOnly(root), seeded, 'galaxy samsumg')) {
          await expectCounted(root, worst);
        }
        // Its searches alone, each of other words: no field below to leave room in the count.
        const searches = SEARCHES.map(
          (words, i) => `s${i}: ${root.name}(search: ${JSON.stringify(words)}) { __typename }`,
        );
        await expectCounted(root, { query: `{ ${searches.join(' ')} }`, variables: {} });
      },
    );
  }, 300_000);
});

describe('the statement budget', () => {
  it('refuses, coded and in Italian, a request that would send D1 more, and sends none of it', async () => {
    // Mutations run one after another, each with its own reads: no loader shares them.
    const user =
      '{ addresses { id } requests { id } devices { brand } repairs { estimate { id } } }';
    const aliases = Array.from(
      { length: LIMITS.aliases },
      (_, i) => `a${i}: addFavorite(productId: "${9 + i}") ${user}`,
    );
    const mutation = `mutation { ${aliases.join(' ')} }`;
    expect(operationCost(schema, parse(mutation), operationOf(mutation))).toBeLessThanOrEqual(
      LIMITS.cost,
    );
    const sent = await rawGql(mutation, undefined, {
      headers: { ...asCustomer().headers, ...UNCACHED },
    });
    expect(sent.status).toBe(200);
    expect(sent.body.errors?.[0]?.extensions.code).toBe('QUERY_TOO_COMPLEX');
    expect(sent.body.errors?.[0]?.message).toBe(OVER_STATEMENT_BUDGET);
    expect(reportedStats(sent.headers).statements).toBe(REQUEST_STATEMENT_BUDGET);
  });
});
