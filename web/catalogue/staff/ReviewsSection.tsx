import { formatDateTime } from '../../../schema/dates';
import { verifiedLabel } from '../../../schema/rules/review-label';
import { REFUSAL_REASON_MAX } from '../../../schema/rules/reviews';
import { REVIEW_STATUS } from '../../../schema/vocabulary';
import { buttonStyles } from '../../ui/buttons';
import { TextAreaField } from '../../ui/Field';
import { FormAlert } from '../../ui/FormAlert';
import { Stars } from '../../ui/Stars';
import { refusal } from '../../ui/server-errors';
import { type ReviewStatus, useReviewDecision, useReviewQueue } from './useReviewModeration';

/** Publish, or refuse with a reason that is kept (docs/product.md#recensioni). */
function Decision({ id, onDone }: { id: string; onDone: () => void }) {
  const decision = useReviewDecision(id, onDone);

  return (
    <div className="mt-3 space-y-3">
      {decision.problem ? <FormAlert tone="error">{decision.problem}</FormAlert> : null}
      <TextAreaField
        label="Motivo del rifiuto"
        hint="Solo per rifiutare: resta registrato con la recensione."
        rows={2}
        maxLength={REFUSAL_REASON_MAX}
        value={decision.reason}
        onChange={(event) => decision.setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={decision.busy}
          className={buttonStyles.primary}
          onClick={decision.publish}
        >
          Pubblica
        </button>
        <button
          type="button"
          disabled={decision.busy}
          className={buttonStyles.danger}
          onClick={decision.refuse}
        >
          Rifiuta
        </button>
      </div>
    </div>
  );
}

/** The staff's review queue: read each review, then publish it or refuse it. */
export function ReviewsSection() {
  const { status, setStatus, result, rows, reload } = useReviewQueue();

  return (
    <section aria-labelledby="recensioni-staff" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="recensioni-staff" className="text-xl font-bold">
          Recensioni
        </h2>
        <label className="text-sm font-semibold text-ink">
          Stato
          <select
            value={status}
            onChange={(event) => setStatus(event.target.value as ReviewStatus)}
            className="mt-1 block h-10 rounded-xl border border-slate-300 bg-white px-3 font-normal"
          >
            {REVIEW_STATUS.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {result.error ? <FormAlert tone="error">{refusal(result.error).message}</FormAlert> : null}
      {result.data && rows.length === 0 ? (
        <p className="text-slate-600">Nessuna recensione in questo stato.</p>
      ) : null}
      <ul className="space-y-4">
        {rows.map((row) => (
          <li key={row.review.id} className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <article aria-label={`Recensione di ${row.review.authorName}`}>
              <p className="text-sm text-slate-600">
                {row.product?.name ?? 'Prodotto rimosso'} · ordine {row.orderNumber} · scritta il{' '}
                {formatDateTime(row.writtenAt)}
              </p>
              <Stars rating={row.review.stars} />
              <p className="mt-2 whitespace-pre-line text-slate-800">{row.review.body}</p>
              <p className="mt-2 text-sm text-slate-600">
                {row.review.authorName} · {verifiedLabel(Date.parse(row.review.purchasedAt))}
              </p>
              {row.refusalReason ? (
                <p className="mt-2 text-sm text-red-800">Motivo del rifiuto: {row.refusalReason}</p>
              ) : null}
              {row.status === 'IN_ATTESA' ? <Decision id={row.review.id} onDone={reload} /> : null}
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
