import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cart } from '../../web/cart/cart-store';
import { CheckoutPage } from '../../web/checkout/CheckoutPage';
import { OrderPage } from '../../web/orders/OrderPage';
import { COVER } from './cart-fixtures';
import { orderDetails } from './order-fixtures';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const CLOSES = '2026-03-02T11:00:00.000Z';

function onlineOrder(status: string, payable: boolean) {
  return orderDetails('RL-2026-000400', {
    id: 'ord-9',
    status,
    paymentMethod: 'ONLINE',
    onlinePayment: { payable, closesAt: CLOSES },
    events: [{ status: 'IN_ATTESA_DI_PAGAMENTO', note: null, at: '2026-03-02T10:00:00.000Z' }],
    reviewLink: null,
  });
}

/** The order page at `path` over a fake Worker: the order as `order` says, payOrder as `pay` does. */
function renderOnline(
  path: string,
  order: () => unknown,
  pay: () => Answer = () => ({ data: {} }),
) {
  const worker = workerClient((name) =>
    name === 'OrderPage' ? { data: { order: order() } } : pay(),
  );
  window.history.replaceState(null, '', path);
  renderRoutes(
    [{ path: '/order/:id', element: <OrderPage /> }],
    path.replace(/\?.*$/, ''),
    worker.client,
  );
  return worker;
}

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('an online payment on the order page', () => {
  it('offers «Paga ora» while the page is open, and asks for the page to send the buyer to', async () => {
    const worker = renderOnline(
      '/order/ord-9',
      () => onlineOrder('IN_ATTESA_DI_PAGAMENTO', true),
      () => ({ data: { payOrder: { url: 'http://127.0.0.1:8792/pay/cs_test_1' } } }),
    );
    expect(await screen.findByRole('heading', { name: 'Pagamento da completare' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Paga ora' }));
    await waitFor(() =>
      expect(worker.asked).toContainEqual({
        name: 'PayOrder',
        variables: { id: 'ord-9', token: null },
      }),
    );
  });

  it('never says paid on the way back from paying, before Stripe confirms', async () => {
    renderOnline('/order/ord-9?pagamento=ok', () => onlineOrder('IN_ATTESA_DI_PAGAMENTO', true));
    expect(
      await screen.findByRole('heading', { name: 'Stiamo verificando il pagamento' }),
    ).toBeTruthy();
    expect(screen.queryByText(/Pagamento ricevuto/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Paga ora' })).toBeNull();
  });

  it('says a refused payment charged nothing and can be tried again', async () => {
    renderOnline('/order/ord-9?pagamento=annullato', () =>
      onlineOrder('IN_ATTESA_DI_PAGAMENTO', true),
    );
    expect(await screen.findByText(/non è andato a buon fine/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Paga ora' })).toBeTruthy();
  });

  it('says paid once the order is, and not paid once it was cancelled', async () => {
    renderOnline('/order/ord-9', () => onlineOrder('PAGATO', false));
    expect(await screen.findByText(/Pagamento ricevuto: hai pagato online/)).toBeTruthy();
  });

  it('says a cancelled online order charged nothing', async () => {
    renderOnline('/order/ord-9', () => onlineOrder('ANNULLATO', false));
    expect(await screen.findByText(/non ti è stato addebitato nulla/)).toBeTruthy();
  });
});

/** The Worker's cartTotals for the one cover in the cart. */
const COVER_TOTALS = {
  cartTotals: {
    itemCount: 1,
    subtotal: COVER.price,
    shipping: 590,
    taxes: 1208,
    total: 6698,
    lines: [
      {
        productId: String(COVER.id),
        color: null,
        size: null,
        quantity: 1,
        requestedQuantity: 1,
        unitPrice: COVER.price,
        status: 'OK',
      },
    ],
    raeeTakeBackOffered: false,
  },
};

describe('the checkout', () => {
  function openCheckout(methods: string[]) {
    act(() => cart.add(COVER, 1));
    const worker = workerClient((name) =>
      name === 'CheckoutPaymentMethods'
        ? { data: { checkoutPaymentMethods: methods } }
        : name === 'CartTotals'
          ? { data: COVER_TOTALS }
          : { data: {} },
    );
    renderRoutes(
      [{ path: '/checkout-forms', element: <CheckoutPage /> }],
      '/checkout-forms',
      worker.client,
    );
  }

  it('offers card, PayPal, Satispay or Klarna when the shop takes them', async () => {
    openCheckout(['BONIFICO', 'CONTRASSEGNO', 'RITIRO', 'ONLINE']);
    expect(
      await screen.findByRole('radio', { name: /Carta, PayPal, Satispay o Klarna/ }),
    ).toBeTruthy();
  });

  it('leaves them out when no payment provider is connected', async () => {
    openCheckout(['BONIFICO', 'CONTRASSEGNO', 'RITIRO']);
    expect(await screen.findByRole('radio', { name: /Bonifico bancario/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Carta, PayPal/ })).toBeNull();
  });
});
