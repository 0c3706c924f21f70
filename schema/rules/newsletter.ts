import type { FormRules } from './validation';

export const NEWSLETTER_RULES: FormRules<'email' | 'consent'> = {
  email: { label: 'E-mail', rules: 'required|email|max:254' },
  consent: { label: 'Consenso', rules: 'accept_all_condition' },
};
