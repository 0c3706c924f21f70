import { type FragmentOf, readFragment } from 'gql.tada';
import { Link } from 'wouter';
import { Icon } from '../ui/Icon';
import { ListingPagerFragment } from './listing-fragments';
import { type ListingState, listingSearch } from './listing-params';
import { formatCount } from './listing-text';

interface ListingPagerProps {
  state: ListingState;
  pathname: string;
  /** How many products this page shows. */
  shown: number;
  pageSize: number;
  page: FragmentOf<typeof ListingPagerFragment>;
}

const STEP =
  'inline-flex min-h-11 items-center gap-1 rounded-full border px-4 text-sm font-semibold';
const ENABLED = `${STEP} border-slate-300 bg-white text-ink hover:bg-slate-50`;
const DISABLED = `${STEP} border-slate-200 bg-slate-50 text-slate-400`;

// The address changes only in its query, which keeps the scroll: a new page starts at the top.
const toTop = () => window.scrollTo(0, 0);

/**
 * "Prodotti 25–48 di 1.234" with links to the pages either side, which carry the cursors in the
 * URL. Back to within a page of the start drops the cursor, so the first page has one address.
 */
export function ListingPager({ state, pathname, shown, pageSize, page }: ListingPagerProps) {
  const { totalCount, offset, pageInfo } = readFragment(ListingPagerFragment, page);
  if (!pageInfo.hasNextPage && !pageInfo.hasPreviousPage && offset === 0) return null;

  const previous =
    pageInfo.hasPreviousPage && pageInfo.startCursor
      ? listingSearch({
          ...state,
          cursor: offset <= pageSize ? null : { before: pageInfo.startCursor },
        })
      : null;
  const next =
    pageInfo.hasNextPage && pageInfo.endCursor
      ? listingSearch({ ...state, cursor: { after: pageInfo.endCursor } })
      : null;

  return (
    <nav
      aria-label="Pagine"
      className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6"
    >
      <p className="text-sm text-slate-600">
        Prodotti {formatCount(shown === 0 ? offset : offset + 1)}–{formatCount(offset + shown)} di{' '}
        {formatCount(totalCount)}
      </p>
      <div className="flex gap-2">
        {previous === null ? (
          <span aria-disabled="true" className={DISABLED}>
            <Icon name="chevronLeft" className="size-4" /> Precedente
          </span>
        ) : (
          <Link to={`${pathname}${previous}`} rel="prev" onClick={toTop} className={ENABLED}>
            <Icon name="chevronLeft" className="size-4" /> Precedente
          </Link>
        )}
        {next === null ? (
          <span aria-disabled="true" className={DISABLED}>
            Successiva <Icon name="chevronRight" className="size-4" />
          </span>
        ) : (
          <Link to={`${pathname}${next}`} rel="next" onClick={toTop} className={ENABLED}>
            Successiva <Icon name="chevronRight" className="size-4" />
          </Link>
        )}
      </div>
    </nav>
  );
}
