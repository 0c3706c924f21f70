import { useMutation } from 'urql';
import { reviewErrors } from '../../schema/rules/reviews';
import { graphql } from '../graphql';
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

/** Sends one order line's review once the form passes the shared rules; `onSent` when stored. */
export function useReviewSubmission(link: string, position: number, onSent: () => void) {
  const form = useForm<ReviewDraft>({ stars: '', body: '' }, JUDGE);
  const [{ fetching }, submit] = useMutation(SubmitReviewMutation);

  const onSubmit = form.onSubmit(async () => {
    const result = await submit({
      input: { link, position, stars: Number(form.values.stars), body: form.values.body },
    });
    if (result.data?.submitReview) onSent();
    return result;
  });

  return { form, fetching, onSubmit };
}
