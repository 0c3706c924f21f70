import { formatDateTime } from '../../../schema/dates';
import { RETURN_STATUS } from '../../../schema/vocabulary';
import { useAdminUrl } from '../../admin/admin-url';
import { useReturnsToHandle } from './useReturnsToHandle';

/**
 * The returns waiting for a staff step (requested, accepted, received), newest first: each opens
 * its order, where the step is taken (docs/product.md#withdrawal).
 */
export function ReturnsToHandle() {
  const url = useAdminUrl();
  const data = useReturnsToHandle();
  if (!data) return null;
  const count = data.adminReturnsToHandle;
  return (
    <details className="relative text-sm">
      <summary className="flex h-10 cursor-pointer items-center rounded-lg border border-slate-300 px-3 font-semibold">
        Resi da gestire: {count}
      </summary>
      <ul className="absolute right-0 z-10 mt-1 max-h-80 w-80 overflow-y-auto rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
        {data.adminReturns.items.length === 0 ? (
          <li className="p-2 text-slate-600">Nessun reso in attesa.</li>
        ) : (
          data.adminReturns.items.map((ret) => (
            <li key={ret.id}>
              <button
                type="button"
                onClick={() => url.go({ id: ret.adminOrder.id })}
                className="w-full rounded-lg p-2 text-left hover:bg-slate-50"
              >
                <span className="font-semibold">{ret.number}</span> · ordine {ret.adminOrder.number}
                <span className="block text-slate-600">
                  {RETURN_STATUS.label(ret.status)} · richiesto il {formatDateTime(ret.requestedAt)}
                </span>
              </button>
            </li>
          ))
        )}
      </ul>
    </details>
  );
}
