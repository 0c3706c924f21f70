/**
 * What the benchmark asks the Worker: the storefront's own documents (fragments inlined) with
 * the variables a shopper sends, and the two routes that make the runtime's floor.
 */
import { HEADER_SEARCH_LIMIT, LISTING_PAGE_SIZE } from '../schema/rules/catalogue-filters.ts';

const PRODUCT_CARD = 'id name brand price originalPrice images inStock stock rating reviews';
const FACET = 'value label count';

/**
 * The shop's listing: one page of products, where it sits, and the counts beside each filter.
 * The list, a search, a filtered list and a deep page differ only in their variables.
 */
const SHOP_LISTING = `query ShopListing($search: String, $filter: ProductFilter, $sort: ProductSort, $first: Int, $after: String, $last: Int, $before: String) {
  categories { id icon }
  catalogue(search: $search, filter: $filter, sort: $sort, first: $first, after: $after, last: $last, before: $before) {
    nodes { ${PRODUCT_CARD} }
    totalCount
    offset
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    facets {
      categories { ${FACET} }
      brands { ${FACET} }
      priceRanges { ${FACET} }
      available
    }
  }
}`;

export interface GraphQLOperation {
  name: string;
  /** The catalogue reads the throughput budgets apply to, measured as GET and as POST. */
  catalogue: boolean;
  query: string;
  variables: Record<string, unknown>;
}

const FIRST_PAGE = { first: LISTING_PAGE_SIZE.default, after: null };
const LIST_PAGE_VARIABLES = { search: null, filter: null, sort: 'NAME', ...FIRST_PAGE };

export const GRAPHQL_OPERATIONS: GraphQLOperation[] = [
  {
    name: 'list page',
    catalogue: true,
    query: SHOP_LISTING,
    variables: LIST_PAGE_VARIABLES,
  },
  {
    // One model, typed whole: a few products at any size.
    name: 'search',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { search: 'galaxy s24', filter: null, sort: 'RELEVANCE', ...FIRST_PAGE },
  },
  {
    // Two slips ("samsung galaxy"): every Samsung Galaxy, thousands at 50,000 products.
    name: 'typo search',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { search: 'samsumg galxy', filter: null, sort: 'RELEVANCE', ...FIRST_PAGE },
  },
  {
    name: 'filtered list',
    catalogue: true,
    query: SHOP_LISTING,
    variables: {
      search: null,
      filter: { category: 'smartphone', brand: 'Samsung', availableOnly: true },
      sort: 'PRICE_LOW',
      ...FIRST_PAGE,
    },
  },
  {
    // A rare size alone (issue 29): the size index leads, never the whole sort index.
    name: 'size filter',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { search: null, filter: { sizes: ['45mm'] }, sort: 'NAME', ...FIRST_PAGE },
  },
  {
    name: 'header search',
    catalogue: true,
    query: `query HeaderSearch($search: String!, $first: Int!) {
      catalogue(search: $search, searchIn: HEADER, sort: RELEVANCE, first: $first) { nodes { id name brand images } }
    }`,
    variables: { search: 'iphone 15', first: HEADER_SEARCH_LIMIT.desktop },
  },
  {
    name: 'bestsellers',
    catalogue: true,
    query: `query HomeBestsellers { bestsellers { ${PRODUCT_CARD} } }`,
    variables: {},
  },
  {
    name: 'one product',
    catalogue: true,
    query: `query ProductPage($id: ID!) {
      product(id: $id) {
        id name brand price originalPrice description images inStock stock rating reviews sizes
        colors { name hex }
        category { id name }
        details {
          display processor camera battery connectivity waterResistance specialFeatures chip
          features resistance charging
        }
        related(limit: 4) { ${PRODUCT_CARD} }
      }
    }`,
    variables: { id: '1' },
  },
  {
    name: 'cartTotals',
    catalogue: false,
    query: `query CartTotals($lines: [CartLineInput!]!) {
      cartTotals(lines: $lines) {
        itemCount subtotal shipping taxes total
        lines { productId color size quantity requestedQuantity unitPrice status }
      }
    }`,
    variables: {
      lines: [
        { productId: '1', quantity: 1, color: 'Titanio naturale', size: '128GB' },
        { productId: '4', quantity: 2, color: null, size: null },
        { productId: '6', quantity: 1, color: null, size: null },
      ],
    },
  },
];

/** The listing page the deep page reads: its cursor is found by walking the pages before it. */
export const DEEP_PAGE = 10;

/** The list page, asked for the page after `after`: the same document and sort. */
export function deepPageOperation(after: string | null): GraphQLOperation {
  return {
    name: 'deep page',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { ...LIST_PAGE_VARIABLES, after },
  };
}

/** Where the next page starts, from a list page's answer; null on the last page. */
export function nextPageCursor(data: unknown): string | null {
  const pageInfo = (data as { catalogue?: { pageInfo?: Record<string, unknown> } } | null)
    ?.catalogue?.pageInfo;
  if (!pageInfo) throw new Error('the list page answered without pageInfo');
  return pageInfo.hasNextPage === true && typeof pageInfo.endCursor === 'string'
    ? pageInfo.endCursor
    : null;
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Buffer.from(digest).toString('hex');
}

/** The GET a browser sends for a persisted query: hash and variables, no document. */
export function persistedGetPath(
  operation: GraphQLOperation,
  hash: string,
  withDocument = false,
): string {
  const params = new URLSearchParams({
    operationName: /query (\w+)/.exec(operation.query)?.[1] ?? '',
    variables: JSON.stringify(operation.variables),
    extensions: JSON.stringify({ persistedQuery: { version: 1, sha256Hash: hash } }),
  });
  if (withDocument) params.set('query', operation.query);
  return `/graphql?${params}`;
}

export const GRAPHQL_HEADERS = { accept: 'application/graphql-response+json, application/json' };
export const POST_HEADERS = { ...GRAPHQL_HEADERS, 'content-type': 'application/json' };

/** The POST an outside GraphQL client sends: the whole document, which no cache answers. */
export function postBody(operation: GraphQLOperation): string {
  return JSON.stringify({
    operationName: /query (\w+)/.exec(operation.query)?.[1] ?? '',
    query: operation.query,
    variables: operation.variables,
  });
}

/** The name a POST measurement goes by in the report, beside the GET one. */
export const postName = (operation: Pick<GraphQLOperation, 'name'>) => `${operation.name} (POST)`;

/** The runtime's floor: a file from the assets and a route that does no work. */
export const FLOOR = [
  // A built file the asset server answers without running the Worker (robots.txt now runs it).
  { name: 'static asset', path: '/images/products/airpods-pro-2-case.svg' },
  { name: 'trivial route', path: '/livez' },
] as const;

/** The floor the budgets measure the Worker's operations against. */
export const BUDGET_FLOOR = FLOOR[1];
