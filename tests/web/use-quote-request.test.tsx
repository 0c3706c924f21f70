import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QuoteFields } from '../../schema/rules/repairs';
import { useQuoteRequest } from '../../web/repairs/useQuoteRequest';
import { submitWith, withClient } from './hook-render';
import {
  FIELDS_REFUSED,
  failures,
  heldWorker,
  openWarrantyLink,
  refused,
  refusedFields,
  submitFields,
  warrantyClaim,
} from './repairs-fixtures';
import { type Answer, workerClient } from './worker-client';

const auth = vi.hoisted(() => ({ user: null }));
vi.mock('../../web/account/auth', () => ({ useAuth: () => auth }));

let scrollTo = vi.fn();
beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as typeof window.scrollTo;
});
afterEach(() => window.history.replaceState(null, '', '/'));

const CODE = 'RIP-7KQ2M9XD';
const EMAIL = 'chiara@example.it';
const QUOTE: QuoteFields = {
  name: 'Chiara Bianchi',
  email: EMAIL,
  phone: '333 1234567',
  deviceCategory: 'smartphone',
  brand: 'Apple',
  model: 'iPhone 13',
  problem: 'Il display non si accende più.',
  privacy: true,
};
const FIELDS = Object.keys(QUOTE);
const SENT: Answer = {
  data: { requestQuote: { id: 'q1', number: 'PRV-000123', labBookingToken: 'book.0.sig' } },
};
const EMPTY = 'Il campo non deve essere vuoto.';

type Request = { current: ReturnType<typeof useQuoteRequest> };

/** Types values into the form, as the customer would. */
const typeIn = (request: Request, values: Partial<QuoteFields>) =>
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      request.current.form.setValue(name as keyof QuoteFields, value);
    }
  });

function renderRequest(client: Client, values: Partial<QuoteFields> = QUOTE) {
  const hook = renderHook(() => useQuoteRequest(), { wrapper: withClient(client) });
  typeIn(hook.result, values);
  return hook;
}

