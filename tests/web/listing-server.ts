import {
  Client,
  cacheExchange,
  type Exchange,
  makeErrorResult,
  makeResult,
  type OperationResult,
} from 'urql';
import { filter, make, mergeMap, pipe, share, takeUntil } from 'wonka';
import { ALL_CATEGORIES } from '../../schema/rules/catalogue';
import { findPriceRange, PRICE_RANGES, priceRangeOf } from '../../schema/rules/catalogue-filters';
import { type ApiValueOf, PRODUCT_CONDITION, type PRODUCT_GRADE } from '../../schema/vocabulary';

type Condition = ApiValueOf<typeof PRODUCT_CONDITION>;
type Grade = ApiValueOf<typeof PRODUCT_GRADE>;

/** A product as the fake catalogue holds it: what the listing's filters and cards read. */
export interface CatalogueProduct {
  id: number;
  name: string;
  brand: string;
  categoryId: string;
  price: number;
  stock: number;
  /** NUOVO when left out. */
  condition?: Condition;
  /** Its variants' sizes, none when left out; every one buyable while it has stock. */
  sizes?: string[];
  /** The grades its variants are sold at; grade A throughout when left out (not new goods). */
  grades?: { best: Grade; worst: Grade };
}

const conditionOf = (p: CatalogueProduct): Condition => p.condition ?? 'NUOVO';

const CATEGORIES = [
  { id: 'smartphone', name: 'Smartphone', icon: 'smartphone' },
  { id: 'laptop', name: 'Laptop', icon: 'laptop' },
];

interface Variables {
  search?: string | null;
  filter?: {
    category?: string;
    brand?: string | null;
    priceRange?: string | null;
    availableOnly?: boolean;
    condition?: Condition | null;
    sizes?: string[] | null;
  };
  sort?: string;
  first?: number;
  after?: string | null;
  last?: number;
  before?: string | null;
}

const card = (p: CatalogueProduct) => ({
  __typename: 'Product',
  id: String(p.id),
  name: p.name,
  brand: p.brand,
  price: p.price,
  originalPrice: null,
  images: [`/images/${p.id}.svg`],
  mainPhoto: null,
  inStock: true,
  stock: p.stock,
  rating: null,
  reviews: null,
  condition: conditionOf(p),
  grade: conditionOf(p) === 'NUOVO' ? null : 'A',
  bestGrade: conditionOf(p) === 'NUOVO' ? null : (p.grades?.best ?? 'A'),
  worstGrade: conditionOf(p) === 'NUOVO' ? null : (p.grades?.worst ?? 'A'),
});

const cursorAt = (position: number) => `pos-${position}`;
const positionOf = (cursor: string) => Number(cursor.slice(4));

/**
 * The catalogue's answers, worked out from the variables as the Worker does in spirit: a
 * substring search over name and brand, the four filters, the facets that leave one filter out,
 * and pages around position cursors.
 */
