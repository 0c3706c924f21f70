import { describe, expect, it } from 'vitest';
import {
  type FacetGroup,
  facetCounts,
  findPriceRange,
  MAX_BRAND_FACETS,
  MAX_SIZE_FACETS,
  NO_FILTER,
  PRICE_RANGES,
  priceRangeOf,
  sizeOrder,
  sizesLead,
} from '../../schema/rules/catalogue-filters';

describe('price ranges', () => {
  it('places a price in exactly one range, lower bound included', () => {
    expect(priceRangeOf(0).id).toBe('fino-100');
    expect(priceRangeOf(9_999).id).toBe('fino-100');
    expect(priceRangeOf(10_000).id).toBe('100-300');
    expect(priceRangeOf(99_999).id).toBe('600-1000');
    expect(priceRangeOf(100_000).id).toBe('oltre-1000');
    for (const [index, range] of PRICE_RANGES.entries()) {
      expect(range.max).toBe(PRICE_RANGES[index + 1]?.min ?? null);
    }
  });

  it('finds a range by id, and nothing for an unknown one', () => {
    expect(findPriceRange('300-600')?.min).toBe(30_000);
    expect(findPriceRange('100-200')).toBeUndefined();
  });
});

describe('facetCounts', () => {
  const group = (
    categoryId: string,
    brand: string,
    priceRange: string,
    available: boolean,
    products: number,
    condition: FacetGroup['condition'] = 'nuovo',
  ): FacetGroup => ({
    categoryId,
    brand,
    priceRange,
    available,
    condition,
    sizes: [],
    availableSizes: [],
    products,
  });
  const groups = [
    group('smartphone', 'Apple', 'oltre-1000', true, 3),
    group('smartphone', 'Apple', 'oltre-1000', true, 2, 'ricondizionato'),
    group('smartphone', 'Apple', 'oltre-1000', false, 2),
    group('smartphone', 'Samsung', '600-1000', true, 4),
    group('laptop', 'Apple', 'oltre-1000', true, 3),
    group('laptop', 'Dell', '600-1000', true, 1),
  ];
  const categories = [
    { id: 'smartphone', name: 'Smartphone' },
    { id: 'laptop', name: 'Laptop' },
    { id: 'gaming', name: 'Gaming' },
  ];

  it('counts everything without filters', () => {
    const facets = facetCounts(groups, NO_FILTER, categories);
    expect(facets.total).toBe(15);
    expect(facets.categories.map((c) => c.count)).toEqual([11, 4, 0]);
    expect(facets.brands).toEqual([
      { value: 'Apple', label: 'Apple', count: 10 },
      { value: 'Samsung', label: 'Samsung', count: 4 },
      { value: 'Dell', label: 'Dell', count: 1 },
    ]);
    expect(facets.available).toBe(13);
  });

  it('counts each filter under the others, not under itself', () => {
    const filter = { ...NO_FILTER, category: 'smartphone', brand: 'Apple' };
    const facets = facetCounts(groups, filter, categories);
    expect(facets.total).toBe(7);
    // Another department keeps the brand: Apple laptops.
    expect(facets.categories.map((c) => c.count)).toEqual([7, 3, 0]);
    // Another brand keeps the department: Samsung smartphones.
    expect(facets.brands.map((b) => [b.value, b.count])).toEqual([
      ['Apple', 7],
      ['Samsung', 4],
    ]);
    expect(facets.priceRanges.find((r) => r.value === 'oltre-1000')?.count).toBe(7);
    expect(facets.available).toBe(5);
  });

  it('counts every condition under the other filters, and the others under the condition', () => {
    expect(facetCounts(groups, NO_FILTER, categories).conditions).toEqual([
      { value: 'NUOVO', label: 'Nuovo', count: 13 },
      { value: 'RICONDIZIONATO', label: 'Ricondizionato', count: 2 },
      { value: 'USATO', label: 'Usato', count: 0 },
    ]);
    const refurbished = facetCounts(
      groups,
      { ...NO_FILTER, condition: 'ricondizionato', category: 'laptop' },
      categories,
    );
    expect(refurbished.total).toBe(0);
    expect(refurbished.categories.map((c) => c.count)).toEqual([2, 0, 0]);
    expect(refurbished.conditions.map((c) => c.count)).toEqual([4, 0, 0]);
  });

  it('keeps a chosen brand with no products, and lists the commonest brands only', () => {
    const many = Array.from({ length: MAX_BRAND_FACETS + 5 }, (_, i) =>
      group('gaming', `Marca ${i}`, 'fino-100', true, i + 1),
    );
    const facets = facetCounts(many, { ...NO_FILTER, brand: 'Sconosciuta' }, categories);
    expect(facets.brands).toHaveLength(MAX_BRAND_FACETS);
    expect(facets.brands[0]?.value).toBe(`Marca ${MAX_BRAND_FACETS + 4}`);
    expect(facets.brands.at(-1)).toEqual({ value: 'Sconosciuta', label: 'Sconosciuta', count: 0 });
  });
});

