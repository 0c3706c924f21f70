import { ORDER_STATUS, REPAIR_STATUS, REQUEST_STATUS } from '../../schema/vocabulary';
import { Price } from '../ui/Price';
import { LatestList } from './LatestList';
import type { DashboardData } from './useDashboard';

/** The latest quotes, shipping forms, repairs and orders, four cards side by side. */
export function LatestRecords({ data }: { data: DashboardData }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <LatestList
        title="Ultimi preventivi"
        view="preventivi"
        items={data.adminQuoteRequests.items.map((q) => ({
          id: q.id,
          title: `${q.number} · ${q.name}`,
          detail: REQUEST_STATUS.label(q.status),
          when: q.createdAt,
        }))}
      />
      <LatestList
        title="Ultime spedizioni"
        view="spedizioni"
        items={data.adminShippingForms.items.map((s) => ({
          id: s.id,
          title: `${s.number} · ${s.senderName}`,
          detail: REQUEST_STATUS.label(s.status),
          when: s.createdAt,
        }))}
      />
      <LatestList
        title="Riparazioni aggiornate"
        view="riparazioni"
        items={data.adminRepairs.items.map((r) => ({
          id: r.id,
          title: `${r.code} · ${r.device}`,
          detail: REPAIR_STATUS.label(r.status),
          when: r.updatedAt,
        }))}
      />
      <LatestList
        title="Ultimi ordini"
        view="ordini"
        items={data.adminOrders.items.map((o) => ({
          id: o.id,
          title: o.number,
          detail: (
            <>
              {ORDER_STATUS.label(o.status)} · <Price cents={o.total} />
            </>
          ),
          when: o.createdAt,
        }))}
      />
    </div>
  );
}
