import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cart } from '../../web/cart/cart-store';
import { readDraft } from '../../web/checkout/checkout-draft';
import { OrderSummaryPage } from '../../web/checkout/OrderSummaryPage';
import { tokenFor } from '../../web/orders/guest-orders';
import { COVER } from './cart-fixtures';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const FIELDS = {
  email: 'giulia@example.it',
  firstName: 'Giulia',
  lastName: 'Bianchi',
  phone: '3471234567',
  street: 'Via Roma 1',
  postalCode: '20121',
  city: 'Milano',
  province: 'mi',
  paymentMethod: 'bonifico',
  notes: '',
  acceptTerms: true,
};

function saveCheckout(fields: Record<string, unknown> = FIELDS) {
  window.sessionStorage.setItem('checkout', JSON.stringify({ fields, idempotencyKey: 'key-1' }));
}

function openSummary(placeOrder: () => Answer) {
  const worker = workerClient((name) =>
    name === 'PlaceOrder' ? placeOrder() : { data: undefined },
  );
  const view = renderRoutes(
    [
      { path: '/order-summaries', element: <OrderSummaryPage /> },
      { path: '/order/:id', element: <p>Ordine</p> },
    ],
    '/order-summaries',
    worker.client,
  );
  const placings = () => worker.asked.filter((asked) => asked.name === 'PlaceOrder');
  return { ...view, placings };
}

const confirmButton = () => screen.getByRole('button', { name: /Ordine con obbligo di pagamento/ });

describe('the order summary', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    act(() => cart.clear());
  });

  it('places the order once, forgets cart and draft, and opens the order', async () => {
    act(() => cart.add(COVER, 2));
    saveCheckout();
    const { current, placings } = openSummary(() => ({
      data: {
        placeOrder: { accessToken: 'tok-1', order: { id: 'ord-1', number: 'RL-0001' } },
      },
    }));
    expect(screen.getByText('20121 Milano (MI)')).toBeTruthy();
    fireEvent.click(confirmButton());
    await act(async () => {});
    expect(placings()).toHaveLength(1);
    expect(placings()[0]?.variables).toMatchObject({
      idempotencyKey: 'key-1',
      input: {
        paymentMethod: 'BONIFICO',
        invoice: null,
        notes: null,
        lines: [{ productId: '9', quantity: 2, color: null, size: null }],
      },
    });
    expect(current().pathname).toBe('/order/ord-1');
    expect(readDraft()).toBeNull();
    expect(tokenFor('ord-1', null)).toBe('tok-1');
  });

  it('shows the Worker’s Italian refusal and keeps cart and draft for another try', async () => {
    act(() => cart.add(COVER, 2));
    saveCheckout();
    const refusal = 'Cover MagSafe: ne restano solo 1.';
    const { current } = openSummary(() => ({
      errors: [{ message: refusal, extensions: { code: 'OUT_OF_STOCK' } }],
    }));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain(refusal);
    expect(current().pathname).toBe('/order-summaries');
    expect(readDraft()?.idempotencyKey).toBe('key-1');
    expect(screen.getByRole('link', { name: 'Torna al carrello' })).toBeTruthy();
  });

  it('says the order was not sent, and will not be duplicated, when the Worker failed', async () => {
    act(() => cart.add(COVER, 1));
    saveCheckout();
    openSummary(() => ({
      errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    }));
    fireEvent.click(confirmButton());
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Non siamo riusciti a inviare l’ordine. Controlla la connessione e riprova: non verrà duplicato.',
    );
  });

  it('sends to the form when there is no checkout data, and to the shop with an empty cart', () => {
    act(() => cart.add(COVER, 1));
    const first = openSummary(() => ({}));
    expect(screen.getByText('Mancano i dati per la spedizione e il pagamento.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Compila i dati' })).toBeTruthy();
    first.unmount();
    act(() => cart.clear());
    saveCheckout();
    openSummary(() => ({}));
    expect(
      screen.getByText('Il carrello è vuoto: non c’è nessun ordine da confermare.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai allo shop' })).toBeTruthy();
  });
});
