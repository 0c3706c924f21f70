import { and, asc, desc, eq, gt, gte, lt, type SQL, sql } from 'drizzle-orm';
import {
  catalogueFacets,
  type ProductRow,
  priceRangePosition,
  productSizes,
  products,
} from '../../schema/db/catalogue';
import type { ProductSort } from '../../schema/rules/catalogue';
import {
  type FacetGroup,
  type Facets,
  facetCounts,
  type ListingFilter,
  listedCount,
  PRICE_RANGES,
  type PriceRange,
  sizesLead,
} from '../../schema/rules/catalogue-filters';
import type { SearchScope } from '../../schema/rules/search';
import {
  facetGroupsOf,
  listedMatches,
  matchPage,
  type SearchMatch,
} from '../../schema/rules/search-matches';
import type { ProductCondition } from '../../schema/vocabulary';
import type { Database } from '../db';
import { allCategories } from './categories';
import { type Cursor, encodeCursor, type KeyCursor } from './cursor';
import { onSale, productsByIds } from './reads';
import { type SearchRead, searched } from './search';
import { versionMemo } from './version-memo';

/** Every row of the filter counts' summary table, at the version it was read at. */
const facetTable = versionMemo<FacetGroup[]>();

/** Which page: the first `size` after a cursor (or from the start), or the last before one. */
export type PageRequest =
  | { direction: 'forward'; size: number; after: Cursor | null }
  | { direction: 'backward'; size: number; before: Cursor | null };

export interface ListingRequest {
  search: string;
  /** Which fields the search looks in (SCOPE_FIELDS). */
  scope: SearchScope;
  filter: ListingFilter;
  sort: ProductSort;
  page: PageRequest;
}

export interface ListingPage {
  nodes: ProductRow[];
  /** Products before the first node. */
  offset: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
  /** Read only when asked for: the count and the filter counts cost their own statement. */
  facets: () => Promise<Facets>;
}

/**
 * A page of the catalogue (docs/product.md#catalogue). Without a search, a page walks an index
 * from its cursor and the counts come from the summary table; with one, the matches are ranked
 * once and the page's rows loaded by id. Either way at most three statements, whatever the size.
 * `withCounts` says the counts will be asked for: a page without a search then reads them in the
 * same round trip to D1 as its products, unless the isolate holds them at `version`, the
 * catalogue version the request is answered at (version-memo.ts).
 */
export function listProducts(
  db: Database,
  request: ListingRequest,
  { withCounts = false, version = null as number | null } = {},
): Promise<ListingPage> {
  return request.search ? searchPage(db, request) : indexPage(db, request, withCounts, version);
}

interface SearchResult extends SearchRead {
  /**
   * [id, score, name, price, categoryId, brand, available, condition, sizes, availableSizes] for
   * each kept match.
   */
  matches: string;
}

/**
 * A search's page: its matches found and scored in one statement, which hands them over with what
 * their filters, sorts and counts need (and that statement again over the corrected words when a
 * misspelt search finds nothing); the Worker filters, sorts, counts and pages them
 * (search-matches.ts); then the page's products by id.
 */
