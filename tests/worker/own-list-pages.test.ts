import { env } from 'cloudflare:workers';
import type { ResultOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { OWN_LIST_PAGE, OWN_LIST_PAGE_REFUSAL } from '../../schema/rules/paging';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql, type Sent } from './client';
import { reportedStats, UNCACHED } from './d1-counter';
import { asCustomer, asOtherCustomer, orderPlaced, seedRepair } from './fixtures';
import { CUSTOMER, OTHER_CUSTOMER, signedIn } from './identity';

const BAD_CURSOR = 'Il segnaposto della pagina non è valido: ricarica l’elenco.';
const HOUR_MS = 60 * 60 * 1000;

const MY_ORDERS = graphql(`
  query MyOrderPage($first: Int, $after: String) {
    myOrdersConnection(first: $first, after: $after) {
      nodes { id createdAt }
      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    }
  }
`);

const MY_LISTS = graphql(`
  query MyListPages {
    me {
      ordersConnection { nodes { id } }
      repairsConnection(first: 1) { nodes { code } pageInfo { endCursor } }
      requestsConnection { nodes { number } }
    }
  }
`);

const MY_REPAIRS = graphql(`
  query MyRepairPage($first: Int, $after: String) {
    me { repairsConnection(first: $first, after: $after) { nodes { code } pageInfo { hasNextPage endCursor } } }
  }
`);

const MY_REQUESTS = graphql(`
  query MyRequestPage($first: Int, $after: String) {
    me { requestsConnection(first: $first, after: $after) { nodes { number kind } pageInfo { hasNextPage endCursor } } }
  }
`);

const signUp = (who: { headers: Record<string, string> }) =>
  gql(graphql('mutation { ensureProfile { id } }'), {}, who);

/**
 * Orders of an owner at the times given, copied in D1 from one placed order (only what a list
 * shows differs), so a page's order is known: ids `<prefix>-<n>`, `n` in the order given.
 */
async function ordersAt(owner: string | null, prefix: string, times: number[]): Promise<void> {
  const { id: source } = await orderPlaced([{ productId: '6', quantity: 1 }]);
  const { results } = await env.DB.prepare("SELECT name FROM pragma_table_info('orders')").all<{
    name: string;
  }>();
  const columns = results.map((column) => column.name);
  const fresh: Record<string, string> = {
    id: '?1',
    number: '?2',
    access_token: '?1',
    idempotency_key: '?1',
    owner_uid: '?3',
    created_at_ms: '?4',
  };
  const picked = columns.map((column) => fresh[column] ?? column).join(', ');
  await env.DB.batch(
    times.map((at, n) =>
      env.DB.prepare(
        `INSERT INTO orders (${columns.join(', ')}) SELECT ${picked} FROM orders WHERE id = ?5`,
      ).bind(
        `${prefix}-${n}`,
        `RL-2026-${prefix.length}${String(n).padStart(5, '0')}`,
        owner,
        at,
        source,
      ),
    ),
  );
}

type OrderPage = ResultOf<typeof MY_ORDERS>['myOrdersConnection'];

/** Every page of my orders, `size` at a time, as a client follows endCursor. */
async function allPages(size: number, who = asCustomer()): Promise<OrderPage[]> {
  const pages: OrderPage[] = [];
  let after: string | null = null;
  do {
    const page: OrderPage = dataOf(
      await gql(MY_ORDERS, { first: size, after }, who),
    ).myOrdersConnection;
    pages.push(page);
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after && pages.length < 20);
  return pages;
}

