import { useQuery } from 'urql';
import { Link } from 'wouter';
import { ProductCardFragment } from '../catalogue/ProductCard';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { AccountLayout } from './AccountLayout';

const MyFavoritesQuery = graphql(
  `
    query MyFavorites {
      me {
        id
        favorites {
          id
          ...ProductCard
        }
      }
    }
  `,
  [ProductCardFragment],
);

export function FavoritesPage() {
  const [result, reexecute] = useQuery({
    query: MyFavoritesQuery,
    requestPolicy: 'cache-and-network',
  });
  const favorites = result.data?.me?.favorites;
  return (
    <AccountLayout title="Preferiti" description="I prodotti che hai salvato.">
      {result.error && !result.data ? (
        <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : !favorites ? (
        <ProductGridSkeleton count={4} />
      ) : favorites.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Icon name="heart" className="mx-auto size-10 text-slate-400" />
          <h2 className="mt-3 text-lg font-semibold">Nessun preferito per ora</h2>
          <p className="mt-1 text-slate-600">Tocca il cuore su un prodotto per ritrovarlo qui.</p>
          <Link to="/shop" className={`${buttonStyles.primary} mt-6`}>
            Vai allo shop
          </Link>
        </div>
      ) : (
        <ProductGrid products={favorites} label="Prodotti preferiti" />
      )}
    </AccountLayout>
  );
}
