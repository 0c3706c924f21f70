import { Link } from 'wouter';
import { ROUTES } from '../../schema/routes';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { LISTED_REPAIR_RULES } from '../../schema/rules/price-list';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField } from '../ui/ChoiceFields';
import { EmailField, PhoneField, TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { Price } from '../ui/Price';
import { QuoteSent } from './QuoteSent';
import type { ListedRepairReceipt, useListedRepairBooking } from './useListedRepairBooking';

type Booking = ReturnType<typeof useListedRepairBooking>;

/** The short form that books a listed repair: who, how to reach them, a note and consent. */
export function ListedRepairForm({
  booking,
  repairName,
}: {
  booking: Booking;
  repairName: string;
}) {
  const { form } = booking;
  return (
    <form
      noValidate
      aria-label="Prenota la riparazione"
      onSubmit={booking.onSubmit}
      className="space-y-4 rounded-3xl bg-white p-6 ring-1 ring-slate-200"
    >
      <h2 className="text-xl font-bold">Prenota: {repairName}</h2>
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      {/* One column: the form sits in the page's narrow side column, where a message under a
          half-width field would wrap, and the fields below would move as it comes and goes. */}
      <div className="grid gap-4">
        <TextField
          label="Nome e cognome"
          autoComplete="name"
          error={form.errors.name}
          {...form.text('name')}
        />
        <EmailField error={form.errors.email} {...form.text('email')} />
        <PhoneField error={form.errors.phone} {...form.text('phone')} />
        <TextAreaField
          label="Nota per il tecnico"
          optional
          rows={3}
          maxLength={maxLengthOf(LISTED_REPAIR_RULES.note)}
          error={form.errors.note}
          {...form.text('note')}
        />
      </div>
      <CheckboxField
        label={
          <>
            Ho letto l'
            <Link to={ROUTES.privacyPolicy} className="text-brand-700 underline">
              informativa sulla privacy
            </Link>{' '}
            e acconsento al trattamento dei miei dati per la prenotazione.
          </>
        }
        error={form.errors.privacy}
        {...form.checkbox('privacy')}
      />
      <button type="submit" disabled={booking.sending} className={buttonStyles.primary}>
        {booking.sending ? 'Invio in corso…' : 'Conferma la prenotazione'}
      </button>
    </form>
  );
}

/** The booking received: the quote request's page, with the repair and the price it states. */
export function ListedRepairSent({ receipt }: { receipt: ListedRepairReceipt }) {
  const { listed } = receipt;
  return (
    <QuoteSent
      number={receipt.number}
      email={receipt.email}
      bookingToken={receipt.bookingToken}
      statedPrice={
        listed ? (
          <p className="mt-4 rounded-2xl bg-slate-50 p-4 text-slate-700 ring-1 ring-slate-200">
            <strong>{listed.repairName}</strong>: <Price cents={listed.price} /> + IVA (
            <Price cents={listed.priceWithVat} /> IVA inclusa), il prezzo del listino. Il tecnico lo
            conferma dopo aver controllato il dispositivo.
          </p>
        ) : null
      }
    />
  );
}
