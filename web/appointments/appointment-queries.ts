import { graphql } from '../graphql';

export const LabCalendarQuery = graphql(`
  query LabCalendar {
    labCalendar {
      day
      label
      closedReason
      slots {
        time
        placesLeft
      }
    }
  }
`);

/** What the confirmation and the link page show of an appointment. */
export const AppointmentSummaryFragment = graphql(`
  fragment AppointmentSummary on Appointment {
    id
    label
    status
    address
    changeHours
    changeableUntil
    changeable
    manageToken
  }
`);