async function searchPage(db: Database, request: ListingRequest): Promise<ListingPage> {
  const { filter, sort, page } = request;
  // Names travel only when they sort: a thousand of them are most of the value's bytes.
  const name = sql.raw(sort === 'NAME' ? 'scored.name' : "''");
  const result = await searched(db, request.search, request.scope, (matches, spelling) =>
    db.get<SearchResult>(sql`
    SELECT json_group_array(json_array(scored.id, scored.score, ${name}, scored.price,
        scored.category_id, scored.brand, scored.available, scored.condition,
        json(scored.sizes), json(scored.available_sizes))) AS matches,
      CASE WHEN count(*) = 0 THEN ${spelling} END AS spelling
    FROM ${matches} AS scored`),
  );
  const kept = (
    JSON.parse(result?.matches ?? '[]') as [
      number,
      number,
      string,
      number,
      string,
      string,
      number,
      ProductCondition,
      string[],
      string[],
    ][]
  ).map(
    ([
      id,
      score,
      name,
      price,
      categoryId,
      brand,
      available,
      condition,
      sizes,
      availableSizes,
    ]): SearchMatch => ({
      id,
      score,
      name,
      price,
      categoryId,
      brand,
      available: available === 1,
      condition,
      sizes,
      availableSizes,
    }),
  );
  const groups = facetGroupsOf(kept);
  const listed = listedMatches(kept, filter, sort);
  const cursor = page.direction === 'forward' ? page.after : page.before;
  const { ids, offset, hasNextPage } = matchPage(listed, {
    direction: page.direction,
    size: page.size,
    position: cursor?.position ?? null,
  });
  const byId = await productsByIds(db, ids);
  const nodes = ids.flatMap((id) => byId.get(id) ?? []);
  const cursorAt = (index: number) => encodeCursor({ sort, position: offset + index });
  return {
    nodes,
    offset,
    hasNextPage,
    hasPreviousPage: offset > 0,
    startCursor: nodes.length ? cursorAt(0) : null,
    endCursor: nodes.length ? cursorAt(nodes.length - 1) : null,
    facets: async () => facetCounts(groups, filter, await allCategories(db)),
  };
}

const byPrice = (sort: ProductSort) => sort === 'PRICE_LOW' || sort === 'PRICE_HIGH';

/** The sort's index key, as the index compares it. */
function sortKey(sort: ProductSort): SQL {
  return byPrice(sort) ? sql`${products.price}` : sql`${products.name} COLLATE NOCASE`;
}

const keyOf = (row: ProductRow, sort: ProductSort) => (byPrice(sort) ? row.price : row.name);

/**
 * Sorted by price, the bounds walk only the range of a price index. Sorted by name in a category,
 * the range's position walks the range's own name index (migrations/0025) in order; bounds there
 * would lead SQLite to the price index and a sort of the whole range.
 */
function priceRangeConditions(range: PriceRange, filter: ListingFilter, sort: ProductSort): SQL[] {
  if (filter.category && !byPrice(sort))
    return [
      sql`${priceRangePosition(products.price)} = ${sql.raw(String(PRICE_RANGES.indexOf(range)))}`,
    ];
  return [
    gte(products.price, range.min),
    ...(range.max === null ? [] : [lt(products.price, range.max)]),
  ];
}

/**
 * A product of one of the sizes (docs/product.md#filtro-per-versione), read from the sizes its row
 * keeps for the counts (migrations/0040_size_facets.sql), so the list and its counts agree: with
 * "Disponibili", a size it can sell now.
 */
function sizeCondition(sizes: readonly string[], availableOnly: boolean): SQL {
  const kept = availableOnly ? products.facetSizesAvailable : products.facetSizes;
  return sql`EXISTS (SELECT 1 FROM json_each(${kept})
    WHERE value IN (SELECT value FROM json_each(${JSON.stringify(sizes)})))`;
}

function filterConditions(filter: ListingFilter, sort: ProductSort): SQL[] {
  const { category, brand, priceRange, availableOnly, condition, sizes } = filter;
  return [
    onSale,
    ...(category ? [eq(products.categoryId, category)] : []),
    ...(condition ? [eq(products.condition, condition)] : []),
    ...(brand ? [eq(products.brand, brand)] : []),
    ...(priceRange ? priceRangeConditions(priceRange, filter, sort) : []),
    ...(availableOnly ? [eq(products.inStock, true), gt(products.stock, 0)] : []),
    ...(sizes.length > 0 ? [sizeCondition(sizes, availableOnly)] : []),
  ];
}

/**
 * The summary rows the filter counts can use. Each count keeps every filter but its own
 * (facetCounts), so a row two filters refuse counts for no value: it stays in D1 rather than
 * travel to be thrown away. Without two filters, every row counts.
 */
