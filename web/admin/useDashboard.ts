import type { ResultOf } from 'gql.tada';
import { useQuery } from 'urql';
import { graphql } from '../graphql';
import type { AdminView } from './admin-url';

const DashboardQuery = graphql(`
  query AdminDashboard {
    adminCounts {
      newQuotes
      newShippingForms
      openRepairs
      ordersToHandle
      subscribers
    }
    adminQuoteRequests(size: 5) {
      items {
        id
        number
        name
        status
        createdAt
      }
    }
    adminShippingForms(size: 5) {
      items {
        id
        number
        senderName
        status
        createdAt
      }
    }
    adminRepairs(size: 5) {
      items {
        id
        code
        device
        status
        updatedAt
      }
    }
    adminOrders(size: 5) {
      items {
        id
        number
        status
        total
        createdAt
      }
    }
    adminLatestAudit {
      id
      actorEmail
      summary
      at
    }
  }
`);

export type DashboardData = ResultOf<typeof DashboardQuery>;

/**
 * The staff's overview: what waits in each section and the latest records and changes, shown from
 * the cache while it refreshes; `retry` after a failed load.
 */
export function useDashboard() {
  const [result, reexecute] = useQuery({
    query: DashboardQuery,
    requestPolicy: 'cache-and-network',
  });
  return {
    data: result.data,
    failed: Boolean(result.error && !result.data),
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/** The counts that say what waits, each leading to its section. */
export function dashboardCounts(
  counts: DashboardData['adminCounts'],
): [string, number, AdminView][] {
  return [
    ['Preventivi da gestire', counts.newQuotes, 'preventivi'],
    ['Spedizioni in arrivo', counts.newShippingForms, 'spedizioni'],
    ['Riparazioni aperte', counts.openRepairs, 'riparazioni'],
    ['Ordini da evadere', counts.ordersToHandle, 'ordini'],
    ['Iscritti newsletter', counts.subscribers, 'newsletter'],
  ];
}
