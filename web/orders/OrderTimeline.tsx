import { formatDateTime } from '../../schema/dates';
import type { ApiValueOf, ORDER_STATUS } from '../../schema/vocabulary';
import { OrderStatusBadge } from './OrderStatusBadge';

interface OrderEvent {
  status: ApiValueOf<typeof ORDER_STATUS>;
  note: string | null;
  at: string;
}

/** The states an order has been through, oldest first, each with its date and note. */
export function OrderTimeline({ events }: { events: readonly OrderEvent[] }) {
  return (
    <ol className="space-y-3 border-l-2 border-brand-200 pl-5">
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`} className="relative text-sm">
          <span
            className="absolute top-1 -left-[1.65rem] size-3 rounded-full bg-brand-600"
            aria-hidden="true"
          />
          <OrderStatusBadge status={event.status} />
          <span className="ml-2 text-slate-600">{formatDateTime(event.at)}</span>
          {event.note ? <p className="mt-1 text-slate-700">{event.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}
