import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePricePreview } from '../../web/catalogue/staff/usePricePreview';
import { heldWorker } from './catalogue-fixtures';
import { withClient } from './hook-render';

const DAY = 86_400_000;
const SAVED = 129_900;
const NOW = Date.parse('2026-11-27T10:00:00.000Z');

/** The product's price changes as the Worker lists them: [days ago, cents], oldest first. */
const history = (...changes: [number, number][]) => ({
  data: {
    adminProductPriceChanges: changes.map(([daysAgo, price]) => ({
      price,
      changedAt: new Date(NOW - daysAgo * DAY).toISOString(),
    })),
  },
});

function renderPreview(typed: string, originalPrice: number | null = null) {
  const worker = heldWorker();
  const hook = renderHook((text: string) => usePricePreview('1', SAVED, originalPrice, text), {
    initialProps: typed,
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook };
}

describe('usePricePreview', () => {
  beforeEach(() => {
    // The typed price counts from now: one clock for the history and the preview.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("asks the network, never the cache, for the product's price changes", async () => {
    const { hook, asked, policies, answer } = renderPreview('1.299,00');
    expect(asked).toEqual([{ name: 'AdminProductPriceChanges', variables: { id: '1' } }]);
    expect(policies).toEqual(['network-only']);
    await answer(history([90, 139_900], [40, SAVED]));
    expect(hook.result.current.changes).toEqual([
      { price: 139_900, changedAtMs: NOW - 90 * DAY },
      { price: SAVED, changedAtMs: NOW - 40 * DAY },
    ]);
  });

  it('shows the saved struck price while the typed price is the saved one, before any history', () => {
    const { hook } = renderPreview('1.299,00', 149_900);
    expect(hook.result.current).toEqual({ typedPrice: SAVED, reference: 149_900, changes: [] });
  });

  it('strikes nothing for a new price until the history arrives', () => {
    const { hook } = renderPreview('1.199,00', 149_900);
    expect(hook.result.current).toMatchObject({ typedPrice: 119_900, reference: null });
  });

  it.each<[string, [number, number][], string, number | null]>([
    ['a cut strikes the lowest price of the 30 days before', [[90, SAVED]], '1.199,00', SAVED],
    [
      'a cut strikes the lowest of several',
      [
        [40, 139_900],
        [20, SAVED],
      ],
      '999',
      SAVED,
    ],
    [
      'a price that gave way exactly 30 days before now is left out',
      [
        [60, 109_900],
        [30, SAVED],
      ],
      '1.199,00',
      SAVED,
    ],
    ['a raise strikes nothing', [[90, SAVED]], '1.399,00', null],
    [
      'a price lowered back after a raise within 30 days strikes nothing',
      [
        [90, 119_900],
        [10, SAVED],
      ],
      '1.199,00',
      null,
    ],
    ['an unreadable price strikes nothing', [[90, SAVED]], 'mille', null],
  ])('%s', async (_, changes, typed, reference) => {
    const { hook, answer } = renderPreview(typed);
    await answer(history(...changes));
    expect(hook.result.current.reference).toBe(reference);
  });

  it('follows the price as it is typed', async () => {
    const { hook, answer } = renderPreview('1.299,00');
    await answer(history([90, SAVED]));
    hook.rerender('1.199,5');
    expect(hook.result.current).toMatchObject({ typedPrice: 119_950, reference: SAVED });
    hook.rerender('12 €');
    expect(hook.result.current).toMatchObject({ typedPrice: 1_200, reference: SAVED });
    hook.rerender('');
    expect(hook.result.current).toMatchObject({ typedPrice: null, reference: null });
  });
});
