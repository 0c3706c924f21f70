import type { ReactNode } from 'react';
import { useQuery } from 'urql';
import { formatDateTime } from '../../schema/dates';
import { ORDER_STATUS, REPAIR_STATUS, REQUEST_STATUS } from '../../schema/vocabulary';
import { graphql } from '../graphql';
import { ErrorState } from '../ui/ErrorState';
import { Price } from '../ui/Price';
import { type AdminView, useAdminUrl } from './admin-url';

const DashboardQuery = graphql(`
  query AdminDashboard {
    adminCounts {
      newQuotes
      newShippingForms
      openRepairs
      ordersToHandle
      subscribers
    }
    adminQuoteRequests(size: 5) {
      items {
        id
        number
        name
        status
        createdAt
      }
    }
    adminShippingForms(size: 5) {
      items {
        id
        number
        senderName
        status
        createdAt
      }
    }
    adminRepairs(size: 5) {
      items {
        id
        code
        device
        status
        updatedAt
      }
    }
    adminOrders(size: 5) {
      items {
        id
        number
        status
        total
        createdAt
      }
    }
    adminLatestAudit {
      id
      actorEmail
      summary
      at
    }
  }
`);

interface Latest {
  id: string;
  title: ReactNode;
  detail: ReactNode;
  when: string;
}

function LatestList({
  title,
  view,
  items,
}: {
  title: string;
  view: AdminView;
  items: readonly Latest[];
}) {
  const url = useAdminUrl();
  return (
    <section aria-label={title} className="min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <div className="mb-2 flex items-center justify-between">
        <h2 className="font-bold">{title}</h2>
        <button
          type="button"
          onClick={() => url.go({ view, id: null })}
          className="text-sm font-medium text-brand-700 hover:underline"
        >
          Vedi tutti
        </button>
      </div>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600">Ancora nulla.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {items.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => url.go({ view, id: item.id })}
                className="flex w-full flex-wrap items-center justify-between gap-x-3 gap-y-0.5 py-2 text-left hover:text-brand-700"
              >
                <span className="min-w-0 max-w-full">
                  <span className="block truncate font-medium">{item.title}</span>
                  <span className="block text-slate-600">{item.detail}</span>
                </span>
                <span className="shrink-0 text-xs text-slate-600">{formatDateTime(item.when)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function Dashboard() {
  const url = useAdminUrl();
  const [result, reexecute] = useQuery({
    query: DashboardQuery,
    requestPolicy: 'cache-and-network',
  });
  if (result.error && !result.data)
    return <ErrorState onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  const data = result.data;
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        Caricamento…
      </p>
    );
  const counts: [string, number, AdminView][] = [
    ['Preventivi da gestire', data.adminCounts.newQuotes, 'preventivi'],
    ['Spedizioni in arrivo', data.adminCounts.newShippingForms, 'spedizioni'],
    ['Riparazioni aperte', data.adminCounts.openRepairs, 'riparazioni'],
    ['Ordini da evadere', data.adminCounts.ordersToHandle, 'ordini'],
    ['Iscritti newsletter', data.adminCounts.subscribers, 'newsletter'],
  ];
  return (
    <div className="space-y-6">
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Da fare">
        {counts.map(([label, value, view]) => (
          <li key={label}>
            <button
              type="button"
              onClick={() => url.go({ view, id: null })}
              className="w-full rounded-2xl bg-white p-4 text-left ring-1 ring-slate-200 hover:ring-brand-300"
            >
              <span className="block text-3xl font-bold">{value}</span>
              <span className="block text-sm text-slate-600">{label}</span>
            </button>
          </li>
        ))}
      </ul>
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
      <section
        aria-label="Ultime modifiche"
        className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 className="mb-2 font-bold">Ultime modifiche</h2>
        {data.adminLatestAudit.length === 0 ? (
          <p className="text-sm text-slate-600">Nessuna modifica registrata.</p>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {data.adminLatestAudit.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>{entry.summary}</span>
                <span className="text-xs text-slate-600">
                  {entry.actorEmail} · {formatDateTime(entry.at)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
