import { act, renderHook, waitFor } from '@testing-library/react';
import type { Client } from 'urql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackingNumberMessage } from '../../schema/rules/carriers';
import type { ShippingFormFields } from '../../schema/rules/repairs';
import { CARRIER_FOR_NUMBER_MESSAGE } from '../../schema/rules/shipments';
import { useShippingForm } from '../../web/repairs/useShippingForm';
import { submitWith, withClient } from './hook-render';
import {
  FIELDS_REFUSED,
  failures,
  heldWorker,
  openWarrantyLink,
  refusedFields,
  SHIPPING_FORM,
  SHIPPING_RECEIPT,
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
const SHIPPING = SHIPPING_FORM;
const EMAIL = SHIPPING.email;
const FIELDS = Object.keys(SHIPPING);
const RECEIPT = SHIPPING_RECEIPT;
const SENT: Answer = { data: { submitShippingForm: RECEIPT } };
const EMPTY = 'Il campo non deve essere vuoto.';
/** A sender who does not name the courier sends neither it nor a number. */
const NO_COURIER = { carrier: null, trackingNumber: null };

type Shipping = { current: ReturnType<typeof useShippingForm> };

/** Types values into the form, as the sender would. */
const typeIn = (shipping: Shipping, values: Partial<ShippingFormFields>) =>
  act(() => {
    for (const [name, value] of Object.entries(values)) {
      shipping.current.form.setValue(name as keyof ShippingFormFields, value);
    }
  });

function renderForm(client: Client, values: Partial<ShippingFormFields> = SHIPPING) {
  const hook = renderHook(() => useShippingForm(), { wrapper: withClient(client) });
  typeIn(hook.result, values);
  return hook;
}

describe('useShippingForm', () => {
  it('sends the form and hands over the receipt for the printed sheet, from the top', async () => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderForm(client);
    await submitWith(hook.result.current.onSubmit);

    await waitFor(() => expect(hook.result.current.receipt).toEqual(RECEIPT));
    expect(asked).toEqual([
      {
        name: 'SubmitShippingForm',
        variables: { input: { ...SHIPPING, ...NO_COURIER, warrantyOfRepairCode: null } },
      },
    ]);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0 }]]);
    expect(hook.result.current).toMatchObject({ sending: false, form: { problem: null } });
  });

  it('refuses an empty form field by field, focuses the first and sends nothing', async () => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderForm(client, {});
    const form = await submitFields(hook.result.current.onSubmit, FIELDS);

    expect(hook.result.current.form.errors).toEqual({
      senderName: EMPTY,
      street: EMPTY,
      postalCode: EMPTY,
      city: EMPTY,
      province: EMPTY,
      phone: EMPTY,
      email: EMPTY,
      device: EMPTY,
      problem: EMPTY,
      codLock: 'Il campo non deve essere vuoto altrimenti metti 00000',
      acceptRules: 'E obbligatorie accettare Tutte le condizioni.',
    });
    expect(document.activeElement).toBe(form.elements.namedItem('senderName'));
    expect(asked).toEqual([]);
  });

  it.each([
    [
      'a CAP without its five digits',
      { postalCode: '2012' },
      'postalCode',
      'Il CAP deve avere 5 cifre.',
    ],
    [
      'an unknown province',
      { province: 'XX' },
      'province',
      'Inserisci la sigla di una provincia italiana (es. MI).',
    ],
    [
      'a phone that is no number',
      { phone: 'chiamami' },
      'phone',
      'Inserisci un numero di telefono valido.',
    ],
  ])('refuses %s before sending', async (_, change, field, message) => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderForm(client, { ...SHIPPING, ...change });
    await submitWith(hook.result.current.onSubmit);

    expect(hook.result.current.form.errors).toEqual({ [field]: message });
    expect(asked).toEqual([]);
  });

  it('sends the courier as the API names it, with the number as typed', async () => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderForm(client, {
      ...SHIPPING,
      carrier: 'brt',
      trackingNumber: ' 088123456789',
    });
    await submitWith(hook.result.current.onSubmit);
    expect(asked[0]?.variables).toEqual({
      input: {
        ...SHIPPING,
        carrier: 'BRT',
        trackingNumber: '088123456789',
        warrantyOfRepairCode: null,
      },
    });
  });

  it.each([
    [
      'a number the courier does not print',
      { carrier: 'ups' },
      'trackingNumber',
      trackingNumberMessage('ups'),
    ],
    ['a number without its courier', {}, 'carrier', CARRIER_FOR_NUMBER_MESSAGE],
  ])('refuses %s before sending', async (_, change, field, message) => {
    const { client, asked } = workerClient(() => SENT);
    const hook = renderForm(client, { ...SHIPPING, trackingNumber: '088123456789', ...change });
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual({ [field]: message });
    expect(asked).toEqual([]);
  });

  it('puts the suggested code for a device with no lock, clearing its refusal', async () => {
    const { client } = workerClient(() => SENT);
    const hook = renderForm(client, { ...SHIPPING, codLock: '' });
    await submitWith(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toHaveProperty('codLock');

    act(() => hook.result.current.noLockCode());
    expect(hook.result.current.form.values.codLock).toBe('00000');
    expect(hook.result.current.form.errors).toEqual({});
  });

  it("writes the account's device picked as one line, clearing its refusal", async () => {
    const { client } = workerClient(() => SENT);
    const hook = renderForm(client, { ...SHIPPING, device: '' });
    await submitWith(hook.result.current.onSubmit);

    act(() =>
      hook.result.current.pickDevice({
        category: 'CONSOLE',
        brand: 'Sony',
        model: 'PlayStation 5',
      }),
    );
    expect(hook.result.current.form.values.device).toBe('Sony PlayStation 5');
    expect(hook.result.current.form.errors).toEqual({});
  });

  it("shows the Worker's field refusal in place, focused, and its sentence above", async () => {
    const message = 'Non spediamo in questo CAP.';
    const { client } = workerClient(() => refusedFields({ postalCode: message }));
    const hook = renderForm(client);
    const form = await submitFields(hook.result.current.onSubmit, FIELDS);

    await waitFor(() => expect(hook.result.current.form.problem).toBe(FIELDS_REFUSED));
    expect(hook.result.current.form.errors).toEqual({ postalCode: message });
    expect(document.activeElement).toBe(form.elements.namedItem('postalCode'));
    expect(hook.result.current.receipt).toBeNull();
  });

  it.each(failures('RATE_LIMITED', 'Troppi moduli inviati: riprova più tardi.'))(
    'says %s above the form and keeps what was typed',
    async (_, answer, message) => {
      const { client } = workerClient(() => answer);
      const hook = renderForm(client);
      await submitWith(hook.result.current.onSubmit);

      await waitFor(() => expect(hook.result.current.form.problem).toBe(message));
      expect(hook.result.current.form.values).toEqual(SHIPPING);
      expect(hook.result.current).toMatchObject({ receipt: null, sending: false });
      expect(scrollTo).not.toHaveBeenCalled();
    },
  );

  it('is sending while the form is in flight', async () => {
    const worker = heldWorker(() => SENT);
    const hook = renderForm(worker.client);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.sending).toBe(true));

    await act(async () => worker.answerAll());
    await waitFor(() => expect(hook.result.current.receipt).toEqual(RECEIPT));
    expect(hook.result.current.sending).toBe(false);
  });

  it.each([
    ['sends its code while the warranty lasts', 30, CODE],
    ['sends no code once it has ended', -1, null],
  ])("claiming a warranty fills e-mail and the repair's device, and %s", async (_, days, sent) => {
    openWarrantyLink('/spedizione', CODE, EMAIL);
    const { client, asked } = workerClient((name) =>
      name === 'WarrantyClaim' ? { data: { warrantyClaim: warrantyClaim(days) } } : SENT,
    );
    const hook = renderForm(client, {});
    await waitFor(() => expect(hook.result.current.form.values.device).toBe('Apple iPhone 13'));
    expect(hook.result.current.form.values.email).toBe(EMAIL);

    const { email: _email, device: _device, ...rest } = SHIPPING;
    typeIn(hook.result, rest);
    await submitWith(hook.result.current.onSubmit);
    await waitFor(() => expect(hook.result.current.receipt).toEqual(RECEIPT));
    expect(asked.at(-1)?.variables).toEqual({
      input: { ...SHIPPING, ...NO_COURIER, warrantyOfRepairCode: sent },
    });
  });
});
