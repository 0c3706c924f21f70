import type { FragmentOf } from 'gql.tada';
import { AppointmentSummary } from './AppointmentSummary';
import type { AppointmentSummaryFragment } from './appointment-queries';

type AccountAppointment = { id: string; startsAt: string } & FragmentOf<
  typeof AppointmentSummaryFragment
>;

function AppointmentList({ title, list }: { title: string; list: AccountAppointment[] }) {
  if (list.length === 0) return null;
  return (
    <div className="space-y-3">
      <h3 className="font-bold">{title}</h3>
      {list.map((appointment) => (
        <AppointmentSummary key={appointment.id} appointment={appointment} withLink />
      ))}
    </div>
  );
}

/**
 * The appointments at the lab booked with the account's verified e-mail, upcoming (soonest
 * first) and past (docs/product.md#appointments).
 */
export function AccountAppointments({ appointments }: { appointments: AccountAppointment[] }) {
  const now = Date.now();
  const upcoming = appointments.filter((a) => Date.parse(a.startsAt) >= now).reverse();
  const past = appointments.filter((a) => Date.parse(a.startsAt) < now);
  return (
    <section aria-labelledby="appuntamenti" className="space-y-4">
      <h2 id="appuntamenti" className="text-xl font-bold">
        Appuntamenti in laboratorio
      </h2>
      {appointments.length === 0 ? (
        <p className="text-sm text-slate-600">Nessun appuntamento prenotato con la tua e-mail.</p>
      ) : (
        <>
          <AppointmentList title="In programma" list={upcoming} />
          <AppointmentList title="Passati" list={past} />
        </>
      )}
    </section>
  );
}
