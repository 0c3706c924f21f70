import type { ReactNode } from 'react';
import { formatDateTime } from '../../schema/dates';
import { type AdminView, useAdminUrl } from './admin-url';

/** One recent record on the dashboard: what it is, where it stands, when. */
interface Latest {
  id: string;
  title: ReactNode;
  detail: ReactNode;
  when: string;
}

/** A dashboard card of recent records, each opening in its section, and the way to them all. */
export function LatestList({
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
