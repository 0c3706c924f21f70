import { type ResultOf, readFragment } from 'gql.tada';
import { formatDateTime } from '../../schema/dates';
import { REPAIR_STATUS_HINTS } from '../../schema/rules/repairs';
import { REPAIR_STATUS, type RepairStatus } from '../../schema/vocabulary';
import { RepairAppointment } from '../appointments/RepairAppointment';
import { EstimateCard } from './EstimateCard';
import { RepairParcels } from './RepairParcels';
import { RepairPaymentPanel } from './RepairPaymentPanel';
import { EstimateCardFragment, type RepairCardFragment } from './repair-fragments';
import type { RepairAccess, RepairProgress } from './useEstimateAnswer';

export type RepairCardData = ResultOf<typeof RepairCardFragment>;

/** The path most repairs take, shown as steps; shipping back and cancelling are shown as they come. */
const MAIN_PATH: RepairStatus[] = [
  'ricevuto',
  'in_diagnosi',
  'preventivo_inviato',
  'in_riparazione',
  'pronto_per_il_ritiro',
  'consegnato',
];

/** The last step of the path a state has reached; states off the path sit after their step. */
function lastStepOf(status: RepairStatus): number {
  switch (status) {
    case 'annullato':
      return -1;
    case 'in_restituzione':
      return MAIN_PATH.indexOf('preventivo_inviato');
    case 'spedito':
      return MAIN_PATH.indexOf('pronto_per_il_ritiro');
    default:
      return MAIN_PATH.indexOf(status);
  }
}

function RepairSteps({ status }: { status: RepairStatus }) {
  const reached = lastStepOf(status);
  return (
    <ol className="grid gap-2 sm:grid-cols-6" aria-label="Avanzamento della riparazione">
      {MAIN_PATH.map((step, index) => (
        <li
          key={step}
          aria-current={step === status ? 'step' : undefined}
          className={`rounded-lg px-2 py-2 text-center text-xs font-semibold ${
            index <= reached ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600'
          }`}
        >
          {REPAIR_STATUS.label(step)}
        </li>
      ))}
    </ol>
  );
}

/**
 * What the customer reads under the state. A declined estimate leaves the device to collect
 * unrepaired, which the usual "repair done" line of that state would contradict.
 */
function hintFor(repair: RepairCardData, status: RepairStatus): string {
  const declined =
    repair.estimate && readFragment(EstimateCardFragment, repair.estimate).status === 'DECLINED';
  return declined && status === 'pronto_per_il_ritiro'
    ? 'Hai rifiutato il preventivo: il dispositivo è pronto, puoi passare a ritirarlo.'
    : REPAIR_STATUS_HINTS[status];
}

interface RepairCardProps {
  repair: RepairCardData;
  /** How the customer reached the repair, which answering its estimate needs again. */
  access: RepairAccess;
  /** The repair after the customer answered its estimate. */
  onChange: (repair: RepairCardData) => void;
  /** Read the repair again: its estimate changed before the answer arrived, or a payment is confirmed. */
  onStale?: () => void;
}

export function RepairCard({ repair, access, onChange, onStale }: RepairCardProps) {
  const status = REPAIR_STATUS.fromApi(repair.status);
  const headingId = `riparazione-${repair.code}`;
  return (
    <section
      aria-labelledby={`${headingId} ${headingId}-codice`}
      className="space-y-6 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p id={`${headingId}-codice`} className="text-sm text-slate-600">
            Riparazione {repair.code}
          </p>
          <h2 id={headingId} className="text-xl font-bold">
            {repair.device}
          </h2>
          <p className="text-sm text-slate-600">Aperta il {formatDateTime(repair.createdAt)}</p>
        </div>
        <div className="sm:text-right">
          <p className="text-sm text-slate-600">Stato attuale</p>
          <p className="text-lg font-bold text-brand-700">{REPAIR_STATUS.label(status)}</p>
        </div>
      </div>
      <p className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-950">
        {hintFor(repair, status)}
      </p>
      <RepairSteps status={status} />
      {repair.estimate ? (
        <EstimateCard
          estimate={repair.estimate}
          repairCode={repair.code}
          access={access}
          onDecided={(progress: RepairProgress) => onChange({ ...repair, ...progress })}
          onStale={onStale}
        />
      ) : null}
      <RepairAppointment
        status={repair.status}
        estimate={repair.estimate}
        appointment={repair.appointment}
        access={access}
      />
      {repair.payment ? (
        <RepairPaymentPanel payment={repair.payment} access={access} refresh={onStale} />
      ) : null}
      <RepairParcels shipments={repair.shipments} />
      <div>
        <h3 className="mb-3 font-bold">Cronologia</h3>
        <ol className="space-y-4 border-l-2 border-brand-200 pl-5">
          {[...repair.timeline].reverse().map((event) => (
            <li key={`${event.status}-${event.at}`} className="relative">
              <span
                className="absolute top-1.5 -left-[1.65rem] size-3 rounded-full bg-brand-600"
                aria-hidden="true"
              />
              <p className="font-semibold">{REPAIR_STATUS.label(event.status)}</p>
              <p className="text-sm text-slate-600">{formatDateTime(event.at)}</p>
              {event.note ? <p className="mt-1 text-sm text-slate-700">{event.note}</p> : null}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
