import { type FragmentOf, readFragment } from 'gql.tada';
import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { buttonStyles } from '../ui/buttons';
import { Icon } from '../ui/Icon';
import { Price } from '../ui/Price';
import { OrderStatusBadge } from './OrderStatusBadge';
import { OrderSummaryFragment } from './order-history-queries';

/** Orders newest first, each leading to its page; the way to the shop when there are none. */
export function OrderList({
  orders,
}: {
  orders: readonly FragmentOf<typeof OrderSummaryFragment>[];
}) {
  if (orders.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <Icon name="package" className="mx-auto size-10 text-slate-400" />
        <h2 className="mt-3 text-lg font-semibold">Nessun ordine per ora</h2>
        <Link to="/shop" className={`${buttonStyles.primary} mt-6`}>
          Vai allo shop
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label="Ordini">
      {orders.map((data) => {
        const order = readFragment(OrderSummaryFragment, data);
        const items = order.lines.reduce((sum, line) => sum + line.quantity, 0);
        return (
          <li key={order.id}>
            <Link
              to={`/order/${order.id}`}
              className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-2xl bg-white p-5 ring-1 ring-slate-200 hover:ring-brand-300"
            >
              <div className="min-w-0 flex-1">
                <p className="font-bold text-ink">Ordine {order.number}</p>
                <p className="text-sm text-slate-600">
                  {formatDate(order.createdAt)} · {items === 1 ? '1 articolo' : `${items} articoli`}
                </p>
                <p className="truncate text-sm text-slate-600">
                  {order.lines.map((line) => line.name).join(', ')}
                </p>
              </div>
              <OrderStatusBadge status={order.status} />
              <Price cents={order.total} className="font-semibold" />
              <Icon name="chevronRight" className="size-5 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
