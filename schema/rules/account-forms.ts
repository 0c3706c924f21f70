/** The accounts' forms: signing in, registering and choosing a password (docs/product.md#validation). */

import { rule } from './form-rules';

/**
 * The name a signed-in person gives themselves in their account. Kept apart from display-name.ts,
 * which the shell loads on every page, so the rules stay out of the pages without forms.
 */
export const PROFILE_RULES = {
  displayName: { label: 'Nome', rules: [rule.required(), rule.max(60)] },
};

const SIGN_IN_EMAIL = { label: 'E-mail', rules: [rule.required(), rule.email()] };

export const LOGIN_RULES = {
  email: SIGN_IN_EMAIL,
  password: { label: 'Password', rules: [rule.required()] },
};

/** Asking for a link to choose a new password. */
export const PASSWORD_RESET_RULES = { email: SIGN_IN_EMAIL };

/**
 * A password being chosen (registering, resetting, changing) and its confirmation. The identity
 * provider's own policy is 6 characters at least.
 */
function newPasswordRules(label: string) {
  return {
    password: { label, rules: [rule.required(), rule.min(6), rule.max(128)] },
    confirmation: {
      label: 'Conferma password',
      rules: [rule.required(), rule.confirmed('password')],
    },
  };
}

export const REGISTER_RULES = {
  name: { label: 'Nome e cognome', rules: PROFILE_RULES.displayName.rules },
  email: { label: 'E-mail', rules: [rule.required(), rule.email(), rule.max(254)] },
  ...newPasswordRules('Password'),
  accept: { label: 'Condizioni', rules: [rule.acceptAllCondition()] },
};

/** A new password chosen from the e-mailed link. */
export const NEW_PASSWORD_RULES = newPasswordRules('Nuova password');

export const CHANGE_PASSWORD_RULES = {
  current: { label: 'Password attuale', rules: [rule.required()] },
  ...NEW_PASSWORD_RULES,
};

/** Local development's stand-in for Google's account chooser. */
export const EMULATED_GOOGLE_RULES = {
  email: { label: 'E-mail Google', rules: [rule.required(), rule.email()] },
  name: PROFILE_RULES.displayName,
};
