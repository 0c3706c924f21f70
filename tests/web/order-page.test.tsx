import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP } from '../../schema/shop';
import { OrderPage } from '../../web/orders/OrderPage';
import { orderDetails } from './order-fixtures';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

function buyerOrder(overrides: Record<string, unknown> = {}) {
  return orderDetails('RL-2026-000321', {
    id: 'ord-1',
    status: 'IN_ATTESA_DI_PAGAMENTO',
    shipping: 1_500,
    total: 13_700,
    events: [{ status: 'IN_ATTESA_DI_PAGAMENTO', note: null, at: '2026-03-02T10:00:00.000Z' }],
    reviewLink: null,
    ...overrides,
  });
}

/** The order page at /order/ord-1 over a fake Worker answering its query. */
function renderOrder(answer: () => Answer) {
  const worker = workerClient((name) =>
    name === 'OrderPage' ? answer() : { data: { order: null } },
  );
  renderRoutes([{ path: '/order/:id', element: <OrderPage /> }], '/order/ord-1', worker.client);
  return worker;
}

const found =
  (overrides: Record<string, unknown> = {}) =>
  () => ({
    data: { order: buyerOrder(overrides) },
  });

describe("the buyer's order page", () => {
  it('gives the bank details for a transfer, with the amount and the reference', async () => {
    const worker = renderOrder(found());
    expect(await screen.findByRole('heading', { name: 'Ordine RL-2026-000321' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Come pagare con bonifico' })).toBeTruthy();
    expect(screen.getByText(SHOP.bank.iban)).toBeTruthy();
    expect(screen.getByText('Ordine RL-2026-000321', { selector: 'dd' })).toBeTruthy();
    expect(worker.asked[0]).toEqual({ name: 'OrderPage', variables: { id: 'ord-1', token: null } });
  });

  it('tells cash on delivery to pay the courier, and shows the parcel while it travels', async () => {
    renderOrder(
      found({
        paymentMethod: 'CONTRASSEGNO',
        status: 'SPEDITO',
        carrier: 'BRT',
        trackingNumber: 'TRK-9',
        trackingUrl: 'https://brt.example/TRK-9',
      }),
    );
    expect(await screen.findByText(/al corriere alla consegna\./)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Come pagare con bonifico' })).toBeNull();
    expect(screen.getByText('TRK-9')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Segui la spedizione/ }).getAttribute('href')).toBe(
      'https://brt.example/TRK-9',
    );
  });

  it('says a collection is ready once announced, and asks for payment in the shop', async () => {
    renderOrder(
      found({
        paymentMethod: 'RITIRO',
        status: 'IN_PREPARAZIONE',
        shipping: 0,
        readyForPickupAt: '2026-03-03T10:00:00.000Z',
      }),
    );
    expect(await screen.findByText(/paghi al ritiro/)).toBeTruthy();
    expect(screen.getByText(/Il tuo ordine è pronto: ti aspettiamo in negozio/)).toBeTruthy();
  });

  it('keeps the parcel and the pickup note off an order still awaiting payment', async () => {
    renderOrder(found({ carrier: 'BRT', readyForPickupAt: '2026-03-03T10:00:00.000Z' }));
    await screen.findByRole('heading', { name: 'Ordine RL-2026-000321' });
    expect(screen.queryByText(/Corriere: BRT/)).toBeNull();
    expect(screen.queryByText(/Il tuo ordine è pronto/)).toBeNull();
  });

  it('answers an order this visitor may not open with "Ordine non trovato"', async () => {
    renderOrder(() => ({ data: { order: null } }));
    expect(await screen.findByRole('heading', { name: 'Ordine non trovato' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'I miei ordini' }).getAttribute('href')).toBe(
      '/order-history',
    );
  });

  it('says in Italian when the order failed to load, and tries again on request', async () => {
    let failing = true;
    const worker = renderOrder(() =>
      failing
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : found()(),
    );
    expect(
      await screen.findByRole('heading', { name: "Non siamo riusciti a caricare l'ordine" }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('heading', { name: 'Ordine RL-2026-000321' })).toBeTruthy();
    await waitFor(() => expect(worker.asked.length).toBeGreaterThan(1));
  });
});
