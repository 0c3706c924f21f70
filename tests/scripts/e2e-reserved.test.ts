import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  PRODUCTS,
  type Product,
  RESERVATIONS,
  type ReservingSpec,
  SHARED_PRODUCTS,
} from '../e2e/support/reserved';

/*
 * The e2e specs share one stack (tests/e2e/support/reserved.ts): what one spec changes, no other
 * may change or check. The registry says who changes what; this reads each spec's text to hold
 * it to that, as far as a static look can: the products it orders or has staff edit, the parts
 * of the seeded customer's account it fills in.
 */

const DIR = new URL('../e2e/', import.meta.url);
const SPECS = readdirSync(DIR)
  .filter((file) => file.endsWith('.spec.ts'))
  .map((file) => ({
    name: file.replace(/\.spec\.ts$/, ''),
    text: readFileSync(new URL(file, DIR), 'utf8'),
  }));

const reservationOf = (spec: string) =>
  (RESERVATIONS as Record<string, (typeof RESERVATIONS)[ReservingSpec] | undefined>)[spec];
const reservedProducts = (spec: string): readonly Product[] => reservationOf(spec)?.products ?? [];
const reservedParts = (spec: string): string[] =>
  (reservationOf(spec)?.accounts ?? []).map(({ part }) => part);

/** A spec that places orders: the products in them leave the shelf. */
const PLACES_ORDERS = /placeGuestOrder\(|placeOrder\(|\.confirm\(\)/;
/** A spec that has staff change products in the shop module. */
const EDITS_PRODUCTS = /\b(shopModule|stockInShopModule)\(/;
/** A spec's block that signs in as the seeded customer (by name or through a reservation). */
const AS_CUSTOMER = /signIn\(\s*\w+,\s*(CUSTOMER|CHIARA)\b/;
/** What a block writes into the signed-in account, by the part of it a reservation names. */
const ACCOUNT_WRITES: Record<string, RegExp> = {
  addresses: /\baddressBook\(/,
  repairs: /\b(quoteForm|shippingForm)\(/,
};

/** The ids a spec orders by number: a product page it adds from, an order it places by API. */
function literalIds(text: string): number[] {
  return [...text.matchAll(/addFromProductPage\((\d+)|productId: '(\d+)'/g)].map((match) =>
    Number(match[1] ?? match[2]),
  );
}

/** The products a spec names through PRODUCTS (not through its reservation). */
function namedProducts(text: string): Product[] {
  return [...text.matchAll(/\bPRODUCTS\.(\w+)/g)].map(
    (match) => PRODUCTS[match[1] as keyof typeof PRODUCTS],
  );
}

/** The spec's text cut at each test, so a sign-in and a write count only within one test. */
function blocks(text: string): string[] {
  return text.split(/\n(?=\s*test\()/);
}

describe('the e2e reservations', () => {
  it('give each product to one spec at most, and never a shared one', () => {
    const holders = new Map<number, string[]>();
    for (const [spec, { products }] of Object.entries(RESERVATIONS)) {
      for (const product of products)
        holders.set(product.id, [...(holders.get(product.id) ?? []), spec]);
    }
    for (const product of SHARED_PRODUCTS)
      holders.set(product.id, [...(holders.get(product.id) ?? []), 'shared']);
    const twice = [...holders].filter(([, specs]) => specs.length > 1);
    expect(twice, 'products reserved twice').toEqual([]);
  });

  it('give each part of an account to one spec at most', () => {
    const parts = Object.values(RESERVATIONS).flatMap(({ accounts }) =>
      accounts.map(({ account, part }) => `${account.email}: ${part}`),
    );
    expect(parts.filter((part, index) => parts.indexOf(part) !== index)).toEqual([]);
  });

  it('are each read by their own spec, and by no other', () => {
    const names = SPECS.map(({ name }) => name);
    expect(Object.keys(RESERVATIONS).filter((spec) => !names.includes(spec))).toEqual([]);
    const misuse = SPECS.flatMap(({ name, text }) => {
      const read = [...text.matchAll(/\breserved\('([\w-]+)'\)/g)].map((match) => match[1]);
      const own = reservationOf(name) ? [name] : [];
      return [
        ...read.filter((spec) => spec !== name).map((spec) => `${name} reads ${spec}'s`),
        ...own.filter((spec) => !read.includes(spec)).map((spec) => `${spec} never reads its own`),
      ];
    });
    expect(misuse).toEqual([]);
  });
});

describe.each(SPECS.map(({ name, text }) => [name, text]))('%s.spec.ts', (name, text) => {
  const mine = [...SHARED_PRODUCTS, ...reservedProducts(name)];

  it('orders only shared products and its own', () => {
    if (!PLACES_ORDERS.test(text)) return;
    const ordered = literalIds(text).filter((id) => !mine.some((product) => product.id === id));
    expect(ordered, 'product ids ordered without a reservation').toEqual([]);
  });

  it('names through PRODUCTS only shared products and its own', () => {
    const others = namedProducts(text).filter((product) => !mine.includes(product));
    expect(others.map(({ name: product }) => product)).toEqual([]);
  });

  it('has staff edit products only when it has reserved some', () => {
    if (!EDITS_PRODUCTS.test(text)) return;
    expect(reservedProducts(name), 'products reserved').not.toEqual([]);
  });

  it("fills in only the parts of the seeded customer's account it reserved", () => {
    const written = blocks(text)
      .filter((block) => AS_CUSTOMER.test(block))
      .flatMap((block) =>
        Object.entries(ACCOUNT_WRITES)
          .filter(([, writes]) => writes.test(block))
          .map(([part]) => part),
      );
    expect(written.filter((part) => !reservedParts(name).includes(part))).toEqual([]);
  });
});
