import type { ResultOf } from 'gql.tada';
import { useEffect, useRef } from 'react';
import { useQuery } from 'urql';
import { useSearchParams } from 'wouter';
import { WARRANTY_PARAM, type WarrantyHandOver } from '../../schema/rules/warranty';
import { useAuth } from '../account/auth';
import { graphql } from '../graphql';

const WarrantyClaimQuery = graphql(`
  query WarrantyClaim($code: String!, $email: String) {
    warrantyClaim(code: $code, email: $email) {
      repair {
        code
        device
        warrantyUntil
      }
      deviceCategory
      brand
      model
    }
  }
`);

export type Claim = NonNullable<ResultOf<typeof WarrantyClaimQuery>['warrantyClaim']>;

/** The e-mail the status page handed over with the link, if the visitor came from there. */
function handedOverEmail(): string | null {
  const state: Partial<WarrantyHandOver> | null = window.history.state;
  return typeof state?.warrantyEmail === 'string' ? state.warrantyEmail : null;
}

/**
 * The warranty a request form claims (`?garanzia=<code>`, docs/product.md#warranty): the repair,
 * looked up with the e-mail the status page handed over or as the signed-in account, and whether
 * its code goes with the request (not once the lookup shows the warranty has ended). `fill` gets
 * the repair once, when it is found, to fill in what the form can know of it.
 */
export function useWarrantyClaim(fill: (claim: Claim, email: string | null) => void) {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const code = params.get(WARRANTY_PARAM)?.trim() || null;
  const email = handedOverEmail();
  const [{ data }] = useQuery({
    query: WarrantyClaimQuery,
    variables: { code: code ?? '', email },
    pause: !code || (!email && !user?.emailVerified),
  });
  const claim = data?.warrantyClaim ?? null;
  const filled = useRef<Claim | null>(null);
  const latestFill = useRef(fill);
  latestFill.current = fill;
  useEffect(() => {
    if (!claim || filled.current === claim) return;
    filled.current = claim;
    latestFill.current(claim, email);
  }, [claim, email]);
  const until = claim?.repair.warrantyUntil ?? null;
  const ended = claim !== null && (until === null || Date.parse(until) <= Date.now());
  return { code, email, claim, ended, sentCode: code && !ended ? code : null };
}