describe('the sizes filter', () => {
  const phones = (
    sizes: string[],
    availableSizes: string[],
    products: number,
    brand = 'Apple',
  ): FacetGroup => ({
    categoryId: 'smartphone',
    brand,
    priceRange: 'oltre-1000',
    available: availableSizes.length > 0,
    condition: 'nuovo',
    sizes,
    availableSizes,
    products,
  });
  const groups = [
    phones(['128GB', '256GB'], ['128GB', '256GB'], 3),
    phones(['128GB', '256GB'], ['128GB'], 2),
    phones(['256GB', '512GB'], [], 1, 'Samsung'),
    phones([], [], 4, 'Samsung'),
  ];
  const categories = [{ id: 'smartphone', name: 'Smartphone' }];
  const count = (values: { value: string; count: number }[]) =>
    Object.fromEntries(values.map((v) => [v.value, v.count]));

  it('counts each size once per product that comes in it, smallest first', () => {
    const facets = facetCounts(groups, NO_FILTER, categories);
    expect(facets.sizes.map((s) => s.value)).toEqual(['128GB', '256GB', '512GB']);
    expect(count(facets.sizes)).toEqual({ '128GB': 5, '256GB': 6, '512GB': 1 });
  });

  it('keeps a product with any chosen size, counted once, and counts the others under it', () => {
    const facets = facetCounts(groups, { ...NO_FILTER, sizes: ['256GB', '512GB'] }, categories);
    expect(facets.total).toBe(6);
    expect(count(facets.brands)).toEqual({ Apple: 5, Samsung: 1 });
    // A size's own count ignores the sizes chosen, as every filter's does.
    expect(count(facets.sizes)).toEqual({ '128GB': 5, '256GB': 6, '512GB': 1 });
  });

  it('with "Disponibili", keeps and counts only the sizes that can be bought', () => {
    const filter = { ...NO_FILTER, sizes: ['256GB'], availableOnly: true };
    const facets = facetCounts(groups, filter, categories);
    expect(facets.total).toBe(3);
    expect(count(facets.sizes)).toEqual({ '128GB': 5, '256GB': 3 });
    // "Solo disponibili" says what ticking it would show: 256GB ones that can be bought.
    expect(facetCounts(groups, { ...NO_FILTER, sizes: ['256GB'] }, categories).available).toBe(3);
  });

  it('keeps a chosen size that nothing comes in, at zero', () => {
    const facets = facetCounts(groups, { ...NO_FILTER, sizes: ['2TB'] }, categories);
    expect(facets.total).toBe(0);
    expect(facets.sizes.find((s) => s.value === '2TB')?.count).toBe(0);
  });

  it('lists the 20 most common sizes, the chosen ones always among them, smallest first', () => {
    // 30 sizes, "N GB" in N products each; 1GB, the rarest, is chosen.
    const many = Array.from({ length: 30 }, (_, i) => phones([`${i + 1}GB`], [], i + 1));
    const facets = facetCounts(many, { ...NO_FILTER, sizes: ['1GB'] }, categories);
    const shown = facets.sizes.map((s) => s.value);
    expect(shown).toHaveLength(MAX_SIZE_FACETS);
    expect(shown).toEqual(['1GB', ...Array.from({ length: 19 }, (_, i) => `${i + 12}GB`)]);
  });

  it('lets the filter that keeps fewer products lead the walk', () => {
    // Alone, a size always keeps fewer than the whole catalogue: its own index leads.
    expect(sizesLead(groups, { ...NO_FILTER, sizes: ['512GB'] })).toBe(true);
    expect(sizesLead(groups, { ...NO_FILTER, sizes: ['128GB', '256GB'] })).toBe(true);
    // 6 Samsung phones, 1 in 512GB: the size leads; 5 Apple phones, 5 in 128GB: the brand's index.
    expect(sizesLead(groups, { ...NO_FILTER, sizes: ['512GB'], brand: 'Samsung' })).toBe(true);
    expect(sizesLead(groups, { ...NO_FILTER, sizes: ['128GB'], brand: 'Apple' })).toBe(false);
    // With "Disponibili", the buyable ones on each side: 3 in 256GB against 5 phones to buy.
    const available = { ...NO_FILTER, availableOnly: true, category: 'smartphone' };
    expect(sizesLead(groups, { ...available, sizes: ['256GB'] })).toBe(true);
    expect(sizesLead(groups, { ...available, sizes: ['128GB'] })).toBe(false);
  });

  it('orders storage by capacity, lengths by length, the rest by name', () => {
    const sizes = ['1TB', 'M', '256GB', '45mm', '64GB', '41mm', 'L', '512GB'];
    expect(sizes.sort(sizeOrder)).toEqual([
      '41mm',
      '45mm',
      '64GB',
      '256GB',
      '512GB',
      '1TB',
      'L',
      'M',
    ]);
  });
});
