import { lazy, Suspense, useEffect } from 'react';
import { useQuery } from 'urql';
import { Link, useParams } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { formatDateTime } from '../../schema/dates';
import { SHOP, SHOP_ADDRESS_LINE } from '../../schema/shop';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { buttonStyles } from '../ui/buttons';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { Price } from '../ui/Price';
import { Totals } from '../ui/Totals';
import { CopyOrderLink } from './CopyOrderLink';
import { OrderExpiry } from './OrderExpiry';
import { OrderLines } from './OrderLines';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderTimeline } from './OrderTimeline';
import { OrderDetailsFragment } from './order-details';
import { useOrderToken } from './order-link';

/** Only a visitor without the order's link sees this form: its code loads with it. */
const OrderLinkRequest = lazy(async () => ({
  default: (await import('./OrderLinkRequest')).OrderLinkRequest,
}));

/** Only a delivered order invites reviews: its code loads with such an order. */
const ReviewInvite = lazy(async () => ({
  default: (await import('./ReviewInvite')).ReviewInvite,
}));

/** Only a shipped or delivered order offers withdrawal: its code loads with such an order. */
const WithdrawalSection = lazy(async () => ({
  default: (await import('./WithdrawalSection')).WithdrawalSection,
}));

/** An invoice's rules are heavy: they load only for an order with one. */
const OrderInvoiceDetails = lazy(async () => ({
  default: (await import('./OrderInvoice')).OrderInvoiceDetails,
}));

/** Only an order that asked for the RAEE take-back says where it happens. */
const RaeeTakeBackNote = lazy(async () => ({
  default: (await import('./RaeeTakeBackNote')).RaeeTakeBackNote,
}));

const OrderQuery = graphql(
  `
    query OrderPage($id: ID!, $token: String) {
      order(id: $id, token: $token) {
        ...OrderDetails
        reviewLink
      }
    }
  `,
  [OrderDetailsFragment],
);

function PaymentInstructions({
  method,
  number,
  total,
}: {
  method: string;
  number: string;
  total: number;
}) {
  if (method === 'BONIFICO') {
    return (
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-950">
        <h2 className="mb-2 text-base font-bold">Come pagare con bonifico</h2>
        <dl className="grid gap-1 sm:grid-cols-[10rem_1fr]">
          <dt className="font-semibold">Intestatario</dt>
          <dd>{SHOP.bank.holder}</dd>
          <dt className="font-semibold">Banca</dt>
          <dd>{SHOP.bank.name}</dd>
          <dt className="font-semibold">IBAN</dt>
          <dd className="font-mono">{SHOP.bank.iban}</dd>
          <dt className="font-semibold">Importo</dt>
          <dd>
            <Price cents={total} />
          </dd>
          <dt className="font-semibold">Causale</dt>
          <dd>Ordine {number}</dd>
        </dl>
        <p className="mt-3">
          Spediamo appena il pagamento risulta accreditato, di solito in 1-2 giorni lavorativi.
        </p>
      </div>
    );
  }
  if (method === 'CONTRASSEGNO') {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
        Pagherai <Price cents={total} /> al corriere alla consegna.
      </p>
    );
  }
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-5 text-sm text-slate-700">
      Ti aspettiamo in negozio, in {SHOP_ADDRESS_LINE}: paghi al ritiro. Ti scriviamo quando
      l'ordine è pronto.
    </p>
  );
}

