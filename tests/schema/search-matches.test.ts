import { describe, expect, it } from 'vitest';
import { findPriceRange, NO_FILTER } from '../../schema/rules/catalogue-filters';
import {
  facetGroupsOf,
  listedMatches,
  matchPage,
  type SearchMatch,
} from '../../schema/rules/search-matches';

const match = (id: number, score: number, over: Partial<SearchMatch> = {}): SearchMatch => ({
  id,
  score,
  name: `Prodotto ${id}`,
  price: 50_000,
  categoryId: 'smartphone',
  brand: 'Apple',
  available: true,
  condition: 'nuovo',
  sizes: ['128GB', '256GB'],
  availableSizes: ['128GB', '256GB'],
  ...over,
});

const kept = [
  match(4, 2, { name: 'iPhone 15', price: 129_900, condition: 'ricondizionato' }),
  match(2, 0, { name: 'Galaxy S24', brand: 'Samsung', price: 99_900 }),
  match(9, 2, { name: 'airPods', categoryId: 'accessori', price: 27_900, available: false }),
  match(1, 1, {
    name: 'XPS 13',
    brand: 'Dell',
    categoryId: 'laptop',
    price: 109_900,
    sizes: ['16GB / 512GB'],
    availableSizes: [],
  }),
];

describe('a search listing its kept matches', () => {
  it('orders by closeness then id, or by the sort the shopper chose', () => {
    const ids = (sort: Parameters<typeof listedMatches>[2]) =>
      listedMatches(kept, NO_FILTER, sort).map((m) => m.id);
    expect(ids('RELEVANCE')).toEqual([2, 1, 4, 9]);
    // Names as SQLite's NOCASE orders them: airPods and iPhone among the a's and i's.
    expect(ids('NAME')).toEqual([9, 2, 4, 1]);
    expect(ids('PRICE_LOW')).toEqual([9, 2, 1, 4]);
    expect(ids('PRICE_HIGH')).toEqual([4, 1, 2, 9]);
  });

  it('keeps only what every filter lets through', () => {
    const listed = (filter: Partial<typeof NO_FILTER>) =>
      listedMatches(kept, { ...NO_FILTER, ...filter }, 'RELEVANCE').map((m) => m.id);
    expect(listed({ category: 'smartphone' })).toEqual([2, 4]);
    expect(listed({ brand: 'Apple' })).toEqual([4, 9]);
    expect(listed({ availableOnly: true })).toEqual([2, 1, 4]);
    expect(listed({ priceRange: findPriceRange('oltre-1000') ?? null })).toEqual([1, 4]);
    expect(listed({ condition: 'ricondizionato' })).toEqual([4]);
    expect(listed({ sizes: ['16GB / 512GB', '1TB'] })).toEqual([1]);
    // With "Disponibili", only a size that can be bought counts.
    expect(listed({ sizes: ['16GB / 512GB'], availableOnly: true })).toEqual([]);
  });

  it('groups every match once by its filter values, whatever the filter', () => {
    const groups = facetGroupsOf([...kept, match(7, 3, { name: 'iPhone 14', price: 120_000 })]);
    expect(groups.reduce((n, g) => n + g.products, 0)).toBe(5);
    // The same filter values but the condition: two groups.
    for (const condition of ['nuovo', 'ricondizionato'] as const) {
      expect(groups).toContainEqual({
        categoryId: 'smartphone',
        brand: 'Apple',
        priceRange: 'oltre-1000',
        available: true,
        condition,
        sizes: ['128GB', '256GB'],
        availableSizes: ['128GB', '256GB'],
        products: 1,
      });
    }
    expect(groups).toContainEqual({
      categoryId: 'accessori',
      brand: 'Apple',
      priceRange: '100-300',
      available: false,
      condition: 'nuovo',
      sizes: ['128GB', '256GB'],
      availableSizes: ['128GB', '256GB'],
      products: 1,
    });
  });

  it('pages forward from a cursor, back before one, and from the end', () => {
    const listed = Array.from({ length: 7 }, (_, i) => match(i + 1, i));
    expect(matchPage(listed, { direction: 'forward', size: 3, position: null })).toEqual({
      ids: [1, 2, 3],
      offset: 0,
      hasNextPage: true,
    });
    expect(matchPage(listed, { direction: 'forward', size: 3, position: 5 })).toEqual({
      ids: [7],
      offset: 6,
      hasNextPage: false,
    });
    expect(matchPage(listed, { direction: 'backward', size: 3, position: 4 })).toEqual({
      ids: [2, 3, 4],
      offset: 1,
      hasNextPage: true,
    });
    expect(matchPage(listed, { direction: 'backward', size: 3, position: 1 })).toEqual({
      ids: [1],
      offset: 0,
      hasNextPage: true,
    });
    expect(matchPage(listed, { direction: 'backward', size: 3, position: null })).toEqual({
      ids: [5, 6, 7],
      offset: 4,
      hasNextPage: false,
    });
  });
});
