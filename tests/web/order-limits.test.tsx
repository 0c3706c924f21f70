import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartLineItem } from '../../web/cart/CartLineItem';
import { cart, useCart } from '../../web/cart/cart-store';
import { OrderExpiry } from '../../web/orders/OrderExpiry';
import { staffDeadline } from '../../web/orders/staff/staff-deadline';

const iphone = {
  id: 1,
  name: 'iPhone 15 Pro',
  brand: 'Apple',
  price: 119900,
  originalPrice: null,
  image: '/images/products/iphone.svg',
  inStock: true,
  stock: 12,
};

function Cart() {
  return (
    <ul>
      {useCart().lines.map((line) => (
        <CartLineItem key={`${line.selectedColor}`} line={line} />
      ))}
    </ul>
  );
}

describe('the cart at the per-order cap', () => {
  beforeEach(() => cart.clear());

  it('stops at 5 units of a product over its colours, and says why', () => {
    act(() => {
      cart.add({ ...iphone, selectedColor: 'Titanio blu' }, 3);
      cart.add({ ...iphone, selectedColor: 'Titanio nero' }, 4);
    });
    render(<Cart />);
    const more = screen.getAllByRole('button', { name: /Aumenta la quantità/ });
    expect(more.map((button) => (button as HTMLButtonElement).disabled)).toEqual([true, true]);
    expect(screen.getAllByText('Massimo 5 pezzi per prodotto in ogni ordine.')).toHaveLength(2);
    expect(
      screen.getAllByRole('spinbutton').map((input) => (input as HTMLInputElement).value),
    ).toEqual(['3', '2']);
  });

  it('says nothing while there is room', () => {
    act(() => cart.add(iphone, 2));
    render(<Cart />);
    expect(screen.queryByText(/Massimo 5 pezzi/)).toBeNull();
  });
});

describe('the expiry of an unpaid order', () => {
  it('gives the Italian date and time in Rome by which the transfer must arrive', () => {
    render(
      <OrderExpiry order={{ paymentMethod: 'BONIFICO', expiresAt: '2026-12-03T13:30:00.000Z' }} />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      "Se il bonifico non arriva entro il 3 dicembre 2026 alle ore 14:30, l'ordine sarà annullato e i prodotti torneranno disponibili.",
    );
  });

  it('gives the collection deadline, and nothing for an order that is not held', () => {
    const { rerender } = render(
      <OrderExpiry order={{ paymentMethod: 'RITIRO', expiresAt: '2026-07-10T08:00:00.000Z' }} />,
    );
    expect(screen.getByRole('note').textContent).toBe(
      "Ritira l'ordine in negozio entro il 10 luglio 2026 alle ore 10:00: dopo sarà annullato e i prodotti torneranno disponibili.",
    );
    rerender(<OrderExpiry order={{ paymentMethod: 'CONTRASSEGNO', expiresAt: null }} />);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('gives the staff, and only them, the date by which cash on delivery must ship', () => {
    const order = { paymentMethod: 'CONTRASSEGNO', expiresAt: '2026-12-03T13:30:00.000Z' } as const;
    const { rerender } = render(<OrderExpiry order={order} />);
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<OrderExpiry order={order} deadline={staffDeadline} />);
    expect(screen.getByRole('note').textContent).toBe(
      "Contrassegno da spedire entro il 3 dicembre 2026 alle ore 14:30: dopo l'ordine sarà annullato automaticamente e i prodotti torneranno disponibili.",
    );
  });
});