describe("pages of the customer's orders", () => {
  it('walk every order once, newest first, ids breaking ties, and say where they end', async () => {
    const now = Date.now();
    // Three orders in the same millisecond, one page boundary falling between them.
    await ordersAt(CUSTOMER.uid, 'mine', [
      now - 5,
      now - 3,
      now - 3,
      now - 3,
      now - 1,
      now - 9,
      now - 7,
    ]);
    await ordersAt(OTHER_CUSTOMER.uid, 'theirs', [now - 4, now - 2, now - 6]);
    await ordersAt(null, 'guest', [now - 8]);
    const pages = await allPages(2);
    const ids = pages.flatMap((page) => page.nodes.map((node) => node.id));
    expect(ids).toEqual(['mine-4', 'mine-3', 'mine-2', 'mine-1', 'mine-0', 'mine-6', 'mine-5']);
    expect(pages.map((page) => page.nodes.length)).toEqual([2, 2, 2, 1]);
    expect(pages.map((page) => page.pageInfo.hasNextPage)).toEqual([true, true, true, false]);
    expect(pages.map((page) => page.pageInfo.hasPreviousPage)).toEqual([false, true, true, true]);
    // The list that answers them whole keeps its shape and its order.
    const whole = await gql(graphql('{ myOrders { id } }'), {}, asCustomer());
    expect(whole.body.data?.myOrders.map((order) => order.id).sort()).toEqual([...ids].sort());
  });

  it("never show another person's orders, whatever cursor comes back", async () => {
    const now = Date.now();
    await ordersAt(CUSTOMER.uid, 'mine', [now - 3, now - 1]);
    await ordersAt(OTHER_CUSTOMER.uid, 'theirs', [now - 4, now - 2, now]);
    const theirs = await gql(MY_ORDERS, { first: 1 }, asOtherCustomer());
    const theirCursor = theirs.body.data?.myOrdersConnection.pageInfo.endCursor ?? null;
    expect(theirCursor).not.toBeNull();
    // Their cursor names only a place in time: my list resumes there, with my orders alone.
    const { body } = await gql(MY_ORDERS, { first: 10, after: theirCursor }, asCustomer());
    expect(body.data?.myOrdersConnection.nodes.map((node) => node.id)).toEqual([
      'mine-1',
      'mine-0',
    ]);
    const mine = (await allPages(OWN_LIST_PAGE.max)).flatMap((page) => page.nodes);
    expect(mine.map((node) => node.id)).toEqual(['mine-1', 'mine-0']);
  });

  it('come back empty, with no cursor, when there is nothing', async () => {
    const { body } = await gql(MY_ORDERS, {}, asCustomer());
    expect(body.data?.myOrdersConnection).toEqual({
      nodes: [],
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    });
  });

  it('take 1 to 50 rows a page, 20 unless asked, and refuse any other size', async () => {
    const now = Date.now();
    await ordersAt(
      CUSTOMER.uid,
      'mine',
      Array.from({ length: 22 }, (_, n) => now - n),
    );
    const byDefault = await gql(MY_ORDERS, {}, asCustomer());
    expect(byDefault.body.data?.myOrdersConnection.nodes).toHaveLength(OWN_LIST_PAGE.default);
    const one = await gql(MY_ORDERS, { first: 1 }, asCustomer());
    expect(one.body.data?.myOrdersConnection.nodes).toHaveLength(1);
    for (const first of [0, -1, OWN_LIST_PAGE.max + 1, 10_000]) {
      const { body } = await gql(MY_ORDERS, { first }, asCustomer());
      expect(body.data ?? null, String(first)).toBeNull();
      expect(body.errors?.[0]?.message).toBe(OWN_LIST_PAGE_REFUSAL);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'first',
      });
    }
  });

  it('refuse a cursor the Worker did not hand out for this list, in Italian', async () => {
    const now = Date.now();
    await seedRepair({ id: 'r-mine', code: 'RIP-AAAA2222', email: CUSTOMER.email ?? '' });
    await ordersAt(CUSTOMER.uid, 'mine', [now - 1, now - 2]);
    await signUp(asCustomer());
    const lists = await gql(MY_LISTS, {}, asCustomer());
    const repairCursor = lists.body.data?.me?.repairsConnection.pageInfo.endCursor;
    expect(repairCursor).toBeTruthy();
    const encode = (text: string) => btoa(text).replaceAll('=', '');
    const forged = [
      'x',
      'bm90IGpzb24',
      encode('{"list":"orders","at":-1,"id":"mine-0"}'),
      encode('{"list":"orders","at":1,"id":""}'),
      encode(`{"list":"orders","at":1,"id":"${'a'.repeat(65)}"}`),
      'e'.repeat(513),
      repairCursor ?? '',
    ];
    for (const after of forged) {
      const { body } = await gql(MY_ORDERS, { after }, asCustomer());
      expect(body.data ?? null, after).toBeNull();
      expect(body.errors?.[0]?.message, after).toBe(BAD_CURSOR);
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        field: 'after',
      });
    }
  });

  it('read only their own rows and one more, however deep the page', async () => {
    const now = Date.now();
    await ordersAt(
      CUSTOMER.uid,
      'mine',
      Array.from({ length: 60 }, (_, n) => now - n * HOUR_MS),
    );
    await ordersAt(
      OTHER_CUSTOMER.uid,
      'theirs',
      Array.from({ length: 30 }, (_, n) => now - n),
    );
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const sent: Sent<ResultOf<typeof MY_ORDERS>> = await gql(
        MY_ORDERS,
        { first: 5, after },
        {
          headers: { ...asCustomer().headers, ...UNCACHED },
        },
      );
      const { headers } = sent;
      after = dataOf(sent).myOrdersConnection.pageInfo.endCursor;
      const stats = reportedStats(headers);
      expect(stats.statements).toBe(1);
      // Each row read counts in the index and in the table: the page's 5, the one more that says
      // another page follows, and the index entry that closes the last time's ties.
      expect(stats.rowsRead, `page ${page + 1}`).toBeLessThanOrEqual(2 * (5 + 1) + 2);
    }
  });

  it('are for the signed-in alone', async () => {
    const { body } = await gql(MY_ORDERS, {});
    expect(codes(body)).toEqual(['UNAUTHENTICATED']);
    const visitor = await gql(MY_LISTS, {});
    expect(visitor.body.data?.me ?? null).toBeNull();
  });
});

