import { useQuery } from 'urql';
import { useStaffAction } from '../../admin/useStaffAction';
import { AgendaQuery, CloseAppointmentMutation } from './agenda-queries';

/** A Rome day's appointments for the staff, and marking or cancelling one, audited. */
export function useAgenda(day: string) {
  const [agenda, reload] = useQuery({ query: AgendaQuery, variables: { day } });
  const close = useStaffAction(CloseAppointmentMutation, () =>
    reload({ requestPolicy: 'network-only' }),
  );
  return {
    loading: agenda.fetching && !agenda.data,
    rows: agenda.data?.adminAgenda ?? [],
    busy: close.busy,
    close: (id: string, status: 'PRESENTATO' | 'NON_PRESENTATO' | 'ANNULLATO', done: string) =>
      close.run({ id, status }, done),
  };
}
