import { type FragmentOf, readFragment } from 'gql.tada';
import { formatDateTime } from '../../schema/dates';
import { appointmentLink } from '../../schema/rules/appointment-links';
import { SHOP } from '../../schema/shop';
import { APPOINTMENT_STATUS } from '../../schema/vocabulary';
import { AppointmentSummaryFragment } from './appointment-queries';

interface AppointmentSummaryProps {
  appointment: FragmentOf<typeof AppointmentSummaryFragment>;
  /** Show the link that moves or cancels it: not on the link's own page. */
  withLink?: boolean;
}

/** When and where, its state, and until when it can still be moved or cancelled online. */
export function AppointmentSummary({ appointment, withLink = false }: AppointmentSummaryProps) {
  const summary = readFragment(AppointmentSummaryFragment, appointment);
  const booked = summary.status === 'PRENOTATO';
  return (
    <div
      className={`rounded-2xl p-4 ring-1 ${booked ? 'bg-emerald-50 ring-emerald-200' : 'bg-slate-50 ring-slate-200'}`}
    >
      <p className="text-sm font-semibold text-slate-700">
        Appuntamento in laboratorio · {APPOINTMENT_STATUS.label(summary.status)}
      </p>
      <p className="mt-1 text-lg font-bold">{summary.label}</p>
      <p className="text-sm text-slate-700">
        {SHOP.name}, {summary.address}
      </p>
      {summary.changeable ? (
        <p className="mt-2 text-sm text-slate-700">
          Puoi spostarlo o annullarlo online fino a {summary.changeHours} ore prima, cioè entro il{' '}
          {formatDateTime(summary.changeableUntil)}; dopo, chiamaci al {SHOP.phone}.
        </p>
      ) : null}
      {withLink && summary.changeable ? (
        <a
          href={appointmentLink('', summary.manageToken)}
          className="mt-2 inline-block font-semibold text-brand-700 underline"
        >
          Sposta o annulla l’appuntamento
        </a>
      ) : null}
    </div>
  );
}
