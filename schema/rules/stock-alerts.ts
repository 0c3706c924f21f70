import { type FormRules, rule } from './form-rules';

/** "Avvisami quando torna disponibile": the one field, checked alike in the browser and the Worker. */
export const STOCK_ALERT_RULES: FormRules<'email'> = {
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
};
