import { type FragmentOf, readFragment } from 'gql.tada';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { graphql } from '../graphql';
import { refusal } from '../ui/server-errors';
import { AppointmentSummaryFragment } from './appointment-queries';
import { useSlotBooking } from './useSlotBooking';

const AppointmentByLinkQuery = graphql(
  `
    query AppointmentByLink($token: String!) {
      appointmentByLink(token: $token) {
        ...AppointmentSummary
      }
    }
  `,
  [AppointmentSummaryFragment],
);

const RescheduleAppointmentMutation = graphql(
  `
    mutation RescheduleAppointment($token: String!, $slot: AppointmentSlotInput!) {
      rescheduleAppointment(token: $token, slot: $slot) {
        ...AppointmentSummary
      }
    }
  `,
  [AppointmentSummaryFragment],
);

const CancelAppointmentMutation = graphql(
  `
    mutation CancelAppointment($token: String!) {
      cancelAppointment(token: $token) {
        ...AppointmentSummary
      }
    }
  `,
  [AppointmentSummaryFragment],
);

/**
 * The appointment of an e-mailed link (docs/product.md#appointments): shown, moved to a free
 * slot, or cancelled; each refusal (altered, expired, cancelled, too late) in the server's words.
 */
export function useAppointmentLink(token: string) {
  const [shown] = useQuery({ query: AppointmentByLinkQuery, variables: { token } });
  const [, reschedule] = useMutation(RescheduleAppointmentMutation);
  const [cancelling, cancel] = useMutation(CancelAppointmentMutation);
  const [cancelProblem, setCancelProblem] = useState<string | null>(null);
  const [cancelled, setCancelled] = useState<FragmentOf<typeof AppointmentSummaryFragment> | null>(
    null,
  );
  const moving = useSlotBooking((slot) => reschedule({ token, slot }));

  async function cancelNow() {
    setCancelProblem(null);
    const answer = await cancel({ token });
    if (answer.data) setCancelled(answer.data.cancelAppointment);
    else if (answer.error) setCancelProblem(refusal(answer.error).message);
  }

  const appointment =
    cancelled ?? moving.booked?.rescheduleAppointment ?? shown.data?.appointmentByLink ?? null;
  return {
    loading: shown.fetching && !shown.data,
    refused: shown.error ? refusal(shown.error).message : null,
    appointment,
    changeable: appointment
      ? readFragment(AppointmentSummaryFragment, appointment).changeable
      : false,
    moved: Boolean(moving.booked) && !cancelled,
    cancelled: Boolean(cancelled),
    moving,
    cancelNow,
    cancelling: cancelling.fetching,
    cancelProblem,
  };
}
