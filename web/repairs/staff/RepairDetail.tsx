import type { ResultOf } from 'gql.tada';
import { formatDateTime } from '../../../schema/dates';
import { maxLengthOf } from '../../../schema/rules/form-rules';
import { REPAIR_MOVE_RULES } from '../../../schema/rules/repairs';
import { REPAIR_SOURCE, REPAIR_STATUS } from '../../../schema/vocabulary';
import { DetailPanel, Facts } from '../../admin/AdminList';
import { buttonStyles } from '../../ui/buttons';
import { SelectField, TextAreaField } from '../../ui/Field';
import type { RepairQuery } from './queries';
import { RepairEstimates } from './RepairEstimates';
import { RepairLinks } from './RepairLinks';
import { RepairPayments } from './RepairPayments';
import { RepairShipments } from './RepairShipments';
import { useRepairDetail } from './useRepairDetail';

type Repair = NonNullable<ResultOf<typeof RepairQuery>['adminRepair']>;

function RepairFacts({ repair }: { repair: Repair }) {
  return (
    <Facts
      rows={[
        [
          'Codice cliente',
          <span key="codice" className="font-mono font-bold">
            {repair.code}
          </span>,
        ],
        ['Stato', REPAIR_STATUS.label(repair.status)],
        ['Aperta', `${formatDateTime(repair.createdAt)} · ${REPAIR_SOURCE.label(repair.source)}`],
        ['Cliente', repair.customerName],
        ['Contatti', `${repair.email} · ${repair.phone}`],
        ['Dispositivo', repair.device],
        ['Problema', repair.problem],
      ]}
    />
  );
}

/** The move to another state, with the note the customer reads in the timeline. */
function StatusForm({ detail }: { detail: ReturnType<typeof useRepairDetail> }) {
  const { form } = detail;
  return (
    <form noValidate className="space-y-3 rounded-xl bg-slate-50 p-4" onSubmit={detail.onSubmit}>
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
        disabled={!form.values.status || detail.moving}
        className={buttonStyles.primary}
      >
        Aggiorna lo stato
      </button>
    </form>
  );
}

function Timeline({ timeline }: { timeline: Repair['timeline'] }) {
  return (
    <div>
      <h3 className="mb-3 font-bold">Cronologia</h3>
      <ol className="space-y-3 border-l-2 border-brand-200 pl-4 text-sm">
        {[...timeline].reverse().map((event) => (
          <li key={`${event.status}-${event.at}`}>
            <p className="font-semibold">{REPAIR_STATUS.label(event.status)}</p>
            <p className="text-slate-600">{formatDateTime(event.at)}</p>
            {event.note ? <p>{event.note}</p> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}

/** A repair as staff handle it: facts, parcels, state, links, timeline and estimates. */
export function RepairDetail({ id, onChanged }: { id: string; onChanged: () => void }) {
  const detail = useRepairDetail(id, onChanged);
  const { repair } = detail;
  if (!repair) return null;
  return (
    <DetailPanel title={`Riparazione ${repair.code}`}>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-4">
          <RepairFacts repair={repair} />
          <RepairShipments repair={repair} onSaved={detail.changed} />
          <StatusForm detail={detail} />
          <RepairLinks repair={repair} onRevoked={detail.changed} />
        </div>
        <div className="space-y-4">
          <RepairPayments payments={repair.payments} />
          <Timeline timeline={repair.timeline} />
        </div>
      </div>
      <div className="mt-6 border-t border-slate-200 pt-5">
        <RepairEstimates repair={repair} onSent={detail.changed} />
      </div>
    </DetailPanel>
  );
}
