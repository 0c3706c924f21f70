import { useMutation } from 'urql';
import {
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
  REVIEW_MAX_STARS,
  reviewErrors,
} from '../../schema/rules/reviews';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { ErrorSlot, TextAreaField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { useForm } from '../ui/useForm';

const SubmitReviewMutation = graphql(`
  mutation SubmitReview($input: ReviewInput!) {
    submitReview(input: $input) {
      orderNumber
      lines {
        position
        reviewStatus
      }
    }
  }
`);

const STAR_CHOICES = Array.from({ length: REVIEW_MAX_STARS }, (_, index) => index + 1);

/** The form's values as typed: the stars chosen ('' before a choice) and the text. */
export interface ReviewDraft {
  stars: string;
  body: string;
}

/** The shared rules (schema/rules/reviews.ts) on what the form holds. */
export function reviewDraftErrors(draft: ReviewDraft) {
  return reviewErrors({ stars: draft.stars === '' ? null : Number(draft.stars), body: draft.body });
}

const JUDGE = { errorsOf: reviewDraftErrors };

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
  const form = useForm<ReviewDraft>({ stars: '', body: '' }, JUDGE);
  const [{ fetching }, submit] = useMutation(SubmitReviewMutation);
  const starsId = `stelle-${position}`;
  const starsError = form.errors.stars;

  return (
    <form
      noValidate
      className="mt-3 space-y-4"
      aria-label={`Recensione di ${productName}`}
      onSubmit={form.onSubmit(async () => {
        const result = await submit({
          input: { link, position, stars: Number(form.values.stars), body: form.values.body },
        });
        if (result.data?.submitReview) onSent();
        return result;
      })}
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
