import { act, renderHook } from '@testing-library/react';
import type { KeyboardEvent } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../web/catalogue/useProductSearch';
import { useSearchOverlay } from '../../web/catalogue/useSearchOverlay';
import { atAddress, heldWorker } from './catalogue-fixtures';

const PHONES = ['Telefono 1', 'Telefono 10', 'Telefono 11'].map((name, i) => ({
  id: String(i + 1),
  name,
  brand: 'Marca',
  images: [`/images/${i + 1}.svg`],
}));

const found = (...nodes: typeof PHONES) => ({ data: { catalogue: { nodes } } });

function renderOverlay() {
  const worker = heldWorker();
  const onClose = vi.fn();
  const address = atAddress('/', worker.client);
  const hook = renderHook(() => useSearchOverlay(onClose), { wrapper: address.wrapper });
  /** Types `text` and waits out the pause, so the search leaves. */
  const search = (text: string) => {
    act(() => hook.result.current.type(text));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
  };
  const press = (key: string) => {
    const event = { key, preventDefault: vi.fn() };
    act(() => hook.result.current.onKeyDown(event as unknown as KeyboardEvent<HTMLInputElement>));
    return event.preventDefault;
  };
  return { ...worker, ...address, hook, onClose, search, press };
}

describe('useSearchOverlay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('asks for 8 matches once typing pauses, and lists them', async () => {
    const { hook, asked, answer, search } = renderOverlay();
    expect(hook.result.current).toMatchObject({ text: '', status: 'idle', matches: [] });
    act(() => hook.result.current.type('tele'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(asked).toEqual([]);
    expect(hook.result.current.status).toBe('pending');

    search('telefono');
    expect(asked).toEqual([{ name: 'HeaderSearch', variables: { search: 'telefono', first: 8 } }]);
    await answer(found(...PHONES));
    expect(hook.result.current.status).toBe('done');
    expect(hook.result.current.matches).toEqual(
      PHONES.map(({ id, name, brand, images }) => ({ id, name, brand, image: images[0] })),
    );
  });

  it.each([
    ['down from nothing', ['ArrowDown'], 0],
    ['down to the last', ['ArrowDown', 'ArrowDown', 'ArrowDown'], 2],
    [
      'down past the last, back to the first',
      ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown'],
      0,
    ],
    ['up from nothing, to the last', ['ArrowUp'], 2],
    ['up from the first, to the last', ['ArrowDown', 'ArrowUp'], 2],
    ['down then up', ['ArrowDown', 'ArrowDown', 'ArrowUp'], 0],
  ])('moves through the matches with the arrows: %s', async (_, keys, active) => {
    const { hook, answer, search, press } = renderOverlay();
    search('telefono');
    await answer(found(...PHONES));
    for (const key of keys) expect(press(key)).toHaveBeenCalledOnce();
    expect(hook.result.current.active).toBe(active);
  });

  it('leaves the arrows to the text box while there is no match', async () => {
    const { hook, answer, search, press } = renderOverlay();
    search('tablet');
    await answer(found());
    expect(hook.result.current).toMatchObject({ status: 'done', matches: [] });
    expect(press('ArrowDown')).not.toHaveBeenCalled();
    expect(press('ArrowUp')).not.toHaveBeenCalled();
    expect(hook.result.current.active).toBe(-1);
  });

  it('opens the chosen match on Enter after closing the dialog', async () => {
    const { hook, answer, search, press, onClose, history } = renderOverlay();
    search('telefono');
    await answer(found(...PHONES));
    press('ArrowDown');
    press('ArrowDown');
    expect(press('Enter')).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(history.at(-1)).toBe('/product-overview/2');
    expect(hook.result.current.active).toBe(1);
  });

  it('opens the only match on Enter, none chosen', async () => {
    const { answer, search, press, history } = renderOverlay();
    search('telefono 10');
    await answer(found(PHONES[1] as (typeof PHONES)[number]));
    press('Enter');
    expect(history.at(-1)).toBe('/product-overview/2');
  });

  it('does nothing on Enter with several matches and none chosen', async () => {
    const { answer, search, press, onClose, history } = renderOverlay();
    search('telefono');
    await answer(found(...PHONES));
    expect(press('Enter')).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(history).toEqual(['/']);
  });

  it('opens a clicked match', () => {
    const { hook, onClose, history } = renderOverlay();
    act(() => hook.result.current.open('3'));
    expect(onClose).toHaveBeenCalledOnce();
    expect(history.at(-1)).toBe('/product-overview/3');
  });

  it('closes on the first Escape, keeping the text', () => {
    const { hook, press, onClose, history } = renderOverlay();
    act(() => hook.result.current.type('telefono'));
    expect(press('Escape')).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    expect(history).toEqual(['/']);
  });

  it('forgets the chosen match when the text changes', async () => {
    const { hook, answer, search, press } = renderOverlay();
    search('telefono');
    await answer(found(...PHONES));
    press('ArrowDown');
    act(() => hook.result.current.type('telefono 1'));
    expect(hook.result.current).toMatchObject({ text: 'telefono 1', active: -1 });
  });

  it('keeps the last matches on screen while a longer text is searched', async () => {
    const { hook, answer, search } = renderOverlay();
    search('telefono');
    await answer(found(...PHONES));
    search('telefono 11');
    expect(hook.result.current.status).toBe('pending');
    expect(hook.result.current.matches).toHaveLength(3);
    await answer(found(PHONES[2] as (typeof PHONES)[number]));
    expect(hook.result.current.matches.map((match) => match.id)).toEqual(['3']);
  });

  it('says the search failed when it could not be asked', async () => {
    const { hook, failNetwork, search } = renderOverlay();
    search('telefono');
    await failNetwork();
    expect(hook.result.current).toMatchObject({ status: 'error', matches: [] });
  });

  it('finds nothing in punctuation alone, asking nothing', () => {
    const { hook, asked, search } = renderOverlay();
    search('?!');
    expect(hook.result.current).toMatchObject({ status: 'done', matches: [] });
    expect(asked).toEqual([]);
  });
});
