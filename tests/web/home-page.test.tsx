import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomePage } from '../../web/catalogue/HomePage';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

const HOME = {
  data: {
    categories: [{ __typename: 'Category', id: 'laptop', name: 'Laptop', icon: 'laptop' }],
    bestsellers: [],
  },
};

function openHome(answer: () => Answer) {
  const worker = workerClient(answer);
  renderRoutes([{ path: '/', element: <HomePage /> }], '/', worker.client);
  return worker;
}

describe('the home page', () => {
  it('links each category into the shop', async () => {
    openHome(() => HOME);
    const tile = await screen.findByRole('link', { name: 'Laptop' });
    expect(tile.getAttribute('href')).toBe('/shop?category=laptop');
  });

  it('offers to try again when the bestsellers did not arrive, then shows them', async () => {
    let failing = true;
    const worker = openHome(() =>
      failing
        ? { errors: [{ message: 'x', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : HOME,
    );
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Non siamo riusciti a caricare i prodotti')).toBeTruthy();
    failing = false;
    const asked = worker.asked.length;
    fireEvent.click(within(alert).getByRole('button', { name: /Riprova/ }));
    expect(await screen.findByRole('link', { name: 'Laptop' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(worker.asked.length).toBe(asked + 1);
  });
});
