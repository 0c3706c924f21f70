/**
 * The distinct requests of the benchmark's two cache runs: the mixed run's long tail of product
 * pages and searches, with shoppers' orders placed beside it, and the cache-miss run's reads that
 * no cache has seen. The same catalogue size always gives the same requests.
 */
import seed from '../migrations/data/catalogue.json';
import { PRICE_RANGES } from '../schema/rules/catalogue-filters.ts';
import {
  CATALOGUE_VOCABULARY,
  DEFAULT_SEED,
  generateProducts,
  seededRandom,
} from './catalogue-generator.ts';
import {
  GRAPHQL_OPERATIONS,
  type GraphQLOperation,
  POST_HEADERS,
  persistedGetPath,
  sha256Hex,
} from './operations.ts';

export function operationNamed(name: string): GraphQLOperation {
  const operation = GRAPHQL_OPERATIONS.find((o) => o.name === name);
  if (!operation) throw new Error(`no operation "${name}" in bench/operations.ts`);
  return operation;
}

/** The storefront's reads the two runs vary: a product page, the two searches, a filtered list. */
export const PRODUCT_PAGE = operationNamed('one product');
export const LISTING_SEARCH = operationNamed('search');
export const HEADER_SEARCH = operationNamed('header search');
export const FILTERED_LIST = operationNamed('filtered list');

/** The documents the long tail sends, registered before it runs. */
export const LONG_TAIL_OPERATIONS = [PRODUCT_PAGE, LISTING_SEARCH, HEADER_SEARCH];

/** The mixed run's two loads: the same long tail, without and with one order a second. */
export const MIXED = {
  withoutOrders: 'long tail',
  withOrders: 'long tail + 1 order/s',
} as const;

/** The name a cache-miss measurement goes by in the report. */
export const missName = (operation: Pick<GraphQLOperation, 'name'>) =>
  `${operation.name} (cache miss)`;

/**
 * What shoppers type in the search box: every model the catalogue sells, each brand, and a brand
 * with the first word of its models ("samsung galaxy"), in lower case as most people type.
 */
export function searchTerms(): string[] {
  const terms = CATALOGUE_VOCABULARY.flatMap(({ lines }) =>
    lines.flatMap(({ brand, models }) => [
      ...models,
      brand,
      ...models.map((model) => `${brand} ${model.split(' ')[0]}`),
    ]),
  );
  return [...new Set(terms.map((term) => term.toLowerCase()))];
}

type Random = () => number;

const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

/** `count` distinct product ids of the catalogue's 1 to `products`, spread across it. */
export function productIds(random: Random, products: number, count: number): number[] {
  const ids = new Set<number>();
  while (ids.size < Math.min(count, products)) ids.add(1 + Math.floor(random() * products));
  return [...ids];
}

const productPage = (id: number) => ({ ...PRODUCT_PAGE.variables, id: String(id) });
const listingSearch = (search: string) => ({ ...LISTING_SEARCH.variables, search });
const headerSearch = (search: string) => ({ ...HEADER_SEARCH.variables, search });

/** A filter the shop's panel could produce: a category, maybe one of its brands and a price. */
function filteredList(random: Random) {
  const { category, brands } = pick(random, CATALOGUE_VOCABULARY);
  return {
    ...FILTERED_LIST.variables,
    filter: {
      category,
      brand: random() < 0.7 ? pick(random, brands) : null,
      priceRange: random() < 0.5 ? pick(random, PRICE_RANGES).id : null,
      availableOnly: random() < 0.5,
    },
    sort: pick(random, ['NAME', 'PRICE_LOW', 'PRICE_HIGH']),
  };
}

async function persistedPaths(
  operation: GraphQLOperation,
  variables: Record<string, unknown>[],
): Promise<string[]> {
  const hash = await sha256Hex(operation.query);
  return variables.map((v) => persistedGetPath({ ...operation, variables: v }, hash));
}

/** How many product pages the long tail holds; each search term adds two searches. */
export const LONG_TAIL_PRODUCT_PAGES = 600;

