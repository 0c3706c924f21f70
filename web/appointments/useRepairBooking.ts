import { useMutation } from 'urql';
import { graphql } from '../graphql';
import type { RepairAccess } from '../repairs/useEstimateAnswer';
import { AppointmentSummaryFragment } from './appointment-queries';
import { useSlotBooking } from './useSlotBooking';

const BookRepairAppointmentMutation = graphql(
  `
    mutation BookRepairAppointment($access: RepairAccessInput!, $slot: AppointmentSlotInput!) {
      bookRepairAppointment(access: $access, slot: $slot) {
        ...AppointmentSummary
      }
    }
  `,
  [AppointmentSummaryFragment],
);

/** Booking a repair's drop-off with the access its page has (docs/product.md#appointments). */
export function useRepairBooking(access: RepairAccess) {
  const [, book] = useMutation(BookRepairAppointmentMutation);
  return useSlotBooking((slot) => book({ access, slot }));
}
