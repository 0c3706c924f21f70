import { DEVICE_CATEGORIES, type DeviceCategory, type RequestStatus } from '../vocabulary';
import type { FormRules } from './validation';

export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  nuova: 'Nuova',
  in_lavorazione: 'In lavorazione',
  convertita: 'Convertita in riparazione',
  archiviata: 'Archiviata',
};

export const DEVICE_CATEGORY_LABELS: Record<DeviceCategory, string> = {
  smartphone: 'Smartphone',
  tablet: 'Tablet',
  computer: 'Computer o portatile',
  console: 'Console',
  smartwatch: 'Smartwatch',
  altro: 'Altro',
};

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
  name: { label: 'Nome e cognome', rules: 'required|min:2|max:80' },
  email: { label: 'E-mail', rules: 'required|email|max:254' },
  phone: { label: 'Telefono', rules: 'required|phone' },
  deviceCategory: {
    label: 'Tipo di dispositivo',
    rules: `required|one_of:${DEVICE_CATEGORIES.join(',')}`,
  },
  brand: { label: 'Marca', rules: 'required|max:40' },
  model: { label: 'Modello', rules: 'required|max:60' },
  problem: { label: 'Descrizione del problema', rules: 'required|min:10|max:1000' },
  privacy: { label: 'Privacy', rules: 'accept_all_condition' },
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
  acceptRules: boolean;
}

export const SHIPPING_FORM_RULES: FormRules<keyof ShippingFormFields> = {
  senderName: { label: 'Mittente', rules: 'required|min:2|max:80' },
  street: { label: 'Indirizzo', rules: 'required|min:3|max:120' },
  postalCode: { label: 'CAP', rules: 'required|cap' },
  city: { label: 'Città', rules: 'required|max:60' },
  province: { label: 'Provincia', rules: 'required|provincia' },
  phone: { label: 'Telefono', rules: 'required|phone' },
  email: { label: 'E-mail', rules: 'required|email|max:254' },
  device: { label: 'Dispositivo', rules: 'required|max:100' },
  problem: { label: 'Descrizione del problema', rules: 'required|min:10|max:1000' },
  codLock: { label: 'Codice di sblocco', rules: 'cod_lock|max:40' },
  acceptRules: { label: 'Regolamento spedizioni', rules: 'accept_all_condition' },
};

/** The unlock code the form suggests when a device has none. */
export const NO_LOCK_CODE = '00000';
