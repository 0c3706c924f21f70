import { PRODUCT_SORTS } from '../../../schema/rules/catalogue';
import {
  type Facets,
  type FacetValue,
  LISTING_PAGE_SIZE,
  MAX_BRAND_FACETS,
  MAX_SIZE_FACETS,
  MAX_SIZE_FILTERS,
  PRICE_RANGES,
} from '../../../schema/rules/catalogue-filters';
import type { SearchScope } from '../../../schema/rules/search';
import { PRODUCT_CONDITION } from '../../../schema/vocabulary';
import type { ListingPage } from '../../catalogue/listing';
import { builder } from '../builder';
import { MAX_CATEGORIES, Product, ProductConditionRef } from './catalogue';
import { PageInfoRef } from './paging';

/** The shop's listing: its sorts, filters, counts and pages (worker/catalogue/listing.ts). */
export const ProductSortRef = builder.enumType('ProductSort', {
  values: PRODUCT_SORTS,
});

const SearchScopeRef = builder.enumType('SearchScope', {
  description: 'Where a search looks.',
  values: {
    RESULTS: { description: 'Name, brand and description: the results page (the default).' },
    HEADER: { description: "Name, brand and category: the header's searches." },
  } satisfies Record<SearchScope, unknown>,
});

const ProductFilterInput = builder.inputType('ProductFilter', {
  fields: (t) => ({
    category: t.id({ description: '"all" or absent for every category.' }),
    brand: t.string({ description: 'A brand exactly as a FacetValue of `brands` gives it.' }),
    priceRange: t.string({
      description: 'A price range id: fino-100, 100-300, 300-600, 600-1000, oltre-1000.',
    }),
    availableOnly: t.boolean({ description: 'Only products that can be bought now.' }),
    condition: t.field({
      type: ProductConditionRef,
      description: 'Only new, refurbished or used.',
    }),
    sizes: t.stringList({
      description: `Only products with a variant of any of these sizes (as \`sizes\` of ProductFacets gives them), one that can be bought with availableOnly; at most ${MAX_SIZE_FILTERS}.`,
    }),
  }),
});

const FacetValueRef = builder.objectRef<FacetValue>('FacetValue').implement({
  fields: (t) => ({
    value: t.exposeString('value'),
    label: t.exposeString('label'),
    count: t.exposeInt('count', {
      description: 'How many products choosing this value would show, keeping the other filters.',
    }),
  }),
});

const ProductFacetsRef = builder.objectRef<Facets>('ProductFacets').implement({
  description: 'The counts beside each filter value, for the search and the other filters.',
  fields: (t) => ({
    categories: t.expose('categories', { type: [FacetValueRef], maxItems: MAX_CATEGORIES }),
    brands: t.expose('brands', { type: [FacetValueRef], maxItems: MAX_BRAND_FACETS }),
    priceRanges: t.expose('priceRanges', { type: [FacetValueRef], maxItems: PRICE_RANGES.length }),
    conditions: t.expose('conditions', {
      type: [FacetValueRef],
      maxItems: PRODUCT_CONDITION.values.length,
      description: 'Every condition, its value as ProductCondition names it.',
    }),
    sizes: t.expose('sizes', {
      type: [FacetValueRef],
      maxItems: MAX_SIZE_FACETS,
      description:
        "The variants' sizes (128GB, 41mm) under the other filters, smallest first, the chosen ones always.",
    }),
    available: t.exposeInt('available', {
      description: 'How many can be bought now under the other filters.',
    }),
  }),
});

export const ProductConnectionRef = builder.objectRef<ListingPage>('ProductConnection').implement({
  description: 'A page of the catalogue, its position, and the counts behind its filters.',
  fields: (t) => ({
    nodes: t.expose('nodes', { type: [Product], maxItems: LISTING_PAGE_SIZE.max }),
    totalCount: t.int({
      description: 'Products under the search and every filter (a search ranks at most 1,000).',
      resolve: async (page) => (await page.facets()).total,
    }),
    offset: t.exposeInt('offset', { description: 'How many products come before the first node.' }),
    pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page }),
    facets: t.field({ type: ProductFacetsRef, resolve: (page) => page.facets() }),
  }),
});

export const listingArgs = builder.args((t) => ({
  search: t.string(),
  searchIn: t.field({
    type: SearchScopeRef,
    description: "Which fields the search looks in; the results page's when absent.",
  }),
  filter: t.field({ type: ProductFilterInput }),
  sort: t.field({ type: ProductSortRef }),
  first: t.int({
    description: `At most ${LISTING_PAGE_SIZE.max}; ${LISTING_PAGE_SIZE.default} when absent.`,
  }),
  after: t.string(),
  last: t.int(),
  before: t.string(),
}));
