import type { ResultOf } from 'gql.tada';
import { useQuery } from 'urql';
import { AppointmentSummaryFragment } from '../appointments/appointment-queries';
import { graphql } from '../graphql';
import { RepairCardFragment } from '../repairs/repair-fragments';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const AccountRepairsQuery = graphql(
  `
    query AccountRepairs {
      me {
        id
        repairs {
          ...RepairCard
          warrantyUntil
        }
        requests {
          id
          number
          kind
          status
          device
          repairCode
          createdAt
        }
        appointments {
          id
          startsAt
          ...AppointmentSummary
        }
      }
    }
  `,
  [RepairCardFragment, AppointmentSummaryFragment],
);

export type AccountRepairsData = NonNullable<ResultOf<typeof AccountRepairsQuery>['me']>;

/**
 * The account's repairs (those of its verified e-mail) and the requests sent while signed in;
 * `me` is undefined while they load or when they failed, `reload` after an estimate is answered.
 */
export function useAccountRepairs() {
  const [{ data, error }, reexecute] = useQuery({
    query: AccountRepairsQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY_PROFILE,
  });
  return {
    me: data?.me,
    failed: Boolean(error),
    reload: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
