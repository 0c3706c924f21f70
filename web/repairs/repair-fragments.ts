import { AppointmentSummaryFragment } from '../appointments/appointment-queries';
import { graphql } from '../graphql';

/*
 * The repair card's data, apart from its components: the pages that query it load the card's
 * code only once there is a repair to show (web/repairs/RepairStatusPage.tsx).
 */

/** An estimate as its customer reads it (docs/product.md#estimates). */
export const EstimateCardFragment = graphql(`
  fragment EstimateCard on RepairEstimate {
    id
    lines {
      kind
      description
      amount
    }
    subtotal
    vat
    total
    diagnosisFee
    estimatedDays
    validUntil
    note
    status
    expired
    sentAt
    decidedAt
  }
`);

/**
 * What an answer to the estimate changes on its repair: the state, the timeline, the estimate and
 * what there is to pay online.
 */
export const RepairProgressFragment = graphql(
  `
    fragment RepairProgress on Repair @_unmask {
      status
      updatedAt
      timeline {
        status
        note
        at
      }
      estimate {
        ...EstimateCard
      }
      payment {
        kind
        due
        paid
        paidAt
        payable
      }
    }
  `,
  [EstimateCardFragment],
);

/**
 * A repair as its customer follows it: the device, the state, the estimate, the timeline and the
 * parcels each way.
 */
export const RepairCardFragment = graphql(
  `
    fragment RepairCard on Repair @_unmask {
      code
      device
      createdAt
      shipments {
        direction
        carrierName
        trackingNumber
        trackingUrl
      }
      appointment {
        ...AppointmentSummary
      }
      ...RepairProgress
    }
  `,
  [RepairProgressFragment, AppointmentSummaryFragment],
);
