import { useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { QUOTE_RULES, type QuoteFields } from '../../schema/rules/repairs';
import { PAGE_HEADS } from '../../schema/seo';
import { DEVICE_CATEGORY } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import {
  CheckboxField,
  EmailField,
  PhoneField,
  SelectField,
  TextAreaField,
  TextField,
} from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useForm } from '../ui/useForm';
import { AccountDevicePicker, type PickedDevice } from './AccountDevicePicker';
import { useWarrantyClaim, WarrantyClaimNotice } from './WarrantyClaim';

const RequestQuoteMutation = graphql(`
  mutation RequestQuote($input: QuoteRequestInput!) {
    requestQuote(input: $input) {
      id
      number
    }
  }
`);

const EMPTY: QuoteFields = {
  name: '',
  email: '',
  phone: '',
  deviceCategory: '',
  brand: '',
  model: '',
  problem: '',
  privacy: false,
};

const NEXT_STEPS = [
  'Un tecnico legge la tua richiesta e, se serve, ti chiama per qualche dettaglio.',
  'Entro un giorno lavorativo ricevi il preventivo con costi e tempi, gratuito e senza impegno.',
  'Se lo accetti, porti il dispositivo in negozio o ce lo spedisci con il modulo di spedizione.',
] as const;

export function QuotePage() {
  const form = useForm(EMPTY, () => QUOTE_RULES);
  const [{ fetching }, requestQuote] = useMutation(RequestQuoteMutation);
  const [number, setNumber] = useState<string | null>(null);
  const { setValue } = form;
  const pickDevice = (device: PickedDevice) => {
    setValue('deviceCategory', DEVICE_CATEGORY.fromApi(device.category), { validate: true });
    setValue('brand', device.brand, { validate: true });
    setValue('model', device.model, { validate: true });
  };
  const warranty = useWarrantyClaim((claim, email) => {
    if (email) setValue('email', email);
    const { deviceCategory: category, brand, model } = claim;
    if (category && brand && model) pickDevice({ category, brand, model });
  });

  if (number) {
    return (
      <Container className="py-10">
        <PageMeta
          title="Richiesta inviata"
          description="La tua richiesta di preventivo è stata ricevuta."
          noIndex
        />
        <div className="mx-auto max-w-2xl rounded-3xl bg-white p-6 ring-1 ring-slate-200 sm:p-8">
          <Icon name="check" className="size-10 rounded-full bg-emerald-50 p-2 text-emerald-700" />
          <h1 className="mt-4 text-2xl font-bold">Richiesta di preventivo ricevuta</h1>
          <p className="mt-2 text-slate-700">
            Il numero della tua richiesta è <strong className="font-mono text-lg">{number}</strong>:
            citalo se ci contatti. Te lo abbiamo inviato anche per e-mail a{' '}
            <strong>{form.values.email}</strong>.
          </p>
          <h2 className="mt-6 font-bold">Cosa succede ora</h2>
          <ol className="mt-3 space-y-3">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-3 text-slate-700">
                <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white">
                  {index + 1}
                </span>
                {step}
              </li>
            ))}
          </ol>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/modulo-spedizione" className={buttonStyles.primary}>
              Compila il modulo di spedizione
            </Link>
            <Link to="/" className={buttonStyles.secondary}>
              Torna alla home
            </Link>
          </div>
        </div>
      </Container>
    );
  }

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.quote} />
      <PageHeader
        title="Richiedi un preventivo"
        intro="Raccontaci quale dispositivo hai e che problema presenta: il preventivo è gratuito e senza impegno."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <form
          noValidate
          className="space-y-5 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
          onSubmit={form.onSubmit(async () => {
            const { values } = form;
            // The form's rules have already refused anything but a listed category.
            if (!DEVICE_CATEGORY.has(values.deviceCategory)) return;
            const result = await requestQuote({
              input: {
                ...values,
                deviceCategory: DEVICE_CATEGORY.toApi(values.deviceCategory),
                warrantyOfRepairCode: warranty.sentCode,
              },
            });
            if (result.data) {
              setNumber(result.data.requestQuote.number);
              window.scrollTo({ top: 0 });
            }
            return result;
          })}
        >
          {warranty.code ? <WarrantyClaimNotice {...warranty} code={warranty.code} /> : null}
          {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
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
          <button type="submit" disabled={fetching} className={buttonStyles.primary}>
            {fetching ? 'Invio in corso…' : 'Invia la richiesta'}
          </button>
        </form>
        <aside className="h-fit space-y-4 rounded-2xl bg-brand-50 p-5 text-brand-950">
          <h2 className="font-bold">Come funziona</h2>
          <ol className="space-y-3 text-sm">
            {NEXT_STEPS.map((step, index) => (
              <li key={step} className="flex gap-2">
                <span className="font-bold">{index + 1}.</span> {step}
              </li>
            ))}
          </ol>
          <p className="text-sm">
            Hai già un codice riparazione?{' '}
            <Link to="/stato-riparazione" className="font-semibold underline">
              Controlla lo stato
            </Link>
          </p>
        </aside>
      </div>
    </Container>
  );
}
