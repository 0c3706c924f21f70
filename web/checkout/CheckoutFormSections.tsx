import { lazy, Suspense } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { CHECKOUT_RULES, type CheckoutFields } from '../../schema/rules/checkout';
import { maxLengthOf } from '../../schema/rules/form-rules';
import type { FieldErrors } from '../../schema/rules/validation';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { AddressFields } from '../ui/AddressFields';
import { buttonStyles } from '../ui/buttons';
import { CheckboxField, RadioGroupField } from '../ui/ChoiceFields';
import { EmailField, PhoneField, TextAreaField, TextField } from '../ui/Field';
import { Icon } from '../ui/Icon';
import { OnDemand } from '../ui/OnDemand';
import { CheckoutSection } from './CheckoutSection';
import { InvoiceFields } from './invoice-on-demand';
import { PAYMENT_OPTIONS } from './payment-methods';
import type { CheckoutForm, useCheckoutForm } from './useCheckoutForm';

/** Saved addresses are a signed-in buyer's: a guest never downloads the picker. */
const SavedAddressPicker = lazy(async () => ({
  default: (await import('./SavedAddressPicker')).SavedAddressPicker,
}));

interface SectionProps {
  form: CheckoutForm;
  errors: FieldErrors<keyof CheckoutFields>;
}

export function ContactSection({ form, errors }: SectionProps) {
  return (
    <CheckoutSection title="Contatti">
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField error={errors.email} {...form.text('email')} />
        <PhoneField error={errors.phone} {...form.text('phone')} />
      </div>
    </CheckoutSection>
  );
}

type Checkout = ReturnType<typeof useCheckoutForm>;

export function ShippingSection({
  form,
  errors,
  checkout,
}: SectionProps & { checkout: Pick<Checkout, 'isAuthenticated' | 'prefillSaved' | 'pickSaved'> }) {
  return (
    <CheckoutSection title="Indirizzo di spedizione">
      <OnDemand when={checkout.isAuthenticated}>
        <SavedAddressPicker prefill={checkout.prefillSaved} onPick={checkout.pickSaved} />
      </OnDemand>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome"
          autoComplete="given-name"
          error={errors.firstName}
          {...form.text('firstName')}
        />
        <TextField
          label="Cognome"
          autoComplete="family-name"
          error={errors.lastName}
          {...form.text('lastName')}
        />
        <AddressFields text={form.text} errors={errors} />
      </div>
    </CheckoutSection>
  );
}

export function InvoiceSection({ form, errors }: SectionProps) {
  return (
    <CheckoutSection title="Fattura">
      <CheckboxField label="Desidero la fattura" {...form.checkbox('wantsInvoice')} />
      {form.values.wantsInvoice ? (
        <Suspense fallback={null}>
          <InvoiceFields form={form} errors={errors} />
        </Suspense>
      ) : null}
    </CheckoutSection>
  );
}

const CheckoutPaymentMethodsQuery = graphql(
  'query CheckoutPaymentMethods { checkoutPaymentMethods }',
);

/**
 * The methods the shop takes now: online only when the server says a payment provider is
 * connected (docs/product.md#payments-online); until it answers, the others.
 */
function useOfferedPaymentOptions() {
  const [{ data }] = useQuery({ query: CheckoutPaymentMethodsQuery });
  const offered = new Set(data?.checkoutPaymentMethods ?? []);
  return PAYMENT_OPTIONS.filter(
    (option) => option.value !== 'online' || offered.has(PAYMENT_METHOD.toApi(option.value)),
  );
}

export function PaymentSection({ form, errors }: SectionProps) {
  const options = useOfferedPaymentOptions();
  return (
    <CheckoutSection title="Pagamento">
      <RadioGroupField
        legend="Metodo di pagamento"
        options={options}
        error={errors.paymentMethod}
        {...form.select('paymentMethod')}
      />
    </CheckoutSection>
  );
}

export function NotesSection({ form, errors }: SectionProps) {
  return (
    <CheckoutSection title="Note">
      <TextAreaField
        label="Note per l'ordine"
        optional
        hint="Ad esempio orari di consegna o indicazioni per il corriere"
        maxLength={maxLengthOf(CHECKOUT_RULES.notes)}
        error={errors.notes}
        {...form.text('notes')}
      />
    </CheckoutSection>
  );
}

/** The terms to accept, back to the cart, on to the summary. */
export function TermsAndSubmit({ form, errors }: SectionProps) {
  return (
    <>
      <CheckboxField
        label={
          <>
            Ho letto e accetto le{' '}
            <a
              href="/condizioni-di-vendita"
              target="_blank"
              rel="noopener"
              className="text-brand-700 underline"
            >
              condizioni di vendita
              <span className="sr-only"> (si apre in una nuova scheda)</span>
            </a>{' '}
            e l'
            <Link to="/privacy-policy" className="text-brand-700 underline">
              informativa sulla privacy
            </Link>
          </>
        }
        error={errors.acceptTerms}
        {...form.checkbox('acceptTerms')}
      />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to="/shopping-cart" className={buttonStyles.ghost}>
          <Icon name="chevronLeft" className="size-4" /> Torna al carrello
        </Link>
        <button type="submit" className={buttonStyles.primary}>
          Continua al riepilogo <Icon name="chevronRight" className="size-4" />
        </button>
      </div>
    </>
  );
}
