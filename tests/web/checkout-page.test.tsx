import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cart } from '../../web/cart/cart-store';
import { CheckoutPage } from '../../web/checkout/CheckoutPage';
import { readDraft } from '../../web/checkout/checkout-draft';
import { COVER } from './cart-fixtures';
import { renderRoutes } from './render';

function openCheckout() {
  return renderRoutes(
    [
      { path: '/checkout-forms', element: <CheckoutPage /> },
      { path: '/order-summaries', element: <p>Riepilogo</p> },
    ],
    '/checkout-forms',
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.input(screen.getByLabelText(label), { target: { value } });

describe('the checkout form', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    act(() => cart.clear());
  });

  it('sends an empty cart to the shop instead of a form', () => {
    openCheckout();
    expect(
      screen.getByText('Il carrello è vuoto: aggiungi un prodotto per continuare.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai allo shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('button', { name: /Continua al riepilogo/ })).toBeNull();
  });

  it('keeps the buyer on the form with the Italian reasons when fields are missing', () => {
    act(() => cart.add(COVER, 1));
    const { current } = openCheckout();
    fireEvent.click(screen.getByRole('button', { name: /Continua al riepilogo/ }));
    expect(current().pathname).toBe('/checkout-forms');
    expect(screen.getAllByText('Il campo non deve essere vuoto.').length).toBeGreaterThan(3);
    expect(screen.getByText('E obbligatorie accettare Tutte le condizioni.')).toBeTruthy();
    expect(readDraft()).toBeNull();
  });

  it('saves the filled form as a draft and goes on to the summary', () => {
    act(() => cart.add(COVER, 1));
    const { current } = openCheckout();
    type('E-mail', 'giulia@example.it');
    type('Telefono', '3471234567');
    type('Nome', 'Giulia');
    type('Cognome', 'Bianchi');
    type('Indirizzo', 'Via Roma 1');
    type('CAP', '20121');
    type('Città', 'Milano');
    type(/^Provincia/, 'MI');
    const payment = screen.getByRole('group', { name: /Metodo di pagamento/ });
    fireEvent.click(within(payment).getByLabelText(/^Bonifico bancario/));
    fireEvent.click(screen.getByLabelText(/Ho letto e accetto/));
    fireEvent.click(screen.getByRole('button', { name: /Continua al riepilogo/ }));
    expect(current().pathname).toBe('/order-summaries');
    expect(readDraft()?.fields).toMatchObject({
      email: 'giulia@example.it',
      firstName: 'Giulia',
      city: 'Milano',
      province: 'MI',
      paymentMethod: 'bonifico',
      acceptTerms: true,
    });
  });

  it('starts from the draft when the buyer comes back from the summary', () => {
    act(() => cart.add(COVER, 1));
    window.sessionStorage.setItem(
      'checkout',
      JSON.stringify({
        fields: { email: 'torna@example.it', city: 'Torino' },
        idempotencyKey: 'k',
      }),
    );
    openCheckout();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('torna@example.it');
    expect((screen.getByLabelText('Città') as HTMLInputElement).value).toBe('Torino');
  });
});
