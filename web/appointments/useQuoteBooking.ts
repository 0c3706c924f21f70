import { useMutation } from 'urql';
import { graphql } from '../graphql';
import { AppointmentSummaryFragment } from './appointment-queries';
import { useSlotBooking } from './useSlotBooking';

const BookAppointmentMutation = graphql(
  `
    mutation BookAppointment($bookingToken: String!, $slot: AppointmentSlotInput!) {
      bookAppointment(bookingToken: $bookingToken, slot: $slot) {
        ...AppointmentSummary
      }
    }
  `,
  [AppointmentSummaryFragment],
);

/** Booking a quote request's drop-off with its receipt's token (docs/product.md#appointments). */
export function useQuoteBooking(bookingToken: string) {
  const [, book] = useMutation(BookAppointmentMutation);
  return useSlotBooking((slot) => book({ bookingToken, slot }));
}
