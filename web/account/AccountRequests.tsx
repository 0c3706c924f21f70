import { formatDateTime } from '../../schema/dates';
import { REQUEST_KIND, REQUEST_STATUS } from '../../schema/vocabulary';
import type { AccountRepairsData } from './useAccountRepairs';

/** The quote requests and shipping forms sent while signed in, each with the repair it became. */
export function AccountRequests({ requests }: { requests: AccountRepairsData['requests'] }) {
  if (requests.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        Le richieste di preventivo e i moduli di spedizione che invii dopo aver effettuato l'accesso
        compaiono qui.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-slate-100 rounded-2xl bg-white px-5 ring-1 ring-slate-200">
      {requests.map((request) => (
        <li
          key={request.id}
          className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3 text-sm"
        >
          <div className="min-w-0">
            <p>
              <span className="font-mono font-semibold">{request.number}</span>{' '}
              <span className="text-slate-600">· {REQUEST_KIND.label(request.kind)}</span>
            </p>
            <p className="break-words">{request.device}</p>
            <p className="text-slate-600">Inviata il {formatDateTime(request.createdAt)}</p>
          </div>
          <div className="sm:text-right">
            <p className="font-medium">{REQUEST_STATUS.label(request.status)}</p>
            {request.repairCode ? (
              <a href={`#${request.repairCode}`} className="font-mono text-brand-700 underline">
                {request.repairCode}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
