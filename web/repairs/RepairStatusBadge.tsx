import { type ApiValueOf, REPAIR_STATUS, type RepairStatus } from '../../schema/vocabulary';

const TONES: Record<RepairStatus, string> = {
  ricevuto: 'bg-slate-100 text-slate-800 ring-slate-300',
  in_diagnosi: 'bg-sky-50 text-sky-900 ring-sky-200',
  preventivo_inviato: 'bg-amber-50 text-amber-900 ring-amber-200',
  in_riparazione: 'bg-brand-50 text-brand-900 ring-brand-200',
  pronto_per_il_ritiro: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  in_restituzione: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  spedito: 'bg-indigo-50 text-indigo-900 ring-indigo-200',
  consegnato: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  annullato: 'bg-slate-100 text-slate-700 ring-slate-300',
};

export function RepairStatusBadge({ status }: { status: ApiValueOf<typeof REPAIR_STATUS> }) {
  const key = REPAIR_STATUS.fromApi(status);
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ${TONES[key]}`}
    >
      {REPAIR_STATUS.label(key)}
    </span>
  );
}