/**
 * The mixed run's long tail, as the storefront sends it (persisted GETs): product pages across
 * the catalogue, and every search term both as the results page and as the header's search.
 * Shuffled, so the load visits them in no order a cache could exploit.
 */
export async function longTailPaths(products: number): Promise<string[]> {
  const random = seededRandom(DEFAULT_SEED + products);
  const terms = searchTerms();
  const paths = [
    ...(await persistedPaths(
      PRODUCT_PAGE,
      productIds(random, products, LONG_TAIL_PRODUCT_PAGES).map(productPage),
    )),
    ...(await persistedPaths(LISTING_SEARCH, terms.map(listingSearch))),
    ...(await persistedPaths(HEADER_SEARCH, terms.map(headerSearch))),
  ];
  return paths
    .map((path) => ({ path, order: random() }))
    .sort((a, b) => a.order - b.order)
    .map(({ path }) => path);
}

/** Distinct real inputs each cache-miss target draws from; a nonce makes every request unique. */
const MISS_INPUTS = 1_000;

/** The cache-miss run's three reads, each with its pool of distinct real inputs. */
export async function missPools(products: number) {
  const random = seededRandom(DEFAULT_SEED + products + 1);
  const filters = Array.from({ length: MISS_INPUTS }, () => filteredList(random));
  return [
    {
      operation: PRODUCT_PAGE,
      paths: await persistedPaths(
        PRODUCT_PAGE,
        productIds(random, products, MISS_INPUTS).map(productPage),
      ),
    },
    {
      operation: LISTING_SEARCH,
      paths: await persistedPaths(LISTING_SEARCH, searchTerms().map(listingSearch)),
    },
    { operation: FILTERED_LIST, paths: await persistedPaths(FILTERED_LIST, filters) },
  ];
}

/** The checkout's own mutation (web/checkout/OrderSummaryPage.tsx). */
const PLACE_ORDER = `mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
  placeOrder(input: $input, idempotencyKey: $idempotencyKey) { accessToken order { id number } }
}`;

interface Orderable {
  id: number;
  colors: { name: string }[];
  sizes: string[];
  inStock: boolean;
  stock: number;
}

/**
 * `count` orders as `count` different shoppers place them: each its own e-mail and its own
 * address (a documentation IPv6 /64, as Cloudflare's cf-connecting-ip would give it), so no
 * shopper meets the per-client or per-e-mail limits, nor the caps on open unpaid orders (one
 * each); cash on delivery, one unit, within what a guest may pay on delivery. Each buys one unit
 * of a different product in stock, so no order finds its product sold out by an earlier one.
 */
export function orderRequests(products: number, count: number) {
  const random = seededRandom(DEFAULT_SEED + products + 2);
  const catalogue: Orderable[] = [...seed.products, ...generateProducts(products)];
  const inStock = catalogue.filter((p) => p.inStock && p.stock > 0);
  const chosen = productIds(random, inStock.length, count).map((i) => inStock[i - 1] as Orderable);
  return chosen.map((product, i) => ({
    path: '/graphql',
    method: 'POST' as const,
    headers: { ...POST_HEADERS, 'cf-connecting-ip': `2001:db8:${(i + 1).toString(16)}::1` },
    body: JSON.stringify({
      operationName: 'PlaceOrder',
      query: PLACE_ORDER,
      variables: {
        idempotencyKey: `bench-order-${products}-${i + 1}-${DEFAULT_SEED}`,
        input: {
          email: `cliente.${i + 1}@example.it`,
          firstName: 'Giulia',
          lastName: 'Bianchi',
          phone: '+39 333 123 4567',
          shippingAddress: {
            street: 'Via Roma 10',
            postalCode: '20121',
            city: 'Milano',
            province: 'MI',
          },
          paymentMethod: 'CONTRASSEGNO',
          acceptTerms: true,
          lines: [
            {
              productId: String(product.id),
              quantity: 1,
              color: product.colors[0]?.name ?? null,
              size: product.sizes[0] ?? null,
            },
          ],
        },
      },
    }),
  }));
}
