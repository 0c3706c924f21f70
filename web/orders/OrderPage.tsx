import { lazy, Suspense } from 'react';
import { formatDateTime } from '../../schema/dates';
import { offersWithdrawal } from '../../schema/rules/order-page';
import { ORDER_STATUS } from '../../schema/vocabulary';
import { conditionLine } from '../catalogue/ProductCondition';
import { Container } from '../ui/Container';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { PageMeta } from '../ui/PageMeta';
import { OnlinePaymentPanel } from './OnlinePaymentPanel';
import { OrderAside } from './OrderAside';
import { OrderExpiry } from './OrderExpiry';
import { OrderLines } from './OrderLines';
import { OrderNotFound } from './OrderNotFound';
import { OrderProgress } from './OrderProgress';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PaymentInstructions } from './PaymentInstructions';
import { type BuyerOrder, useOrderPage } from './useOrderPage';

/** Only a delivered order invites reviews: its code loads with such an order. */
const ReviewInvite = lazy(async () => ({
  default: (await import('./ReviewInvite')).ReviewInvite,
}));

/** Only a shipped or delivered order offers withdrawal: its code loads with such an order. */
const WithdrawalSection = lazy(async () => ({
  default: (await import('./WithdrawalSection')).WithdrawalSection,
}));

export function OrderPage() {
  const page = useOrderPage();
  if (page.failed) {
    return (
      <Container className="py-10">
        <PageMeta title="Ordine" description="Dettaglio dell'ordine." noIndex />
        <ErrorState title="Non siamo riusciti a caricare l'ordine" onRetry={page.retry} />
      </Container>
    );
  }
  if (page.order === undefined) {
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
  if (!page.order) return <OrderNotFound />;
  return (
    <OrderView
      order={page.order}
      token={page.token}
      justPlaced={page.justPlaced}
      refresh={page.retry}
    />
  );
}

/** The order as its buyer follows it: how to pay, what is in it, where it is, what comes next. */
function OrderView({
  order,
  token,
  justPlaced,
  refresh,
}: {
  order: BuyerOrder;
  token: string | null;
  justPlaced: boolean;
  refresh: () => void;
}) {
  return (
    <Container className="py-10">
      <PageMeta
        title={`Ordine ${order.number}`}
        description="Stato e dettagli del tuo ordine."
        noIndex
      />
      {justPlaced ? <OrderPlaced number={order.number} /> : null}
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Ordine del {formatDateTime(order.createdAt)}</p>
          <h1 className="text-3xl font-bold tracking-tight">Ordine {order.number}</h1>
        </div>
        <OrderStatusBadge status={order.status} />
      </div>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {order.paymentMethod === 'ONLINE' ? (
            <OnlinePaymentPanel order={order} token={token} refresh={refresh} />
          ) : null}
          <PaymentInstructions order={order} />
          <OrderExpiry order={order} />
          <section
            className="rounded-2xl bg-white px-5 ring-1 ring-slate-200"
            aria-labelledby="prodotti-ordine"
          >
            <h2 id="prodotti-ordine" className="pt-5 font-bold">
              Prodotti
            </h2>
            <OrderLines
              lines={order.lines.map((line) => ({ ...line, note: conditionLine(line) }))}
            />
          </section>
          <OrderProgress order={order} />
          {offersWithdrawal(ORDER_STATUS.fromApi(order.status)) ? (
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
        <OrderAside order={order} token={token} />
      </div>
    </Container>
  );
}

/** The thanks shown once, right after checkout brought the buyer here. */
function OrderPlaced({ number }: { number: string }) {
  return (
    <div
      role="status"
      className="mb-6 flex gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-950"
    >
      <Icon name="check" className="size-6 shrink-0" />
      <div>
        <p className="font-bold">Grazie! Abbiamo ricevuto il tuo ordine.</p>
        <p className="text-sm">
          Conserva il numero {number}: ti servirà per qualsiasi richiesta. Da questo browser ritrovi
          l'ordine in «I miei ordini».
        </p>
      </div>
    </div>
  );
}
