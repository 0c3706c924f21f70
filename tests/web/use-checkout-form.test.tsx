import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { invoiceErrors } from '../../schema/rules/invoices';
import { GUEST_COD_UNITS_MESSAGE } from '../../schema/rules/order-limits';
import { MESSAGES } from '../../schema/rules/validation';
import { cart } from '../../web/cart/cart-store';
import { EMPTY_CHECKOUT, readDraft } from '../../web/checkout/checkout-draft';
import { useCheckoutForm } from '../../web/checkout/useCheckoutForm';
import { COVER } from './cart-fixtures';
import { withClient } from './hook-render';
import { GIULIA_CHECKOUT, GIULIA_HOME, patientWorker, session } from './orders-hook-fixtures';

const invoice = vi.hoisted(() => ({ check: undefined as undefined | typeof invoiceErrors }));

vi.mock('../../web/account/auth', async () => ({
  useAuth: (await import('./orders-hook-fixtures')).fakeAuth,
}));
vi.mock('../../web/checkout/invoice-on-demand', () => ({
  loadedInvoiceCheck: () => invoice.check,
}));

afterEach(() => {
  session.user = null;
  invoice.check = undefined;
  cart.clear();
  window.history.replaceState(null, '', '/checkout');
});

/** The checkout form's hook, the cart holding `units` covers. */
function renderCheckout(units = 1) {
  window.history.replaceState(null, '', '/checkout');
  cart.replace([{ ...COVER, quantity: units, selectedColor: null, selectedSize: null }]);
  const hook = renderHook(() => useCheckoutForm(), {
    wrapper: withClient(patientWorker(() => ({ data: null })).client),
  });
  const fill = (fields: Partial<CheckoutFields>) =>
    act(() => {
      for (const [name, value] of Object.entries(fields)) {
        hook.result.current.form.setValue(name as keyof CheckoutFields, value as never);
      }
    });
  return { hook, fill };
}

/** Submits from a form holding the named inputs, so focus can go to the first one in error. */
async function submitFrom(
  onSubmit: (event: FormEvent<HTMLFormElement>) => void,
  names: string[] = [],
) {
  const form = document.body.appendChild(document.createElement('form'));
  for (const name of names) form.appendChild(document.createElement('input')).name = name;
  await act(async () => {
    onSubmit({ preventDefault() {}, currentTarget: form } as FormEvent<HTMLFormElement>);
  });
  return form;
}

