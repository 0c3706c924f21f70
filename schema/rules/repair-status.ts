import type { RepairStatus } from '../vocabulary';
import type { FormRules } from './validation';

/** What the repair tracking page (stato riparazione) says and asks. */
export const REPAIR_STATUS_LABELS: Record<RepairStatus, string> = {
  ricevuto: 'Ricevuto',
  in_diagnosi: 'In diagnosi',
  preventivo_inviato: 'Preventivo inviato',
  in_riparazione: 'In riparazione',
  pronto_per_il_ritiro: 'Pronto per il ritiro',
  spedito: 'Spedito',
  consegnato: 'Consegnato',
  annullato: 'Annullato',
};

/** What each state means for the customer, shown under the current one. */
export const REPAIR_STATUS_HINTS: Record<RepairStatus, string> = {
  ricevuto: 'Il dispositivo è arrivato in laboratorio ed è in coda per la diagnosi.',
  in_diagnosi: 'Un tecnico sta verificando il guasto.',
  preventivo_inviato: 'Ti abbiamo inviato il preventivo: aspettiamo la tua conferma per procedere.',
  in_riparazione: 'Stiamo riparando il dispositivo.',
  pronto_per_il_ritiro: 'La riparazione è conclusa e collaudata: puoi passare a ritirarlo.',
  spedito: 'Il dispositivo è in viaggio verso di te.',
  consegnato: 'Il dispositivo ti è stato consegnato. Grazie per averci scelto!',
  annullato: 'La riparazione è stata annullata.',
};

export const REPAIR_LOOKUP_RULES: FormRules<'code' | 'email'> = {
  code: { label: 'Codice riparazione', rules: 'required|repair_code' },
  email: { label: 'E-mail', rules: 'required|email' },
};
