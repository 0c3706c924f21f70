import { describe, expect, it } from 'vitest';
import {
  GENERATED_CATEGORIES,
  generateProducts,
  productsSql,
  SEED_PRODUCTS,
} from '../../bench/catalogue-generator';
import { GRAPHQL_OPERATIONS } from '../../bench/operations';
import catalogue from '../../migrations/data/catalogue.json';

describe("the benchmark's catalogue generator", () => {
  it('gives the same products for the same size and seed, and others for another seed', () => {
    expect(generateProducts(300)).toEqual(generateProducts(300));
    expect(generateProducts(300, 1)).not.toEqual(generateProducts(300));
    // A larger catalogue starts with the smaller one.
    expect(generateProducts(600).slice(0, 292)).toEqual(generateProducts(300));
  });

  it('follows the starting catalogue: ids after its 8 products, its six categories', () => {
    const products = generateProducts(2000);
    expect(products).toHaveLength(2000 - SEED_PRODUCTS);
    expect(products[0]?.id).toBe(SEED_PRODUCTS + 1);
    expect(products.at(-1)?.id).toBe(2000);
    const known = catalogue.categories.map((c) => c.id).sort();
    expect([...GENERATED_CATEGORIES].sort()).toEqual(known);
    expect(new Set(products.map((p) => p.categoryId))).toEqual(new Set(known));
    expect(generateProducts(SEED_PRODUCTS)).toEqual([]);
  });

  it('makes products a shop could sell', () => {
    for (const p of generateProducts(3000)) {
      expect(Number.isInteger(p.price) && p.price > 0).toBe(true);
      if (p.originalPrice !== null) expect(p.originalPrice).toBeGreaterThan(p.price);
      expect(p.inStock).toBe(p.stock > 0);
      expect(p.stock).toBeGreaterThanOrEqual(0);
      expect(p.name.trim()).toBe(p.name);
      expect(p.colors.length).toBeGreaterThan(0);
      expect(new Set(p.colors.map((c) => c.name)).size).toBe(p.colors.length);
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.images[0]).toMatch(/^\/images\/products\/[\w-]+\.svg$/);
      if (p.rating !== null) expect(p.rating).toBeGreaterThanOrEqual(3.5);
    }
  });

  it('writes multi-row INSERTs, each under D1’s 100 KB statement limit', () => {
    const products = generateProducts(3000);
    const statements = productsSql(products)
      .split(/;\n/)
      .filter((s) => s.trim());
    expect(statements.length).toBeGreaterThan(1);
    expect(statements.length).toBeLessThan(products.length / 20);
    const repricing = statements.pop() ?? '';
    for (const statement of statements) {
      expect(statement.startsWith('INSERT INTO products (')).toBe(true);
      expect(Buffer.byteLength(statement)).toBeLessThan(100_000);
    }
    // Then one statement prices the larger sizes of a third of them above the first.
    expect(repricing).toMatch(/^UPDATE product_variants SET price = price \+ 10000/);
    const apostrophe = products.find((p) => p.name.includes("'"));
    if (apostrophe) expect(productsSql([apostrophe])).toContain("''");
    expect(productsSql([])).toBe('\n');
  });

  it("gives the benchmark's searches and filters what a shopper would find", () => {
    const products = generateProducts(5000);
    const variables = (name: string) =>
      GRAPHQL_OPERATIONS.find((o) => o.name === name)?.variables ?? {};
    // "galaxy s24" is the starting catalogue's Galaxy S24 Ultra alone, whatever the size.
    expect(variables('search').search).toBe('galaxy s24');
    expect(products.filter((p) => /\bS24\b/i.test(p.name))).toEqual([]);
    // "samsumg galxy" means every Samsung Galaxy: hundreds at 5,000 products.
    expect(variables('typo search').search).toBe('samsumg galxy');
    const galaxies = products.filter((p) => p.brand === 'Samsung' && p.name.startsWith('Galaxy'));
    expect(galaxies.length).toBeGreaterThan(300);
    expect(variables('header search').search).toBe('iphone 15');
    expect(products.some((p) => p.name.startsWith('iPhone 15'))).toBe(true);
    const { category, brand, availableOnly } = variables('filtered list').filter as Record<
      string,
      unknown
    >;
    const filtered = products.filter(
      (p) => p.categoryId === category && p.brand === brand && (!availableOnly || p.inStock),
    );
    // More than a page, so the filtered list's first page is full at every size beyond 8.
    expect(filtered.length).toBeGreaterThan(24);
    // The size filter asks for a size few products have: the case the size index exists for.
    const [size = ''] = (variables('size filter').filter as { sizes: string[] }).sizes;
    const sized = products.filter((p) => p.sizes.includes(size));
    expect(sized.length).toBeGreaterThan(24);
    expect(sized.length).toBeLessThan(products.length / 10);
  });
});
