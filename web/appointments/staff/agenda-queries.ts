import { graphql } from '../../graphql';

export const AgendaQuery = graphql(`
  query Agenda($day: String!) {
    adminAgenda(day: $day) {
      id
      time
      status
      name
      email
      phone
      device
      requestNumber
      repairCode
    }
  }
`);

export const CloseAppointmentMutation = graphql(`
  mutation CloseAppointment($id: ID!, $status: AppointmentStatus!) {
    adminCloseAppointment(id: $id, status: $status)
  }
`);

export const LabSettingsQuery = graphql(`
  query LabSettings {
    adminLabSettings {
      weekdays {
        weekday
        name
        ranges {
          from
          to
        }
      }
      slotMinutes
      capacity
      horizonDays
      closures {
        id
        fromDay
        toDay
        reason
      }
    }
  }
`);

export const UpdateLabSettingsMutation = graphql(`
  mutation UpdateLabSettings($input: LabSettingsInput!) {
    adminUpdateLabSettings(input: $input) {
      slotMinutes
    }
  }
`);

export const AddLabClosureMutation = graphql(`
  mutation AddLabClosure($input: LabClosureInput!) {
    adminAddLabClosure(input: $input) {
      id
    }
  }
`);

export const RemoveLabClosureMutation = graphql(`
  mutation RemoveLabClosure($id: ID!) {
    adminRemoveLabClosure(id: $id) {
      id
    }
  }
`);