function countedFacets(filter: ListingFilter): SQL | undefined {
  const refused = [
    ...(filter.category ? [sql`${catalogueFacets.categoryId} <> ${filter.category}`] : []),
    ...(filter.brand ? [sql`${catalogueFacets.brand} <> ${filter.brand}`] : []),
    ...(filter.priceRange ? [sql`${catalogueFacets.priceRange} <> ${filter.priceRange.id}`] : []),
    ...(filter.availableOnly ? [sql`${catalogueFacets.available} = 0`] : []),
    ...(filter.condition ? [sql`${catalogueFacets.condition} <> ${filter.condition}`] : []),
    ...(filter.sizes.length > 0
      ? [
          sql`NOT EXISTS (SELECT 1 FROM json_each(${filter.availableOnly ? catalogueFacets.availableSizes : catalogueFacets.sizes})
            WHERE value IN (SELECT value FROM json_each(${JSON.stringify(filter.sizes)})))`,
        ]
      : []),
  ];
  if (refused.length < 2) return undefined;
  return sql`(${sql.join(
    refused.map((condition) => sql`(${condition})`),
    sql` + `,
  )}) <= 1`;
}

/** Where a page resumes: after (or, walking backwards, before) the cursor's product. */
interface Walk {
  sort: ProductSort;
  ascending: boolean;
  after: KeyCursor | null;
  limit: number;
}

/**
 * The page through the sort's index (docs/product.md#catalogue), each product tested against every
 * filter: the sizes by the columns kept for the counts.
 */
function sortIndexPage(db: Database, filter: ListingFilter, walk: Walk) {
  const { sort, ascending, after } = walk;
  const key = sortKey(sort);
  // A resumed page compares the bare column with a value carrying the collation: SQLite then
  // walks the NOCASE index from the cursor, where a COLLATE on the column would scan from its start.
  const column = byPrice(sort) ? products.price : products.name;
  return db
    .select()
    .from(products)
    .where(
      and(
        ...filterConditions(filter, sort),
        ...(after
          ? [
              ascending
                ? sql`(${column}, ${products.id}) > (${keyValue(after, sort)}, ${after.id})`
                : sql`(${column}, ${products.id}) < (${keyValue(after, sort)}, ${after.id})`,
            ]
          : []),
      ),
    )
    .orderBy(...(ascending ? [asc(key), asc(products.id)] : [desc(key), desc(products.id)]))
    .limit(walk.limit);
}

const keyValue = (cursor: KeyCursor, sort: ProductSort) =>
  byPrice(sort) ? sql`${cursor.key}` : sql`${cursor.key} COLLATE NOCASE`;

/**
 * The page through the sizes' own index (migrations/0042_size_index.sql): for each size chosen,
 * its first products in the sort from the cursor, tested against the other filters; the first of
 * them all, each once, are the page. A product of two sizes chosen comes from both walks: a page's
 * worth from each is enough, since whatever comes before a product on the page is on it too.
 */
