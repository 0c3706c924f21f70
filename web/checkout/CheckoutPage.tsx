import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link } from 'wouter';
import { CHECKOUT_RULES, type CheckoutFields } from '../../schema/rules/checkout';
import { maxLengthOf } from '../../schema/rules/form-rules';
import type { invoiceErrors } from '../../schema/rules/invoices';
import { GUEST_COD_UNITS_MESSAGE, overGuestCodUnits } from '../../schema/rules/order-limits';
import { validateForm } from '../../schema/rules/validation';
import { PAGE_HEADS } from '../../schema/seo';
import { useAuth } from '../account/auth';
import { useNavigate } from '../app/location';
import { useCart } from '../cart/cart-store';
import { AddressFields } from '../ui/AddressFields';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import {
  CheckboxField,
  EmailField,
  PhoneField,
  RadioGroupField,
  TextAreaField,
  TextField,
} from '../ui/Field';
import { Icon } from '../ui/Icon';
import { OnDemand } from '../ui/OnDemand';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { useForm } from '../ui/useForm';
import { CheckoutSection } from './CheckoutSection';
import { CheckoutSteps } from './CheckoutSteps';
import { EMPTY_CHECKOUT, readDraft, saveDraft } from './checkout-draft';
import { PAYMENT_OPTIONS } from './payment-methods';

/** The invoice's rules, once its fields have loaded. */
let invoiceCheck: typeof invoiceErrors | undefined;

/**
 * The invoice's fields and rules come with "Desidero la fattura": most orders never need them, and
 * the page's first load is at its budget.
 */
const InvoiceFields = lazy(async () => {
  const [fields, rules] = await Promise.all([
    import('./InvoiceFields'),
    import('../../schema/rules/invoices'),
  ]);
  invoiceCheck = rules.invoiceErrors;
  return { default: fields.InvoiceFields };
});

/**
 * The checkout's rules, the invoice's when one is wanted (sent before they load, it waits), and
 * the units a guest may pay on delivery, which the Worker checks again (docs/product.md#checkout).
 */
const checkoutCheck = (lines: readonly { quantity: number }[], verifiedBuyer: boolean) => ({
  errorsOf: (fields: CheckoutFields) => ({
    ...(overGuestCodUnits(fields.paymentMethod, lines, verifiedBuyer)
      ? { paymentMethod: GUEST_COD_UNITS_MESSAGE }
      : {}),
    ...validateForm(fields, CHECKOUT_RULES),
    ...(fields.wantsInvoice
      ? (invoiceCheck?.(fields) ?? {
          invoiceKind: 'Attendi il caricamento dei campi della fattura.',
        })
      : {}),
  }),
});

/**
 * The order's lines and totals, after the form: loaded with the page's first paint, not before it,
 * so the form's script is all checkout waits for (README, Performance: checkout is the heaviest).
 */
const OrderAside = lazy(async () => ({ default: (await import('./OrderAside')).OrderAside }));

/** Saved addresses are a signed-in buyer's: a guest never downloads the picker. */
const SavedAddressPicker = lazy(async () => ({
  default: (await import('./SavedAddressPicker')).SavedAddressPicker,
}));

/** The take-back of an old device: offered only for some carts, so it loads on its own. */
const RaeeTakeBackField = lazy(async () => ({
  default: (await import('./RaeeTakeBackField')).RaeeTakeBackField,
}));

export function CheckoutPage() {
  const { lines } = useCart();
  const { isAuthenticated, user } = useAuth();
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const verifiedBuyer = user?.emailVerified === true;
  const check = useMemo(() => checkoutCheck(lines, verifiedBuyer), [lines, verifiedBuyer]);
  const form = useForm<CheckoutFields>(draft?.fields ?? EMPTY_CHECKOUT, check);
  const { values, errors, setValue } = form;
  const chooseTakeBack = useCallback(
    (checked: boolean) => setValue('raeeTakeBack', checked),
    [setValue],
  );

  if (lines.length === 0) {
    return (
      <Container className="py-10">
        <PageMeta title="Checkout" description="Dati di spedizione e pagamento." noIndex />
        <PageHeader
          title="Checkout"
          intro="Il carrello è vuoto: aggiungi un prodotto per continuare."
        />
        <Link to="/shop" className={buttonStyles.primary}>
          Vai allo shop
        </Link>
      </Container>
    );
  }

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.checkout} />
      <CheckoutSteps current={1} />
      <PageHeader
        title="Dati per l'ordine"
        intro="Ti serviranno solo pochi minuti. I campi sono tutti obbligatori, tranne dove indicato."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <form
          noValidate
          className="space-y-6"
          onSubmit={form.onSubmit(() => {
            saveDraft(values);
            void navigate('/order-summaries');
          })}
        >
          <CheckoutSection title="Contatti">
            <div className="grid gap-4 sm:grid-cols-2">
              <EmailField error={errors.email} {...form.text('email')} />
              <PhoneField error={errors.phone} {...form.text('phone')} />
            </div>
          </CheckoutSection>

          <CheckoutSection title="Indirizzo di spedizione">
            <OnDemand when={isAuthenticated}>
              <SavedAddressPicker
                prefill={!draft}
                onPick={({ email, ...address }) => {
                  for (const [name, value] of Object.entries(address)) {
                    if (name in EMPTY_CHECKOUT)
                      form.setValue(name as keyof CheckoutFields, value as never);
                  }
                  if (email && !form.values.email) form.setValue('email', email);
                }}
              />
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

          <CheckoutSection title="Fattura">
            <CheckboxField label="Desidero la fattura" {...form.checkbox('wantsInvoice')} />
            {values.wantsInvoice ? (
              <Suspense fallback={null}>
                <InvoiceFields form={form} errors={errors} />
              </Suspense>
            ) : null}
          </CheckoutSection>

          <CheckoutSection title="Pagamento">
            <RadioGroupField
              legend="Metodo di pagamento"
              options={PAYMENT_OPTIONS}
              error={errors.paymentMethod}
              {...form.select('paymentMethod')}
            />
          </CheckoutSection>

          <Suspense fallback={null}>
            <RaeeTakeBackField
              lines={lines}
              paymentMethod={values.paymentMethod}
              checked={values.raeeTakeBack}
              onChange={chooseTakeBack}
            />
          </Suspense>

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
        </form>
        <Suspense fallback={null}>
          <OrderAside paymentMethod={values.paymentMethod} />
        </Suspense>
      </div>
    </Container>
  );
}
