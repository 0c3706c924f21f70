import { isAllCategories, type ProductSort } from '../../schema/rules/catalogue';
import {
  findPriceRange,
  LISTING_PAGE_SIZE,
  type ListingFilter,
  MAX_SIZE_FILTERS,
  MAX_SIZE_LENGTH,
} from '../../schema/rules/catalogue-filters';
import { MAX_SEARCH_LENGTH, type SearchScope, searchWords } from '../../schema/rules/search';
import type { ProductCondition } from '../../schema/vocabulary';
import { DomainError } from '../domain-error';
import { boundedText } from '../input';
import { decodeCursor } from './cursor';
import type { ListingRequest, PageRequest } from './listing';

export interface ListingArgs {
  search?: string | null;
  /** Absent: the results page's fields. */
  searchIn?: SearchScope | null;
  filter?: {
    category?: string | null;
    brand?: string | null;
    priceRange?: string | null;
    availableOnly?: boolean | null;
    condition?: ProductCondition | null;
    sizes?: readonly string[] | null;
  } | null;
  sort?: ProductSort | null;
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

function pageSize(value: number, argument: string): number {
  if (!Number.isInteger(value) || value < 0 || value > LISTING_PAGE_SIZE.max) {
    throw new DomainError(
      `Si possono chiedere da 0 a ${LISTING_PAGE_SIZE.max} prodotti per pagina.`,
      'BAD_USER_INPUT',
      argument,
    );
  }
  return value;
}

/** The sizes asked for, each once: a long list or a long size is refused before any query. */
function sizesFilter(sizes: readonly string[]): string[] {
  if (sizes.length > MAX_SIZE_FILTERS) {
    throw new DomainError(
      `Si possono scegliere al massimo ${MAX_SIZE_FILTERS} versioni insieme.`,
      'BAD_USER_INPUT',
      'sizes',
    );
  }
  return [...new Set(sizes.map((size) => boundedText(size, 'sizes', MAX_SIZE_LENGTH)))];
}

/** A listing's arguments, checked: unknown ranges, forged cursors and oversized pages refused. */
export function listingRequest(args: ListingArgs): ListingRequest {
  const typed = boundedText(args.search ?? '', 'search', MAX_SEARCH_LENGTH);
  // Text with no letters or digits searches for nothing: the listing shows everything.
  const search = searchWords(typed).length > 0 ? typed.trim() : '';
  // Without a search there is no relevance: the listing reads by name.
  const sort = search
    ? (args.sort ?? 'RELEVANCE')
    : args.sort === 'RELEVANCE'
      ? 'NAME'
      : (args.sort ?? 'NAME');
  const category = boundedText(args.filter?.category ?? null, 'category', 40);
  const brand = boundedText(args.filter?.brand ?? null, 'brand', 80);
  const rangeId = boundedText(args.filter?.priceRange ?? null, 'priceRange', 20);
  const priceRange = rangeId ? findPriceRange(rangeId) : undefined;
  if (rangeId && !priceRange) {
    throw new DomainError('Fascia di prezzo sconosciuta.', 'BAD_USER_INPUT', 'priceRange');
  }
  const filter: ListingFilter = {
    category: isAllCategories(category) ? null : category,
    brand: brand || null,
    priceRange: priceRange ?? null,
    availableOnly: args.filter?.availableOnly ?? false,
    condition: args.filter?.condition ?? null,
    sizes: sizesFilter(args.filter?.sizes ?? []),
  };
  if ((args.last != null || args.before != null) && (args.first != null || args.after != null)) {
    throw new DomainError(
      'Chiedi una pagina in avanti (first, after) o all’indietro (last, before), non entrambe.',
      'BAD_USER_INPUT',
      'last',
    );
  }
  const page: PageRequest =
    args.last != null || args.before != null
      ? {
          direction: 'backward',
          size: pageSize(args.last ?? LISTING_PAGE_SIZE.default, 'last'),
          before: args.before ? decodeCursor(args.before, sort, 'before') : null,
        }
      : {
          direction: 'forward',
          size: pageSize(args.first ?? LISTING_PAGE_SIZE.default, 'first'),
          after: args.after ? decodeCursor(args.after, sort, 'after') : null,
        };
  return { search, scope: args.searchIn ?? 'RESULTS', filter, sort, page };
}
