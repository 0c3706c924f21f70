import { useQuery } from 'urql';
import { graphql } from '../graphql';
import { accountActivity } from './account-activity';
import { REFRESHED_BY_PROFILE } from './profile-refresh';

const ProfileOverviewQuery = graphql(`
  query ProfileOverview {
    me {
      id
      addresses {
        id
      }
      favorites {
        id
      }
      orders {
        id
        number
        status
        createdAt
        total
      }
      repairs {
        code
        device
        status
        createdAt
      }
    }
  }
`);

/** How many orders and repairs the overview shows, newest first. */
const RECENT_ACTIVITY = 5;

/**
 * The account's overview: its latest orders and repairs in one timeline, and how many addresses
 * and favourites it keeps; `me` is undefined while it loads or when it `failed`, until `retry`.
 */
export function useProfileOverview() {
  const [{ data, error }, reexecute] = useQuery({
    query: ProfileOverviewQuery,
    requestPolicy: 'cache-and-network',
    context: REFRESHED_BY_PROFILE,
  });
  const me = data?.me;
  return {
    me,
    recent: me ? accountActivity(me.orders, me.repairs, RECENT_ACTIVITY) : [],
    failed: Boolean(error && !data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

export type ProfileOverview = ReturnType<typeof useProfileOverview>;
