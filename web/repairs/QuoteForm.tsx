import { Link } from 'wouter';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { QUOTE_RULES } from '../../schema/rules/repairs';
import { DEVICE_CATEGORY } from '../../schema/vocabulary';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField } from '../ui/ChoiceFields';
import { EmailField, PhoneField, SelectField, TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { AccountDevicePicker, WarrantyClaimNotice } from './on-demand-parts';
import type { useQuoteRequest } from './useQuoteRequest';

type QuoteRequest = ReturnType<typeof useQuoteRequest>;

/** Who asks, how to reach them, the device and what is wrong with it. */
function QuoteFields({ form, pickDevice }: Pick<QuoteRequest, 'form' | 'pickDevice'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label="Nome e cognome"
        autoComplete="name"
        className="sm:col-span-2"
        error={form.errors.name}
        {...form.text('name')}
      />
      <EmailField error={form.errors.email} {...form.text('email')} />
      <PhoneField error={form.errors.phone} {...form.text('phone')} />
      <AccountDevicePicker onPick={pickDevice} className="sm:col-span-2" />
      <SelectField
        label="Tipo di dispositivo"
        placeholder="Scegli"
        className="sm:col-span-2"
        options={DEVICE_CATEGORY.values.map((value) => ({
          value,
          label: DEVICE_CATEGORY.label(value),
        }))}
        error={form.errors.deviceCategory}
        {...form.select('deviceCategory')}
      />
      <TextField
        label="Marca"
        placeholder="Ad esempio Apple"
        error={form.errors.brand}
        {...form.text('brand')}
      />
      <TextField
        label="Modello"
        placeholder="Ad esempio iPhone 13"
        error={form.errors.model}
        {...form.text('model')}
      />
      <TextAreaField
        label="Descrizione del problema"
        hint="Cosa succede, da quando, e se il dispositivo è caduto o si è bagnato."
        className="sm:col-span-2"
        rows={5}
        maxLength={maxLengthOf(QUOTE_RULES.problem)}
        error={form.errors.problem}
        {...form.text('problem')}
      />
    </div>
  );
}

/** The quote request form: the warranty it claims, the server's refusal, fields and consent. */
export function QuoteForm({ request }: { request: QuoteRequest }) {
  const { form, warranty } = request;
  return (
    <form
      noValidate
      className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
      onSubmit={request.onSubmit}
    >
      {warranty.code ? <WarrantyClaimNotice {...warranty} code={warranty.code} /> : null}
      {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
      <QuoteFields form={form} pickDevice={request.pickDevice} />
      <CheckboxField
        label={
          <>
            Ho letto l'
            <Link to="/privacy-policy" className="text-brand-700 underline">
              informativa sulla privacy
            </Link>{' '}
            e acconsento al trattamento dei miei dati per ricevere il preventivo.
          </>
        }
        error={form.errors.privacy}
        {...form.checkbox('privacy')}
      />
      <button type="submit" disabled={request.sending} className={buttonStyles.primary}>
        {request.sending ? 'Invio in corso…' : 'Invia la richiesta'}
      </button>
    </form>
  );
}
