import { Link } from 'wouter';
import { formatDate } from '../../schema/dates';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { RepairStatusBadge } from '../repairs/RepairStatusBadge';
import { ErrorState } from '../ui/ErrorState';
import { Icon } from '../ui/Icon';
import { Price } from '../ui/Price';
import type { ProfileOverview } from './useProfileOverview';

/** The latest orders and repairs together, each leading to its page, or why they are missing. */
export function RecentActivity({ overview }: { overview: ProfileOverview }) {
  return (
    <section
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      aria-labelledby="attivita-recenti"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="attivita-recenti" className="font-bold">
          Ordini e riparazioni
        </h2>
        <span className="flex gap-4">
          <Link to="/order-history" className="text-sm font-medium text-brand-700 hover:underline">
            Tutti gli ordini
          </Link>
          <Link
            to="/profilo/riparazioni"
            className="text-sm font-medium text-brand-700 hover:underline"
          >
            Le mie riparazioni
          </Link>
        </span>
      </div>
      {overview.failed ? (
        <ErrorState onRetry={overview.retry} />
      ) : overview.recent.length === 0 ? (
        <p className="text-sm text-slate-600">
          {overview.me ? 'Non hai ancora ordini né riparazioni.' : 'Caricamento…'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {overview.recent.map((item) =>
            item.kind === 'order' ? (
              <li key={`ordine-${item.id}`}>
                <Link
                  to={`/order/${item.id}`}
                  className="flex flex-wrap items-center gap-3 py-3 text-sm hover:text-brand-700"
                >
                  <Icon name="package" className="size-4 text-slate-500" />
                  <span className="font-semibold">Ordine {item.number}</span>
                  <span className="text-slate-600">{formatDate(item.createdAt)}</span>
                  <OrderStatusBadge status={item.status} />
                  <Price cents={item.total} className="ml-auto font-semibold" />
                </Link>
              </li>
            ) : (
              <li key={`riparazione-${item.code}`}>
                <Link
                  to={`/profilo/riparazioni#${item.code}`}
                  className="flex flex-wrap items-center gap-3 py-3 text-sm hover:text-brand-700"
                >
                  <Icon name="wrench" className="size-4 text-slate-500" />
                  <span className="font-semibold">Riparazione {item.code}</span>
                  <span className="text-slate-600">{formatDate(item.createdAt)}</span>
                  <RepairStatusBadge status={item.status} />
                  <span className="ml-auto truncate text-slate-700">{item.device}</span>
                </Link>
              </li>
            ),
          )}
        </ul>
      )}
    </section>
  );
}
