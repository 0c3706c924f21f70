import { describe, expect, it } from 'vitest';
import { graphql } from '../../web/graphql';
import { codes, gql } from './client';
import {
  asCustomer,
  asStaff,
  fromNewClient,
  HOME_ADDRESS,
  orderInput,
  placeOrder,
  QUOTE_REQUEST,
  rowCount,
  SHIPPING_FORM,
} from './fixtures';

/**
 * Every form with a phone number refuses one longer than 20 characters, or with a tab or line
 * break inside, with the rule's message (docs/product.md#validation), and writes nothing. The
 * numbers have 6 to 15 digits of the right characters, so only their length or spacing is wrong.
 */
const TOO_LONG = ['3 3 3 1 2 3 4 5 6 7 8', `333${' '.repeat(2000)}1234567`, '333\t1234567'];
const FIELD_MESSAGE = { phone: 'Inserisci un numero di telefono valido.' };

const WALK_IN = {
  customerName: 'Luca Gallo',
  email: 'luca@example.it',
  phone: '333 123 4567',
  device: 'Pixel 7',
  problem: 'Non carica più',
};

/** Each form that takes a phone: how to send it with a given phone, and the table it fills. */
const FORMS: { name: string; table: string; send: (phone: string) => ReturnType<typeof gql> }[] = [
  {
    name: 'checkout (placeOrder)',
    table: 'orders',
    send: (phone) => placeOrder(orderInput([{ productId: '6', quantity: 1 }], { phone })),
  },
  {
    name: 'quote request (requestQuote)',
    table: 'list_preventivo',
    send: (phone) =>
      gql(
        graphql('mutation Q($input: QuoteRequestInput!) { requestQuote(input: $input) { id } }'),
        { input: { ...QUOTE_REQUEST, phone } },
        fromNewClient(),
      ),
  },
  {
    name: 'shipping form (submitShippingForm)',
    table: 'list_module_assist',
    send: (phone) =>
      gql(
        graphql(
          'mutation S($input: ShippingFormInput!) { submitShippingForm(input: $input) { id } }',
        ),
        { input: { ...SHIPPING_FORM, phone } },
        fromNewClient(),
      ),
  },
  {
    name: 'saved address (saveAddress)',
    table: 'addresses',
    send: (phone) =>
      gql(
        graphql('mutation A($input: SavedAddressInput!) { saveAddress(input: $input) { id } }'),
        { input: { ...HOME_ADDRESS, phone } },
        asCustomer(),
      ),
  },
  {
    name: 'walk-in repair (adminCreateRepair)',
    table: 'list_repair',
    send: (phone) =>
      gql(
        graphql(
          'mutation C($input: AdminRepairInput!) { adminCreateRepair(input: $input) { id } }',
        ),
        { input: { ...WALK_IN, phone } },
        asStaff(),
      ),
  },
];

describe('a phone number', () => {
  for (const form of FORMS) {
    it(`is at most 20 characters, without tabs or line breaks, in the ${form.name}`, async () => {
      for (const phone of TOO_LONG) {
        const { status, body } = await form.send(phone);
        expect(status).toBe(200);
        expect(codes(body)).toEqual(['BAD_USER_INPUT']);
        expect(body.errors?.[0]?.message).toBe(
          'Alcuni campi non sono validi: correggili e riprova.',
        );
        expect(body.errors?.[0]?.extensions.fields).toMatchObject(FIELD_MESSAGE);
      }
      expect(await rowCount(form.table)).toBe(0);

      const { body } = await form.send(' +39 02 8734 5120 111 ');
      expect(body.errors).toBeUndefined();
      expect(await rowCount(form.table)).toBe(1);
    });
  }
});
