import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { CartPage } from '../../web/cart/CartPage';
import { cart, useCart } from '../../web/cart/cart-store';
import { COVER } from './cart-fixtures';
import { renderRoutes } from './render';
import { workerClient } from './worker-client';

/** The Worker's totals for the cover, with the line as the catalogue now has it. */
function totals(line: { quantity: number; requestedQuantity: number; status: string }) {
  const subtotal = 4_900 * line.quantity;
  return {
    data: {
      cartTotals: {
        itemCount: line.quantity,
        subtotal,
        shipping: 1_500,
        taxes: Math.round(subtotal * 0.22),
        total: subtotal + 1_500 + Math.round(subtotal * 0.22),
        lines: [{ productId: '9', color: null, size: null, unitPrice: 4_900, ...line }],
        raeeTakeBackOffered: false,
      },
    },
  };
}

let quantities: number[] = [];
function CartProbe() {
  quantities = useCart().lines.map((line) => line.quantity);
  return null;
}

function openCart(answer: Parameters<typeof workerClient>[0]) {
  const worker = workerClient(answer);
  renderRoutes(
    [
      {
        path: '/shopping-cart',
        element: (
          <>
            <CartPage />
            <CartProbe />
          </>
        ),
      },
    ],
    '/shopping-cart',
    worker.client,
  );
}

const checkoutLink = () => screen.getByRole('link', { name: 'Procedi al checkout' });

describe('the cart page', () => {
  beforeEach(() => act(() => cart.clear()));

  it('says the cart is empty and offers the shop', () => {
    openCart(() => ({}));
    expect(screen.getByRole('heading', { name: 'Il carrello è vuoto' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai allo shop' })).toBeTruthy();
  });

  it('brings a quantity down to the stock the Worker reports, and says so', async () => {
    act(() => cart.add(COVER, 3));
    openCart((_, variables) => {
      const asked = (variables.lines as { quantity: number }[])[0]?.quantity ?? 0;
      return totals({ quantity: 1, requestedQuantity: asked, status: asked > 1 ? 'CAPPED' : 'OK' });
    });
    expect(
      await screen.findByText('Di Cover MagSafe ne resta solo 1: abbiamo aggiornato la quantità.'),
    ).toBeTruthy();
    await waitFor(() => expect(quantities).toEqual([1]));
    expect(checkoutLink().getAttribute('aria-disabled')).toBe('false');
  });

  it('closes the way to checkout while a product is no longer sold', async () => {
    act(() => cart.add(COVER, 1));
    openCart(() => totals({ quantity: 0, requestedQuantity: 1, status: 'OUT_OF_STOCK' }));
    expect(await screen.findByText('Cover MagSafe non è più disponibile.')).toBeTruthy();
    expect(screen.getByText('Rimuovi i prodotti non disponibili per procedere.')).toBeTruthy();
    expect(checkoutLink().getAttribute('aria-disabled')).toBe('true');
    expect(quantities).toEqual([1]);
  });
});
