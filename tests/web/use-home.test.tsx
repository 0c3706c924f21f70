import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHome } from '../../web/catalogue/useHome';
import { heldWorker } from './catalogue-fixtures';
import { withClient } from './hook-render';

const CATEGORIES = [{ id: 'smartphone', name: 'Smartphone', icon: 'smartphone' }];
const BESTSELLERS = [
  {
    __typename: 'Product',
    id: '1',
    name: 'iPhone 15 Pro',
    brand: 'Apple',
    price: 129_900,
    originalPrice: null,
    images: [],
    mainPhoto: null,
    inStock: true,
    stock: 4,
    rating: 4.5,
    reviews: 12,
  },
];

function renderHome() {
  const worker = heldWorker();
  const hook = renderHook(() => useHome(), { wrapper: withClient(worker.client) });
  return { ...worker, hook };
}

describe('useHome', () => {
  it('asks once for the categories and the bestsellers and hands them to the parts', async () => {
    const { hook, asked, answer } = renderHome();
    expect(hook.result.current).toMatchObject({
      categories: undefined,
      bestsellers: undefined,
      failed: false,
    });
    await answer({ data: { categories: CATEGORIES, bestsellers: BESTSELLERS } });
    expect(asked).toEqual([{ name: 'Home', variables: {} }]);
    expect(hook.result.current.categories).toEqual(CATEGORIES);
    expect(hook.result.current.bestsellers).toEqual(BESTSELLERS);
    expect(hook.result.current.failed).toBe(false);
  });

  it('has failed when nothing arrived, and retries on the network until it does', async () => {
    const { hook, asked, policies, failNetwork, answer } = renderHome();
    await failNetwork();
    expect(hook.result.current).toMatchObject({ failed: true, categories: undefined });

    act(() => hook.result.current.retry());
    expect(asked.map((operation) => operation.name)).toEqual(['Home', 'Home']);
    expect(policies).toEqual(['cache-first', 'network-only']);
    await answer({ data: { categories: CATEGORIES, bestsellers: [] } });
    expect(hook.result.current).toMatchObject({ failed: false, categories: CATEGORIES });
    expect(hook.result.current.bestsellers).toEqual([]);
  });

  it('shows what arrived beside an error', async () => {
    const { hook, answer } = renderHome();
    await answer({
      data: { categories: CATEGORIES, bestsellers: BESTSELLERS },
      errors: [{ message: 'Lento', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
    });
    expect(hook.result.current.failed).toBe(false);
    expect(hook.result.current.categories).toEqual(CATEGORIES);
  });
});
