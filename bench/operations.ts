/**
 * What the benchmark asks the Worker: the storefront's own documents (fragments inlined) with
 * the variables a shopper sends, and the two routes that make the runtime's floor.
 */
const PRODUCT_CARD = 'id name brand price originalPrice images inStock stock rating reviews';

/** The listing's document: the product list and a search differ only in their variables. */
const SHOP_LISTING = `query ShopListing($category: ID, $search: String, $sort: ProductSort) {
  categories { id name icon }
  products(category: $category, search: $search, sort: $sort) { ${PRODUCT_CARD} }
}`;

export interface GraphQLOperation {
  name: string;
  /** The catalogue reads the throughput budget applies to. */
  catalogue: boolean;
  query: string;
  variables: Record<string, unknown>;
}

export const GRAPHQL_OPERATIONS: GraphQLOperation[] = [
  {
    name: 'product list',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { category: null, search: null, sort: 'NAME' },
  },
  {
    name: 'search',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { category: null, search: 'apple', sort: 'NAME' },
  },
  {
    name: 'filtered list',
    catalogue: true,
    query: SHOP_LISTING,
    variables: { category: 'smartphone', search: null, sort: 'PRICE_LOW' },
  },
  {
    // The header's search today: the whole product list, fetched once and searched in the browser.
    name: 'header search',
    catalogue: true,
    query: `query SearchIndex {
      products { id name brand images category { id name } }
    }`,
    variables: {},
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

/** The POST an outside GraphQL client sends: the whole document, which no cache answers. */
export function postBody(operation: GraphQLOperation): string {
  return JSON.stringify({
    operationName: /query (\w+)/.exec(operation.query)?.[1] ?? '',
    query: operation.query,
    variables: operation.variables,
  });
}

/** The name a POST measurement goes by in the report, beside the GET one. */
export const postName = (operation: GraphQLOperation) => `${operation.name} (POST)`;

/**
 * Rows an answer returns: every object with an id (products, categories, related products) and
 * every cart line, at least one. The budget compares D1's rows read with this.
 */
export function rowsReturned(data: unknown): number {
  let rows = 0;
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
    } else if (value && typeof value === 'object') {
      if ('id' in value || 'productId' in value) rows += 1;
      for (const child of Object.values(value)) visit(child);
    }
  };
  visit(data);
  return Math.max(1, rows);
}

/** The runtime's floor: a file from the assets and a route that does no work. */
export const FLOOR = [
  // A built file the asset server answers without running the Worker (robots.txt now runs it).
  { name: 'static asset', path: '/images/products/airpods-pro-2-case.svg' },
  { name: 'trivial route', path: '/livez' },
] as const;