function catalogue(products: readonly CatalogueProduct[], v: Variables) {
  const search = (v.search ?? '').toLowerCase();
  const f = v.filter ?? {};
  const matches = products.filter((p) => `${p.name} ${p.brand}`.toLowerCase().includes(search));
  type Skip = 'category' | 'brand' | 'price' | 'available' | 'condition' | 'size' | null;
  const passes = (p: CatalogueProduct, skip: Skip) =>
    (skip === 'category' ||
      !f.category ||
      f.category === ALL_CATEGORIES ||
      p.categoryId === f.category) &&
    (skip === 'brand' || !f.brand || p.brand === f.brand) &&
    (skip === 'price' ||
      !f.priceRange ||
      priceRangeOf(p.price).id === findPriceRange(f.priceRange)?.id) &&
    (skip === 'available' || !f.availableOnly || p.stock > 0) &&
    (skip === 'condition' || !f.condition || conditionOf(p) === f.condition) &&
    (skip === 'size' || !f.sizes?.length || (p.sizes ?? []).some((s) => f.sizes?.includes(s)));
  const listed = matches.filter((p) => passes(p, null));
  if (v.sort === 'PRICE_LOW') listed.sort((a, b) => a.price - b.price || a.id - b.id);
  if (v.sort === 'NAME') listed.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  const backward = v.last != null || v.before != null;
  const size = (backward ? v.last : v.first) ?? 24;
  const start = backward
    ? Math.max(0, (v.before ? positionOf(v.before) : listed.length) - size)
    : v.after
      ? positionOf(v.after) + 1
      : 0;
  const end = backward ? (v.before ? positionOf(v.before) : listed.length) : start + size;
  const nodes = listed.slice(start, end);

  const count = (skip: Skip, test: (p: CatalogueProduct) => boolean) =>
    matches.filter((p) => passes(p, skip) && test(p)).length;
  const brands = [...new Set(matches.filter((p) => passes(p, 'brand')).map((p) => p.brand))];
  return {
    __typename: 'ProductConnection',
    nodes: nodes.map(card),
    totalCount: listed.length,
    offset: start,
    pageInfo: {
      __typename: 'PageInfo',
      hasNextPage: start + nodes.length < listed.length,
      hasPreviousPage: start > 0,
      startCursor: nodes.length ? cursorAt(start) : null,
      endCursor: nodes.length ? cursorAt(start + nodes.length - 1) : null,
    },
    facets: {
      __typename: 'ProductFacets',
      categories: CATEGORIES.map((c) => ({
        __typename: 'FacetValue',
        value: c.id,
        label: c.name,
        count: count('category', (p) => p.categoryId === c.id),
      })),
      brands: brands
        .map((brand) => ({
          __typename: 'FacetValue',
          value: brand,
          label: brand,
          count: count('brand', (p) => p.brand === brand),
        }))
        .sort((a, b) => b.count - a.count),
      priceRanges: PRICE_RANGES.map((range) => ({
        __typename: 'FacetValue',
        value: range.id,
        label: range.label,
        count: count('price', (p) => priceRangeOf(p.price).id === range.id),
      })),
      conditions: PRODUCT_CONDITION.options.map((option) => ({
        __typename: 'FacetValue',
        value: option.value,
        label: option.label,
        count: count('condition', (p) => conditionOf(p) === option.value),
      })),
      sizes: [...new Set([...products.flatMap((p) => p.sizes ?? []), ...(f.sizes ?? [])])]
        .map((size) => ({
          __typename: 'FacetValue',
          value: size,
          label: size,
          count: count('size', (p) => (p.sizes ?? []).includes(size)),
        }))
        .filter((size) => size.count > 0 || f.sizes?.includes(size.value)),
      available: count('available', (p) => p.stock > 0),
    },
  };
}

/**
 * A urql client over a fake catalogue, answering ShopListing and HeaderSearch after
 * `answerAfterMs` (negative: a network error) as the fetch exchange would: an operation torn
 * down before its answer is dropped. It records what reached the network, what was torn down
 * and what was answered, each by its variables.
 */
export function catalogueServer(
  products: readonly CatalogueProduct[],
  { answerAfterMs = 0 }: { answerAfterMs?: number | ((variables: Variables) => number) } = {},
) {
  const asked: { name: string; variables: unknown }[] = [];
  const tornDown: unknown[] = [];
  const answered: unknown[] = [];
  const network: Exchange = () => (operations$) => {
    const shared = pipe(operations$, share);
    const teardowns = pipe(
      shared,
      filter((operation) => operation.kind === 'teardown'),
    );
    return pipe(
      shared,
      filter((operation) => operation.kind === 'query'),
      mergeMap((operation) => {
        const definition = operation.query.definitions[0];
        const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
        const variables = operation.variables as Variables;
        const after = typeof answerAfterMs === 'number' ? answerAfterMs : answerAfterMs(variables);
        const answer = () =>
          after < 0
            ? makeErrorResult(operation, new Error('Failed to fetch'))
            : makeResult(operation, {
                data:
                  name === 'ShopListing'
                    ? { categories: CATEGORIES, catalogue: catalogue(products, variables) }
                    : name === 'HeaderSearch'
                      ? { catalogue: catalogue(products, variables) }
                      : null,
              });
        return pipe(
          make<OperationResult>((observer) => {
            let state: 'queued' | 'sent' | 'answered' = 'queued';
            let answering: ReturnType<typeof setTimeout> | undefined;
            // urql's useQuery reads a first result by subscribing and unsubscribing at once; a
            // request aborted in the task that started it never leaves the browser.
            const sending = setTimeout(() => {
              state = 'sent';
              asked.push({ name, variables });
              answering = setTimeout(
                () => {
                  state = 'answered';
                  answered.push(variables);
                  observer.next(answer());
                  observer.complete();
                },
                Math.max(after, 0),
              );
            });
            return () => {
              clearTimeout(sending);
              clearTimeout(answering);
              if (state === 'sent') tornDown.push(variables);
            };
          }),
          takeUntil(
            pipe(
              teardowns,
              filter((teardown) => teardown.key === operation.key),
            ),
          ),
        );
      }),
    );
  };
  return {
    client: new Client({ url: '/graphql', exchanges: [cacheExchange, network] }),
    asked,
    tornDown,
    answered,
  };
}
