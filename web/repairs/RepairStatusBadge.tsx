import { type ApiValueOf, REPAIR_STATUS, type RepairStatus } from '../../schema/vocabulary';
import { type BadgeTone, StatusBadge } from '../ui/StatusBadge';

const TONES: Record<RepairStatus, BadgeTone> = {
  ricevuto: 'neutral',
  in_diagnosi: 'noted',
  preventivo_inviato: 'waiting',
  in_riparazione: 'working',
  pronto_per_il_ritiro: 'travelling',
  in_restituzione: 'travelling',
  spedito: 'travelling',
  consegnato: 'done',
  annullato: 'muted',
};

export function RepairStatusBadge({ status }: { status: ApiValueOf<typeof REPAIR_STATUS> }) {
  const key = REPAIR_STATUS.fromApi(status);
  return <StatusBadge tone={TONES[key]}>{REPAIR_STATUS.label(key)}</StatusBadge>;
}
