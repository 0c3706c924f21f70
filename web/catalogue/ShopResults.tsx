import { Link } from 'wouter';
import { buttonStyles } from '../ui/buttons';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { ListingPager } from './ListingPager';
import { type ListingState, listingSearch } from './listing-params';
import { ProductGrid, ProductGridSkeleton } from './ProductGrid';
import { SHOP_PAGE_SIZE, type ShopListing } from './useShopListing';

const LOAD_FAILED = 'Non siamo riusciti a caricare i prodotti';

interface ShopResultsProps {
  state: ListingState;
  pathname: string;
  listing: ShopListing | undefined;
  refused: string | undefined;
  failed: boolean;
  /** The page asked failed while an earlier one is shown: it stays, under the same message. */
  pageFailed: boolean;
  fetching: boolean;
  /** Whether a search, category or filter narrows the listing, so "all products" is a way out. */
  narrowed: boolean;
  onRetry: () => void;
}

/** The grid and its pager, or why there is none: refused, failed, loading or empty. */
export function ShopResults(props: ShopResultsProps) {
  const { state, pathname, listing } = props;
  if (props.refused) {
    return (
      <div
        role="alert"
        className="rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center"
      >
        <p className="text-slate-700">{props.refused}</p>
        <Link
          to={`${pathname}${listingSearch({ ...state, cursor: null })}`}
          className={`${buttonStyles.secondary} mt-5`}
        >
          Torna alla prima pagina
        </Link>
      </div>
    );
  }
  if (props.failed) {
    return <ErrorState title={LOAD_FAILED} onRetry={props.onRetry} />;
  }
  if (!listing) return <ProductGridSkeleton />;
  if (listing.nodes.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Icon name="search" className="mx-auto size-8 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold">Nessun prodotto trovato</h2>
        <p className="mt-1 text-slate-600">Prova con un'altra parola o togli qualche filtro.</p>
        {props.narrowed ? (
          <Link to={pathname} className={`${buttonStyles.secondary} mt-5`}>
            Mostra tutti i prodotti
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className={props.fetching ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      {props.pageFailed ? (
        <div className="mb-6">
          <ErrorState title={LOAD_FAILED} onRetry={props.onRetry} />
        </div>
      ) : null}
      <ProductGrid products={listing.nodes} label="Prodotti" eagerCount={4} />
      <ListingPager
        state={state}
        pathname={pathname}
        shown={listing.nodes.length}
        pageSize={SHOP_PAGE_SIZE}
        page={listing}
      />
    </div>
  );
}