describe("pages of the customer's repairs and requests", () => {
  it('walk the repairs of the verified e-mail alone, and none while it is not verified', async () => {
    const email = CUSTOMER.email ?? '';
    await seedRepair({ id: 'r1', code: 'RIP-AAAA2222', email });
    await seedRepair({ id: 'r2', code: 'RIP-BBBB3333', email: 'altro@negozio.test' });
    await seedRepair({ id: 'r3', code: 'RIP-CCCC4444', email }, [{ status: 'ricevuto' }]);
    await seedRepair({ id: 'r4', code: 'RIP-DDDD5555', email }, [
      { status: 'ricevuto' },
      { status: 'in_diagnosi' },
    ]);
    await signUp(asCustomer());
    const codesOf = async (after: string | null) => {
      const { body } = await gql(MY_REPAIRS, { first: 2, after }, asCustomer());
      const page = body.data?.me?.repairsConnection;
      return { codes: page?.nodes.map((node) => node.code), page };
    };
    const first = await codesOf(null);
    expect(first.codes).toEqual(['RIP-AAAA2222', 'RIP-CCCC4444']);
    const second = await codesOf(first.page?.pageInfo.endCursor ?? null);
    expect(second.codes).toEqual(['RIP-DDDD5555']);
    expect(second.page?.pageInfo.hasNextPage).toBe(false);
    const unverified = signedIn({ ...CUSTOMER, emailVerified: false });
    const { body } = await gql(MY_REPAIRS, {}, unverified);
    expect(body.data?.me?.repairsConnection.nodes).toEqual([]);
  });

  it('merge quote requests and shipping forms into one list newest first', async () => {
    const now = Date.now();
    const quotes = [now - 1000, now - 3000, now - 5000];
    const forms = [now - 2000, now - 4000];
    const theirs = now;
    await env.DB.batch([
      ...quotes.map((at, n) =>
        env.DB.prepare(
          `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model, problem, privacy_consent_at_ms, status, created_at_ms, account_uid)
           VALUES (?, ?, 'Chiara Rinaldi', 'cliente@negozio.test', '333', 'tablet', 'Apple', 'iPad 9', 'Vetro rotto', ?, 'nuova', ?, ?)`,
        ).bind(`q${n}`, `PRV-2026-00000${n}`, at, at, CUSTOMER.uid),
      ),
      ...forms.map((at, n) =>
        env.DB.prepare(
          `INSERT INTO list_module_assist (id, number, sender_name, street, postal_code, city, province, phone, email, device, problem, cod_lock, rules_accepted_at_ms, status, created_at_ms, account_uid)
           VALUES (?, ?, 'Chiara Rinaldi', 'Via Roma 1', '90133', 'Palermo', 'PA', '091 111', 'cliente@negozio.test', 'Switch OLED', 'Joy-Con', '00000', ?, 'nuova', ?, ?)`,
        ).bind(`s${n}`, `SPD-2026-00000${n}`, at, at, CUSTOMER.uid),
      ),
      env.DB.prepare(
        `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model, problem, privacy_consent_at_ms, status, created_at_ms, account_uid)
         VALUES ('q-theirs', 'PRV-2026-000009', 'Paolo Neri', 'altro@negozio.test', '333', 'tablet', 'Apple', 'iPad 9', 'Vetro rotto', ?, 'nuova', ?, ?)`,
      ).bind(theirs, theirs, OTHER_CUSTOMER.uid),
    ]);
    await signUp(asCustomer());
    type Requests = NonNullable<ResultOf<typeof MY_REQUESTS>['me']>['requestsConnection'];
    const numbers: string[] = [];
    let after: string | null = null;
    do {
      const page: Requests | undefined = dataOf(
        await gql(MY_REQUESTS, { first: 2, after }, asCustomer()),
      ).me?.requestsConnection;
      numbers.push(...(page?.nodes.map((node) => node.number) ?? []));
      after = page?.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
    } while (after);
    expect(numbers).toEqual([
      'PRV-2026-000000',
      'SPD-2026-000000',
      'PRV-2026-000001',
      'SPD-2026-000001',
      'PRV-2026-000002',
    ]);
  });
});
