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

  // Reported: unlike the overview and "Le mie riparazioni", this query is not read again once a
  // first sign-in's profile is made, so the page keeps its loading cards until reloaded.
  it('stays loading on a first sign-in, after its profile is made', async () => {
    const { hook, asked, signIn } = await renderFirstSignIn(useFavorites, {
      id: 'u1',
      favorites: [cover],
    });
    const reads = () => asked.filter(({ name }) => name === 'MyFavorites').length;
    const before = reads();
    await signIn();
    expect(reads()).toBe(before);
    expect(hook.result.current).toMatchObject({ favorites: undefined, failed: false });
  });
});
