import type { VariablesOf } from 'gql.tada';
import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql, type Sent } from './client';
import {
  asStaff,
  fromNewClient,
  inOneRateWindow,
  RATE_WINDOW_TIMEOUT_MS,
  REPAIR,
  SHIPPING_FORM,
  seedRepair,
} from './fixtures';

const STATUS = graphql(`
  query ($code: String!, $email: String!) { repairStatus(code: $code, email: $email) { code } }
`);
const WARRANTY = graphql(`
  query ($code: String!, $email: String) {
    warrantyClaim(code: $code, email: $email) { repair { code } }
  }
`);
const SHEET = graphql(`
  query ($number: String!, $email: String!) {
    shippingSheet(number: $number, email: $email) { number }
  }
`);
const ACCEPT = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  acceptEstimate(access: $access, estimateId: $estimateId) { status }
}`);
const DECLINE = graphql(`mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  declineEstimate(access: $access, estimateId: $estimateId) { status }
}`);
const SUBMIT = graphql(`
  mutation ($input: ShippingFormInput!) { submitShippingForm(input: $input) { number } }
`);
const SEND = graphql(`mutation ($repairId: ID!, $input: EstimateInput!) {
  adminSendEstimate(repairId: $repairId, input: $input) { estimate { id } }
}`);

type Client = { headers: Record<string, string> };
type Answer = (variables: VariablesOf<typeof ACCEPT>, client: Client) => Promise<Sent<unknown>>;
const answers: Answer[] = [
  (variables, client) => gql(ACCEPT, variables, client),
  (variables, client) => gql(DECLINE, variables, client),
];

/** Luca's repair with an estimate waiting, and a shipping form: what the four lookups open. */
async function seedLookups() {
  await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
  const sent = await gql(
    SEND,
    {
      repairId: REPAIR.id,
      input: {
        lines: [{ kind: 'LABOUR', description: 'Diagnosi', amount: 3_000 }],
        estimatedDays: 2,
      },
    },
    asStaff(),
  );
  const form = await gql(SUBMIT, { input: SHIPPING_FORM }, fromNewClient());
  const estimateId = sent.body.data?.adminSendEstimate.estimate?.id;
  const number = form.body.data?.submitShippingForm.number;
  if (!estimateId || !number) throw new Error('lookups not seeded');
  return { estimateId, number };
}

/** The four lookups, each asking with the code (or number) and e-mail given. */
function lookups(
  seeded: { estimateId: string },
  asked: { code: string; email: string; number: string; sheetEmail: string },
): ((client: Client) => Promise<Sent<unknown>>)[] {
  const { code, email } = asked;
  return [
    (client) => gql(STATUS, { code, email }, client),
    (client) => gql(WARRANTY, { code, email }, client),
    (client) => gql(SHEET, { number: asked.number, email: asked.sheetEmail }, client),
    (client) => gql(ACCEPT, { access: { code, email }, estimateId: seeded.estimateId }, client),
  ];
}

/** Each lookup with a wrong e-mail for a real code (or number). */
function guesses(seeded: { estimateId: string; number: string }, email: string) {
  return lookups(seeded, { code: REPAIR.code, email, number: seeded.number, sheetEmail: email });
}

describe('code + e-mail guesses', () => {
  it(
    'share one bucket per client across the four lookups: 30 a minute in all',
    async () => {
      const seeded = await seedLookups();
      inOneRateWindow();
      const client = fromNewClient();
      const asks = guesses(seeded, 'indovino@example.it');
      // 30 guesses, the four lookups in turn.
      for (const lookup of Array.from({ length: 8 }, () => asks)
        .flat()
        .slice(0, 30)) {
        const { body } = await lookup(client);
        expect(codes(body)).not.toContain('TOO_MANY_REQUESTS');
      }
      for (const lookup of asks) {
        const { body } = await lookup(client);
        expect(codes(body)).toEqual(['TOO_MANY_REQUESTS']);
      }
      // Another client is not held back, and the right pair still opens the repair for it.
      const other = await gql(STATUS, { code: REPAIR.code, email: REPAIR.email }, fromNewClient());
      expect(other.body.data?.repairStatus?.code).toBe(REPAIR.code);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );

  it('answer a wrong code exactly as a wrong e-mail, in each lookup', async () => {
    const seeded = await seedLookups();
    const wrongEmail = guesses(seeded, 'indovino@example.it');
    const wrongCode = lookups(seeded, {
      code: 'RIP-ZZZZ9999',
      email: REPAIR.email,
      number: 'SPD-2000-999999',
      sheetEmail: SHIPPING_FORM.email,
    });
    for (const [i, byEmailLookup] of wrongEmail.entries()) {
      const byEmail = await byEmailLookup(fromNewClient());
      const byCode = await wrongCode[i]?.(fromNewClient());
      expect(byEmail.text).toBe(byCode?.text);
    }
  });

  it("acceptEstimate and declineEstimate refuse an unknown repair and another repair's estimate alike", async () => {
    const seeded = await seedLookups();
    await seedRepair({ id: 'r2', code: 'RIP-ABCDEFGH', email: 'altro@example.it' });
    for (const answer of answers) {
      const noRepair = await answer(
        {
          access: { code: 'RIP-ZZZZ9999', email: 'altro@example.it' },
          estimateId: seeded.estimateId,
        },
        fromNewClient(),
      );
      const noEstimate = await answer(
        {
          access: { code: 'RIP-ABCDEFGH', email: 'altro@example.it' },
          estimateId: seeded.estimateId,
        },
        fromNewClient(),
      );
      expect(noRepair.text).toBe(noEstimate.text);
      expect(codes(noRepair.body)).toEqual(['NOT_FOUND']);
    }
  });
});
