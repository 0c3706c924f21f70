import type { ResultOf } from 'gql.tada';
import { useEffect, useState } from 'react';
import { useClient } from 'urql';
import { useSearchParams } from 'wouter';
import { accessTokenOfHash } from '../../schema/repair-access-link';
import { REPAIR_LOOKUP_RULES } from '../../schema/rules/repairs';
import { graphql } from '../graphql';
import { refusal } from '../ui/server-errors';
import { useForm } from '../ui/useForm';
import { accessAfterPayment } from './payment-return';
import { RepairCardFragment } from './repair-fragments';
import type { RepairAccess } from './useEstimateAnswer';

const RepairStatusQuery = graphql(
  `
    query RepairStatus($code: String!, $email: String!) {
      repairStatus(code: $code, email: $email) {
        ...RepairCard
        warrantyUntil
      }
    }
  `,
  [RepairCardFragment],
);

const RepairByLinkQuery = graphql(
  `
    query RepairByLink($token: String!) {
      repairByLink(token: $token) {
        ...RepairCard
        warrantyUntil
      }
    }
  `,
  [RepairCardFragment],
);

const NETWORK_ONLY = { requestPolicy: 'network-only' } as const;

type FoundRepair = NonNullable<ResultOf<typeof RepairStatusQuery>['repairStatus']>;

type Lookup =
  | { kind: 'idle' }
  | { kind: 'searching' }
  | { kind: 'found'; repair: FoundRepair; access: RepairAccess }
  | { kind: 'missing' }
  | { kind: 'bad-link' }
  | { kind: 'failed'; message: string };

/**
 * Finding a repair for its customer (docs/product.md#repairs): by code and e-mail, or by the
 * e-mailed link's token, which leaves the address bar at once. Reading again after a stale answer
 * uses the same way in; a refusal is kept in the customer's words.
 */
export function useRepairLookup() {
  const [params] = useSearchParams();
  const client = useClient();
  const form = useForm({ code: params.get('code') ?? '', email: '' }, () => REPAIR_LOOKUP_RULES);
  // Read once: the token leaves the address bar at once, so it is not shared by accident.
  const [token] = useState(() => accessTokenOfHash(window.location.hash));
  // Back from the provider's page: the repair opens again the way it was opened to pay.
  const [returned] = useState(() => (token ? null : accessAfterPayment(window.location.search)));
  const [state, setState] = useState<Lookup>(
    token || returned ? { kind: 'searching' } : { kind: 'idle' },
  );

  /** Reads the repair again the way the customer opened it (the link's token may be gone from the address). */
  const reload = async (access: RepairAccess) => {
    const result = access.token
      ? await client.query(RepairByLinkQuery, { token: access.token }, NETWORK_ONLY).toPromise()
      : await client
          .query(RepairStatusQuery, { code: access.code, email: access.email ?? '' }, NETWORK_ONLY)
          .toPromise();
    const repair =
      result.data &&
      ('repairByLink' in result.data ? result.data.repairByLink : result.data.repairStatus);
    if (repair) setState({ kind: 'found', repair, access });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the access read at mount.
  useEffect(() => {
    if (!returned) return;
    void reload(returned).finally(() =>
      setState((shown) => (shown.kind === 'searching' ? { kind: 'idle' } : shown)),
    );
  }, [returned]);

  useEffect(() => {
    if (!token) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    let current = true;
    void client
      .query(RepairByLinkQuery, { token }, NETWORK_ONLY)
      .toPromise()
      .then((result) => {
        if (!current) return;
        const repair = result.data?.repairByLink;
        setState(
          repair
            ? { kind: 'found', repair, access: { code: repair.code, token } }
            : result.error
              ? { kind: 'failed', message: refusal(result.error).message }
              : { kind: 'bad-link' },
        );
      });
    return () => {
      current = false;
    };
  }, [client, token]);

  const onSubmit = form.onSubmit(
    async () => {
      setState({ kind: 'searching' });
      const { code, email } = form.values;
      const result = await client
        .query(RepairStatusQuery, { code, email }, NETWORK_ONLY)
        .toPromise();
      const repair = result.data?.repairStatus;
      if (repair) {
        setState({ kind: 'found', repair, access: { code: repair.code, email } });
      } else if (!result.error) {
        setState({ kind: 'missing' });
      }
      return result;
    },
    (message) => setState({ kind: 'failed', message }),
  );

  return {
    form,
    state,
    onSubmit,
    /** The repair after the customer answered its estimate. */
    change: (repair: Partial<FoundRepair>) =>
      setState((shown) =>
        shown.kind === 'found' ? { ...shown, repair: { ...shown.repair, ...repair } } : shown,
      ),
    reload: () => {
      if (state.kind === 'found') void reload(state.access);
    },
  };
}
