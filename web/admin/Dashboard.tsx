import { formatDateTime } from '../../schema/dates';
import { ErrorState } from '../ui/ErrorState';
import { useAdminUrl } from './admin-url';
import { LatestRecords } from './LatestRecords';
import { type DashboardData, dashboardCounts, useDashboard } from './useDashboard';

export function Dashboard() {
  const dashboard = useDashboard();
  if (dashboard.failed) return <ErrorState onRetry={dashboard.retry} />;
  const data = dashboard.data;
  if (!data)
    return (
      <p role="status" className="text-slate-600">
        Caricamento…
      </p>
    );
  return (
    <div className="space-y-6">
      <ToDo counts={data.adminCounts} />
      <LatestRecords data={data} />
      <LatestChanges audit={data.adminLatestAudit} />
    </div>
  );
}

/** What waits in each section, a button to it. */
function ToDo({ counts }: { counts: DashboardData['adminCounts'] }) {
  const url = useAdminUrl();
  return (
    <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label="Da fare">
      {dashboardCounts(counts).map(([label, value, view]) => (
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
  );
}

/** The latest changes staff made, by whom and when. */
function LatestChanges({ audit }: { audit: DashboardData['adminLatestAudit'] }) {
  return (
    <section
      aria-label="Ultime modifiche"
      className="rounded-2xl bg-white p-4 ring-1 ring-slate-200"
    >
      <h2 className="mb-2 font-bold">Ultime modifiche</h2>
      {audit.length === 0 ? (
        <p className="text-sm text-slate-600">Nessuna modifica registrata.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {audit.map((entry) => (
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
  );
}
