import type { FormRules } from './validation';

/** Reopening a shipping form's printable sheet: the form's number and the sender's e-mail. */
export const SHIPPING_SHEET_RULES: FormRules<'number' | 'email'> = {
  number: { label: 'Numero del modulo', rules: 'required|max:30' },
  email: { label: 'E-mail', rules: 'required|email|max:254' },
};
