import { lazy, Suspense } from 'react';
import { PAYMENT_METHOD } from '../../schema/vocabulary';
import { Totals } from '../ui/Totals';
import { CopyOrderLink } from './CopyOrderLink';
import type { BuyerOrder } from './useOrderPage';

/** An invoice's rules are heavy: they load only for an order with one. */
const OrderInvoiceDetails = lazy(async () => ({
  default: (await import('./OrderInvoice')).OrderInvoiceDetails,
}));

/** Only an order that asked for the RAEE take-back says where it happens. */
const RaeeTakeBackNote = lazy(async () => ({
  default: (await import('./RaeeTakeBackNote')).RaeeTakeBackNote,
}));

/** The order's side column: totals, delivery, payment, extras asked for, and its private link. */
export function OrderAside({ order, token }: { order: BuyerOrder; token: string | null }) {
  return (
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
  );
}
