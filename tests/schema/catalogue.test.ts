import { describe, expect, it } from 'vitest';
import {
  compareNames,
  normalizeText,
  parseProductId,
  relatedPicksByCategory,
  relatedProducts,
  sortProducts,
} from '../../schema/rules/catalogue';

const products = [
  {
    id: 1,
    name: 'iPhone 15 Pro',
    brand: 'Apple',
    categoryId: 'smartphone',
    category: 'Smartphone',
    price: 129900,
    description: 'Telaio in titanio',
  },
  {
    id: 2,
    name: 'Galaxy S24 Ultra',
    brand: 'Samsung',
    categoryId: 'smartphone',
    category: 'Smartphone',
    price: 119900,
    description: 'S Pen integrata',
  },
  {
    id: 4,
    name: 'XPS 13',
    brand: 'Dell',
    categoryId: 'laptop',
    category: 'Laptop',
    price: 109900,
    description: 'Ultraleggero',
  },
  {
    id: 5,
    name: 'iPad Air',
    brand: 'Apple',
    categoryId: 'tablet',
    category: 'Tablet',
    price: 69900,
    description: 'Perché no: è leggero',
  },
  {
    id: 9,
    name: 'Écouteurs',
    brand: 'Bose',
    categoryId: 'accessori',
    category: 'Accessori',
    price: 69900,
    description: 'Cuffie',
  },
];

describe('normalizeText', () => {
  it('drops case and accents', () => {
    expect(normalizeText('  PERCHÉ Écouteurs ')).toBe('perche ecouteurs');
  });
});

describe('sortProducts', () => {
  it('sorts names as the indexes do: A to Z without case, other letters after', () => {
    expect(sortProducts(products, 'NAME').map((p) => p.name)).toEqual([
      'Galaxy S24 Ultra',
      'iPad Air',
      'iPhone 15 Pro',
      'XPS 13',
      'Écouteurs',
    ]);
    expect(compareNames('ipad', 'IPAD')).toBe(0);
  });

  it('sorts by price ascending and descending, ties by id, one the other reversed', () => {
    expect(sortProducts(products, 'PRICE_LOW').map((p) => p.id)).toEqual([5, 9, 4, 2, 1]);
    expect(sortProducts(products, 'PRICE_HIGH').map((p) => p.id)).toEqual([1, 2, 4, 9, 5]);
  });

  it('keeps the given order for relevance', () => {
    expect(sortProducts(products, 'RELEVANCE')).toEqual(products);
  });

  it('does not change its input', () => {
    const copy = [...products];
    sortProducts(products, 'PRICE_HIGH');
    expect(products).toEqual(copy);
  });
});

describe('parseProductId', () => {
  it.each([
    ['3', 3],
    [' 42 ', 42],
    [7, 7],
    ['0', null],
    ['-1', null],
    ['3a', null],
    ['1e3', null],
    ['', null],
    ['1234567890', null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseProductId(input)).toBe(expected);
  });
});

/** Two departments, ranked and unranked products in each. */
const RANKED = [
  { id: 1, categoryId: 'phone', bestsellerRank: 3 },
  { id: 2, categoryId: 'phone', bestsellerRank: null },
  { id: 3, categoryId: 'laptop', bestsellerRank: 1 },
  { id: 4, categoryId: 'laptop', bestsellerRank: 2 },
  { id: 5, categoryId: 'phone', bestsellerRank: 1 },
];

describe('relatedProducts', () => {
  const catalogue = RANKED;

  it('puts the same category first, by bestseller rank, then the rest', () => {
    expect(
      relatedProducts(catalogue[0] as (typeof catalogue)[number], catalogue, 4).map((p) => p.id),
    ).toEqual([5, 2, 3, 4]);
  });

  it('never includes the product itself and honours the limit', () => {
    expect(
      relatedProducts(catalogue[2] as (typeof catalogue)[number], catalogue, 2).map((p) => p.id),
    ).toEqual([4, 5]);
  });
});

describe('relatedPicksByCategory', () => {
  const catalogue = RANKED;

  it("lists each category's picks, one more than the limit, holding every product's suggestions", () => {
    const picks = relatedPicksByCategory(catalogue, 2);
    expect(picks).toEqual({ phone: [5, 1, 2], laptop: [3, 4, 5] });
    for (const product of catalogue) {
      const shown = relatedProducts(product, catalogue, 2).map((p) => p.id);
      expect(picks[product.categoryId]?.slice(0, 3)).toEqual(expect.arrayContaining(shown));
    }
  });
});
