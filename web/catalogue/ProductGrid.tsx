import { type FragmentOf, readFragment } from 'gql.tada';
import { ProductCardFragment } from './listing-fragments';
import { ProductCard, ProductCardSkeleton } from './ProductCard';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

interface ProductGridProps {
  products: readonly FragmentOf<typeof ProductCardFragment>[];
  label: string;
  /** How many cards are above the fold and load their image at once. */
  eagerCount?: number;
}

export function ProductGrid({ products, label, eagerCount = 0 }: ProductGridProps) {
  return (
    <ul className={GRID} aria-label={label}>
      {products.map((product, index) => (
        <li key={readFragment(ProductCardFragment, product).id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={GRID} role="status" aria-label="Caricamento dei prodotti">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <ProductCardSkeleton key={index} />
      ))}
    </div>
  );
}
