import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GUEST_COD_UNITS_MESSAGE } from '../../schema/rules/order-limits';
import { cart } from '../../web/cart/cart-store';
import { CheckoutPage } from '../../web/checkout/CheckoutPage';
import { renderRoutes } from './render';

const AIRPODS = {
  id: 6,
  name: 'AirPods Pro',
  brand: 'Apple',
  price: 27900,
  originalPrice: null,
  image: '/images/products/airpods.svg',
  inStock: true,
  stock: 10,
};

function openCheckout() {
  return renderRoutes(
    [
      { path: '/checkout-forms', element: <CheckoutPage /> },
      { path: '/order-summaries', element: <p>Riepilogo</p> },
    ],
    '/checkout-forms',
  );
}

const paymentGroup = () => screen.getByRole('group', { name: /Metodo di pagamento/ });

/** What a screen reader reads after the group's name: its message. */
function description(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe("a guest's cash on delivery at checkout", () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    act(() => cart.clear());
  });

  it('says, as soon as it is chosen, that a guest pays at most 3 units on delivery', async () => {
    act(() => cart.add(AIRPODS, 4));
    const user = userEvent.setup();
    openCheckout();
    await user.click(screen.getByLabelText(/^Contrassegno/));
    expect(description(paymentGroup())).toBe(GUEST_COD_UNITS_MESSAGE);

    await user.click(screen.getByLabelText(/^Bonifico bancario/));
    expect(description(paymentGroup())).toBe('');
  });

  it('says nothing for 3 units', async () => {
    act(() => cart.add(AIRPODS, 3));
    const user = userEvent.setup();
    openCheckout();
    await user.click(screen.getByLabelText(/^Contrassegno/));
    expect(description(paymentGroup())).toBe('');
  });
});
