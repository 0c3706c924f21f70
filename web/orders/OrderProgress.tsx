import { showsParcel, showsReadyInShop } from '../../schema/rules/order-page';
import { SHOP_ADDRESS_LINE } from '../../schema/shop';
import { ORDER_STATUS } from '../../schema/vocabulary';
import { TrackingLink } from '../ui/TrackingLink';
import { OrderTimeline } from './OrderTimeline';
import type { BuyerOrder } from './useOrderPage';

/** What the staff recorded when the parcel left: carrier, number and the courier's page. */
function Parcel({ order }: { order: BuyerOrder }) {
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
        <TrackingLink href={order.trackingUrl}>Segui la spedizione</TrackingLink>
      ) : null}
    </p>
  );
}

/** Where the order is: its timeline, the parcel while it travels, a collection that is ready. */
export function OrderProgress({ order }: { order: BuyerOrder }) {
  const status = ORDER_STATUS.fromApi(order.status);
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="stato-ordine"
    >
      <h2 id="stato-ordine" className="mb-3 font-bold">
        Stato dell'ordine
      </h2>
      <OrderTimeline events={order.events} />
      {showsParcel(status) ? <Parcel order={order} /> : null}
      {showsReadyInShop(status, Boolean(order.readyForPickupAt)) ? (
        <p className="mt-4 text-sm font-semibold text-emerald-800">
          Il tuo ordine è pronto: ti aspettiamo in negozio, in {SHOP_ADDRESS_LINE}.
        </p>
      ) : null}
    </section>
  );
}
