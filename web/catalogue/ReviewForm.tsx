import { REVIEW_BODY_MAX, REVIEW_BODY_MIN, REVIEW_MAX_STARS } from '../../schema/rules/reviews';
import { buttonStyles } from '../ui/buttons';
import { ErrorSlot, TextAreaField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useReviewSubmission } from './useReviewSubmission';

const STAR_CHOICES = Array.from({ length: REVIEW_MAX_STARS }, (_, index) => index + 1);

/** One order line's review: 1 to 5 stars and a text, checked as the Worker checks them. */
export function ReviewForm({
  link,
  position,
  productName,
  onSent,
}: {
  link: string;
  position: number;
  productName: string;
  /** Called once the review is stored, waiting for staff. */
  onSent: () => void;
}) {
  const { form, fetching, onSubmit } = useReviewSubmission(link, position, onSent);
  const starsId = `stelle-${position}`;
  const starsError = form.errors.stars;

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      aria-label={`Recensione di ${productName}`}
      onSubmit={onSubmit}
    >
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      <fieldset
        aria-describedby={starsError ? `${starsId}-error` : undefined}
        aria-invalid={starsError ? true : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">Il tuo voto</legend>
        <div className="flex flex-wrap gap-2">
          {STAR_CHOICES.map((stars) => (
            <label
              key={stars}
              className="flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm has-checked:border-brand-600 has-checked:ring-2 has-checked:ring-brand-200"
            >
              <input
                type="radio"
                name="stars"
                value={String(stars)}
                checked={form.values.stars === String(stars)}
                onChange={(event) => form.setValue('stars', event.target.value, { validate: true })}
                className="size-4 accent-brand-600"
              />
              {stars === 1 ? '1 stella' : `${stars} stelle`}
            </label>
          ))}
        </div>
        <ErrorSlot id={starsError ? `${starsId}-error` : undefined} message={starsError} />
      </fieldset>
      <TextAreaField
        label="La tua recensione"
        hint={`Da ${REVIEW_BODY_MIN} a ${REVIEW_BODY_MAX} caratteri: com'è il prodotto nell'uso di tutti i giorni?`}
        rows={5}
        maxLength={REVIEW_BODY_MAX}
        error={form.errors.body}
        {...form.text('body')}
      />
      <button type="submit" disabled={fetching} className={buttonStyles.primary}>
        Invia la recensione
      </button>
    </form>
  );
}
