import { Link } from 'wouter';
import { reviewLinkPath } from '../../schema/review-link';
import { buttonStyles } from '../ui/buttons';

/** A delivered order's invitation to review its products (docs/product.md#recensioni). */
export function ReviewInvite({ link }: { link: string }) {
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="recensioni-ordine"
    >
      <h2 id="recensioni-ordine" className="mb-2 font-bold">
        Recensisci i prodotti
      </h2>
      <p className="text-sm text-slate-700">
        Racconta com'è andata a chi sta per scegliere: la tua recensione sarà pubblicata come
        verificata, dopo che l'avremo letta.
      </p>
      <Link to={reviewLinkPath(link)} className={`${buttonStyles.secondary} mt-3`}>
        Scrivi una recensione
      </Link>
    </section>
  );
}
