import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { OPEN_UNPAID_PER_EMAIL_MESSAGE } from '../../schema/rules/order-limits';
import { cart } from '../../web/cart/cart-store';
import { readDraft } from '../../web/checkout/checkout-draft';
import { usePlaceOrder } from '../../web/checkout/usePlaceOrder';
import { readGuestOrders } from '../../web/orders/guest-orders';
import { COVER } from './cart-fixtures';
import { withClient } from './hook-render';
import {
  GIULIA_CHECKOUT,
  held,
  offline,
  patientWorker,
  type Reply,
  refused,
  sendHeld,
  session,
} from './orders-hook-fixtures';

vi.mock('../../web/account/auth', async () => ({
  useAuth: (await import('./orders-hook-fixtures')).fakeAuth,
}));

afterEach(() => {
  session.user = null;
  cart.clear();
  window.history.replaceState(null, '', '/');
});

const NOT_SENT =
  'Non siamo riusciti a inviare l’ordine. Controlla la connessione e riprova: non verrà duplicato.';

const LINE = { ...COVER, quantity: 2, selectedColor: 'Nero', selectedSize: null };

const PLACED: Reply = {
  data: { placeOrder: { accessToken: 'tok-9', order: { id: 'ord-9', number: 'RL-2026-000999' } } },
};

