import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { PAGE_HEADS } from '../../schema/seo';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import {
  ContactSection,
  InvoiceSection,
  NotesSection,
  PaymentSection,
  ShippingSection,
  TermsAndSubmit,
} from './CheckoutFormSections';
import { CheckoutSteps } from './CheckoutSteps';
import { useCheckoutForm } from './useCheckoutForm';

/**
 * The order's lines and totals, after the form: loaded with the page's first paint, not before it,
 * so the form's script is all checkout waits for (docs/performance.md).
 */
const OrderAside = lazy(async () => ({ default: (await import('./OrderAside')).OrderAside }));

/** The take-back of an old device: offered only for some carts, so it loads on its own. */
const RaeeTakeBackField = lazy(async () => ({
  default: (await import('./RaeeTakeBackField')).RaeeTakeBackField,
}));

function EmptyCheckout() {
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

export function CheckoutPage() {
  const checkout = useCheckoutForm();
  const { lines, form } = checkout;
  const { values, errors } = form;
  if (lines.length === 0) return <EmptyCheckout />;
  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.checkout} />
      <CheckoutSteps current={1} />
      <PageHeader
        title="Dati per l'ordine"
        intro="Ti serviranno solo pochi minuti. I campi sono tutti obbligatori, tranne dove indicato."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <form noValidate className="space-y-6" onSubmit={checkout.onSubmit}>
          <ContactSection form={form} errors={errors} />
          <ShippingSection form={form} errors={errors} checkout={checkout} />
          <InvoiceSection form={form} errors={errors} />
          <PaymentSection form={form} errors={errors} />
          <Suspense fallback={null}>
            <RaeeTakeBackField
              lines={lines}
              paymentMethod={values.paymentMethod}
              checked={values.raeeTakeBack}
              onChange={checkout.chooseTakeBack}
            />
          </Suspense>
          <NotesSection form={form} errors={errors} />
          <TermsAndSubmit form={form} errors={errors} />
        </form>
        <Suspense fallback={null}>
          <OrderAside paymentMethod={values.paymentMethod} />
        </Suspense>
      </div>
    </Container>
  );
}
