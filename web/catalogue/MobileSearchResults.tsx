import { Link } from 'wouter';
import { HEADER_SEARCH_LIMIT } from '../../schema/rules/catalogue-filters';
import { Icon } from '../ui/Icon';
import { SearchMessage } from './SearchMessage';
import { searchResultsPath } from './search-path';
import { useProductSearch } from './useProductSearch';

interface MobileSearchResultsProps {
  text: string;
  visible: boolean;
  listId: string;
  onPick: () => void;
}

/**
 * The matches under the phone's search field, asked as the shopper types; its code loads the
 * first time the field gets focus. Hidden, it asks nothing.
 */
export function MobileSearchResults({ text, visible, listId, onPick }: MobileSearchResultsProps) {
  const { hits: matches, status } = useProductSearch(
    visible ? text : '',
    HEADER_SEARCH_LIMIT.mobile,
  );
  if (!visible) return null;
  return (
    <div
      id={listId}
      className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xl"
    >
      {matches.length === 0 ? (
        <SearchMessage status={status} found={0} className="px-4 py-4 text-center text-slate-600" />
      ) : (
        <ul aria-label="Risultati della ricerca" className="divide-y divide-slate-100">
          {matches.map((hit) => (
            <li key={hit.id}>
              <Link
                to={`/product-overview/${hit.id}`}
                onClick={onPick}
                className="flex items-center gap-3 px-4 py-2.5 hover:bg-slate-50"
              >
                {hit.image ? (
                  <img
                    src={hit.image}
                    alt=""
                    width={40}
                    height={40}
                    className="size-10 rounded-lg bg-slate-100 object-contain"
                  />
                ) : null}
                <span className="min-w-0">
                  <span className="block truncate font-medium">{hit.name}</span>
                  <span className="block text-sm text-slate-500">{hit.brand}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link
        to={searchResultsPath(text)}
        onClick={onPick}
        className="flex items-center justify-center gap-1 border-t border-slate-200 px-4 py-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
      >
        Vedi tutti i risultati <Icon name="chevronRight" className="size-4" />
      </Link>
    </div>
  );
}
