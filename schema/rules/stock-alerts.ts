import type { FormRules } from './validation';

/** "Avvisami quando torna disponibile": the one field, checked alike in the browser and the Worker. */
export const STOCK_ALERT_RULES: FormRules<'email'> = {
  email: { label: 'E-mail', rules: 'required|email|max:254' },
};
