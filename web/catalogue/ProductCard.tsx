import { type FragmentOf, readFragment } from 'gql.tada';
import { Link } from 'wouter';
import { imageAtSize } from '../../schema/rules/product-photos';
import { FavoriteButton } from '../account/FavoriteButton';
import { ProductCardFragment } from './listing-fragments';
import { PriceTag } from './PriceTag';
import { ConditionBadge } from './ProductCondition';
import { ReviewStars } from './ReviewStars';
import { StockBadge } from './StockBadge';

interface ProductCardProps {
  product: FragmentOf<typeof ProductCardFragment>;
  /** Cards in the first visible row load their image at once; the rest when scrolled to. */
  eager?: boolean;
}

export function ProductCard({ product: data, eager = false }: ProductCardProps) {
  const product = readFragment(ProductCardFragment, data);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white transition-shadow hover:shadow-lg">
      <FavoriteButton
        productId={product.id}
        productName={product.name}
        className="absolute top-3 right-3 z-10"
      />
      <div className="aspect-square overflow-hidden bg-slate-100">
        {product.images[0] ? (
          <img
            src={imageAtSize(product.images[0], 'card')}
            // The first image is the main photo when staff uploaded any (images lists them first).
            alt={product.mainPhoto?.alt ?? product.name}
            width={400}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            // The first row holds the page's largest image: ask for it before anything else.
            fetchPriority={eager ? 'high' : 'auto'}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {product.brand}
        </p>
        <h3 className="font-semibold leading-snug text-ink">
          <Link to={`/product-overview/${product.id}`} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        {product.rating ? <ReviewStars rating={product.rating} reviews={product.reviews} /> : null}
        <div className="mt-auto space-y-2 pt-2">
          <PriceTag
            price={product.price}
            originalPrice={product.originalPrice}
            from={product.priceVaries}
          />
          <div className="flex flex-wrap gap-1.5">
            <StockBadge inStock={product.inStock} stock={product.stock} />
            <ConditionBadge
              condition={product.condition}
              best={product.bestGrade}
              worst={product.worstGrade}
            />
          </div>
        </div>
      </div>
    </article>
  );
}

/** The same footprint as a card, shown while the list loads, so nothing moves when it arrives. */
export function ProductCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white"
    >
      <div className="aspect-square animate-pulse bg-slate-100" />
      <div className="space-y-3 p-4">
        <div className="h-3 w-16 animate-pulse rounded bg-slate-200" />
        <div className="h-5 w-3/4 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-24 animate-pulse rounded bg-slate-100" />
        <div className="h-6 w-32 animate-pulse rounded bg-slate-200" />
        <div className="h-6 w-24 animate-pulse rounded-full bg-slate-100" />
      </div>
    </div>
  );
}
