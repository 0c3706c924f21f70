import { type FormRules, rule } from './form-rules';

export const NEWSLETTER_RULES: FormRules<'email' | 'consent'> = {
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  consent: { label: 'Consenso', rules: [rule.acceptAllCondition()] },
};