describe('useCheckoutForm', () => {
  it('starts empty for the cart it is for, and lets a saved address fill it in', () => {
    session.user = { uid: 'u1', email: 'giulia@example.it', emailVerified: true };
    const { hook } = renderCheckout(2);
    expect(hook.result.current.form.values).toEqual(EMPTY_CHECKOUT);
    expect(hook.result.current.lines).toEqual([
      { ...COVER, quantity: 2, selectedColor: null, selectedSize: null },
    ]);
    expect(hook.result.current).toMatchObject({ isAuthenticated: true, prefillSaved: true });
  });

  it('starts from the draft of a buyer back from the summary, which no saved address overwrites', () => {
    window.sessionStorage.setItem(
      'checkout',
      JSON.stringify({
        fields: { email: 'luca@example.it', city: 'Torino' },
        idempotencyKey: 'k-1',
      }),
    );
    const { hook } = renderCheckout();
    expect(hook.result.current.form.values).toEqual({
      ...EMPTY_CHECKOUT,
      email: 'luca@example.it',
      city: 'Torino',
    });
    expect(hook.result.current).toMatchObject({ isAuthenticated: false, prefillSaved: false });
  });

  it('once valid, keeps the fields for the summary under a new key and goes on to it', async () => {
    const { hook, fill } = renderCheckout();
    fill(GIULIA_CHECKOUT);
    await submitFrom(hook.result.current.onSubmit);

    expect(hook.result.current.form.errors).toEqual({});
    expect(readDraft()).toEqual({ fields: GIULIA_CHECKOUT, idempotencyKey: expect.any(String) });
    expect(window.location.pathname).toBe('/order-summaries');
  });

  it('goes nowhere while a field is wrong: shows each message and focuses the first', async () => {
    const { hook, fill } = renderCheckout();
    fill({ ...GIULIA_CHECKOUT, email: 'giulia@', province: '', acceptTerms: false });
    const form = await submitFrom(hook.result.current.onSubmit, ['email', 'province']);

    expect(hook.result.current.form.errors).toEqual({
      email: MESSAGES.email,
      province: MESSAGES.required,
      acceptTerms: MESSAGES.accept_all_condition,
    });
    expect(document.activeElement).toBe(form.elements.namedItem('email'));
    expect(readDraft()).toBeNull();
    expect(window.location.pathname).toBe('/checkout');
  });

  it.each([
    ['a guest, 4 units', null, 4, GUEST_COD_UNITS_MESSAGE],
    ['an account not yet verified, 4 units', false, 4, GUEST_COD_UNITS_MESSAGE],
    ['a verified account, 4 units', true, 4, undefined],
    ['a guest, 3 units', null, 3, undefined],
  ])('judges cash on delivery for %s', async (_, verified, units, refusal) => {
    if (verified !== null) {
      session.user = { uid: 'u1', email: 'giulia@example.it', emailVerified: verified };
    }
    const { hook, fill } = renderCheckout(units);
    fill({ ...GIULIA_CHECKOUT, paymentMethod: 'contrassegno' });
    await submitFrom(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors.paymentMethod).toBe(refusal);
    expect(window.location.pathname).toBe(refusal ? '/checkout' : '/order-summaries');
  });

  it("waits for the invoice's fields before judging them", async () => {
    const { hook, fill } = renderCheckout();
    fill({ ...GIULIA_CHECKOUT, wantsInvoice: true });
    await submitFrom(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual({
      invoiceKind: 'Attendi il caricamento dei campi della fattura.',
    });
    expect(readDraft()).toBeNull();
  });

  it("once the invoice's fields loaded, judges them by their own rules", async () => {
    invoice.check = invoiceErrors;
    const { hook, fill } = renderCheckout();
    fill({ ...GIULIA_CHECKOUT, wantsInvoice: true, invoiceTaxCode: '' });
    await submitFrom(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual(
      invoiceErrors({ ...GIULIA_CHECKOUT, wantsInvoice: true }),
    );
    expect(hook.result.current.form.errors.invoiceTaxCode).toBe(MESSAGES.required);

    fill({ invoiceTaxCode: 'RSSMRA85T10A562S' });
    await submitFrom(hook.result.current.onSubmit);
    expect(hook.result.current.form.errors).toEqual({});
    expect(window.location.pathname).toBe('/order-summaries');
  });

  it('fills in a saved address, and its e-mail only where none was typed', () => {
    const { hook, fill } = renderCheckout();
    const address = GIULIA_HOME;
    act(() => hook.result.current.pickSaved({ ...address, email: 'giulia@example.it' }));
    expect(hook.result.current.form.values).toEqual({
      ...EMPTY_CHECKOUT,
      ...address,
      email: 'giulia@example.it',
    });

    fill({ email: 'altro@example.it' });
    act(() => hook.result.current.pickSaved({ city: 'Torino', email: 'giulia@example.it' }));
    expect(hook.result.current.form.values).toMatchObject({
      city: 'Torino',
      email: 'altro@example.it',
    });
  });

  it('records the take-back of an old device', () => {
    const { hook } = renderCheckout();
    act(() => hook.result.current.chooseTakeBack(true));
    expect(hook.result.current.form.values.raeeTakeBack).toBe(true);
    act(() => hook.result.current.chooseTakeBack(false));
    expect(hook.result.current.form.values.raeeTakeBack).toBe(false);
  });
});
