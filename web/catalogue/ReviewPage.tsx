import { useState } from 'react';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { reviewTokenOfHash } from '../../schema/review-link';
import { ROUTES } from '../../schema/routes';
import { PAGE_HEADS } from '../../schema/seo';
import { Container } from '../ui/Container';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { refusal } from '../ui/server-errors';
import { ReviewForm } from './ReviewForm';
import { useReviewInvitation } from './useReviewInvitation';

/** What a line already reviewed says, by where its review stands. */
const SENT: Record<string, string> = {
  IN_ATTESA: 'Recensione inviata: la leggiamo e la pubblichiamo al più presto.',
  PUBBLICATA: 'Recensione pubblicata: grazie!',
  RIFIUTATA: 'Recensione non pubblicata: non rispettava le nostre regole.',
};

function Invitation({ link }: { link: string }) {
  const [result, reexecute] = useReviewInvitation(link);
  if (result.error && !result.data) {
    return <FormAlert tone="error">{refusal(result.error).message}</FormAlert>;
  }
  const invitation = result.data?.reviewInvitation;
  if (!invitation) {
    return (
      <div
        role="status"
        aria-label="Caricamento dell'ordine"
        className="h-64 animate-pulse rounded-2xl bg-slate-200"
      />
    );
  }
  return (
    <div className="space-y-6">
      <p className="text-slate-700">
        Ordine <strong>{invitation.orderNumber}</strong> del {formatDate(invitation.purchasedAt)}.
        Ogni prodotto si recensisce una volta; pubblichiamo la recensione dopo averla letta, con
        l'etichetta «Recensione verificata».
      </p>
      <ul className="space-y-4">
        {invitation.lines.map((line) => (
          <li key={line.position} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <div className="flex items-center gap-4">
              <img
                src={line.image}
                alt=""
                width={64}
                height={64}
                className="size-16 rounded-xl bg-slate-100 object-cover"
              />
              <div>
                <h2 className="font-bold text-ink">{line.name}</h2>
                <p className="text-sm text-slate-600">
                  {[line.brand, line.color, line.size].filter(Boolean).join(' · ')}
                </p>
              </div>
            </div>
            {line.reviewStatus ? (
              <p role="status" className="mt-3 text-sm font-semibold text-emerald-800">
                {SENT[line.reviewStatus]}
              </p>
            ) : (
              <ReviewForm
                link={link}
                position={line.position}
                productName={line.name}
                onSent={() => reexecute({ requestPolicy: 'network-only' })}
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The page a delivered order's review link opens (docs/product.md#recensioni): the order's
 * products, each with its form until reviewed. The link's token stays in the fragment.
 */
export function ReviewPage() {
  const head = PAGE_HEADS.reviewWrite;
  const [link] = useState(() => reviewTokenOfHash(window.location.hash));
  return (
    <Container className="py-10">
      <PageMeta {...head} />
      <PageHeader title={head.title} />
      <div className="max-w-2xl space-y-6">
        {link ? (
          <Invitation link={link} />
        ) : (
          <FormAlert tone="error">
            Il link è incompleto: aprilo di nuovo dal pulsante dell'e-mail di consegna, o dalla
            pagina dell'ordine.
          </FormAlert>
        )}
        <p className="text-sm text-slate-600">
          <Link to={ROUTES.reviewsInfo} className="font-semibold text-brand-700 underline">
            Come raccogliamo e verifichiamo le recensioni
          </Link>
        </p>
      </div>
    </Container>
  );
}
