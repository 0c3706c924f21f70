import { Link } from 'wouter';
import { ProductGrid, ProductGridSkeleton } from '../catalogue/ProductGrid';
import { buttonStyles } from '../ui/buttons';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { AccountLayout } from './AccountLayout';
import { useFavorites } from './useFavorites';

export function FavoritesPage() {
  const { favorites, failed, retry } = useFavorites();
  return (
    <AccountLayout title="Preferiti" description="I prodotti che hai salvato.">
      {failed ? (
        <ErrorState onRetry={retry} />
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
