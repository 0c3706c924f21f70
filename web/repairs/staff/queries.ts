import { type FragmentOf, readFragment } from 'gql.tada';
import { graphql } from '../../graphql';
import { EstimateCardFragment } from '../repair-fragments';

/** An estimate as staff follow it: what was sent, when, and how the customer answered. */
export const StaffEstimateFragment = graphql(
  `
  fragment StaffEstimate on RepairEstimate {
    id
    ...EstimateCard
    decidedVia
  }
`,
  [EstimateCardFragment],
);

/** The estimate as the customer reads it, and how they answered. */
export function staffEstimate(data: FragmentOf<typeof StaffEstimateFragment>) {
  const staff = readFragment(StaffEstimateFragment, data);
  return { ...readFragment(EstimateCardFragment, staff), decidedVia: staff.decidedVia };
}

export const RepairsQuery = graphql(`
  query AdminRepairs($page: Int, $search: String, $status: RepairStatus) {
    adminRepairs(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        code
        customerName
        device
        status
        updatedAt
      }
    }
  }
`);

export const RepairQuery = graphql(
  `
    query AdminRepair($id: ID!) {
      adminRepair(id: $id) {
        id
        code
        customerName
        email
        phone
        device
        problem
        status
        source
        createdAt
        linksExpireAt
        timeline {
          status
          note
          at
        }
        shipments {
          direction
          carrier
          carrierName
          trackingNumber
          trackingUrl
        }
        estimates {
          ...StaffEstimate
        }
        listedPrice {
          repairName
          partsQuality
          price
          typicalMinutes
        }
        payments {
          id
          kind
          amount
          status
          openedAt
          paidAt
          sessionId
          paymentIntent
          problem
        }
      }
    }
  `,
  [StaffEstimateFragment],
);
