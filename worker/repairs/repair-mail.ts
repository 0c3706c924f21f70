import type { Database } from '../db';
import { newEmail } from '../mail/outbox';
import type { MailInput } from '../mail/templates/registry';

/** The repair e-mails' kinds: stable names, which the outbox and the staff's "Posta inviata" show. */
export const REPAIR_MAIL_KIND = {
  quoteReceived: 'repair.quote-received',
  listedRepairReceived: 'repair.listed-repair-received',
  shippingFormReceived: 'repair.shipping-form-received',
  opened: 'repair.opened',
  statusChanged: 'repair.status-changed',
  estimateSent: 'repair.estimate-sent',
  estimateAccepted: 'repair.estimate-accepted',
  estimateDeclined: 'repair.estimate-declined',
  estimateReminder: 'repair.estimate-reminder',
  paymentReceived: 'repair.payment-received',
} as const;

/** One repair e-mail for the batch of the change it reports; its id goes to the queue after commit. */
export function repairMail<K extends keyof typeof REPAIR_MAIL_KIND>(
  db: Database,
  kind: K,
  ref: string,
  input: MailInput<(typeof REPAIR_MAIL_KIND)[K]>,
  at: number,
  confirmedRecipient = false,
) {
  return newEmail(db, REPAIR_MAIL_KIND[kind], ref, input, at, confirmedRecipient);
}