describe('useQuoteRequest', () => {
  it("sends the request with the API's category, then shows its number from the top", async () => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderRequest(client);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() => expect(hook.result.current.number).toBe('PRV-000123'));
    expect(asked).toEqual([
      {
        name: 'RequestQuote',
        variables: {
          input: { ...QUOTE, deviceCategory: 'SMARTPHONE', warrantyOfRepairCode: null },
        },
      },
    ]);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0 }]]);
    expect(hook.result.current).toMatchObject({ sending: false, form: { problem: null } });
  });

  it('starts from the device and fault the price list hands over in the address', () => {
    window.history.replaceState(
      null,
      '',
      '/preventivo?tipo=tablet&marca=Apple&modello=iPad+Air&problema=Sostituzione+batteria&x=1',
    );
    const { client } = workerClient(() => SENT);
    const hook = renderHook(() => useQuoteRequest(), { wrapper: withClient(client) });
    expect(hook.result.current.form.values).toMatchObject({
      deviceCategory: 'tablet',
      brand: 'Apple',
      model: 'iPad Air',
      problem: 'Sostituzione batteria',
      name: '',
    });
  });

  it('refuses an empty form field by field, focuses the first and sends nothing', async () => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderRequest(client, {});
    const form = await submitFields(hook.result.current.onSubmit, FIELDS);

    expect(hook.result.current.form.errors).toEqual({
      name: EMPTY,
      email: EMPTY,
      phone: EMPTY,
      deviceCategory: EMPTY,
      brand: EMPTY,
      model: EMPTY,
      problem: EMPTY,
      privacy: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(document.activeElement).toBe(form.elements.namedItem('name'));
    expect(asked).toEqual([]);
  });

  it.each([
    [
      'a category not listed',
      { deviceCategory: 'frigorifero' },
      'deviceCategory',
      'Scegli una delle opzioni proposte.',
    ],
    [
      'a problem too short to read',
      { problem: 'Rotto' },
      'problem',
      'Il minimo valore deve essere 10.',
    ],
    ['a wrong e-mail', { email: 'chiara@' }, 'email', 'Email non e valido'],
  ])('refuses %s before sending', async (_, change, field, message) => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderRequest(client, { ...QUOTE, ...change });
    await submitWith(hook.result.current.onSubmit);

    expect(hook.result.current.form.errors).toEqual({ [field]: message });
    expect(asked).toEqual([]);
  });

  it("shows the Worker's field refusal in place, focused, and its sentence above", async () => {
    const message = 'Il modello deve avere al massimo 60 caratteri.';
    const { client } = workerClient(() => refusedFields({ model: message }));
    const hook = renderRequest(client);
    const form = await submitFields(hook.result.current.onSubmit, FIELDS);

    await waitFor(() => expect(hook.result.current.form.problem).toBe(FIELDS_REFUSED));
    expect(hook.result.current.form.errors).toEqual({ model: message });
    expect(document.activeElement).toBe(form.elements.namedItem('model'));
    expect(hook.result.current.number).toBeNull();
  });

  it.each(failures('RATE_LIMITED', 'Troppe richieste: riprova tra qualche minuto.'))(
    'says %s above the form and keeps what was typed',
    async (_, answer, message) => {
      const { client } = workerClient(() => answer);
      const hook = renderRequest(client);
      await submitWith(hook.result.current.onSubmit);

      await waitFor(() => expect(hook.result.current.form.problem).toBe(message));
      expect(hook.result.current.form.values).toEqual(QUOTE);
      expect(hook.result.current).toMatchObject({ number: null, sending: false });
      expect(scrollTo).not.toHaveBeenCalled();
    },
  );

  it('clears the last refusal when sent again', async () => {
    let answer = refused('RATE_LIMITED', 'Troppe richieste: riprova tra qualche minuto.');
    const { client } = workerClient(() => answer);
    const hook = renderRequest(client);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.form.problem).not.toBeNull());

    answer = SENT;
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.number).toBe('PRV-000123'));
    expect(hook.result.current.form.problem).toBeNull();
  });

  it('is sending while the request is in flight', async () => {
    const worker = heldWorker(() => SENT);
    const hook = renderRequest(worker.client);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.sending).toBe(true));

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.number).toBe('PRV-000123'));
    expect(hook.result.current.sending).toBe(false);
  });

  it("fills the device from the account's, clearing what it had refused", async () => {
    const { client } = workerClient(() => SENT);
    const hook = renderRequest(client, {});
    await submitWith(hook.result.current.onSubmit);
    act(() =>
      hook.result.current.pickDevice({
        category: 'TABLET',
        brand: 'Samsung',
        model: 'Galaxy Tab S9',
      }),
    );

    expect(hook.result.current.form.values).toMatchObject({
      deviceCategory: 'tablet',
      brand: 'Samsung',
      model: 'Galaxy Tab S9',
    });
    expect(Object.keys(hook.result.current.form.errors)).toEqual([
      'name',
      'email',
      'phone',
      'problem',
      'privacy',
    ]);
  });

  describe('claiming a warranty', () => {
    const answering =
      (claim: object) =>
      (name: string): Answer =>
        name === 'WarrantyClaim' ? { data: { warrantyClaim: claim } } : SENT;

    it("fills the e-mail and the repair's device, and sends the repair's code", async () => {
      openWarrantyLink('/preventivo', CODE, EMAIL);
      const { client, asked } = workerClient(answering(warrantyClaim(30)));
      const hook = renderRequest(client, {});
      await waitFor(() => expect(hook.result.current.form.values.model).toBe('iPhone 13'));
      expect(hook.result.current.form.values).toMatchObject({
        email: EMAIL,
        deviceCategory: 'smartphone',
        brand: 'Apple',
      });

      const { name, phone, problem, privacy } = QUOTE;
      typeIn(hook.result, { name, phone, problem, privacy });
      await submitWith(hook.result.current.onSubmit);
      await waitFor(() => expect(hook.result.current.number).toBe('PRV-000123'));
      expect(asked.at(-1)?.variables).toEqual({
        input: { ...QUOTE, deviceCategory: 'SMARTPHONE', warrantyOfRepairCode: CODE },
      });
    });

    it("leaves the device to the customer when the repair's kind is not known", async () => {
      openWarrantyLink('/preventivo', CODE, EMAIL);
      const { client } = workerClient(answering({ ...warrantyClaim(30), deviceCategory: null }));
      const hook = renderRequest(client, {});
      await waitFor(() => expect(hook.result.current.form.values.email).toBe(EMAIL));
      expect(hook.result.current.form.values).toMatchObject({
        deviceCategory: '',
        brand: '',
        model: '',
      });
    });

    it('sends no code once the warranty has ended', async () => {
      openWarrantyLink('/preventivo', CODE, EMAIL);
      const { client, asked } = workerClient(answering(warrantyClaim(-1)));
      const hook = renderRequest(client, {});
      await waitFor(() => expect(hook.result.current.warranty.ended).toBe(true));
      typeIn(hook.result, QUOTE);
      await submitWith(hook.result.current.onSubmit);

      await waitFor(() => expect(hook.result.current.number).toBe('PRV-000123'));
      expect(asked.at(-1)?.variables).toMatchObject({ input: { warrantyOfRepairCode: null } });
    });
  });
});
