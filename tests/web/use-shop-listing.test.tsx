import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LISTING, type ListingState } from '../../web/catalogue/listing-params';
import { useShopListing } from '../../web/catalogue/useShopListing';
import { heldWorker, refused } from './catalogue-fixtures';
import { withClient } from './hook-render';

const BAD_CURSOR = 'Il segnaposto della pagina non è valido: ricarica l’elenco.';

/** One page of the listing holding products named `names`, with the categories' icons. */
const page = (...names: string[]) => ({
  categories: [
    { id: 'smartphone', icon: 'smartphone' },
    { id: 'laptop', icon: 'laptop' },
  ],
  catalogue: {
    nodes: names.map((name, i) => ({ id: String(i + 1), name })),
    totalCount: names.length,
    offset: 0,
    pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    facets: {
      categories: [],
      brands: [],
      priceRanges: [],
      conditions: [],
      sizes: [],
      available: names.length,
    },
  },
});

function renderListing(state: ListingState = DEFAULT_LISTING) {
  const worker = heldWorker();
  const hook = renderHook((current: ListingState) => useShopListing(current), {
    initialProps: state,
    wrapper: withClient(worker.client),
  });
  return { ...worker, hook };
}

describe('useShopListing', () => {
  it('asks for the first page of the whole shop by name, and hands the parts the icons', async () => {
    const { hook, asked, answer } = renderListing();
    expect(hook.result.current).toMatchObject({ listing: undefined, failed: false });
    expect(asked).toEqual([
      {
        name: 'ShopListing',
        variables: {
          search: null,
          filter: {
            category: 'all',
            brand: null,
            priceRange: null,
            availableOnly: false,
            condition: null,
            sizes: null,
          },
          sort: 'NAME',
          first: 24,
          after: null,
        },
      },
    ]);
    await answer({ data: page('Cover 1', 'Cover 2') });
    const { listing, icons, refused: refusal, failed } = hook.result.current;
    expect(listing?.totalCount).toBe(2);
    expect(listing?.nodes.map((node) => node.id)).toEqual(['1', '2']);
    expect([...icons]).toEqual([
      ['smartphone', 'smartphone'],
      ['laptop', 'laptop'],
    ]);
    expect({ refusal, failed }).toEqual({ refusal: undefined, failed: false });
  });

  it.each<[string, Partial<ListingState>, Record<string, unknown>]>([
    [
      'a search, by relevance, and a page before a cursor',
      { search: 'cover', cursor: { before: 'pos-24' } },
      { search: 'cover', sort: 'RELEVANCE', last: 24, before: 'pos-24' },
    ],
    [
      'the filters and a sort, after a cursor',
      {
        category: 'laptop',
        brand: 'Apple',
        priceRange: '600-1000',
        availableOnly: true,
        sort: 'PRICE_HIGH',
        cursor: { after: 'pos-23' },
      },
      {
        search: null,
        filter: { category: 'laptop', brand: 'Apple', priceRange: '600-1000', availableOnly: true },
        sort: 'PRICE_HIGH',
        first: 24,
        after: 'pos-23',
      },
    ],
  ])('asks for %s', (_, change, variables) => {
    const { asked } = renderListing({ ...DEFAULT_LISTING, ...change });
    expect(asked[0]?.variables).toMatchObject(variables);
  });

  it('keeps the last page on screen while the next loads, and says it is fetching', async () => {
    const { hook, asked, answer } = renderListing();
    await answer({ data: page('Cover 1') });
    act(() => hook.rerender({ ...DEFAULT_LISTING, cursor: { after: 'pos-0' } }));
    expect(asked.at(-1)?.variables).toMatchObject({ after: 'pos-0' });
    expect(hook.result.current.fetching).toBe(true);
    expect(hook.result.current.listing?.nodes).toEqual([{ id: '1', name: 'Cover 1' }]);
    await answer({ data: page('Cover 2', 'Cover 3') });
    expect(hook.result.current.fetching).toBe(false);
    expect(hook.result.current.listing?.totalCount).toBe(2);
  });

  it("hands back the Worker's refusal of a stale cursor in its words", async () => {
    const { hook, answer } = renderListing({ ...DEFAULT_LISTING, cursor: { after: 'forged' } });
    await answer(refused('BAD_USER_INPUT', BAD_CURSOR)());
    expect(hook.result.current.refused).toBe(BAD_CURSOR);
    expect(hook.result.current.listing).toBeUndefined();
  });

  it('refuses a stale cursor even with an older page still on screen', async () => {
    const { hook, answer } = renderListing();
    await answer({ data: page('Cover 1') });
    act(() => hook.rerender({ ...DEFAULT_LISTING, cursor: { after: 'forged' } }));
    await answer(refused('BAD_USER_INPUT', BAD_CURSOR)());
    expect(hook.result.current).toMatchObject({ refused: BAD_CURSOR, failed: false });
  });

  it.each([
    ['the network fails', (worker: ReturnType<typeof heldWorker>) => worker.failNetwork()],
    [
      'the Worker errs',
      (worker: ReturnType<typeof heldWorker>) =>
        worker.answer(refused('INTERNAL_SERVER_ERROR', 'Errore interno')()),
    ],
  ])('has failed with nothing to show when %s, and retries on the network', async (_, fail) => {
    const listing = renderListing();
    await fail(listing);
    expect(listing.hook.result.current).toMatchObject({
      failed: true,
      refused: undefined,
      listing: undefined,
    });

    act(() => listing.hook.result.current.retry());
    expect(listing.policies).toEqual(['cache-first', 'network-only']);
    await listing.answer({ data: page('Cover 1') });
    expect(listing.hook.result.current).toMatchObject({ failed: false, refused: undefined });
    expect(listing.hook.result.current.listing?.totalCount).toBe(1);
  });

  it('keeps the last page when the next one fails, says so, and asks for it again', async () => {
    const { hook, failNetwork, answer, asked, policies } = renderListing();
    await answer({ data: page('Cover 1') });
    expect(hook.result.current.pageFailed).toBe(false);
    act(() => hook.rerender({ ...DEFAULT_LISTING, cursor: { after: 'pos-0' } }));
    await failNetwork();
    expect(hook.result.current).toMatchObject({ failed: false, pageFailed: true, fetching: false });
    expect(hook.result.current.listing?.totalCount).toBe(1);

    act(() => hook.result.current.retry());
    expect(asked.at(-1)?.variables).toMatchObject({ after: 'pos-0' });
    expect(policies.at(-1)).toBe('network-only');
    await answer({ data: page('Cover 2', 'Cover 3') });
    expect(hook.result.current).toMatchObject({ failed: false, pageFailed: false });
    expect(hook.result.current.listing?.totalCount).toBe(2);
  });

  it('says nothing failed when the next page is refused: the refusal says why', async () => {
    const { hook, answer } = renderListing();
    await answer({ data: page('Cover 1') });
    act(() => hook.rerender({ ...DEFAULT_LISTING, cursor: { after: 'forged' } }));
    await answer(refused('BAD_USER_INPUT', BAD_CURSOR)());
    expect(hook.result.current).toMatchObject({ refused: BAD_CURSOR, pageFailed: false });
  });
});
