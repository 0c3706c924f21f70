import { Link } from 'wouter';
import { findPriceRange } from '../../schema/rules/catalogue-filters';
import { PRODUCT_CONDITION } from '../../schema/vocabulary';
import { Icon } from '../ui/Icon';
import {
  type ListingState,
  listingSearch,
  refine,
  toggleSize,
  withoutFilters,
} from './listing-params';

/** The chosen filters, each with a way to drop it, and "Rimuovi filtri" for all of them. */
export function ActiveFilters({ state, pathname }: { state: ListingState; pathname: string }) {
  const chosen: { label: string; next: ListingState }[] = [];
  if (state.availableOnly) {
    chosen.push({ label: 'Solo disponibili', next: refine(state, { availableOnly: false }) });
  }
  if (state.priceRange) {
    const label = findPriceRange(state.priceRange)?.label ?? state.priceRange;
    chosen.push({ label, next: refine(state, { priceRange: null }) });
  }
  if (state.condition) {
    const label = PRODUCT_CONDITION.label(state.condition);
    chosen.push({ label, next: refine(state, { condition: null }) });
  }
  if (state.brand) chosen.push({ label: state.brand, next: refine(state, { brand: null }) });
  for (const size of state.sizes)
    chosen.push({ label: size, next: toggleSize(state, size, false) });
  if (chosen.length === 0) return null;
  return (
    <ul aria-label="Filtri attivi" className="mb-4 flex flex-wrap items-center gap-2">
      {chosen.map((filter) => (
        <li key={filter.label}>
          <Link
            to={`${pathname}${listingSearch(filter.next)}`}
            aria-label={`Togli il filtro ${filter.label}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100 lg:min-h-8"
          >
            {filter.label} <Icon name="close" className="size-4" />
          </Link>
        </li>
      ))}
      <li>
        <Link
          to={`${pathname}${listingSearch(withoutFilters(state))}`}
          className="inline-flex min-h-11 items-center px-2 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline lg:min-h-8"
        >
          Rimuovi filtri
        </Link>
      </li>
    </ul>
  );
}
