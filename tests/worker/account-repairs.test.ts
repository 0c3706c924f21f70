import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { monthsAfter } from '../../schema/rules/warranty';
import { graphql } from '../../web/graphql';
import { codes, dataOf, gql } from './client';
import { reportedStats, UNCACHED } from './d1-counter';
import {
  asCustomer,
  asOtherCustomer,
  asStaff,
  fromNewClient,
  orderPlaced,
  QUOTE_REQUEST,
  REPAIR,
  rowCount,
  SHIPPING_FORM,
  seedRepair,
} from './fixtures';
import { CUSTOMER, signedIn } from './identity';

const MY_EMAIL = CUSTOMER.email ?? '';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Chiara, signed in, her e-mail not verified yet. */
const asUnverifiedCustomer = () => signedIn({ ...CUSTOMER, emailVerified: false });

/** A request from a new client address, as the given person (or nobody). */
const as = (who?: { headers: Record<string, string> }) => ({
  headers: { ...fromNewClient().headers, ...who?.headers },
});

const ME = graphql(`{ me {
  repairs { code device status warrantyUntil }
  requests { number kind status device repairCode }
  devices { category brand model }
} }`);

const REQUEST_QUOTE = graphql(
  `mutation ($input: QuoteRequestInput!) { requestQuote(input: $input) { id number } }`,
);
const SUBMIT_FORM = graphql(
  `mutation ($input: ShippingFormInput!) { submitShippingForm(input: $input) { id number } }`,
);

/** The account's profile, as the site creates it at the first sign-in. */
const signUp = (who: { headers: Record<string, string> }) =>
  gql(graphql('mutation { ensureProfile { id } }'), {}, who);

async function myAccount(who = asCustomer()) {
  await signUp(who);
  const { body } = await gql(ME, {}, who);
  expect(body.errors).toBeUndefined();
  const me = body.data?.me;
  if (!me) throw new Error('no account');
  return me;
}

