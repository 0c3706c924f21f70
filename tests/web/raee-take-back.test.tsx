import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { raeeTakeBackNote } from '../../schema/rules/raee';
import { cart } from '../../web/cart/cart-store';
import { CheckoutPage } from '../../web/checkout/CheckoutPage';
import { EMPTY_CHECKOUT, readDraft, saveDraft } from '../../web/checkout/checkout-draft';
import { RaeeTakeBackField } from '../../web/checkout/RaeeTakeBackField';
import { answeringClient, renderRoutes } from './render';

const IPHONE = {
  id: 1,
  name: 'iPhone 15 Pro',
  brand: 'Apple',
  price: 129900,
  originalPrice: null,
  image: '/images/products/iphone.svg',
  inStock: true,
  stock: 10,
};

/** The Worker's cartTotals for one iPhone, saying whether the take-back is offered. */
function cartTotals(raeeTakeBackOffered: boolean) {
  return {
    CartTotals: {
      cartTotals: {
        itemCount: 1,
        subtotal: 129900,
        shipping: 0,
        taxes: 28578,
        total: 158478,
        lines: [
          {
            productId: '1',
            color: null,
            size: null,
            quantity: 1,
            requestedQuantity: 1,
            unitPrice: 129900,
            status: 'OK',
          },
        ],
        raeeTakeBackOffered,
      },
    },
  };
}

/** A form filled in earlier in the visit, as the summary's «Modifica» brings it back. */
const FILLED = {
  ...EMPTY_CHECKOUT,
  email: 'laura.conti@example.it',
  phone: '+39 347 555 1234',
  firstName: 'Laura',
  lastName: 'Conti',
  street: 'Corso Buenos Aires 45',
  postalCode: '20124',
  city: 'Milano',
  province: 'MI',
  paymentMethod: 'contrassegno',
  acceptTerms: true,
};

const CHOICE = /Ritiro gratuito dell’usato \(RAEE\)/;

function field(offered: boolean, props: { paymentMethod?: string; checked?: boolean } = {}) {
  const onChange = vi.fn();
  const { client, asked } = answeringClient(cartTotals(offered));
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <RaeeTakeBackField
            lines={[{ ...IPHONE, quantity: 1, selectedColor: null, selectedSize: null }]}
            paymentMethod={props.paymentMethod ?? 'bonifico'}
            checked={props.checked ?? false}
            onChange={onChange}
          />
        ),
      },
    ],
    '/',
    client,
  );
  return { onChange, asked };
}

describe('the RAEE take-back at checkout', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    act(() => {
      cart.clear();
      cart.add(IPHONE, 1);
    });
  });

  it('offers it when the Worker says the cart qualifies, and takes the choice into the draft', async () => {
    saveDraft(FILLED);
    const user = userEvent.setup();
    const { client } = answeringClient(cartTotals(true));
    const { current } = renderRoutes(
      [
        { path: '/checkout-forms', element: <CheckoutPage /> },
        { path: '/order-summaries', element: <p>Riepilogo</p> },
      ],
      '/checkout-forms',
      client,
    );
    const choice = await screen.findByLabelText(CHOICE);
    expect(screen.getByRole('heading', { name: 'Ritiro dell’usato' })).toBeDefined();
    await user.click(choice);
    await user.click(screen.getByRole('button', { name: /Continua al riepilogo/ }));
    await waitFor(() => expect(current().pathname).toBe('/order-summaries'));
    expect(readDraft()?.fields.raeeTakeBack).toBe(true);
  });

  it('shows nothing when no line of the cart qualifies', async () => {
    const { asked } = field(false);
    await waitFor(() => expect(asked.map((operation) => operation.name)).toContain('CartTotals'));
    expect(screen.queryByLabelText(CHOICE)).toBeNull();
    expect(screen.queryByText('Ritiro dell’usato')).toBeNull();
  });

  it('drops a choice left from a cart that no longer qualifies', async () => {
    const { onChange } = field(false, { checked: true });
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(false));
  });

  it('says where the old device is handed over: at the door, or at the counter', async () => {
    field(true, { paymentMethod: 'contrassegno' });
    expect(
      await screen.findByText(raeeTakeBackNote('contrassegno'), { exact: false }),
    ).toBeDefined();
  });

  it('says the counter for a collection in the shop, and links the terms', async () => {
    field(true, { paymentMethod: 'ritiro' });
    expect(await screen.findByText(raeeTakeBackNote('ritiro'), { exact: false })).toBeDefined();
    expect(
      screen.getByRole('link', { name: /Come funziona il ritiro dell’usato/ }).getAttribute('href'),
    ).toBe('/condizioni-di-vendita#ritiro-raee');
  });
});
