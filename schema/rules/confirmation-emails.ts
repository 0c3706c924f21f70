/**
 * The double opt-in e-mails a form sends to whatever address it is given: the newsletter's and the
 * back-in-stock alert's confirmation. Counted together per address, so nobody can use the site's
 * forms to fill someone else's inbox (docs/product.md#confirmation-e-mails).
 */
export const CONFIRMATION_EMAIL_KINDS = [
  'newsletter.confirmation',
  'stock-alert.confirmation',
] as const;

/** At most this many to one address within the window. */
export const CONFIRMATION_EMAILS_PER_ADDRESS = 5;
export const CONFIRMATION_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

export const CONFIRMATION_EMAILS_EXHAUSTED =
  'Abbiamo già inviato diverse e-mail di conferma a questo indirizzo nelle ultime 24 ore: apri il link che contengono (controlla anche lo spam) oppure riprova domani.';
