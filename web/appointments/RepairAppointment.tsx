import { type FragmentOf, readFragment } from 'gql.tada';
import { useState } from 'react';
import { EstimateCardFragment } from '../repairs/repair-fragments';
import type { RepairAccess } from '../repairs/useEstimateAnswer';
import { buttonStyles } from '../ui/buttons';
import { AppointmentSummary } from './AppointmentSummary';
import type { AppointmentSummaryFragment } from './appointment-queries';
import { SlotPicker } from './SlotPicker';
import { useRepairBooking } from './useRepairBooking';

/** The states in which the device may still be on its way to the lab. */
const BEFORE_DROP_OFF = new Set([
  'IN_DIAGNOSI',
  'PREVENTIVO_INVIATO',
  'IN_RIPARAZIONE',
  'RICEVUTO',
]);

interface RepairAppointmentProps {
  status: string;
  estimate: FragmentOf<typeof EstimateCardFragment> | null;
  appointment: FragmentOf<typeof AppointmentSummaryFragment> | null;
  access: RepairAccess;
}

/** The free slots load only once the customer asks for them. */
function DropOffPicker({ access }: { access: RepairAccess }) {
  const booking = useRepairBooking(access);
  if (booking.booked) {
    return <AppointmentSummary appointment={booking.booked.bookRepairAppointment} withLink />;
  }
  return <SlotPicker booking={booking} submitLabel="Prenota l’appuntamento" />;
}

function BookDropOff({ access }: { access: RepairAccess }) {
  const [open, setOpen] = useState(false);
  if (open) return <DropOffPicker access={access} />;
  return (
    <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
      Porta il dispositivo in laboratorio
    </button>
  );
}

/**
 * On an accepted estimate's repair card: the drop-off appointment booked, or the button that
 * books one.
 */
export function RepairAppointment({
  status,
  estimate,
  appointment,
  access,
}: RepairAppointmentProps) {
  const accepted = estimate && readFragment(EstimateCardFragment, estimate).status === 'ACCEPTED';
  if (appointment) return <AppointmentSummary appointment={appointment} withLink />;
  if (!accepted || !BEFORE_DROP_OFF.has(status)) return null;
  return (
    <section aria-labelledby="consegna-laboratorio" className="space-y-3">
      <h3 id="consegna-laboratorio" className="font-bold">
        Consegna in laboratorio
      </h3>
      <p className="text-sm text-slate-700">
        Hai accettato il preventivo: scegli quando portarci il dispositivo.
      </p>
      <BookDropOff access={access} />
    </section>
  );
}
