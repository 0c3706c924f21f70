import type { CheckoutFields } from '../../schema/rules/checkout';
import { maxLengthOf } from '../../schema/rules/form-rules';
import { INVOICE_RULES, taxCodeRules } from '../../schema/rules/invoices';
import type { FieldErrors } from '../../schema/rules/validation';
import { INVOICE_KIND } from '../../schema/vocabulary';
import { AddressFields } from '../ui/AddressFields';
import { CheckboxField, RadioGroupField } from '../ui/ChoiceFields';
import { TextField } from '../ui/Field';
import type { useForm } from '../ui/useForm';

type CheckoutForm = ReturnType<typeof useForm<CheckoutFields>>;

const KIND_OPTIONS = INVOICE_KIND.values.map((value) => ({
  value,
  label: INVOICE_KIND.labels[value],
  description:
    value === 'privato' ? 'Con il tuo codice fiscale' : 'Con partita IVA e ragione sociale',
}));

/** The billing address's fields, named apart from the shipping address's. */
const BILLING = {
  street: 'billingStreet',
  postalCode: 'billingPostalCode',
  city: 'billingCity',
  province: 'billingProvince',
} as const;

/**
 * Whom the electronic invoice is for, where the SDI delivers it and the billing address
 * (docs/product.md#invoices). Loaded only once "Desidero la fattura" is ticked.
 */
export function InvoiceFields({
  form,
  errors,
}: {
  form: CheckoutForm;
  errors: FieldErrors<string>;
}) {
  const { values } = form;
  const company = values.invoiceKind === 'azienda';
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <RadioGroupField
          legend="La fattura è intestata a"
          options={KIND_OPTIONS}
          error={errors.invoiceKind}
          {...form.select('invoiceKind')}
        />
      </div>
      {company ? (
        <TextField
          label="Ragione sociale"
          autoComplete="organization"
          maxLength={maxLengthOf(INVOICE_RULES.invoiceCompany)}
          error={errors.invoiceCompany}
          {...form.text('invoiceCompany')}
        />
      ) : null}
      <TextField
        label={company ? 'Partita IVA' : 'Codice fiscale'}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={maxLengthOf(taxCodeRules(values.invoiceKind))}
        error={errors.invoiceTaxCode}
        {...form.text('invoiceTaxCode')}
      />
      <TextField
        label="Codice destinatario SDI"
        optional={!company}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={maxLengthOf(INVOICE_RULES.invoiceSdiCode)}
        hint="7 caratteri, lettere e cifre"
        error={errors.invoiceSdiCode}
        {...form.text('invoiceSdiCode')}
      />
      <TextField
        label="PEC"
        type="email"
        optional={!company}
        autoComplete="off"
        error={errors.invoicePec}
        {...form.text('invoicePec')}
      />
      <p className="text-sm text-slate-600 sm:col-span-2">
        {company
          ? 'Indica il codice destinatario SDI oppure la PEC: almeno uno dei due.'
          : 'Senza codice SDI né PEC la fattura ti arriva nel cassetto fiscale del sito dell’Agenzia delle Entrate.'}
      </p>
      <CheckboxField
        className="sm:col-span-2"
        label="L'indirizzo di fatturazione è diverso da quello di spedizione"
        {...form.checkbox('billingDifferent')}
      />
      {values.billingDifferent ? <BillingAddress form={form} errors={errors} /> : null}
    </div>
  );
}

/** The billing address, when it differs from the shipping one. */
function BillingAddress({ form, errors }: { form: CheckoutForm; errors: FieldErrors<string> }) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-ink">Indirizzo di fatturazione</legend>
      <AddressFields
        text={(name) => form.text(BILLING[name])}
        errors={{
          street: errors.billingStreet,
          postalCode: errors.billingPostalCode,
          city: errors.billingCity,
          province: errors.billingProvince,
        }}
      />
    </fieldset>
  );
}
