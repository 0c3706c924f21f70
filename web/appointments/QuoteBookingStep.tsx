import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { AppointmentSummary } from './AppointmentSummary';
import { SlotPicker } from './SlotPicker';
import { useQuoteBooking } from './useQuoteBooking';

/** The step after a quote request: pick when to bring the device in. */
export function QuoteBookingStep({ bookingToken }: { bookingToken: string }) {
  const booking = useQuoteBooking(bookingToken);
  return (
    <section
      aria-labelledby="prenota-consegna"
      className="mt-8 space-y-4 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200"
    >
      <h2 id="prenota-consegna" className="text-lg font-bold">
        Porta il dispositivo in laboratorio
      </h2>
      {booking.booked ? (
        <>
          <p role="status" className="font-semibold text-emerald-800">
            Appuntamento confermato: ti abbiamo mandato l’e-mail con il file per il calendario.
          </p>
          <AppointmentSummary appointment={booking.booked.bookAppointment} withLink />
        </>
      ) : (
        <>
          <p className="text-slate-700">
            Scegli quando passare a consegnarlo: un tecnico lo guarda con te. Preferisci spedirlo?
            Compila il{' '}
            <Link to={ROUTES.shippingForm} className="font-semibold text-brand-700 underline">
              modulo di spedizione
            </Link>
            .
          </p>
          <SlotPicker booking={booking} submitLabel="Prenota l’appuntamento" />
        </>
      )}
    </section>
  );
}
