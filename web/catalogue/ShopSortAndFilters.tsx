import { type ListingState, listingSort, refine, sortOptions } from './listing-params';

interface ShopSortAndFiltersProps {
  state: ListingState;
  filterCount: number;
  onOpenFilters: () => void;
  onChange: (next: ListingState) => void;
}

/** The phone's "Filtri" button with how many are on, and the sort order. */
export function ShopSortAndFilters({
  state,
  filterCount,
  onOpenFilters,
  onChange,
}: ShopSortAndFiltersProps) {
  return (
    <div className="flex items-end gap-3">
      <button
        type="button"
        onClick={onOpenFilters}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 lg:hidden"
      >
        Filtri
        {filterCount > 0 ? (
          <span className="flex min-w-5 items-center justify-center rounded-full bg-brand-600 px-1 text-xs leading-5 text-white">
            <span className="sr-only">: </span>
            {filterCount}
            <span className="sr-only">{filterCount === 1 ? ' attivo' : ' attivi'}</span>
          </span>
        ) : null}
      </button>
      <label className="flex flex-1 items-center gap-2 text-sm font-medium text-slate-700">
        <span className="shrink-0">Ordina per</span>
        <select
          value={sortOptions(state).find((o) => o.sort === listingSort(state))?.value}
          onChange={(event) =>
            onChange(
              refine(state, {
                sort: sortOptions(state).find((o) => o.value === event.target.value)?.sort ?? null,
              }),
            )
          }
          className="h-11 w-full rounded-full border border-slate-300 bg-white px-4 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
        >
          {sortOptions(state).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
