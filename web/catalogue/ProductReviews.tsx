import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { verifiedLabel } from '../../schema/rules/review-label';
import { Stars } from '../ui/Stars';

export interface ShownReview {
  id: string;
  stars: number;
  body: string;
  authorName: string;
  purchasedAt: string;
}

/**
 * The product's published reviews, each with its verified label (docs/product.md#recensioni).
 * The text is the buyer's, shown as text: React escapes it.
 */
export function ProductReviews({
  reviews,
  count,
}: {
  reviews: readonly ShownReview[];
  count: number | null;
}) {
  return (
    <section aria-labelledby="recensioni" className="mt-14 space-y-4">
      <h2 id="recensioni" className="text-2xl font-bold text-ink">
        Recensioni{count ? ` (${count})` : ''}
      </h2>
      <p className="text-sm text-slate-600">
        Solo chi ha acquistato il prodotto e lo ha ricevuto può recensirlo, e leggiamo ogni
        recensione prima di pubblicarla.{' '}
        <Link to={ROUTES.reviewsInfo} className="font-semibold text-brand-700 underline">
          Come raccogliamo e verifichiamo le recensioni
        </Link>
      </p>
      {reviews.length === 0 ? (
        <p className="text-slate-700">Questo prodotto non ha ancora recensioni.</p>
      ) : (
        <ul className="space-y-4">
          {reviews.map((review) => (
            <li key={review.id} className="rounded-2xl bg-white p-4 ring-1 ring-slate-200">
              <article className="space-y-2">
                <Stars rating={review.stars} />
                <p className="whitespace-pre-line text-slate-800">{review.body}</p>
                <p className="text-sm text-slate-600">
                  <span className="font-semibold text-ink">{review.authorName}</span> ·{' '}
                  <span className="text-emerald-700">
                    {verifiedLabel(Date.parse(review.purchasedAt))}
                  </span>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
