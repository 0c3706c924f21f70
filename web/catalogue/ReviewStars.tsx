import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { Stars } from '../ui/Stars';

/**
 * A product's figures from its published reviews, with the way to how they are checked: wherever
 * stars show, the page on collecting and verifying reviews is one tap away
 * (docs/product.md#recensioni). Raised above a card's stretched link.
 */
export function ReviewStars({ rating, reviews }: { rating: number; reviews: number | null }) {
  return (
    <span className="relative z-10 inline-flex flex-wrap items-center gap-x-2">
      <Stars rating={rating} reviews={reviews} />
      <Link
        to={ROUTES.reviewsInfo}
        className="text-xs text-slate-600 underline hover:text-ink"
        aria-label="Recensioni verificate: come le raccogliamo e controlliamo"
      >
        verificate
      </Link>
    </span>
  );
}
