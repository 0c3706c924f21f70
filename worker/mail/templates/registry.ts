import type { EmailMessage } from '../message';
import {
  appointmentCancelled,
  appointmentConfirmed,
  appointmentReminder,
  MAIL_APPOINTMENT_FIELDS,
} from './appointments';
import { newsletterConfirmation, newsletterWelcome } from './newsletter';
import {
  codStaffWarning,
  MAIL_ORDER_FIELDS,
  MAIL_ORDER_LINE_FIELDS,
  orderCancelled,
  orderConfirmation,
  orderDelivered,
  orderExpired,
  orderLinkReminder,
  orderPaymentReceived,
  orderReadyForPickup,
  orderShipped,
  transferReminder,
} from './orders';
import { listedRepairReceived } from './price-list';
import { repairPaymentReceived } from './repair-payments';
import {
  MAIL_ESTIMATE_FIELDS,
  MAIL_QUOTE_REQUEST_FIELDS,
  MAIL_REPAIR_FIELDS,
  MAIL_SHIPPING_FORM_FIELDS,
  quoteRequestReceived,
  repairEstimateAccepted,
  repairEstimateDeclined,
  repairEstimateReminder,
  repairEstimateSent,
  repairOpened,
  repairStatusChanged,
  shippingFormReceived,
} from './repairs';
import {
  returnAccepted,
  returnReceived,
  returnRefunded,
  returnRefused,
  returnRequested,
} from './returns';
import { unconfirmedMailAlert } from './staff-alerts';
import { backInStock, stockAlertConfirmation, stockAlertWithdrawn } from './stock-alerts';

/**
 * Every e-mail the shop sends, by kind (docs/product.md#e-mails): the template that renders it
 * from its input. The outbox stores the kind and the input, and renders the e-mail with this
 * when it is written, sent and previewed. An input already stored must keep rendering: a
 * template may gain optional facts, while a changed shape needs a new kind.
 */
export const MAIL_TEMPLATES = {
  'order.confirmation': orderConfirmation,
  'order.payment-received': orderPaymentReceived,
  'order.shipped': orderShipped,
  'order.ready-for-pickup': orderReadyForPickup,
  'order.delivered': orderDelivered,
  'order.cancelled': orderCancelled,
  'order.expired': orderExpired,
  'order.transfer-reminder': transferReminder,
  'order.link': orderLinkReminder,
  'order.cod-staff-warning': codStaffWarning,
  'return.requested': returnRequested,
  'return.accepted': returnAccepted,
  'return.received': returnReceived,
  'return.refunded': returnRefunded,
  'return.refused': returnRefused,
  'repair.quote-received': quoteRequestReceived,
  'repair.listed-repair-received': listedRepairReceived,
  'repair.shipping-form-received': shippingFormReceived,
  'repair.opened': repairOpened,
  'repair.status-changed': repairStatusChanged,
  'repair.estimate-sent': repairEstimateSent,
  'repair.estimate-accepted': repairEstimateAccepted,
  'repair.estimate-declined': repairEstimateDeclined,
  'repair.estimate-reminder': repairEstimateReminder,
  'repair.payment-received': repairPaymentReceived,
  'appointment.confirmed': appointmentConfirmed,
  'appointment.reminder': appointmentReminder,
  'appointment.cancelled': appointmentCancelled,
  'newsletter.confirmation': newsletterConfirmation,
  'newsletter.welcome': newsletterWelcome,
  'stock-alert.confirmation': stockAlertConfirmation,
  'stock-alert.back-in-stock': backInStock,
  'stock-alert.withdrawn': stockAlertWithdrawn,
  'staff.unconfirmed-mail-alert': unconfirmedMailAlert,
} as const;

export type MailKind = keyof typeof MAIL_TEMPLATES;

/** What the template of `K` is rendered from. */
export type MailInput<K extends MailKind> = Parameters<(typeof MAIL_TEMPLATES)[K]>[0];

/**
 * The rows the templates read, by the name their input gives them, cut to the fields the
 * templates read: the types the templates take are made from the same lists, so nothing they
 * read is cut. Every other part of an input (the origin, links, a note) is kept whole.
 */
const KEPT_FIELDS: Record<string, readonly string[]> = {
  order: MAIL_ORDER_FIELDS,
  lines: MAIL_ORDER_LINE_FIELDS,
  repair: MAIL_REPAIR_FIELDS,
  estimate: MAIL_ESTIMATE_FIELDS,
  request: MAIL_QUOTE_REQUEST_FIELDS,
  form: MAIL_SHIPPING_FORM_FIELDS,
  appointment: MAIL_APPOINTMENT_FIELDS,
};

function keep(row: object, fields: readonly string[]): object {
  return Object.fromEntries(Object.entries(row).filter(([field]) => fields.includes(field)));
}

/**
 * What the outbox stores of an input: each row cut to what the templates read, so an order's
 * confirmation keeps a few hundred bytes of it, not the whole row.
 */
export function storedInput(input: object): object {
  return Object.fromEntries(
    Object.entries(input).map(([name, value]) => {
      const fields = KEPT_FIELDS[name];
      if (!fields || value === null || typeof value !== 'object') return [name, value];
      return [
        name,
        Array.isArray(value) ? value.map((row: object) => keep(row, fields)) : keep(value, fields),
      ];
    }),
  );
}

function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}

/**
 * Renders an e-mail of `kind` from its input, as stored in the outbox: a kind no template knows
 * (a row of a kind since removed) is an error, for the delivery to record.
 */
export function renderMail(kind: string, input: object): EmailMessage {
  if (!isMailKind(kind)) throw new Error(`No template renders e-mails of kind "${kind}"`);
  // The row's input was written by queueEmail for this kind, from MailInput<typeof kind>.
  const render = MAIL_TEMPLATES[kind] as (input: object) => EmailMessage;
  return render(input);
}