/** The summary's hook, the checkout having saved `fields` (or nothing) and the cart one line. */
function renderSummary(
  reply: () => Reply | Promise<Reply> = () => PLACED,
  fields: Partial<CheckoutFields> | null = GIULIA_CHECKOUT,
) {
  window.history.replaceState(null, '', '/order-summaries');
  if (fields) {
    window.sessionStorage.setItem('checkout', JSON.stringify({ fields, idempotencyKey: 'k-1' }));
  }
  cart.replace([LINE]);
  const worker = patientWorker(reply);
  const hook = renderHook(() => usePlaceOrder(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

/** The input PlaceOrder sends for GIULIA_CHECKOUT and LINE, with `change` on top. */
const input = (change: Record<string, unknown> = {}) => ({
  email: 'giulia@example.it',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: '3331234567',
  shippingAddress: { street: 'Via Roma 10', postalCode: '20121', city: 'Milano', province: 'MI' },
  invoice: null,
  paymentMethod: 'BONIFICO',
  notes: null,
  raeeTakeBack: false,
  acceptTerms: true,
  lines: [{ productId: '9', quantity: 2, color: 'Nero', size: null }],
  ...change,
});

/** Nothing of a failed order is left behind: the draft and the page stay, no order is kept. */
function expectNothingChanged() {
  expect(readDraft()?.idempotencyKey).toBe('k-1');
  expect(readGuestOrders(null)).toEqual([]);
  expect(window.location.pathname).toBe('/order-summaries');
}

describe('usePlaceOrder', () => {
  it.each([
    ['no checkout was saved', null],
    ['the saved payment method is unknown', { ...GIULIA_CHECKOUT, paymentMethod: 'carta' }],
  ])('places nothing when %s', async (_, fields) => {
    const { hook, asked } = renderSummary(() => PLACED, fields);
    expect(hook.result.current.method).toBeNull();
    await act(() => hook.result.current.confirm());
    expect(asked).toEqual([]);
  });

  it("places the order once under the checkout's key, then empties the cart and opens the order", async () => {
    const { hook, asked } = renderSummary();
    expect(hook.result.current).toMatchObject({
      draft: { fields: GIULIA_CHECKOUT, idempotencyKey: 'k-1' },
      method: 'bonifico',
      lines: [LINE],
      problem: null,
      placing: false,
    });
    await act(() => hook.result.current.confirm());

    expect(asked).toEqual([
      { name: 'PlaceOrder', variables: { idempotencyKey: 'k-1', input: input() } },
    ]);
    expect(readGuestOrders(null)).toEqual([
      { id: 'ord-9', token: 'tok-9', number: 'RL-2026-000999' },
    ]);
    expect(hook.result.current.lines).toEqual([]);
    expect(readDraft()).toBeNull();
    expect(window.location.pathname).toBe('/order/ord-9');
    expect(window.history.state).toEqual({ justPlaced: true });
  });

  it('places it once when confirmed twice before the answer, placing meanwhile', async () => {
    const { hook, asked } = renderSummary();
    act(() => {
      void hook.result.current.confirm();
      void hook.result.current.confirm();
    });
    expect(hook.result.current.placing).toBe(true);
    await waitFor(() => expect(window.location.pathname).toBe('/order/ord-9'));
    expect(asked.map(({ name }) => name)).toEqual(['PlaceOrder']);
  });

  it('keeps the order for the account signed in', async () => {
    session.user = { uid: 'u1', email: 'giulia@example.it', emailVerified: true };
    const { hook } = renderSummary();
    await act(() => hook.result.current.confirm());
    expect(readGuestOrders('u1')).toEqual([
      { id: 'ord-9', token: 'tok-9', number: 'RL-2026-000999', uid: 'u1' },
    ]);
    expect(readGuestOrders(null)).toEqual([]);
  });

  it.each([
    [
      'a person with a codice fiscale',
      { wantsInvoice: true, invoiceKind: 'privato', invoiceTaxCode: 'RSSMRA85T10A562S' },
      {
        kind: 'PRIVATO',
        taxCode: 'RSSMRA85T10A562S',
        companyName: null,
        sdiCode: null,
        pec: null,
        billingAddress: null,
      },
    ],
    [
      'a business billed elsewhere',
      {
        wantsInvoice: true,
        invoiceKind: 'azienda',
        invoiceTaxCode: 'IT01234567890',
        invoiceCompany: 'Bianchi Srl',
        invoiceSdiCode: 'ABC1234',
        invoicePec: 'fatture@pec.bianchi.it',
        billingDifferent: true,
        billingStreet: 'Via Dante 1',
        billingPostalCode: '20123',
        billingCity: 'Milano',
        billingProvince: 'MI',
      },
      {
        kind: 'AZIENDA',
        taxCode: 'IT01234567890',
        companyName: 'Bianchi Srl',
        sdiCode: 'ABC1234',
        pec: 'fatture@pec.bianchi.it',
        billingAddress: {
          street: 'Via Dante 1',
          postalCode: '20123',
          city: 'Milano',
          province: 'MI',
        },
      },
    ],
    [
      'an unknown kind, taken as a person',
      { wantsInvoice: true, invoiceKind: 'ente', invoiceCompany: 'Ente', invoiceTaxCode: 'X' },
      {
        kind: 'PRIVATO',
        taxCode: 'X',
        companyName: null,
        sdiCode: null,
        pec: null,
        billingAddress: null,
      },
    ],
    ['no invoice, whatever was typed', { invoiceTaxCode: 'RSSMRA85T10A562S' }, null],
  ])('sends the invoice of %s', async (_, typed, invoice) => {
    const { hook, asked } = renderSummary(() => PLACED, { ...GIULIA_CHECKOUT, ...typed });
    await act(() => hook.result.current.confirm());
    expect(asked[0]?.variables.input).toEqual(input({ invoice }));
  });

  it('sends cash on delivery, the notes and the take-back as chosen', async () => {
    const { hook, asked } = renderSummary(() => PLACED, {
      ...GIULIA_CHECKOUT,
      paymentMethod: 'contrassegno',
      notes: 'Citofono Bianchi',
      raeeTakeBack: true,
    });
    expect(hook.result.current.method).toBe('contrassegno');
    await act(() => hook.result.current.confirm());
    expect(asked[0]?.variables.input).toEqual(
      input({ paymentMethod: 'CONTRASSEGNO', notes: 'Citofono Bianchi', raeeTakeBack: true }),
    );
  });

  it.each([
    [
      'a product gone out of stock',
      () => refused('CONFLICT', 'Cover MagSafe non è più disponibile nella quantità richiesta.'),
      'Cover MagSafe non è più disponibile nella quantità richiesta.',
    ],
    [
      'too many unpaid orders',
      () => refused('TOO_MANY_REQUESTS', OPEN_UNPAID_PER_EMAIL_MESSAGE),
      OPEN_UNPAID_PER_EMAIL_MESSAGE,
    ],
    [
      'a field refused',
      () => refused('BAD_USER_INPUT', 'Il CAP deve avere 5 cifre.', { postalCode: 'x' }),
      'Il CAP deve avere 5 cifre.',
    ],
    ['a Worker failure', () => refused('INTERNAL_SERVER_ERROR', 'Unexpected error.'), NOT_SENT],
    ['a dropped connection', offline, NOT_SENT],
  ])('on %s, says why and changes nothing', async (_, reply, problem) => {
    const { hook } = renderSummary(reply);
    await act(() => hook.result.current.confirm());
    expect(hook.result.current.problem).toBe(problem);
    expect(hook.result.current.lines).toEqual([LINE]);
    expect(hook.result.current.placing).toBe(false);
    expectNothingChanged();
  });

  it('tries again under the same key, the last refusal gone meanwhile', async () => {
    let answer = held(offline());
    const { hook, asked } = renderSummary(() => answer.promise);
    await sendHeld(answer, hook.result.current.confirm, () =>
      expect(hook.result.current.placing).toBe(true),
    );
    expect(hook.result.current.problem).toBe(NOT_SENT);

    answer = held(PLACED);
    await sendHeld(answer, hook.result.current.confirm, () =>
      expect(hook.result.current).toMatchObject({ placing: true, problem: null }),
    );
    expect(asked.map((operation) => operation.variables.idempotencyKey)).toEqual(['k-1', 'k-1']);
    expect(window.location.pathname).toBe('/order/ord-9');
  });
});
