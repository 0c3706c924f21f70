import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavoriteToggle } from '../../web/account/useFavoriteToggle';
import { showToast } from '../../web/ui/toast';
import { heldWorker, offline, refused, renderAt, resetSession, session } from './account-fixtures';
import { type Answer, workerClient } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);
vi.mock('../../web/ui/toast', async (original) => {
  const toast = await original<typeof import('../../web/ui/toast')>();
  return { ...toast, showToast: vi.fn(toast.showToast) };
});

const SHOP = '/shop?q=cover';

/** The account's saved ids as the Worker lists them, and its answer to a change. */
const worker =
  (saved: string[], changed: () => Answer = () => ({})) =>
  (name: string): Answer =>
    name === 'FavoriteIds'
      ? { data: { me: { id: 'u1', favorites: saved.map((id) => ({ id })) } } }
      : changed();

const FAVORITES = (productId: string) => ({ id: 'u1', favorites: [{ id: productId }] });

function renderHeart(answer: ReturnType<typeof worker>) {
  const fake = workerClient(answer);
  const { hook } = renderAt(() => useFavoriteToggle('p1', 'Cover Uno'), {
    worker: fake,
    path: SHOP,
  });
  return { hook, changes: () => fake.asked.filter((asked) => asked.name !== 'FavoriteIds') };
}

/** Presses the heart as the button does, and waits for the Worker's answer. */
const press = (hook: ReturnType<typeof renderHeart>['hook']) =>
  act(() => hook.result.current.toggle());

beforeEach(resetSession);

describe('useFavoriteToggle', () => {
  it.each([
    ['is saved', ['p1'], true],
    ['is not saved', ['p2'], false],
  ])("shows the product as the server's list says: it %s", async (_, saved, active) => {
    const { hook } = renderHeart(worker(saved));
    await waitFor(() => expect(hook.result.current.active).toBe(active));
    expect(hook.result.current.busy).toBe(false);
  });

  it('saves a product, says so and offers the favourites', async () => {
    const { hook, changes } = renderHeart(
      worker([], () => ({ data: { addFavorite: FAVORITES('p1') } })),
    );
    await press(hook);
    expect(changes()).toEqual([{ name: 'AddFavorite', variables: { productId: 'p1' } }]);
    expect(showToast).toHaveBeenCalledExactlyOnceWith('Cover Uno è nei tuoi preferiti.', {
      label: 'Vedi i preferiti',
      to: '/profilo/preferiti',
    });
    expect(hook.result.current.active).toBe(true);
  });

  it('removes a saved product and says so', async () => {
    const { hook, changes } = renderHeart(
      worker(['p1'], () => ({ data: { removeFavorite: { id: 'u1', favorites: [] } } })),
    );
    await waitFor(() => expect(hook.result.current.active).toBe(true));
    await press(hook);
    expect(changes()).toEqual([{ name: 'RemoveFavorite', variables: { productId: 'p1' } }]);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'Cover Uno non è più nei preferiti.',
      undefined,
    );
    expect(hook.result.current.active).toBe(false);
  });

  it.each([
    ['refuses', refused('BAD_USER_INPUT', 'Puoi salvare al massimo 100 preferiti.')],
    ['cannot be reached', offline],
  ])('goes back to what the server says and asks to retry when it %s', async (_, answer) => {
    const { hook } = renderHeart(worker([], answer));
    await press(hook);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'Non siamo riusciti ad aggiornare i preferiti. Riprova.',
    );
    expect(hook.result.current).toMatchObject({ active: false, busy: false });
  });

  it('shows the choice at once, busy until answered, over a list that was on its way', async () => {
    const held = heldWorker(worker([], () => ({ data: { addFavorite: FAVORITES('p1') } })));
    const { hook } = renderAt(() => useFavoriteToggle('p1', 'Cover Uno'), { worker: held });
    act(() => {
      void hook.result.current.toggle();
    });
    expect(hook.result.current).toMatchObject({ active: true, busy: true });
    expect(showToast).not.toHaveBeenCalled();

    // The list asked before the press answers after it, still without the product.
    await act(async () => held.release());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(held.asked.map((asked) => asked.name)).toContain('FavoriteIds');
    expect(hook.result.current.active).toBe(true);
  });

  it('sends one change when pressed twice before the answer', async () => {
    const held = heldWorker(worker([], () => ({ data: { addFavorite: FAVORITES('p1') } })));
    const { hook } = renderAt(() => useFavoriteToggle('p1', 'Cover Uno'), { worker: held });
    act(() => {
      void hook.result.current.toggle();
      void hook.result.current.toggle();
    });
    await act(async () => held.release());
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(held.asked.filter((asked) => asked.name === 'AddFavorite')).toHaveLength(1);
    expect(showToast).toHaveBeenCalledOnce();
    expect(hook.result.current.active).toBe(true);
  });

  it('asks a signed-out visitor to sign in and come back here, sending nothing', async () => {
    session.user = null;
    const fake = workerClient(worker(['p1']));
    const { hook } = renderAt(() => useFavoriteToggle('p1', 'Cover Uno'), {
      worker: fake,
      path: SHOP,
    });
    await press(hook);
    expect(showToast).toHaveBeenCalledExactlyOnceWith(
      'Accedi per salvare i prodotti nei preferiti.',
      { label: 'Accedi', to: '/login?redirect=%2Fshop%3Fq%3Dcover' },
    );
    expect(fake.asked).toEqual([]);
    expect(hook.result.current.active).toBe(false);
  });
});