/** What the staff recorded when the parcel left: carrier, number and the courier's page. */
function Parcel({
  order,
}: {
  order: { carrier: string | null; trackingNumber: string | null; trackingUrl: string | null };
}) {
  if (!order.carrier && !order.trackingNumber && !order.trackingUrl) return null;
  return (
    <p className="mt-4 text-sm">
      {order.carrier ? <>Corriere: {order.carrier}. </> : null}
      {order.trackingNumber ? (
        <>
          Numero di tracciamento:{' '}
          <span className="font-mono font-semibold">{order.trackingNumber}</span>.{' '}
        </>
      ) : null}
      {order.trackingUrl ? (
        <a
          href={order.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-700 underline"
        >
          Segui la spedizione
        </a>
      ) : null}
    </p>
  );
}

function OrderNotFound() {
  return (
    <Container className="py-20 text-center">
      <PageMeta
        title="Ordine non trovato"
        description="L'ordine richiesto non è disponibile."
        noIndex
      />
      <Icon name="package" className="mx-auto size-10 text-slate-400" />
      <h1 className="mt-4 text-3xl font-bold">Ordine non trovato</h1>
      <p className="mx-auto mt-3 max-w-md text-slate-600">
        Non troviamo questo ordine. Se l'hai effettuato da un altro dispositivo, accedi al tuo
        account o apri il link dell'e-mail di conferma che ti abbiamo inviato.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/order-history" className={buttonStyles.primary}>
          I miei ordini
        </Link>
        <Link to="/support" className={buttonStyles.secondary}>
          Contatta l'assistenza
        </Link>
      </div>
      <Suspense fallback={null}>
        <OrderLinkRequest />
      </Suspense>
    </Container>
  );
}

export function OrderPage() {
  const { id = '' } = useParams();
  const justPlaced = (useHistoryState() as { justPlaced?: boolean } | null)?.justPlaced === true;
  const { token, keep } = useOrderToken(id);
  const [result, reexecute] = useQuery({
    query: OrderQuery,
    variables: { id, token },
    requestPolicy: 'cache-and-network',
  });
  const opened = result.data?.order?.number;
  useEffect(() => {
    if (opened) keep(opened);
  }, [opened, keep]);

  if (result.error && !result.data) {
    return (
      <Container className="py-10">
        <PageMeta title="Ordine" description="Dettaglio dell'ordine." noIndex />
        <ErrorState
          title="Non siamo riusciti a caricare l'ordine"
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        />
      </Container>
    );
  }
  if (!result.data) {
    return (
      <Container className="py-10">
        <div
          role="status"
          aria-label="Caricamento dell'ordine"
          className="h-96 animate-pulse rounded-2xl bg-slate-200"
        />
      </Container>
    );
  }
  const order = result.data.order;
  if (!order) return <OrderNotFound />;

  return (
    <Container className="py-10">
      <PageMeta
        title={`Ordine ${order.number}`}
        description="Stato e dettagli del tuo ordine."
        noIndex
      />
      {justPlaced ? (
        <div
          role="status"
          className="mb-6 flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
        >
          <Icon name="check" className="size-6 shrink-0" />
          <div>
            <p className="font-bold">Grazie! Abbiamo ricevuto il tuo ordine.</p>
            <p className="text-sm">
              Conserva il numero {order.number}: ti servirà per qualsiasi richiesta. Da questo
              browser ritrovi l'ordine in «I miei ordini».
            </p>
          </div>
        </div>
      ) : null}
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Ordine del {formatDateTime(order.createdAt)}</p>
          <h1 className="text-3xl font-bold tracking-tight">Ordine {order.number}</h1>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>

      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          <PaymentInstructions
            method={order.paymentMethod}
            number={order.number}
            total={order.total}
          />
          <OrderExpiry order={order} />
          <section
            className="rounded-2xl bg-white px-5 ring-1 ring-slate-200"
            aria-labelledby="prodotti-ordine"
          >
            <h2 id="prodotti-ordine" className="pt-5 font-bold">
              Prodotti
            </h2>
            <OrderLines lines={order.lines} />
          </section>
          <section
            className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
            aria-labelledby="stato-ordine"
          >
            <h2 id="stato-ordine" className="mb-3 font-bold">
              Stato dell'ordine
            </h2>
            <OrderTimeline events={order.events} />
            {order.status === 'SPEDITO' ? <Parcel order={order} /> : null}
            {order.readyForPickupAt && order.status === 'IN_PREPARAZIONE' ? (
              <p className="mt-4 text-sm font-semibold text-emerald-800">
                Il tuo ordine è pronto: ti aspettiamo in negozio, in {SHOP_ADDRESS_LINE}.
              </p>
            ) : null}
          </section>
          {order.status === 'SPEDITO' || order.status === 'CONSEGNATO' ? (
            <Suspense fallback={null}>
              <WithdrawalSection id={order.id} token={token} />
            </Suspense>
          ) : null}
          {order.reviewLink ? (
            <Suspense fallback={null}>
              <ReviewInvite link={order.reviewLink} />
            </Suspense>
          ) : null}
        </div>
        <aside className="h-fit space-y-5 rounded-2xl bg-white p-5 text-sm ring-1 ring-slate-200">
          <div>
            <h2 className="mb-2 font-bold">Totale</h2>
            <Totals totals={order} />
          </div>
          <div>
            <h2 className="mb-1 font-bold">Spedizione</h2>
            <p>
              {order.firstName} {order.lastName}
            </p>
            <p>{order.shippingAddress.street}</p>
            <p>
              {order.shippingAddress.postalCode} {order.shippingAddress.city} (
              {order.shippingAddress.province})
            </p>
            <p className="mt-1 text-slate-600">{order.email}</p>
            <p className="text-slate-600">{order.phone}</p>
          </div>
          <div>
            <h2 className="mb-1 font-bold">Pagamento</h2>
            <p>{PAYMENT_METHOD.label(order.paymentMethod)}</p>
          </div>
          {order.raeeTakeBack ? (
            <div>
              <h2 className="mb-1 font-bold">Ritiro dell’usato (RAEE)</h2>
              <Suspense fallback={null}>
                <RaeeTakeBackNote paymentMethod={PAYMENT_METHOD.fromApi(order.paymentMethod)} />
              </Suspense>
            </div>
          ) : null}
          {order.invoice ? (
            <div>
              <h2 className="mb-1 font-bold">Fattura</h2>
              <Suspense fallback={null}>
                <OrderInvoiceDetails order={order} />
              </Suspense>
            </div>
          ) : null}
          {order.notes ? (
            <div>
              <h2 className="mb-1 font-bold">Note</h2>
              <p className="whitespace-pre-line">{order.notes}</p>
            </div>
          ) : null}
          {token ? <CopyOrderLink id={order.id} token={token} /> : null}
        </aside>
      </div>
    </Container>
  );
}
