import { lazy, Suspense, useState } from 'react';
import { useMutation } from 'urql';
import { Link } from 'wouter';
import type { CheckoutFields } from '../../schema/rules/checkout';
import { PAGE_HEADS } from '../../schema/seo';
import { INVOICE_KIND, PAYMENT_METHOD } from '../../schema/vocabulary';
import { useAuth } from '../account/auth';
import { useNavigate } from '../app/location';
import { cart, useCart } from '../cart/cart-store';
import { graphql } from '../graphql';
import { rememberGuestOrder } from '../orders/guest-orders';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { Icon } from '../ui/Icon';
import { PageHeader } from '../ui/PageHeader';
import { PageMeta } from '../ui/PageMeta';
import { CheckoutSteps } from './CheckoutSteps';
import { clearDraft, readDraft } from './checkout-draft';
import { OrderAside } from './OrderAside';
import { asPaymentMethod } from './payment-methods';

const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!) {
    placeOrder(input: $input, idempotencyKey: $idempotencyKey) {
      accessToken
      order {
        id
        number
      }
    }
  }
`);

/** Most orders want no invoice: its details' code loads only for one that does. */
const InvoiceSummary = lazy(async () => ({
  default: (await import('./InvoiceSummary')).InvoiceSummary,
}));

/** Only an order asking for the RAEE take-back says where it happens. */
const RaeeTakeBackNote = lazy(async () => ({
  default: (await import('../orders/RaeeTakeBackNote')).RaeeTakeBackNote,
}));

/** The invoice input of the checkout's fields: null without one. */
function invoiceInput(fields: CheckoutFields) {
  if (!fields.wantsInvoice) return null;
  const kind = INVOICE_KIND.has(fields.invoiceKind) ? fields.invoiceKind : 'privato';
  return {
    kind: INVOICE_KIND.toApi(kind),
    taxCode: fields.invoiceTaxCode,
    companyName: kind === 'azienda' ? fields.invoiceCompany : null,
    sdiCode: fields.invoiceSdiCode || null,
    pec: fields.invoicePec || null,
    billingAddress: fields.billingDifferent
      ? {
          street: fields.billingStreet,
          postalCode: fields.billingPostalCode,
          city: fields.billingCity,
          province: fields.billingProvince,
        }
      : null,
  };
}

function Block({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-bold">{title}</h2>
        <Link to="/checkout-forms" className="text-sm font-medium text-brand-700 hover:underline">
          Modifica<span className="sr-only"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <div className="text-sm text-slate-700">{children}</div>
    </section>
  );
}

export function OrderSummaryPage() {
  const { lines } = useCart();
  const uid = useAuth().user?.uid;
  const navigate = useNavigate();
  const [draft] = useState(readDraft);
  const [{ fetching }, placeOrder] = useMutation(PlaceOrderMutation);
  const [problem, setProblem] = useState<string | null>(null);
  const method = draft ? asPaymentMethod(draft.fields.paymentMethod) : null;

  if (!draft || !method || lines.length === 0) {
    return (
      <Container className="py-10">
        <PageMeta title="Riepilogo ordine" description="Il riepilogo del tuo ordine." noIndex />
        <PageHeader
          title="Riepilogo ordine"
          intro={
            lines.length === 0
              ? 'Il carrello è vuoto: non c’è nessun ordine da confermare.'
              : 'Mancano i dati per la spedizione e il pagamento.'
          }
        />
        <Link
          to={lines.length === 0 ? '/shop' : '/checkout-forms'}
          className={buttonStyles.primary}
        >
          {lines.length === 0 ? 'Vai allo shop' : 'Compila i dati'}
        </Link>
      </Container>
    );
  }

  const { fields } = draft;
  const confirm = async () => {
    setProblem(null);
    const result = await placeOrder({
      idempotencyKey: draft.idempotencyKey,
      input: {
        email: fields.email,
        firstName: fields.firstName,
        lastName: fields.lastName,
        phone: fields.phone,
        shippingAddress: {
          street: fields.street,
          postalCode: fields.postalCode,
          city: fields.city,
          province: fields.province,
        },
        invoice: invoiceInput(fields),
        paymentMethod: PAYMENT_METHOD.toApi(method),
        notes: fields.notes || null,
        raeeTakeBack: fields.raeeTakeBack,
        acceptTerms: fields.acceptTerms,
        lines: lines.map((line) => ({
          productId: String(line.id),
          quantity: line.quantity,
          color: line.selectedColor,
          size: line.selectedSize,
        })),
      },
    });
    const placed = result.data?.placeOrder;
    if (placed) {
      rememberGuestOrder({
        id: placed.order.id,
        token: placed.accessToken,
        number: placed.order.number,
        uid,
      });
      cart.clear();
      clearDraft();
      void navigate(`/order/${placed.order.id}`, { state: { justPlaced: true } });
      return;
    }
    const error = result.error?.graphQLErrors[0];
    setProblem(
      error?.extensions.code === 'INTERNAL_SERVER_ERROR' || !error
        ? 'Non siamo riusciti a inviare l’ordine. Controlla la connessione e riprova: non verrà duplicato.'
        : error.message,
    );
  };

  return (
    <Container className="py-10">
      <PageMeta {...PAGE_HEADS.orderSummary} />
      <CheckoutSteps current={2} />
      <PageHeader
        title="Riepilogo ordine"
        intro="Controlla che sia tutto giusto prima di confermare."
      />
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Block title="Contatti">
            <p>{fields.email}</p>
            <p>{fields.phone}</p>
          </Block>
          <Block title="Spedizione">
            <p>
              {fields.firstName} {fields.lastName}
            </p>
            <p>{fields.street}</p>
            <p>
              {fields.postalCode} {fields.city} ({fields.province.toUpperCase()})
            </p>
          </Block>
          <Block title="Pagamento">
            <p>{PAYMENT_METHOD.label(method)}</p>
          </Block>
          <Block title="Fattura">
            {fields.wantsInvoice ? (
              <Suspense fallback={null}>
                <InvoiceSummary fields={fields} />
              </Suspense>
            ) : (
              <p>Senza fattura</p>
            )}
          </Block>
          {fields.raeeTakeBack ? (
            <Block title="Ritiro dell’usato">
              <Suspense fallback={null}>
                <RaeeTakeBackNote paymentMethod={method} />
              </Suspense>
            </Block>
          ) : null}
          {fields.notes ? (
            <Block title="Note">
              <p className="whitespace-pre-line">{fields.notes}</p>
            </Block>
          ) : null}
          {problem ? (
            <div
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              <p>{problem}</p>
              <Link to="/shopping-cart" className="mt-1 inline-block font-semibold underline">
                Torna al carrello
              </Link>
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <Link to="/checkout-forms" className={buttonStyles.ghost}>
              <Icon name="chevronLeft" className="size-4" /> Modifica i dati
            </Link>
            <button
              type="button"
              onClick={confirm}
              disabled={fetching}
              className={buttonStyles.primary}
            >
              <Icon name="check" className="size-5" />
              {fetching ? 'Invio in corso…' : 'Ordine con obbligo di pagamento'}
            </button>
          </div>
        </div>
        <OrderAside paymentMethod={method} />
      </div>
    </Container>
  );
}
