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

/** The runtime's floor: a file from the assets and a route that does no work. */
export const FLOOR = [
  { name: 'static asset', path: '/robots.txt' },
  { name: 'trivial route', path: '/livez' },
] as const;
