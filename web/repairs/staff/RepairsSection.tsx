import { formatDateTime } from '../../../schema/dates';
import { REPAIR_STATUS } from '../../../schema/vocabulary';
import { useAdminUrl } from '../../admin/admin-url';
import { StaffSection } from '../../admin/StaffSection';
import { buttonStyles } from '../../ui/buttons';
import { Icon } from '../../ui/Icon';
import { AwaitingAnswerList } from './AwaitingAnswerList';
import { NewRepairForm } from './NewRepairForm';
import { RepairsQuery } from './queries';
import { RepairDetail } from './RepairDetail';

/** The row id that opens the walk-in form instead of a repair. */
const NEW_REPAIR = 'nuova';

export function RepairsSection() {
  const url = useAdminUrl();
  return (
    <div className="space-y-4">
      <AwaitingAnswerList />
      <StaffSection
        query={RepairsQuery}
        rows={(data) => data.adminRepairs}
        label="Riparazioni"
        searchHint="Codice, cliente, e-mail o dispositivo"
        statuses={REPAIR_STATUS}
        rowId={(row) => row.id}
        rowName={(row) => row.code}
        actions={
          <button
            type="button"
            onClick={() => url.go({ id: NEW_REPAIR })}
            className={`${buttonStyles.primary} h-10 py-0 text-sm`}
          >
            <Icon name="plus" className="size-4" /> Nuova riparazione
          </button>
        }
        columns={[
          { header: 'Codice', cell: (row) => <span className="font-mono">{row.code}</span> },
          { header: 'Cliente', cell: (row) => row.customerName },
          { header: 'Dispositivo', cell: (row) => row.device },
          { header: 'Stato', cell: (row) => REPAIR_STATUS.label(row.status) },
          { header: 'Aggiornata', cell: (row) => formatDateTime(row.updatedAt) },
        ]}
        detail={(id, onChanged) =>
          id === NEW_REPAIR ? (
            <NewRepairForm onCreated={onChanged} />
          ) : (
            <RepairDetail id={id} onChanged={onChanged} />
          )
        }
      />
    </div>
  );
}
