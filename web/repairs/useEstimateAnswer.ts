import type { ResultOf, VariablesOf } from 'gql.tada';
import { useState } from 'react';
import { useMutation } from 'urql';
import { isEstimateExpired } from '../../schema/rules/estimates';
import { ESTIMATE_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { refusal } from '../ui/server-errors';
import { useOneAtATime } from '../ui/useOneAtATime';
import { type EstimateCardFragment, RepairProgressFragment } from './repair-fragments';

const AcceptEstimateMutation = graphql(
  `
    mutation AcceptEstimate($access: RepairAccessInput!, $estimateId: ID!) {
      acceptEstimate(access: $access, estimateId: $estimateId) {
        ...RepairProgress
      }
    }
  `,
  [RepairProgressFragment],
);

const DeclineEstimateMutation = graphql(
  `
    mutation DeclineEstimate($access: RepairAccessInput!, $estimateId: ID!) {
      declineEstimate(access: $access, estimateId: $estimateId) {
        ...RepairProgress
      }
    }
  `,
  [RepairProgressFragment],
);

/** How the customer proves the repair is theirs: code and e-mail, the e-mailed link, or the account. */
export type RepairAccess = VariablesOf<typeof AcceptEstimateMutation>['access'];
export type RepairProgress = ResultOf<typeof RepairProgressFragment>;
export type Estimate = ResultOf<typeof EstimateCardFragment>;

/** Whether the estimate can no longer be accepted: the server said so, or its day has passed since. */
function isExpired(estimate: Estimate, nowMs: number): boolean {
  const state = {
    status: ESTIMATE_STATUS.fromApi(estimate.status),
    validUntilMs: Date.parse(estimate.validUntil),
  };
  return estimate.expired || isEstimateExpired(state, nowMs);
}

/**
 * The customer's answer to an estimate (docs/product.md#estimates): accept at once, decline only
 * once confirmed. The repair as the answer left it goes to `onDecided`; a refusal is kept in
 * `problem` in the server's words, and a CONFLICT (answered elsewhere, replaced, expired) asks the
 * page to read the repair again through `onStale`. One answer at a time: a second press before
 * the first is answered sends nothing (it would meet its own CONFLICT).
 */
export function useEstimateAnswer(
  estimate: Estimate,
  access: RepairAccess,
  onDecided: (repair: RepairProgress) => void,
  onStale?: () => void,
) {
  const [accepting, accept] = useMutation(AcceptEstimateMutation);
  const [declining, decline] = useMutation(DeclineEstimateMutation);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const expired = isExpired(estimate, Date.now());

  const answering = useOneAtATime();
  const answer = async (choice: 'accept' | 'decline') => {
    setProblem(null);
    const variables = { access, estimateId: estimate.id };
    const result = choice === 'accept' ? await accept(variables) : await decline(variables);
    const repair =
      result.data &&
      ('acceptEstimate' in result.data ? result.data.acceptEstimate : result.data.declineEstimate);
    if (repair) {
      setConfirming(false);
      onDecided(repair);
    } else if (result.error) {
      setProblem(refusal(result.error).message);
      setConfirming(false);
      if (result.error.graphQLErrors.some((error) => error.extensions.code === 'CONFLICT')) {
        onStale?.();
      }
    }
  };

  return {
    expired,
    open: estimate.status === 'SENT' && !expired,
    confirming,
    problem,
    accepting: accepting.fetching,
    declining: declining.fetching,
    busy: answering.busy,
    accept: () => void answering.once(() => answer('accept')),
    decline: () => void answering.once(() => answer('decline')),
    askToDecline: () => setConfirming(true),
    keep: () => setConfirming(false),
  };
}
