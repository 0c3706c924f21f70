import { useMutation } from 'urql';
import { REPAIR_MOVE_RULES } from '../../../schema/rules/repairs';
import { REPAIR_STATUS } from '../../../schema/vocabulary';
import { useStaffRecord } from '../../admin/staff-queries';
import { graphql } from '../../graphql';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import { RepairQuery } from './queries';

const UpdateStatusMutation = graphql(`
  mutation AdminUpdateRepairStatus($id: ID!, $status: RepairStatus!, $note: String) {
    adminUpdateRepairStatus(id: $id, status: $status, note: $note) {
      id
      status
    }
  }
`);

/**
 * One repair in the staff panel and its move to another state with a note for the customer
 * (docs/product.md#repairs). A move done empties the form and reads the repair again; a refusal
 * shows on its field or as a toast.
 */
export function useRepairDetail(id: string, onChanged: () => void) {
  const record = useStaffRecord(RepairQuery, id, onChanged);
  const [{ fetching }, updateStatus] = useMutation(UpdateStatusMutation);
  const form = useForm({ status: '', note: '' }, () => REPAIR_MOVE_RULES);

  const onSubmit = form.onSubmit(async () => {
    const next = REPAIR_STATUS.apiValueOf(form.values.status);
    if (!next) return;
    const result = await updateStatus({ id, status: next, note: form.values.note.trim() || null });
    if (!result.error) {
      showToast(`Stato aggiornato: ${REPAIR_STATUS.label(next)}.`);
      form.setValue('status', '');
      form.setValue('note', '');
      record.changed();
    }
    return result;
  }, showToast);

  return {
    repair: record.data?.adminRepair ?? null,
    form,
    moving: fetching,
    onSubmit,
    changed: record.changed,
  };
}
