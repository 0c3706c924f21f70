import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { refusalReasonError } from '../../../schema/rules/reviews';
import type { REVIEW_STATUS } from '../../../schema/vocabulary';
import { graphql } from '../../graphql';
import { refusal } from '../../ui/server-errors';
import { showToast } from '../../ui/toast';
import { useOneAtATime } from '../../ui/useOneAtATime';

const AdminReviewsQuery = graphql(`
  query AdminReviews($status: ReviewStatus!) {
    adminReviews(status: $status) {
      status
      refusalReason
      writtenAt
      orderNumber
      product {
        id
        name
      }
      review {
        id
        stars
        body
        authorName
        purchasedAt
      }
    }
  }
`);

const PublishReviewMutation = graphql(`
  mutation AdminPublishReview($id: ID!) {
    adminPublishReview(id: $id) {
      id
    }
  }
`);

const RefuseReviewMutation = graphql(`
  mutation AdminRefuseReview($id: ID!, $reason: String!) {
    adminRefuseReview(id: $id, reason: $reason) {
      id
    }
  }
`);

export type ReviewStatus = (typeof REVIEW_STATUS.options)[number]['value'];

/** The staff's review queue in one status, fresh after each decision. */
export function useReviewQueue() {
  const [status, setStatus] = useState<ReviewStatus>('IN_ATTESA');
  const [result, reexecute] = useQuery({
    query: AdminReviewsQuery,
    variables: { status },
    requestPolicy: 'cache-and-network',
  });
  const rows = result.data?.adminReviews ?? [];
  const reload = () => reexecute({ requestPolicy: 'network-only' });
  return { status, setStatus, result, rows, reload };
}

/** Publish one review, or refuse it with a reason that is kept (docs/product.md#recensioni). */
export function useReviewDecision(id: string, onDone: () => void) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [, publish] = useMutation(PublishReviewMutation);
  const [, refuse] = useMutation(RefuseReviewMutation);

  const settle = (result: { error?: Parameters<typeof refusal>[0] }, done: string) => {
    if (result.error) return setProblem(refusal(result.error).message);
    showToast(done);
    onDone();
  };

  // One decision at a time: a second press before the answer sends nothing.
  const deciding = useOneAtATime();
  const publishReview = () =>
    deciding.once(async () => settle(await publish({ id }), 'Recensione pubblicata.'));

  const refuseReview = () =>
    deciding.once(async () => {
      const invalid = refusalReasonError(reason);
      if (invalid) return setProblem(invalid);
      settle(await refuse({ id, reason }), 'Recensione rifiutata.');
    });

  return {
    reason,
    setReason,
    problem,
    busy: deciding.busy,
    publish: publishReview,
    refuse: refuseReview,
  };
}
