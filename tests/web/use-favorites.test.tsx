import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useFavorites } from '../../web/account/useFavorites';
import { offline, renderAnswering, renderFirstSignIn, resetSession } from './account-fixtures';
import type { Answer } from './worker-client';

vi.mock('../../web/account/auth', async (original) =>
  (await import('./account-fixtures')).fakeAuth(await original()),
);

const cover = {
  id: 'p1',
  name: 'Cover Uno',
  brand: 'RiparoLab',
  price: 1_990,
  originalPrice: null,
  images: [],
  mainPhoto: null,
  inStock: true,
  stock: 4,
  rating: 4.5,
  reviews: 2,
};

const renderFavorites = (answer: () => Answer) => renderAnswering(useFavorites, answer);

beforeEach(resetSession);

describe('useFavorites', () => {
  it('reads the saved products', async () => {
    const { hook, asked } = renderFavorites(() => ({
      data: { me: { id: 'u1', favorites: [cover] } },
    }));
    await waitFor(() => expect(hook.result.current.favorites).toEqual([cover]));
    expect(hook.result.current.failed).toBe(false);
    expect(asked[0]).toEqual({ name: 'MyFavorites', variables: {} });
  });

  it('gives an empty list when none is saved', async () => {
    const { hook } = renderFavorites(() => ({ data: { me: { id: 'u1', favorites: [] } } }));
    await waitFor(() => expect(hook.result.current.favorites).toEqual([]));
  });

  it('says they failed, and reads them again on retry', async () => {
    let answer = offline;
    const { hook, asked } = renderFavorites(() => answer());
    await waitFor(() => expect(hook.result.current.failed).toBe(true));
    expect(hook.result.current.favorites).toBeUndefined();

    const before = asked.length;
    answer = () => ({ data: { me: { id: 'u1', favorites: [cover] } } });
    act(() => hook.result.current.retry());
    await waitFor(() => expect(hook.result.current.favorites).toEqual([cover]));
    expect(hook.result.current.failed).toBe(false);
    expect(asked.length).toBeGreaterThan(before);
  });

  it('reads the favourites again once a first sign-in has made its profile', async () => {
    const { hook, signIn } = await renderFirstSignIn(useFavorites, {
      id: 'u1',
      favorites: [cover],
    });
    expect(hook.result.current.favorites).toBeUndefined();
    await signIn();
    await waitFor(() => expect(hook.result.current.favorites).toEqual([cover]));
    expect(hook.result.current.failed).toBe(false);
  });
});
