import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AddressesPage } from '../../web/account/AddressesPage';
import { Toaster } from '../../web/ui/toast';
import { heldWorker } from './account-fixtures';
import { renderRoutes } from './render';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/account/auth', async (original) => ({
  ...(await original<typeof import('../../web/account/auth')>()),
  useAuth: () => ({
    user: { uid: 'u1', email: 'chiara@example.it', emailVerified: true },
    displayName: 'chiara',
    initials: 'C',
  }),
}));

const home = {
  id: 'a1',
  label: 'Casa',
  firstName: 'Chiara',
  lastName: 'Neri',
  phone: '3331234567',
  street: 'Via Roma 10',
  postalCode: '20121',
  city: 'Milano',
  province: 'MI',
  isDefault: true,
};
const office = { ...home, id: 'a2', label: null, street: 'Corso Como 5', isDefault: false };

const MOVES = ['SaveAddress', 'DeleteAddress', 'DefaultAddress'];

/** The addresses page over a fake Worker: the addresses it holds, and how it answers a change. */
function renderPage(addresses: () => unknown[] | Answer, changed: () => Answer = () => ({})) {
  const worker = workerClient((name) => {
    if (name !== 'MyAddresses') return changed();
    const list = addresses();
    return Array.isArray(list) ? { data: { me: { id: 'u1', addresses: list } } } : list;
  });
  renderRoutes(
    [
      {
        path: '/profilo/indirizzi',
        element: (
          <>
            <AddressesPage />
            <Toaster />
          </>
        ),
      },
    ],
    '/profilo/indirizzi',
    worker.client,
  );
  return {
    moves: () => worker.asked.filter((asked) => MOVES.includes(asked.name)),
    loads: () => worker.asked.filter((asked) => asked.name === 'MyAddresses').length,
  };
}

const saved = () => screen.findByRole('list', { name: 'Indirizzi salvati' });

describe('the saved addresses', () => {
  it('lists them with the default marked, the unnamed one by its person', async () => {
    renderPage(() => [home, office]);
    const cards = within(await saved()).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual([
      'Casa',
      'Chiara Neri',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Predefinito')).toBeTruthy();
    expect(
      within(cards[0] as HTMLElement).queryByRole('button', { name: /Rendi predefinito/ }),
    ).toBeNull();
  });

  it('says what the first address becomes when there is none', async () => {
    renderPage(() => []);
    expect(await screen.findByText(/Non hai ancora salvato indirizzi/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aggiungi un indirizzo' }));
    expect(screen.getByRole('heading', { name: 'Nuovo indirizzo' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Usa come indirizzo predefinito' })).toHaveProperty(
      'checked',
      true,
    );
  });

  it('saves a changed address with its id, says so and closes the form', async () => {
    const { moves, loads } = renderPage(
      () => [home],
      () => ({ data: { saveAddress: { ...home, city: 'Monza', province: 'MB' } } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Via Roma 10' }));
    const loaded = loads();
    fireEvent.input(screen.getByRole('textbox', { name: /Città/ }), {
      target: { value: 'Monza' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Indirizzo aggiornato.')).toBeTruthy();
    expect(moves().map((asked) => asked.variables)).toEqual([
      {
        id: 'a1',
        makeDefault: true,
        input: {
          label: 'Casa',
          firstName: 'Chiara',
          lastName: 'Neri',
          phone: '3331234567',
          street: 'Via Roma 10',
          postalCode: '20121',
          city: 'Monza',
          province: 'MI',
        },
      },
    ]);
    expect(screen.queryByRole('heading', { name: 'Modifica indirizzo' })).toBeNull();
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
  });

  it("keeps the form open with the Worker's field message when it refuses the address", async () => {
    const { loads } = renderPage(
      () => [home],
      () => ({
        errors: [
          {
            message: 'Controlla i campi evidenziati.',
            extensions: { code: 'BAD_USER_INPUT', fields: { city: 'Città non valida.' } },
          } as Answer['errors'] extends (infer E)[] | undefined ? E : never,
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Via Roma 10' }));
    const loaded = loads();
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    expect(await screen.findByText('Città non valida.')).toBeTruthy();
    expect(screen.getByText('Controlla i campi evidenziati.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Modifica indirizzo' })).toBeTruthy();
    expect(loads()).toBe(loaded);
  });

  it('makes another address the default and deletes one, reloading the list each time', async () => {
    const { moves, loads } = renderPage(
      () => [home, office],
      () => ({ data: { setDefaultAddress: { id: 'a2', isDefault: true }, deleteAddress: true } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Rendi predefinito Corso Como 5' }));
    const loaded = loads();
    await waitFor(() => expect(loads()).toBeGreaterThan(loaded));
    fireEvent.click(screen.getByRole('button', { name: 'Elimina Corso Como 5' }));
    expect(await screen.findByText('Indirizzo eliminato.')).toBeTruthy();
    expect(moves()).toEqual([
      { name: 'DefaultAddress', variables: { id: 'a2' } },
      { name: 'DeleteAddress', variables: { id: 'a2' } },
    ]);
  });

  it('offers to retry when the addresses failed to load', async () => {
    let failing = true;
    renderPage(() =>
      failing
        ? { errors: [{ message: 'boom', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] }
        : [home],
    );
    const retry = await screen.findByRole('button', { name: /Riprova/ });
    failing = false;
    fireEvent.click(retry);
    expect(await saved()).toBeTruthy();
  });

  it('holds every delete and default while one is on its way', async () => {
    const worker = heldWorker((name) =>
      name === 'MyAddresses'
        ? { data: { me: { id: 'u1', addresses: [home, office] } } }
        : { data: { deleteAddress: true } },
    );
    renderRoutes(
      [{ path: '/profilo/indirizzi', element: <AddressesPage /> }],
      '/profilo/indirizzi',
      worker.client,
    );
    worker.release();
    const card = within(await saved()).getAllByRole('listitem')[1] as HTMLElement;
    const remove = within(card).getByRole('button', { name: 'Elimina Corso Como 5' });
    fireEvent.click(remove);
    await waitFor(() => expect(remove).toHaveProperty('disabled', true));
    fireEvent.click(remove);
    expect(
      within(card).getByRole('button', { name: 'Rendi predefinito Corso Como 5' }),
    ).toHaveProperty('disabled', true);

    worker.release();
    await waitFor(() => expect(remove).toHaveProperty('disabled', false));
    expect(worker.asked.filter((asked) => asked.name === 'DeleteAddress')).toHaveLength(1);
  });
});
