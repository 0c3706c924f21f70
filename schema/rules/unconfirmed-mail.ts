/**
 * The e-mails a form sends to whatever address it is given, before anyone has shown they own it,
 * and the budgets that keep the shop from being used to mail strangers
 * (docs/product.md#unconfirmed-recipients).
 */

/**
 * One inbox, however an address is spelled: lower case, a `+tag` dropped, and at Gmail (which
 * also answers as googlemail.com) the dots of the local part dropped, since Gmail delivers
 * `m.a.r.i.o+1@googlemail.com` to `mario@gmail.com`. Only for counting: the e-mail still goes to
 * the address as typed.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const tag = local.indexOf('+');
  if (tag > 0) local = local.slice(0, tag);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}

/**
 * The kinds sent to an address nobody has confirmed: the acknowledgement of a quote request (one
 * booked from the price list too) or a shipping form, an order's confirmation, an order's link sent again, and the newsletter's and
 * back-in-stock alert's confirmation.
 */
export const UNCONFIRMED_RECIPIENT_KINDS = [
  'repair.quote-received',
  'repair.listed-repair-received',
  'repair.shipping-form-received',
  'order.confirmation',
  'order.link',
  'newsletter.confirmation',
  'stock-alert.confirmation',
] as const;

/** At most this many of them are sent to one inbox within the window; the rest are withheld. */
export const UNCONFIRMED_EMAILS_PER_MAILBOX = 3;
export const UNCONFIRMED_EMAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Past this many of them in an hour, to all inboxes together, the staff are alerted. */
export const UNCONFIRMED_EMAILS_PER_HOUR = 200;
export const UNCONFIRMED_ALERT_WINDOW_MS = 60 * 60 * 1000;