function sizeIndexPage(db: Database, filter: ListingFilter, walk: Walk) {
  const { sort, ascending, after } = walk;
  const price = byPrice(sort);
  const column = price ? productSizes.price : productSizes.name;
  const order = sql.raw(ascending ? 'ASC' : 'DESC');
  const collate = sql.raw(price ? '' : 'COLLATE NOCASE');
  const others = { ...filter, sizes: [], availableOnly: false };
  // The products' own filters cost a read of each product walked past: only when there are any.
  const joined = filter.category || filter.brand || filter.priceRange || filter.condition;
  const conditions = [
    sql`${productSizes.size} = chosen.value`,
    ...(filter.availableOnly ? [eq(productSizes.available, true)] : []),
    ...(joined
      ? [sql`${products.id} = ${productSizes.productId}`, ...filterConditions(others, sort)]
      : []),
    ...(after
      ? [
          sql`(${column}, ${productSizes.productId}) ${sql.raw(ascending ? '>' : '<')} (${keyValue(after, sort)}, ${after.id})`,
        ]
      : []),
  ];
  const firsts = sql`SELECT ${column} AS key, ${productSizes.productId} AS id
    FROM ${productSizes}${joined ? sql`, ${products}` : sql``}
    WHERE ${and(...conditions)}
    ORDER BY ${column} ${collate} ${order}, ${productSizes.productId} ${order} LIMIT ${walk.limit}`;
  const ids = sql`SELECT id FROM (
    SELECT DISTINCT picked.value ->> 0 AS key, picked.value ->> 1 AS id
    FROM json_each(${JSON.stringify(filter.sizes)}) AS chosen,
      json_each((SELECT json_group_array(json_array(key, id)) FROM (${firsts}))) AS picked
    ORDER BY key ${collate} ${order}, id ${order} LIMIT ${walk.limit})`;
  const key = sortKey(sort);
  return db
    .select()
    .from(products)
    .where(sql`${products.id} IN (${ids})`)
    .orderBy(...(ascending ? [asc(key), asc(products.id)] : [desc(key), desc(products.id)]))
    .limit(walk.limit);
}

async function indexPage(
  db: Database,
  request: ListingRequest,
  withCounts: boolean,
  version: number | null,
): Promise<ListingPage> {
  const { filter, page, sort } = request;
  const descending = sort === 'PRICE_HIGH';
  // Reading backwards walks the same index the other way, then turns the page round.
  const backward = page.direction === 'backward';
  const cursor = page.direction === 'forward' ? page.after : page.before;
  const after = cursor?.key !== undefined ? (cursor as KeyCursor) : null;
  const walk: Walk = { sort, ascending: descending === backward, after, limit: page.size + 1 };
  // Kept by version, the whole table: any filter's counts come from it. Read for one request,
  // only the rows its filter counts.
  const facetRows = db
    .select()
    .from(catalogueFacets)
    .where(version === null ? countedFacets(filter) : undefined);
  // A page filtered by size needs the counts first: they choose the index it walks.
  const held =
    facetTable.peek(version) ??
    (filter.sizes.length > 0
      ? await facetTable.at(version, () => db.select().from(catalogueFacets).all())
      : undefined);
  let groups: Promise<FacetGroup[]> | undefined;
  let rows: ProductRow[];
  if (held) {
    groups = Promise.resolve(held);
    // The counts say when nothing is listed: no walk at all.
    rows =
      listedCount(held, filter) === 0
        ? []
        : await (filter.sizes.length > 0 && sizesLead(held, filter)
            ? sizeIndexPage(db, filter, walk)
            : sortIndexPage(db, filter, walk));
  } else if (withCounts) {
    const [listed, counted] = await db.batch([sortIndexPage(db, filter, walk), facetRows]);
    facetTable.keep(version, counted);
    rows = listed;
    groups = Promise.resolve(counted);
  } else {
    rows = await sortIndexPage(db, filter, walk);
  }
  const more = rows.length > page.size;
  const taken = rows.slice(0, page.size);
  const nodes = backward ? taken.reverse() : taken;
  const offset = backward
    ? Math.max(0, (after ? after.position : 0) - nodes.length)
    : after
      ? after.position + 1
      : 0;
  const cursorAt = (index: number) => {
    const row = nodes[index] as ProductRow;
    return encodeCursor({ sort, key: keyOf(row, sort), id: row.id, position: offset + index });
  };
  return {
    nodes,
    offset,
    hasNextPage: backward ? after !== null : more,
    hasPreviousPage: backward ? more : after !== null,
    startCursor: nodes.length ? cursorAt(0) : null,
    endCursor: nodes.length ? cursorAt(nodes.length - 1) : null,
    facets: async () => {
      // .all() runs the read once; a drizzle query awaited twice would run twice.
      groups ??= facetTable.at(version, () => facetRows.all());
      return facetCounts(await groups, filter, await allCategories(db));
    },
  };
}
