import { Icon } from '../ui/Icon';
import { useFavoriteToggle } from './useFavoriteToggle';

interface FavoriteButtonProps {
  productId: string;
  productName: string;
  className?: string;
}

/** The heart: saves a product to the favourites, or asks a signed-out visitor to sign in. */
export function FavoriteButton({ productId, productName, className = '' }: FavoriteButtonProps) {
  const { active, busy, toggle } = useFavoriteToggle(productId, productName);
  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-pressed={active}
      aria-label={
        active ? `Togli ${productName} dai preferiti` : `Aggiungi ${productName} ai preferiti`
      }
      className={`inline-flex size-10 items-center justify-center rounded-full bg-white/90 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-white ${
        active ? 'text-red-600' : 'text-slate-600 hover:text-red-600'
      } ${className}`}
    >
      <Icon name="heart" className={`size-5 ${active ? 'fill-current' : ''}`} />
    </button>
  );
}
