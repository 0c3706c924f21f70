import { DEVICE_CATEGORY, type RepairStatus } from '../vocabulary';
import { type FormRules, rule } from './form-rules';
import { shipmentRules } from './shipments';

export interface QuoteFields {
  name: string;
  email: string;
  phone: string;
  deviceCategory: string;
  brand: string;
  model: string;
  problem: string;
  privacy: boolean;
}

export const QUOTE_RULES: FormRules<keyof QuoteFields> = {
  name: { label: 'Nome e cognome', rules: [rule.required(), rule.min(2), rule.max(80)] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  phone: { label: 'Telefono', rules: [rule.required(), rule.phone()] },
  deviceCategory: {
    label: 'Tipo di dispositivo',
    rules: [rule.required(), rule.oneOf(DEVICE_CATEGORY.values)],
  },
  brand: { label: 'Marca', rules: [rule.required(), rule.max(40)] },
  model: { label: 'Modello', rules: [rule.required(), rule.max(60)] },
  problem: {
    label: 'Descrizione del problema',
    rules: [rule.required(), rule.min(10), rule.max(1000)],
  },
  privacy: { label: 'Privacy', rules: [rule.acceptAllCondition()] },
};

export interface ShippingFormFields {
  senderName: string;
  street: string;
  postalCode: string;
  city: string;
  province: string;
  phone: string;
  email: string;
  device: string;
  problem: string;
  codLock: string;
  /** The courier the sender uses, as D1 stores it, or '' (docs/product.md#shipments). */
  carrier: string;
  trackingNumber: string;
  acceptRules: boolean;
}

export const SHIPPING_FORM_RULES: FormRules<keyof ShippingFormFields> = {
  senderName: { label: 'Mittente', rules: [rule.required(), rule.min(2), rule.max(80)] },
  street: { label: 'Indirizzo', rules: [rule.required(), rule.min(3), rule.max(120)] },
  postalCode: { label: 'CAP', rules: [rule.required(), rule.cap()] },
  city: { label: 'Città', rules: [rule.required(), rule.max(60)] },
  province: { label: 'Provincia', rules: [rule.required(), rule.provincia()] },
  phone: { label: 'Telefono', rules: [rule.required(), rule.phone()] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  device: { label: 'Dispositivo', rules: [rule.required(), rule.max(100)] },
  problem: {
    label: 'Descrizione del problema',
    rules: [rule.required(), rule.min(10), rule.max(1000)],
  },
  codLock: { label: 'Codice di sblocco', rules: [rule.codLock(), rule.max(40)] },
  ...shipmentRules(false),
  acceptRules: { label: 'Regolamento spedizioni', rules: [rule.acceptAllCondition()] },
};

/** The unlock code the form suggests when a device has none. */
export const NO_LOCK_CODE = '00000';

/** A repair is closed once delivered or cancelled (docs/product.md#repairs). */
export const CLOSED_REPAIR: readonly RepairStatus[] = ['consegnato', 'annullato'];

/** What each repair state means for the customer, shown under the current one. */
export const REPAIR_STATUS_HINTS: Record<RepairStatus, string> = {
  ricevuto: 'Il dispositivo è arrivato in laboratorio ed è in coda per la diagnosi.',
  in_diagnosi: 'Un tecnico sta verificando il guasto.',
  preventivo_inviato: 'Ti abbiamo inviato il preventivo: aspettiamo la tua conferma per procedere.',
  in_riparazione: 'Stiamo riparando il dispositivo.',
  pronto_per_il_ritiro: 'La riparazione è conclusa e collaudata: puoi passare a ritirarlo.',
  in_restituzione: 'Hai rifiutato il preventivo: ti rispediamo il dispositivo.',
  spedito: 'Il dispositivo è in viaggio verso di te.',
  consegnato: 'Il dispositivo ti è stato consegnato. Grazie per averci scelto!',
  annullato: 'La riparazione è stata annullata.',
};

/** The public status check (stato riparazione): the code and the e-mail given at intake. */
export const REPAIR_LOOKUP_RULES: FormRules<'code' | 'email'> = {
  code: { label: 'Codice riparazione', rules: [rule.required(), rule.repairCode()] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email()] },
};

/** A repair opened at the counter: who, how to reach them, and what is wrong. */
export const REPAIR_INTAKE_RULES: FormRules<
  'customerName' | 'email' | 'phone' | 'device' | 'problem'
> = {
  customerName: { label: 'Cliente', rules: [rule.required(), rule.min(2), rule.max(80)] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  phone: { label: 'Telefono', rules: [rule.required(), rule.phone()] },
  device: { label: 'Dispositivo', rules: [rule.required(), rule.max(100)] },
  problem: { label: 'Problema', rules: [rule.required(), rule.min(5), rule.max(1000)] },
};

/** The note staff may add when a repair changes state; the customer reads it on the timeline. */
export const REPAIR_MOVE_RULES: FormRules<'note'> = {
  note: { label: 'Nota', rules: [rule.max(500)] },
};
