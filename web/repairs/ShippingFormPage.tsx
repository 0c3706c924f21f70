import { lazy, Suspense, useState } from 'react';
import { useMutation } from 'urql';
import { Link, useSearchParams } from 'wouter';
import { deviceText } from '../../schema/rules/account-devices';
import { maxLengthOf } from '../../schema/rules/form-rules';
import {
  NO_LOCK_CODE,
  SHIPPING_FORM_RULES,
  type ShippingFormFields,
} from '../../schema/rules/repairs';
import { PAGE_HEADS } from '../../schema/seo';
import { SHEET_NUMBER_PARAM, shippingSheetPath } from '../../schema/shipping-sheet-link';
import { graphql } from '../graphql';
import { AddressFields } from '../ui/AddressFields';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { CheckboxField, EmailField, PhoneField, TextAreaField, TextField } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useForm } from '../ui/useForm';
import { AccountDevicePicker } from './AccountDevicePicker';
import type { ShippingReceipt } from './ShippingSheet';
import { useWarrantyClaim, WarrantyClaimNotice } from './WarrantyClaim';

const SubmitShippingFormMutation = graphql(`
  mutation SubmitShippingForm($input: ShippingFormInput!) {
    submitShippingForm(input: $input) {
      id
      number
      createdAt
      senderName
      street
      postalCode
      city
      province
      phone
      email
      device
      problem
    }
  }
`);

const EMPTY: ShippingFormFields = {
  senderName: '',
  street: '',
  postalCode: '',
  city: '',
  province: '',
  phone: '',
  email: '',
  device: '',
  problem: '',
  codLock: '',
  acceptRules: false,
};

/** The printed sheet comes after the form is sent, or from its e-mailed link: not before the form. */
const ShippingSheetPage = lazy(async () => ({
  default: (await import('./ShippingSheet')).ShippingSheetPage,
}));
const ReopenShippingSheet = lazy(async () => ({
  default: (await import('./ReopenShippingSheet')).ReopenShippingSheet,
}));

export function ShippingFormPage() {
  const form = useForm(EMPTY, () => SHIPPING_FORM_RULES);
  const [{ fetching }, submit] = useMutation(SubmitShippingFormMutation);
  const [receipt, setReceipt] = useState<ShippingReceipt | null>(null);
  const [params] = useSearchParams();
  const { errors, setValue } = form;
  const warranty = useWarrantyClaim((claim, email) => {
    if (email) setValue('email', email);
    setValue('device', claim.repair.device);
  });

  if (receipt) {
    return (
      <Suspense fallback={null}>
        <ShippingSheetPage
          receipt={receipt}
          notice={
            <>
              Modulo ricevuto! Stampa il foglio qui sotto e mettilo nel pacco insieme al
              dispositivo. Ti abbiamo inviato una conferma a <strong>{receipt.email}</strong>, con
              il link per riaprire questo foglio da qualsiasi dispositivo.
            </>
          }
        />
      </Suspense>
    );
  }
  if (params.has(SHEET_NUMBER_PARAM)) {
    return (
      <Suspense fallback={null}>
        <ReopenShippingSheet number={params.get(SHEET_NUMBER_PARAM) ?? ''} />
      </Suspense>
    );
  }

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.shippingForm} />
      <PageHeader
        title="Modulo di spedizione"
        intro={
          <>
            Non puoi venire in negozio? Compila il modulo, stampa il foglio che ti daremo e spedisci
            il dispositivo seguendo il{' '}
            <Link to="/regolamento-spedizioni" className="text-brand-700 underline">
              regolamento spedizioni
            </Link>
            . Hai già inviato il modulo?{' '}
            <Link to={shippingSheetPath('')} className="text-brand-700 underline">
              Riapri il foglio di spedizione
            </Link>
            .
          </>
        }
      />
      <form
        noValidate
        className="max-w-3xl space-y-6"
        onSubmit={form.onSubmit(async () => {
          const result = await submit({
            input: { ...form.values, warrantyOfRepairCode: warranty.sentCode },
          });
          if (result.data) {
            setReceipt(result.data.submitShippingForm);
            window.scrollTo({ top: 0 });
          }
          return result;
        })}
      >
        {warranty.code ? <WarrantyClaimNotice {...warranty} code={warranty.code} /> : null}
        {form.problem ? <FormAlert tone="error">{form.problem}</FormAlert> : null}
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
        <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6">
          <h2 className="mb-4 text-lg font-bold">Dispositivo</h2>
          <div className="grid gap-4">
            <AccountDevicePicker
              onPick={(device) => setValue('device', deviceText(device), { validate: true })}
            />
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
                onClick={() => form.setValue('codLock', NO_LOCK_CODE, { validate: true })}
                className="mt-2 text-sm font-medium text-brand-700 underline"
              >
                Il dispositivo non ha un codice
              </button>
            </div>
          </div>
        </section>
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
          error={errors.acceptRules}
          {...form.checkbox('acceptRules')}
        />
        <button type="submit" disabled={fetching} className={buttonStyles.primary}>
          {fetching ? 'Invio in corso…' : 'Invia il modulo'}
        </button>
      </form>
    </Container>
  );
}