/** A repair whose timeline has the given events at the given times (oldest first). */
async function seedRepairAt(
  repair: { id: string; code: string; email: string; status: string },
  events: { status: string; atMs: number; note?: string }[],
  source: { kind: 'banco' } | { kind: 'preventivo'; id: string } = { kind: 'banco' },
) {
  const opened = events[0]?.atMs ?? Date.now();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO list_repair (id, code, customer_name, email, phone, device, problem, status, source, source_id, created_at_ms, updated_at_ms)
       VALUES (?, ?, 'Chiara Rinaldi', ?, '333', 'Smartphone Apple iPhone 12', 'Batteria', ?, ?, ?, ?, ?)`,
    ).bind(
      repair.id,
      repair.code,
      repair.email,
      repair.status,
      source.kind,
      source.kind === 'banco' ? null : source.id,
      opened,
      events.at(-1)?.atMs ?? opened,
    ),
    ...events.map((event) =>
      env.DB.prepare(
        'INSERT INTO repair_events (repair_id, status, note, created_at_ms) VALUES (?, ?, ?, ?)',
      ).bind(repair.id, event.status, event.note ?? null, event.atMs),
    ),
  ]);
}

/** Chiara's iPhone, delivered `daysAgo` days ago (received a week before that). */
async function seedDelivered(daysAgo: number, code = 'RIP-GAR2026A') {
  const delivered = Date.now() - daysAgo * DAY_MS;
  await seedRepairAt({ id: `rep-${code}`, code, email: MY_EMAIL, status: 'consegnato' }, [
    { status: 'ricevuto', atMs: delivered - 7 * DAY_MS },
    { status: 'consegnato', atMs: delivered },
  ]);
  return { code, delivered };
}

describe('the repairs in the account', () => {
  it('shows a verified customer the repairs of their e-mail, newest first, and no one else’s', async () => {
    await seedRepair({ id: 'r-old', code: 'RIP-AAAA2222', email: MY_EMAIL }, [
      { status: 'ricevuto' },
    ]);
    await seedRepair({ id: 'r-other', code: 'RIP-BBBB3333', email: 'altro@negozio.test' });
    await seedRepair({ id: 'r-luca', code: REPAIR.code, email: REPAIR.email });
    await env.DB.prepare('UPDATE list_repair SET created_at_ms = created_at_ms - 60000').run();
    await seedRepair({ id: 'r-new', code: 'RIP-CCCC4444', email: 'Cliente@Negozio.test ' });
    // Stored as intake stores it: trimmed, lower case.
    await env.DB.prepare(
      "UPDATE list_repair SET email = 'cliente@negozio.test' WHERE id = 'r-new'",
    ).run();

    const mine = await myAccount();
    expect(mine.repairs.map((repair) => repair.code)).toEqual(['RIP-CCCC4444', 'RIP-AAAA2222']);

    const other = await myAccount(asOtherCustomer());
    expect(other.repairs.map((repair) => repair.code)).toEqual(['RIP-BBBB3333']);
  });

  it('shows no repair to an account whose e-mail is not verified', async () => {
    await seedRepair({ id: 'r1', code: 'RIP-AAAA2222', email: MY_EMAIL });
    const unverified = await myAccount(asUnverifiedCustomer());
    expect(unverified.repairs).toEqual([]);
    expect(unverified.devices).toEqual([]);
  });

  it('reads the timelines and warranties of all the repairs in one query', async () => {
    await seedRepair({ id: 'r1', code: 'RIP-AAAA2222', email: MY_EMAIL }, [
      { status: 'ricevuto' },
      { status: 'in_diagnosi' },
    ]);
    await seedRepair({ id: 'r2', code: 'RIP-CCCC4444', email: MY_EMAIL }, [{ status: 'ricevuto' }]);
    await seedRepair({ id: 'r3', code: 'RIP-DDDD5555', email: MY_EMAIL }, [{ status: 'ricevuto' }]);
    await signUp(asCustomer());
    const { body, headers } = await gql(
      graphql('{ me { repairs { code warrantyUntil timeline { status } } } }'),
      {},
      { headers: { ...asCustomer().headers, ...UNCACHED } },
    );
    const lengths = Object.fromEntries(
      (body.data?.me?.repairs ?? []).map((repair) => [repair.code, repair.timeline.length]),
    );
    expect(lengths).toEqual({ 'RIP-AAAA2222': 2, 'RIP-CCCC4444': 1, 'RIP-DDDD5555': 1 });
    // The profile, the repairs, and every timeline at once.
    expect(reportedStats(headers).statements).toBe(3);
  });
});

describe('the requests in the account', () => {
  it('links a quote request and a shipping form sent by a verified customer, with their numbers', async () => {
    const quote = await gql(REQUEST_QUOTE, { input: QUOTE_REQUEST }, as(asCustomer()));
    const form = await gql(SUBMIT_FORM, { input: SHIPPING_FORM }, as(asCustomer()));
    const { requests } = await myAccount();
    expect(requests).toEqual([
      {
        number: form.body.data?.submitShippingForm.number,
        kind: 'SPEDIZIONE',
        status: 'NUOVA',
        device: SHIPPING_FORM.device,
        repairCode: null,
      },
      {
        number: quote.body.data?.requestQuote.number,
        kind: 'PREVENTIVO',
        status: 'NUOVA',
        device: 'Smartphone Apple iPhone 12',
        repairCode: null,
      },
    ]);
    expect((await myAccount(asOtherCustomer())).requests).toEqual([]);
  });

  it('links nothing sent signed out, or by an account whose e-mail is not verified', async () => {
    await gql(REQUEST_QUOTE, { input: QUOTE_REQUEST }, as());
    await gql(SUBMIT_FORM, { input: SHIPPING_FORM }, as(asUnverifiedCustomer()));
    expect(await rowCount('list_preventivo')).toBe(1);
    expect(await rowCount('list_module_assist')).toBe(1);
    expect(await rowCount('list_preventivo', 'account_uid IS NOT NULL')).toBe(0);
    expect(await rowCount('list_module_assist', 'account_uid IS NOT NULL')).toBe(0);
    expect((await myAccount()).requests).toEqual([]);
  });

  it('names the repair a request became', async () => {
    const sent = await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email: MY_EMAIL } },
      as(asCustomer()),
    );
    const converted = await gql(
      graphql('mutation ($id: ID!) { adminCreateRepairFromQuote(quoteRequestId: $id) { code } }'),
      { id: dataOf(sent).requestQuote.id },
      asStaff(),
    );
    const code = converted.body.data?.adminCreateRepairFromQuote.code;
    const me = await myAccount();
    expect(me.requests[0]).toMatchObject({ status: 'CONVERTITA', repairCode: code });
    expect(me.repairs.map((repair) => repair.code)).toEqual([code]);
  });
});

describe('the warranty', () => {
  it('runs 12 months from the entry that delivered the repair; a later note does not move it', async () => {
    const delivered = Date.now() - 10 * DAY_MS;
    await seedRepairAt({ id: 'r1', code: 'RIP-GAR2026A', email: MY_EMAIL, status: 'consegnato' }, [
      { status: 'ricevuto', atMs: delivered - 5 * DAY_MS },
      { status: 'consegnato', atMs: delivered },
      { status: 'consegnato', atMs: delivered + DAY_MS, note: 'Scontrino inviato per e-mail.' },
    ]);
    await seedRepair({ id: 'r2', code: 'RIP-CCCC4444', email: MY_EMAIL, status: 'spedito' }, [
      { status: 'ricevuto' },
      { status: 'spedito' },
    ]);
    const { repairs } = await myAccount();
    const until = Object.fromEntries(repairs.map((repair) => [repair.code, repair.warrantyUntil]));
    expect(until).toEqual({
      'RIP-GAR2026A': new Date(monthsAfter(delivered, 12)).toISOString(),
      'RIP-CCCC4444': null,
    });
  });

  it('shows the end date on the public lookup too', async () => {
    const { code, delivered } = await seedDelivered(3);
    const { body } = await gql(
      graphql(
        'query ($code: String!, $email: String!) { repairStatus(code: $code, email: $email) { warrantyUntil } }',
      ),
      { code, email: MY_EMAIL },
      fromNewClient(),
    );
    expect(body.data?.repairStatus?.warrantyUntil).toBe(
      new Date(monthsAfter(delivered, 12)).toISOString(),
    );
  });

  it('links a request to the repair when its e-mail is the repair’s, and staff see the link', async () => {
    const { code } = await seedDelivered(30);
    const sent = await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email: MY_EMAIL, warrantyOfRepairCode: code.toLowerCase() } },
      as(),
    );
    expect(sent.body.errors).toBeUndefined();
    const { body } = await gql(
      graphql('query ($id: ID!) { adminQuoteRequest(id: $id) { warrantyOf { repairId code } } }'),
      { id: dataOf(sent).requestQuote.id },
      asStaff(),
    );
    expect(body.data?.adminQuoteRequest?.warrantyOf).toEqual({ repairId: `rep-${code}`, code });
  });

  it('accepts the signed-in verified owner whatever e-mail the form carries, also by shipping form', async () => {
    const { code } = await seedDelivered(30);
    const sent = await gql(
      SUBMIT_FORM,
      { input: { ...SHIPPING_FORM, warrantyOfRepairCode: code } },
      as(asCustomer()),
    );
    expect(sent.body.errors).toBeUndefined();
    expect(await rowCount('list_module_assist', `warranty_of_repair_id = 'rep-${code}'`)).toBe(1);
  });

  it.each([
    ['another customer’s repair', () => as(asOtherCustomer()), 'altro@negozio.test'],
    ['an unverified account and another e-mail', () => as(asUnverifiedCustomer()), 'x@example.it'],
    ['a visitor with another e-mail', () => as(), 'x@example.it'],
  ])('refuses %s as not found, writing nothing', async (_case, who, email) => {
    const { code } = await seedDelivered(30);
    const { body } = await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email, warrantyOfRepairCode: code } },
      who(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.message).toBe(
      "Riparazione non trovata. Controlla il codice e l'e-mail che ci hai lasciato all'accettazione, oppure contattaci.",
    );
    expect(await rowCount('list_preventivo')).toBe(0);
    expect(await rowCount('outbox')).toBe(0);
  });

  it('refuses a repair whose warranty has ended, with the date, and one not delivered', async () => {
    const { code, delivered } = await seedDelivered(370);
    const ended = await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email: MY_EMAIL, warrantyOfRepairCode: code } },
      as(),
    );
    const date = new Intl.DateTimeFormat('it-IT', {
      dateStyle: 'long',
      timeZone: 'Europe/Rome',
    }).format(new Date(monthsAfter(delivered, 12)));
    expect(ended.body.errors?.[0]?.message).toBe(
      `La garanzia della riparazione ${code} è scaduta il ${date}: puoi comunque chiederci un nuovo preventivo.`,
    );

    await seedRepair({
      id: 'r-open',
      code: 'RIP-CCCC4444',
      email: MY_EMAIL,
      status: 'in_riparazione',
    });
    const open = await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, email: MY_EMAIL, warrantyOfRepairCode: 'RIP-CCCC4444' } },
      as(),
    );
    expect(open.body.errors?.[0]?.message).toBe(
      'La riparazione RIP-CCCC4444 non è ancora stata consegnata: la garanzia parte dalla consegna.',
    );
    expect(await rowCount('list_preventivo')).toBe(0);
  });

  it('lets the form look up the claimed repair with its device, by e-mail or signed in', async () => {
    await env.DB.prepare(
      `INSERT INTO list_preventivo (id, number, name, email, phone, device_category, brand, model, problem, privacy_consent_at_ms, status, repair_id, created_at_ms)
       VALUES ('q1', 'PRV-2026-000001', 'Chiara', ?, '333', 'smartphone', 'Apple', 'iPhone 12', 'Batteria', 0, 'convertita', 'r1', 0)`,
    )
      .bind(MY_EMAIL)
      .run();
    const delivered = Date.now() - DAY_MS;
    await seedRepairAt(
      { id: 'r1', code: 'RIP-GAR2026A', email: MY_EMAIL, status: 'consegnato' },
      [{ status: 'consegnato', atMs: delivered }],
      { kind: 'preventivo', id: 'q1' },
    );
    const CLAIM = graphql(`query ($code: String!, $email: String) {
      warrantyClaim(code: $code, email: $email) { repair { code warrantyUntil } deviceCategory brand model }
    }`);
    const expected = {
      repair: {
        code: 'RIP-GAR2026A',
        warrantyUntil: new Date(monthsAfter(delivered, 12)).toISOString(),
      },
      deviceCategory: 'SMARTPHONE',
      brand: 'Apple',
      model: 'iPhone 12',
    };
    const byEmail = await gql(CLAIM, { code: 'RIP-GAR2026A', email: MY_EMAIL }, as());
    expect(byEmail.body.data?.warrantyClaim).toEqual(expected);
    const signedInClaim = await gql(CLAIM, { code: 'RIP-GAR2026A' }, as(asCustomer()));
    expect(signedInClaim.body.data?.warrantyClaim).toEqual(expected);
    const stranger = await gql(CLAIM, { code: 'RIP-GAR2026A' }, as(asOtherCustomer()));
    expect(stranger.body.data?.warrantyClaim).toBeNull();
    const unverified = await gql(CLAIM, { code: 'RIP-GAR2026A' }, as(asUnverifiedCustomer()));
    expect(unverified.body.data?.warrantyClaim).toBeNull();
  });
});

describe('the devices in the account', () => {
  it('remembers devices from requests and orders, newest first, once each, without accessories', async () => {
    await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, brand: 'Apple', model: 'iPhone 12' } },
      as(asCustomer()),
    );
    await gql(
      REQUEST_QUOTE,
      { input: { ...QUOTE_REQUEST, brand: ' apple ', model: 'IPHONE 12' } },
      as(asCustomer()),
    );
    // Products 3 (MacBook Air, a laptop), then 1 (iPhone 15 Pro) with 6 (AirPods, an accessory).
    await orderPlaced([{ productId: '3', quantity: 1 }], { headers: asCustomer().headers });
    await orderPlaced(
      [
        { productId: '1', quantity: 1 },
        { productId: '6', quantity: 1 },
      ],
      { headers: asCustomer().headers },
    );
    await orderPlaced([{ productId: '4', quantity: 1 }], { headers: asOtherCustomer().headers });

    const { devices } = await myAccount();
    expect(devices).toEqual([
      { category: 'SMARTPHONE', brand: 'Apple', model: 'iPhone 15 Pro' },
      { category: 'COMPUTER', brand: 'Apple', model: 'MacBook Air 13" M3' },
      { category: 'SMARTPHONE', brand: 'apple', model: 'IPHONE 12' },
    ]);
  });
});

describe('the devices in the account, and whose requests fill them', () => {
  const QUOTE_ID = graphql(
    `mutation ($input: QuoteRequestInput!) { requestQuote(input: $input) { id } }`,
  );
  const CONVERT = graphql(
    `mutation ($id: ID!) { adminCreateRepairFromQuote(quoteRequestId: $id) { code } }`,
  );

  it('a quote someone else sent with my e-mail adds no device, until staff open my repair from it', async () => {
    const mine = { ...QUOTE_REQUEST, email: MY_EMAIL };
    const signedOut = await gql(
      QUOTE_ID,
      { input: { ...mine, brand: 'Samsung', model: 'Galaxy S9' } },
      as(),
    );
    const byAnotherAccount = await gql(
      QUOTE_ID,
      { input: { ...mine, brand: 'Nokia', model: '3310' } },
      as(asOtherCustomer()),
    );
    expect(signedOut.body.errors).toBeUndefined();
    expect(byAnotherAccount.body.errors).toBeUndefined();
    expect((await myAccount()).devices).toEqual([]);

    // Staff open a repair of my e-mail from one: it is in my repairs, and so is its device.
    const id = dataOf(signedOut).requestQuote.id;
    const converted = await gql(CONVERT, { id }, asStaff());
    expect(converted.body.errors).toBeUndefined();
    expect((await myAccount()).devices).toEqual([
      { category: 'SMARTPHONE', brand: 'Samsung', model: 'Galaxy S9' },
    ]);
  });
});
