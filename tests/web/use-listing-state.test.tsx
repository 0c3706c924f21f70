import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LISTING } from '../../web/catalogue/listing-params';
import { useListingState } from '../../web/catalogue/useListingState';
import { atAddress, heldWorker } from './catalogue-fixtures';

const PAUSE_MS = 300;

function renderState(path: string) {
  const address = atAddress(path, heldWorker().client);
  const hook = renderHook(() => useListingState(), { wrapper: address.wrapper });
  const type = (text: string) => act(() => hook.result.current.setText(text));
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  return { ...address, hook, type, wait };
}

describe('useListingState', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('reads what the listing shows from its address, the box holding the search', () => {
    const { hook } = renderState(
      '/category-pages?q=cover&category=smartphone&marca=Apple&prezzo=600-1000&disponibili=1&sort=price-low&dopo=pos-23',
    );
    expect(hook.result.current).toMatchObject({
      pathname: '/category-pages',
      text: 'cover',
      state: {
        search: 'cover',
        category: 'smartphone',
        brand: 'Apple',
        priceRange: '600-1000',
        availableOnly: true,
        sort: 'PRICE_LOW',
        cursor: { after: 'pos-23' },
      },
    });
  });

  it('searches once typing pauses, in place of the address, back on the first page', () => {
    const { type, wait, history, hook } = renderState('/shop?marca=Apple&dopo=pos-23');
    type('co');
    wait(PAUSE_MS - 100);
    type('cover ');
    wait(PAUSE_MS - 1);
    expect(history).toEqual(['/shop?marca=Apple&dopo=pos-23']);
    wait(1);
    expect(history).toEqual(['/shop?q=cover&marca=Apple']);
    expect(hook.result.current.state).toMatchObject({ search: 'cover', cursor: null });
    expect(hook.result.current.text).toBe('cover ');
  });

  it('searches nothing new for spaces around the same words', () => {
    const { type, wait, history } = renderState('/shop?q=cover');
    type('  cover ');
    wait(PAUSE_MS);
    expect(history).toEqual(['/shop?q=cover']);
  });

  it('leaves the search when the box is emptied', () => {
    const { type, wait, history, hook } = renderState('/shop?q=cover&marca=Apple');
    type('');
    wait(PAUSE_MS);
    expect(history).toEqual(['/shop?marca=Apple']);
    expect(hook.result.current.state.search).toBe('');
  });

  it('searches at once on Invio, as a new step in the history', () => {
    const { type, wait, history, hook } = renderState('/shop');
    type(' cover ');
    act(() => hook.result.current.submitSearch());
    expect(history).toEqual(['/shop', '/shop?q=cover']);
    wait(PAUSE_MS);
    expect(history).toHaveLength(2);
  });

  it('moves to a new state as a new step, or in place when asked', () => {
    const { history, hook } = renderState('/shop');
    act(() => hook.result.current.go({ ...DEFAULT_LISTING, sort: 'PRICE_HIGH' }));
    act(() => hook.result.current.go({ ...DEFAULT_LISTING, brand: 'Apple' }, true));
    expect(history).toEqual(['/shop', '/shop?marca=Apple']);
    expect(hook.result.current.state.brand).toBe('Apple');
  });

  it('follows an address changed under the box, keeping what was typed for the same words', () => {
    const { navigate, type, wait, hook } = renderState('/shop?q=cover');
    act(() => navigate('/shop?q=telefono'));
    expect(hook.result.current.text).toBe('telefono');
    type('cover ');
    act(() => navigate('/shop?q=cover'));
    expect(hook.result.current.text).toBe('cover ');
    act(() => navigate('/shop'));
    expect(hook.result.current.text).toBe('');
    wait(PAUSE_MS);
    expect(hook.result.current.state.search).toBe('');
  });

  it('sends no search typed just before the page is left', () => {
    const { type, wait, history, hook } = renderState('/shop');
    type('cover');
    hook.unmount();
    wait(PAUSE_MS);
    expect(history).toEqual(['/shop']);
  });
});
