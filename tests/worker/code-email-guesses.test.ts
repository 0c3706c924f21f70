import { describe, expect, it } from 'vitest';
import { codes, gql } from './client';
import {
  asStaff,
  fromNewClient,
  inOneRateWindow,
  RATE_WINDOW_TIMEOUT_MS,
  REPAIR,
  SHIPPING_FORM,
  seedRepair,
} from './fixtures';

const STATUS = `query ($code: String!, $email: String!) { repairStatus(code: $code, email: $email) { code } }`;
const WARRANTY = `query ($code: String!, $email: String) { warrantyClaim(code: $code, email: $email) { repair { code } } }`;
const SHEET = `query ($number: String!, $email: String!) { shippingSheet(number: $number, email: $email) { number } }`;
const ACCEPT = `mutation ($access: RepairAccessInput!, $estimateId: ID!) {
  acceptEstimate(access: $access, estimateId: $estimateId) { status }
}`;
const DECLINE = ACCEPT.replaceAll('acceptEstimate', 'declineEstimate');
const SUBMIT = `mutation ($input: ShippingFormInput!) { submitShippingForm(input: $input) { number } }`;
const SEND = `mutation ($repairId: ID!, $input: EstimateInput!) {
  adminSendEstimate(repairId: $repairId, input: $input) { estimate { id } }
}`;

/** Luca's repair with an estimate waiting, and a shipping form: what the four lookups open. */
async function seedLookups() {
  await seedRepair({}, [{ status: 'ricevuto' }, { status: 'in_diagnosi' }]);
  const sent = await gql<{ adminSendEstimate: { estimate: { id: string } } }>(
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
  const form = await gql<{ submitShippingForm: { number: string } }>(
    SUBMIT,
    { input: SHIPPING_FORM },
    fromNewClient(),
  );
  const estimateId = sent.body.data?.adminSendEstimate.estimate.id;
  const number = form.body.data?.submitShippingForm.number;
  if (!estimateId || !number) throw new Error('lookups not seeded');
  return { estimateId, number };
}

/** Each lookup with a wrong e-mail for a real code (or number). */
function guesses(seeded: { estimateId: string; number: string }, email: string) {
  return [
    [STATUS, { code: REPAIR.code, email }],
    [WARRANTY, { code: REPAIR.code, email }],
    [SHEET, { number: seeded.number, email }],
    [ACCEPT, { access: { code: REPAIR.code, email }, estimateId: seeded.estimateId }],
  ] as const;
}

describe('code + e-mail guesses', () => {
  it(
    'share one bucket per client across the four lookups: 30 a minute in all',
    async () => {
      const seeded = await seedLookups();
      inOneRateWindow();
      const client = fromNewClient();
      const lookups = guesses(seeded, 'indovino@example.it');
      for (let i = 0; i < 30; i++) {
        const [query, variables] = lookups[i % lookups.length] ?? lookups[0];
        const { body } = await gql(query, variables, client);
        expect(codes(body)).not.toContain('TOO_MANY_REQUESTS');
      }
      for (const [query, variables] of lookups) {
        const { body } = await gql(query, variables, client);
        expect(codes(body)).toEqual(['TOO_MANY_REQUESTS']);
      }
      // Another client is not held back, and the right pair still opens the repair for it.
      const other = await gql<{ repairStatus: { code: string } | null }>(
        STATUS,
        { code: REPAIR.code, email: REPAIR.email },
        fromNewClient(),
      );
      expect(other.body.data?.repairStatus?.code).toBe(REPAIR.code);
    },
    RATE_WINDOW_TIMEOUT_MS,
  );

  it('answer a wrong code exactly as a wrong e-mail, in each lookup', async () => {
    const seeded = await seedLookups();
    const wrongEmail = guesses(seeded, 'indovino@example.it');
    const wrongCode = [
      [STATUS, { code: 'RIP-ZZZZ9999', email: REPAIR.email }],
      [WARRANTY, { code: 'RIP-ZZZZ9999', email: REPAIR.email }],
      [SHEET, { number: 'SPD-2000-999999', email: SHIPPING_FORM.email }],
      [
        ACCEPT,
        { access: { code: 'RIP-ZZZZ9999', email: REPAIR.email }, estimateId: seeded.estimateId },
      ],
    ] as const;
    for (const [i, [query, variables]] of wrongEmail.entries()) {
      const [otherQuery, otherVariables] = wrongCode[i] ?? wrongCode[0];
      const byEmail = await gql(query, variables, fromNewClient());
      const byCode = await gql(otherQuery, otherVariables, fromNewClient());
      expect(byEmail.text).toBe(byCode.text);
    }
  });

  it("acceptEstimate and declineEstimate refuse an unknown repair and another repair's estimate alike", async () => {
    const seeded = await seedLookups();
    await seedRepair({ id: 'r2', code: 'RIP-ABCDEFGH', email: 'altro@example.it' });
    for (const mutation of [ACCEPT, DECLINE]) {
      const noRepair = await gql(
        mutation,
        {
          access: { code: 'RIP-ZZZZ9999', email: 'altro@example.it' },
          estimateId: seeded.estimateId,
        },
        fromNewClient(),
      );
      const noEstimate = await gql(
        mutation,
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
