import { type FormRules, rule } from './form-rules';

/** Reopening a shipping form's printable sheet: the form's number and the sender's e-mail. */
export const SHIPPING_SHEET_RULES: FormRules<'number' | 'email'> = {
  number: { label: 'Numero del modulo', rules: [rule.required(), rule.max(30)] },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
};
