import { SHOP } from '../../schema/shop';
import { buttonStyles } from '../ui/buttons';
import { FormAlert } from '../ui/FormAlert';
import type { useSlotBooking } from './useSlotBooking';

type Booking = Omit<ReturnType<typeof useSlotBooking<unknown>>, 'booked'>;

const placesText = (places: number) => (places === 1 ? 'ultimo posto' : `${places} posti`);

function TimeChoices({ booking }: { booking: Booking }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">Orario</legend>
      <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
        {booking.slots.map((slot) => {
          const checked = booking.time === slot.time;
          return (
            <label
              key={slot.time}
              className={`flex cursor-pointer flex-col items-center rounded-xl px-2 py-2 ring-1 focus-within:ring-2 focus-within:ring-brand-600 ${
                checked
                  ? 'bg-brand-600 text-white ring-brand-600'
                  : 'bg-white text-ink ring-slate-300'
              }`}
            >
              <input
                type="radio"
                name="orario-appuntamento"
                value={slot.time}
                checked={checked}
                onChange={() => booking.pickTime(slot.time)}
                className="sr-only"
              />
              <span className="font-semibold">{slot.time}</span>
              <span className={`text-xs ${checked ? 'text-white' : 'text-slate-600'}`}>
                {placesText(slot.placesLeft)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The free slots of the next weeks: a day, then one of its times, then the button. */
export function SlotPicker({ booking, submitLabel }: { booking: Booking; submitLabel: string }) {
  if (booking.loading) return <p role="status">Carico gli orari liberi…</p>;
  if (booking.failed) {
    return (
      <FormAlert tone="error">
        Non riusciamo a caricare gli orari liberi: ricarica la pagina o chiamaci al {SHOP.phone}.
      </FormAlert>
    );
  }
  if (!booking.days.some((day) => day.slots.length > 0)) {
    return (
      <FormAlert tone="info">
        Nelle prossime settimane non ci sono orari liberi: chiamaci al {SHOP.phone}.
      </FormAlert>
    );
  }
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void booking.book();
      }}
    >
      {booking.problem ? <FormAlert tone="error">{booking.problem}</FormAlert> : null}
      <div>
        <label htmlFor="giorno-appuntamento" className="block text-sm font-semibold">
          Giorno
        </label>
        <select
          id="giorno-appuntamento"
          value={booking.day ?? ''}
          onChange={(event) => booking.pickDay(event.target.value)}
          className="mt-1 w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5"
        >
          {booking.days.map((day) => (
            <option key={day.day} value={day.day} disabled={day.slots.length === 0}>
              {day.closedReason ? `${day.label} – chiuso: ${day.closedReason}` : day.label}
            </option>
          ))}
        </select>
      </div>
      <TimeChoices booking={booking} />
      <button type="submit" className={buttonStyles.primary} disabled={booking.sending}>
        {booking.sending ? 'Un momento…' : submitLabel}
      </button>
    </form>
  );
}
