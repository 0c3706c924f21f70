import { Link } from 'wouter';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { NO_LOCK_CODE, SHIPPING_FORM_RULES } from '../../schema/rules/repairs';
import { CARRIER } from '../../schema/vocabulary';
import { AddressFields } from '../ui/AddressFields';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField } from '../ui/ChoiceFields';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AccountDevicePicker, WarrantyClaimNotice } from './on-demand-parts';
import type { useShippingForm } from './useShippingForm';

type ShippingForm = ReturnType<typeof useShippingForm>;

function SenderSection({ form }: Pick<ShippingForm, 'form'>) {
  const { errors } = form;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">Mittente</h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome e cognome"
          autoComplete="name"
          className="sm:col-span-2"
          error={errors.senderName}
          {...form.text('senderName')}
        />
        <AddressFields text={form.text} errors={errors} />
        <PhoneField error={errors.phone} {...form.text('phone')} />
        <EmailField className="sm:col-span-2" error={errors.email} {...form.text('email')} />
      </div>
    </section>
  );
}

function DeviceSection({
  form,
  pickDevice,
  noLockCode,
}: Pick<ShippingForm, 'form' | 'pickDevice' | 'noLockCode'>) {
  const { errors } = form;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-4 text-lg font-bold">Dispositivo</h2>
      <div className="grid gap-4">
        <AccountDevicePicker onPick={pickDevice} />
        <TextField
          label="Dispositivo"
          placeholder="Marca e modello, ad esempio Samsung Galaxy S21"
          error={errors.device}
          {...form.text('device')}
        />
        <TextAreaField
          label="Descrizione del problema"
          rows={4}
          maxLength={maxLengthOf(SHIPPING_FORM_RULES.problem)}
          error={errors.problem}
          {...form.text('problem')}
        />
        <div>
          <TextField
            label="Codice di sblocco"
            hint={`Ci serve per provare il dispositivo dopo la riparazione. Se non c'è, scrivi ${NO_LOCK_CODE}.`}
            autoComplete="off"
            error={errors.codLock}
            {...form.text('codLock')}
          />
          <button
            type="button"
            onClick={noLockCode}
            className="mt-2 text-sm font-medium text-brand-700 underline"
          >
            Il dispositivo non ha un codice
          </button>
        </div>
      </div>
    </section>
  );
}

/** The courier the sender uses, from those the shop works with, and its number if they have it. */
function CourierSection({ form }: Pick<ShippingForm, 'form'>) {
  const { errors } = form;
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
      <h2 className="mb-1 text-lg font-bold">Spedizione</h2>
      <p className="mb-4 text-sm text-slate-600">
        Se sai già con quale corriere spedisci, indicalo: potrai seguire il pacco dalla pagina della
        riparazione.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Corriere"
          optional
          placeholder="Non lo so ancora"
          options={CARRIER.values.map((value) => ({ value, label: CARRIER.label(value) }))}
          error={errors.carrier}
          {...form.select('carrier')}
        />
        <TextField
          label="Numero di spedizione"
          optional
          autoComplete="off"
          hint="Lo trovi sulla ricevuta del corriere."
          maxLength={maxLengthOf(SHIPPING_FORM_RULES.trackingNumber)}
          error={errors.trackingNumber}
          {...form.text('trackingNumber')}
        />
      </div>
    </section>
  );
}

/** The shipping form: the warranty it claims, the server's refusal, sender, device, courier, consent. */
export function ShippingForm({ shipping }: { shipping: ShippingForm }) {
  const { form, warranty } = shipping;
  return (
    <form noValidate className="max-w-3xl space-y-6" onSubmit={shipping.onSubmit}>
      {warranty.code ? <WarrantyClaimNotice {...warranty} code={warranty.code} /> : null}
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      <SenderSection form={form} />
      <DeviceSection
        form={form}
        pickDevice={shipping.pickDevice}
        noLockCode={shipping.noLockCode}
      />
      <CourierSection form={form} />
      <CheckboxField
        label={
          <>
            Ho letto e accetto il{' '}
            <Link to="/regolamento-spedizioni" className="text-brand-700 underline">
              regolamento spedizioni
            </Link>{' '}
            e l'
            <Link to="/privacy-policy" className="text-brand-700 underline">
              informativa sulla privacy
            </Link>
            .
          </>
        }
        error={form.errors.acceptRules}
        {...form.checkbox('acceptRules')}
      />
      <button type="submit" disabled={shipping.sending} className={buttonStyles.primary}>
        {shipping.sending ? 'Invio in corso…' : 'Invia il modulo'}
      </button>
    </form>
  );
}
