import type { RequestKind } from '../../../schema/vocabulary';
import { useAdminUrl } from '../../admin/admin-url';
import { buttonStyles } from '../../ui/buttons';
import { RepairCodeNotice } from './RepairCodeNotice';
import { useRequestActions } from './useRequestActions';

interface RequestActionsProps {
  kind: RequestKind;
  request: { id: string; status: string; repairId?: string | null };
  onChanged: () => void;
}

/** What staff do with a request: turn it into a repair (and hand out the code) or archive it. */
export function RequestActions({ kind, request, onChanged }: RequestActionsProps) {
  const url = useAdminUrl();
  const actions = useRequestActions(kind, request.id, onChanged);
  return (
    <div className="mt-5 space-y-4">
      {actions.code ? <RepairCodeNotice code={actions.code} /> : null}
      <div className="flex flex-wrap gap-2">
        {request.repairId ? (
          <button
            type="button"
            onClick={() => url.go({ view: 'riparazioni', id: request.repairId ?? null })}
            className={buttonStyles.secondary}
          >
            Vai alla riparazione
          </button>
        ) : (
          <button
            type="button"
            disabled={actions.converting}
            onClick={actions.convert}
            className={buttonStyles.primary}
          >
            Crea la riparazione
          </button>
        )}
        {request.status !== 'ARCHIVIATA' && !request.repairId ? (
          <button
            type="button"
            onClick={actions.archive}
            disabled={actions.archiving}
            className={buttonStyles.secondary}
          >
            Archivia
          </button>
        ) : null}
      </div>
    </div>
  );
}
