import { env } from 'cloudflare:workers';
import type { VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  fromNewClient,
  inOneRateWindow,
  QUOTE_REQUEST as quote,
  RATE_WINDOW_TIMEOUT_MS,
  rowCount,
  SHIPPING_FORM,
  seedRepair,
} from './fixtures';

const QUOTE = graphql(
  `mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { id number createdAt } }`,
);

const SHIPPING = graphql(`mutation S($input: ShippingFormInput!) {
  submitShippingForm(input: $input) { id number senderName city device }
}`);

const NEWSLETTER = graphql(`mutation N($email: String!, $consent: Boolean!) {
  subscribeNewsletter(email: $email, consent: $consent) { email }
}`);

const STATUS = graphql(`query R($code: String!, $email: String!) {
  repairStatus(code: $code, email: $email) { code device status createdAt timeline { status note at } }
}`);

describe('requestQuote', () => {
  it('saves one request in list_preventivo and answers with its number', async () => {
    const { body } = await gql(QUOTE, { input: quote }, fromNewClient());
    expect(body.errors).toBeUndefined();
    expect(body.data?.requestQuote.number).toBe(`PRV-${new Date().getFullYear()}-000001`);
    const row = await env.DB.prepare('SELECT * FROM list_preventivo').first<
      Record<string, unknown>
    >();
    expect(row).toMatchObject({
      name: "Niccolò D'Amico",
      device_category: 'smartphone',
      status: 'nuova',
    });
    expect(await rowCount('list_preventivo')).toBe(1);
  });

  it('names every invalid field and writes nothing', async () => {
    const { body } = await gql(
      QUOTE,
      { input: { ...quote, email: 'niccolo@', problem: 'rotto', brand: '', privacy: false } },
      fromNewClient(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      email: 'Email non e valido',
      brand: 'Il campo non deve essere vuoto.',
      problem: 'Il minimo valore deve essere 10.',
      privacy: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(await rowCount('list_preventivo')).toBe(0);
  });

  it('refuses control characters and broken Unicode in free text, and writes nothing', async () => {
    const { body } = await gql(
      QUOTE,
      {
        input: {
          ...quote,
          name: 'Niccolò\u0000',
          problem: 'Lo schermo non si accende \ud83d più',
        },
      },
      fromNewClient(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      name: 'Il testo contiene caratteri non ammessi.',
      problem: 'Il testo contiene caratteri non ammessi.',
    });
    expect(await rowCount('list_preventivo')).toBe(0);
  });

  it('refuses invisible formatting that disguises text, and writes nothing', async () => {
    const { body } = await gql(
      QUOTE,
      { input: { ...quote, name: 'Mario \u202Eissor', model: 'iPhone\u200B 13' } },
      fromNewClient(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      name: 'Il testo contiene caratteri non ammessi.',
      model: 'Il testo contiene caratteri non ammessi.',
    });
    expect(await rowCount('list_preventivo')).toBe(0);
  });

  it('refuses what does not fit the schema, with a code and no write', async () => {
    const { body } = await gql(
      QUOTE,
      // A category the schema does not have: cast past the typed variables on purpose.
      { input: { ...quote, deviceCategory: 'FRIGORIFERO' } } as unknown as VariablesOf<
        typeof QUOTE
      >,
      fromNewClient(),
    );
    expect(codes(body)).toEqual(['BAD_USER_INPUT']);
    const long = await gql(
      QUOTE,
      { input: { ...quote, problem: 'x'.repeat(5000) } },
      fromNewClient(),
    );
    expect(long.body.errors?.[0]?.extensions.fields).toEqual({
      problem: 'Il massimo valore deve essere 1000.',
    });
    expect(await rowCount('list_preventivo')).toBe(0);
  });

  it(
    'is rate limited per client: over the limit is a clear error and nothing is saved',
    async () => {
      inOneRateWindow();
      const client = fromNewClient();
      for (let i = 0; i < 10; i++) {
        const { body } = await gql(QUOTE, { input: quote }, client);
        expect(body.errors).toBeUndefined();
      }
      const over = await gql(QUOTE, { input: quote }, client);
      expect(codes(over.body)).toEqual(['TOO_MANY_REQUESTS']);
      expect(over.body.errors?.[0]?.message).toBe(
        'Hai inviato troppe richieste in poco tempo: riprova tra un minuto.',
      );
      expect(await rowCount('list_preventivo')).toBe(10);
      const someoneElse = await gql(QUOTE, { input: quote }, fromNewClient());
      expect(someoneElse.body.errors).toBeUndefined();
    },
    RATE_WINDOW_TIMEOUT_MS,
  );
});

describe('submitShippingForm', () => {
  it('saves one form in list_module_assist with its number', async () => {
    const { body } = await gql(SHIPPING, { input: SHIPPING_FORM }, fromNewClient());
    expect(body.data?.submitShippingForm).toMatchObject({
      number: `SPD-${new Date().getFullYear()}-000001`,
      city: 'Catania',
    });
    const row = await env.DB.prepare('SELECT cod_lock, province FROM list_module_assist').first();
    expect(row).toEqual({ cod_lock: '00000', province: 'CT' });
  });

  it('asks for the unlock code or 00000, and the accepted rules', async () => {
    const { body } = await gql(
      SHIPPING,
      { input: { ...SHIPPING_FORM, codLock: '  ', acceptRules: false } },
      fromNewClient(),
    );
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      codLock: 'Il campo non deve essere vuoto altrimenti metti 00000',
      acceptRules: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(await rowCount('list_module_assist')).toBe(0);
  });
});

describe('subscribeNewsletter', () => {
  it('refuses a bad address or a missing consent', async () => {
    const bad = await gql(NEWSLETTER, { email: 'non valida', consent: true }, fromNewClient());
    expect(bad.body.errors?.[0]?.extensions.fields).toEqual({ email: 'Email non e valido' });
    const noConsent = await gql(NEWSLETTER, { email: 'a@b.it', consent: false }, fromNewClient());
    expect(codes(noConsent.body)).toEqual(['BAD_USER_INPUT']);
    expect(await rowCount('list_newsletter')).toBe(0);
  });
});

describe('repairStatus', () => {
  /** Luca's repair, received and now being diagnosed. */
  const seedLucasRepair = () =>
    seedRepair({}, [
      { status: 'ricevuto' },
      { status: 'in_diagnosi', note: 'Verifica del display' },
    ]);

  it('shows the device, the state and the timeline for the right pair', async () => {
    await seedLucasRepair();
    const { body } = await gql(
      STATUS,
      { code: ' rip-7kq2m9xd ', email: 'Luca.Gallo@example.it' },
      fromNewClient(),
    );
    expect(body.data?.repairStatus).toMatchObject({
      code: 'RIP-7KQ2M9XD',
      device: 'Galaxy S21',
      status: 'IN_DIAGNOSI',
      timeline: [
        { status: 'RICEVUTO', note: null },
        { status: 'IN_DIAGNOSI', note: 'Verifica del display' },
      ],
    });
  });

  it('answers a wrong code, a wrong e-mail or both the same way: null', async () => {
    await seedLucasRepair();
    const answers = await Promise.all(
      [
        { code: 'RIP-7KQ2M9XE', email: 'luca.gallo@example.it' },
        { code: 'RIP-7KQ2M9XD', email: 'altro@example.it' },
        { code: 'RIP-AAAAAAAA', email: 'altro@example.it' },
      ].map((variables) => gql(STATUS, variables, fromNewClient())),
    );
    for (const answer of answers) expect(answer.text).toBe('{"data":{"repairStatus":null}}');
  });

  it('refuses a malformed code with a clear message', async () => {
    const { body } = await gql(STATUS, { code: 'ABC', email: 'a@b.it' }, fromNewClient());
    expect(body.errors?.[0]?.extensions.fields).toEqual({
      code: 'Il codice riparazione ha la forma RIP-XXXXXXXX.',
    });
  });
});
