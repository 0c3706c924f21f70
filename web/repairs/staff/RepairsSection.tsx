import { useState } from 'react';
import { useMutation } from 'urql';
import { formatDateTime } from '../../../schema/dates';
import { MAX_PHONE_LENGTH, maxLengthOf } from '../../../schema/rules/form-rules';
import { REPAIR_INTAKE_RULES, REPAIR_MOVE_RULES } from '../../../schema/rules/repairs';
import { REPAIR_SOURCE, REPAIR_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { useAdminUrl } from '../../admin/admin-url';
import { StaffSection } from '../../admin/StaffSection';
import { useStaffRecord } from '../../admin/staff-queries';
import { graphql } from '../../graphql';
import { buttonStyles } from '../../ui/buttons';
import { SelectField, TextAreaField, TextField } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { showToast } from '../../ui/toast';
import { useForm } from '../../ui/useForm';
import { AwaitingAnswerList } from './AwaitingAnswerList';
import { RepairCodeNotice } from './RepairCodeNotice';
import { RepairEstimates, StaffEstimateFragment } from './RepairEstimates';
import { RepairLinks } from './RepairLinks';

const RepairsQuery = graphql(`
  query AdminRepairs($page: Int, $search: String, $status: RepairStatus) {
    adminRepairs(page: $page, size: 20, search: $search, status: $status) {
      total
      pageCount
      items {
        id
        code
        customerName
        device
        status
        updatedAt
      }
    }
  }
`);

const RepairQuery = graphql(
  `
    query AdminRepair($id: ID!) {
      adminRepair(id: $id) {
        id
        code
        customerName
        email
        phone
        device
        problem
        status
        source
        createdAt
        linksExpireAt
        timeline {
          status
          note
          at
        }
        estimates {
          ...StaffEstimate
        }
      }
    }
  `,
  [StaffEstimateFragment],
);

const UpdateStatusMutation = graphql(`
  mutation AdminUpdateRepairStatus($id: ID!, $status: RepairStatus!, $note: String) {
    adminUpdateRepairStatus(id: $id, status: $status, note: $note) {
      id
      status
    }
  }
`);

const CreateRepairMutation = graphql(`
  mutation AdminCreateRepair($input: AdminRepairInput!) {
    adminCreateRepair(input: $input) {
      id
      code
    }
  }
`);

function RepairDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const record = useStaffRecord(RepairQuery, id, onChanged);
  const [{ fetching }, updateStatus] = useMutation(UpdateStatusMutation);
  const form = useForm({ status: '', note: '' }, () => REPAIR_MOVE_RULES);
  const repair = record.data?.adminRepair;
  if (!repair) return null;
  return (
    <DetailPanel title={`Riparazione ${repair.code}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <Facts
            rows={[
              [
                'Codice cliente',
                <span key="codice" className="font-mono font-bold">
                  {repair.code}
                </span>,
              ],
              ['Stato', REPAIR_STATUS.label(repair.status)],
              [
                'Aperta',
                `${formatDateTime(repair.createdAt)} · ${REPAIR_SOURCE.label(repair.source)}`,
              ],
              ['Cliente', repair.customerName],
              ['Contatti', `${repair.email} · ${repair.phone}`],
              ['Dispositivo', repair.device],
              ['Problema', repair.problem],
            ]}
          />
          <form
            noValidate
            className="space-y-3 rounded-xl bg-slate-50 p-4"
            onSubmit={form.onSubmit(async () => {
              const next = REPAIR_STATUS.apiValueOf(form.values.status);
              if (!next) return;
              const result = await updateStatus({
                id: repair.id,
                status: next,
                note: form.values.note.trim() || null,
              });
              if (!result.error) {
                showToast(`Stato aggiornato: ${REPAIR_STATUS.label(next)}.`);
                form.setValue('status', '');
                form.setValue('note', '');
                record.changed();
              }
              return result;
            }, showToast)}
          >
            <SelectField
              label="Nuovo stato"
              placeholder="Scegli"
              options={REPAIR_STATUS.options}
              {...form.select('status')}
            />
            <TextAreaField
              label="Nota per il cliente"
              optional
              rows={2}
              maxLength={maxLengthOf(REPAIR_MOVE_RULES.note)}
              hint="Compare nella cronologia su /stato-riparazione."
              error={form.errors.note}
              {...form.text('note')}
            />
            <button
              type="submit"
              disabled={!form.values.status || fetching}
              className={buttonStyles.primary}
            >
              Aggiorna lo stato
            </button>
          </form>
          <RepairLinks repair={repair} onRevoked={record.changed} />
        </div>
        <div>
          <h3 className="mb-3 font-bold">Cronologia</h3>
          <ol className="space-y-3 border-l-2 border-brand-200 pl-4 text-sm">
            {[...repair.timeline].reverse().map((event) => (
              <li key={`${event.status}-${event.at}`}>
                <p className="font-semibold">{REPAIR_STATUS.label(event.status)}</p>
                <p className="text-slate-600">{formatDateTime(event.at)}</p>
                {event.note ? <p>{event.note}</p> : null}
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <RepairEstimates repair={repair} onSent={record.changed} />
      </div>
    </DetailPanel>
  );
}

function NewRepairForm({ onCreated }: { onCreated: () => void }) {
  const form = useForm(
    { customerName: '', email: '', phone: '', device: '', problem: '' },
    () => REPAIR_INTAKE_RULES,
  );
  const [{ fetching }, create] = useMutation(CreateRepairMutation);
  const [code, setCode] = useState<string | null>(null);
  return (
    <DetailPanel title="Nuova riparazione al banco">
      {code ? (
        <RepairCodeNotice code={code} />
      ) : (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-2"
          onSubmit={form.onSubmit(async () => {
            const result = await create({ input: form.values });
            if (result.data) {
              setCode(result.data.adminCreateRepair.code);
              onCreated();
            }
            return result;
          }, showToast)}
        >
          <TextField
            label="Cliente"
            error={form.errors.customerName}
            {...form.text('customerName')}
          />
          <TextField
            label="E-mail"
            type="email"
            error={form.errors.email}
            {...form.text('email')}
          />
          <TextField
            label="Telefono"
            type="tel"
            maxLength={MAX_PHONE_LENGTH}
            error={form.errors.phone}
            {...form.text('phone')}
          />
          <TextField label="Dispositivo" error={form.errors.device} {...form.text('device')} />
          <TextAreaField
            label="Problema"
            rows={3}
            className="sm:col-span-2"
            error={form.errors.problem}
            {...form.text('problem')}
          />
          <div className="sm:col-span-2">
            <button type="submit" disabled={fetching} className={buttonStyles.primary}>
              Apri la riparazione
            </button>
          </div>
        </form>
      )}
    </DetailPanel>
  );
}

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
