/**
 * A search's kept matches as the Worker pages them (docs/product.md#search): D1 finds and scores
 * them and hands them over in one value; filtering, sorting, counting and paging them here costs
 * D1 no second and third pass over them.
 */
import type { ProductCondition } from '../vocabulary';
import { PRODUCT_ORDER, type ProductSort } from './catalogue';
import {
  type FacetGroup,
  type ListingFilter,
  passesFilter,
  priceRangeOf,
} from './catalogue-filters';

/** One kept match: what its filters, sorts and counts need. */
export interface SearchMatch {
  id: number;
  /** Lower is closer (search.ts). */
  score: number;
  /** Read only for the NAME sort, else empty. */
  name: string;
  price: number;
  categoryId: string;
  brand: string;
  available: boolean;
  condition: ProductCondition;
  sizes: readonly string[];
  availableSizes: readonly string[];
}

const facetKeyOf = (match: SearchMatch): Omit<FacetGroup, 'products'> => ({
  categoryId: match.categoryId,
  brand: match.brand,
  priceRange: priceRangeOf(match.price).id,
  available: match.available,
  condition: match.condition,
  sizes: match.sizes,
  availableSizes: match.availableSizes,
});

/** The matches grouped by every filter's value, for the filter counts (facetCounts). */
export function facetGroupsOf(matches: readonly SearchMatch[]): FacetGroup[] {
  const groups = new Map<string, FacetGroup>();
  for (const match of matches) {
    const key = facetKeyOf(match);
    const id = JSON.stringify([
      key.categoryId,
      key.brand,
      key.priceRange,
      key.available,
      key.condition,
      key.sizes,
      key.availableSizes,
    ]);
    const group = groups.get(id);
    if (group) group.products += 1;
    else groups.set(id, { ...key, products: 1 });
  }
  return [...groups.values()];
}

/** Closest first; equally close ones by id. */
const byCloseness = (a: SearchMatch, b: SearchMatch) => a.score - b.score || a.id - b.id;

/** The matches the filter keeps, in the sort's order. */
export function listedMatches(
  matches: readonly SearchMatch[],
  filter: ListingFilter,
  sort: ProductSort,
): SearchMatch[] {
  return matches
    .filter((match) => passesFilter(facetKeyOf(match), filter))
    .sort(sort === 'RELEVANCE' ? byCloseness : PRODUCT_ORDER[sort]);
}

/** Which page of a listed search: `size` after `position` (or from the start), or before it (or the last). */
export interface MatchPageRequest {
  direction: 'forward' | 'backward';
  size: number;
  /** The cursor's position, null without one. */
  position: number | null;
}

export interface MatchPage {
  ids: number[];
  /** Matches before the first shown. */
  offset: number;
  hasNextPage: boolean;
}

/** A page of listed matches, as the catalogue's cursors page them (docs/product.md#catalogue). */
export function matchPage(listed: readonly SearchMatch[], page: MatchPageRequest): MatchPage {
  const { direction, size, position } = page;
  const start =
    direction === 'forward'
      ? position === null
        ? 0
        : position + 1
      : Math.max(0, (position ?? listed.length) - size);
  const end = direction === 'forward' ? start + size : (position ?? listed.length);
  const shown = listed.slice(start, end);
  return {
    ids: shown.map((match) => match.id),
    offset: start,
    hasNextPage: start + shown.length < listed.length,
  };
}
