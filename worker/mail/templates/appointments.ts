import type { AppointmentRow } from '../../../schema/db/appointments';
import { calendarFile } from '../../../schema/rules/ics';
import { APPOINTMENT_CHANGE_HOURS } from '../../../schema/rules/lab-slots';
import { labMomentLabel } from '../../../schema/rules/lab-time';
import { SHOP, SHOP_ADDRESS_LINE } from '../../../schema/shop';
import type { EmailMessage, MailAttachment } from '../message';
import { type Block, greetingFor, renderEmail } from './layout';

/**
 * What the e-mails read of an appointment: all the outbox keeps of it. None of the text the
 * customer typed: whoever books chooses the address (docs/product.md#quote-requests).
 */
export const MAIL_APPOINTMENT_FIELDS = [
  'id',
  'email',
  'startsAtMs',
  'endsAtMs',
  'sequence',
  'updatedAtMs',
] as const satisfies readonly (keyof AppointmentRow)[];

type MailAppointment = Pick<AppointmentRow, (typeof MAIL_APPOINTMENT_FIELDS)[number]>;

/** The calendar file's name, the same in every e-mail of one appointment. */
export const CALENDAR_FILE_NAME = 'appuntamento-riparolab.ics';

const REASON = `Ricevi questa e-mail perché con questo indirizzo è stato prenotato un appuntamento nel laboratorio di ${SHOP.name}.`;

function calendarAttachment(
  appointment: MailAppointment,
  method: 'REQUEST' | 'CANCEL',
  manageUrl: string | null,
): MailAttachment {
  const content = calendarFile({
    uid: `${appointment.id}@riparolab.it`,
    sequence: appointment.sequence,
    method,
    stampMs: appointment.updatedAtMs,
    startsAtMs: appointment.startsAtMs,
    endsAtMs: appointment.endsAtMs,
    summary: `Consegna del dispositivo a ${SHOP.name}`,
    location: SHOP_ADDRESS_LINE,
    description: manageUrl
      ? `Porta il dispositivo, il suo caricabatterie se ce l'hai e un documento. Per spostare o annullare: ${manageUrl}`
      : `Appuntamento annullato. Per prenotarne un altro: ${SHOP.phone}`,
    organizer: { name: SHOP.name, email: SHOP.email },
    attendee: appointment.email,
  });
  return {
    filename: CALENDAR_FILE_NAME,
    type: `text/calendar; method=${method}; charset=utf-8`,
    content,
  };
}

function whenAndWhere(appointment: MailAppointment): Block {
  return {
    kind: 'facts',
    facts: [
      { label: 'Quando', value: labMomentLabel(appointment.startsAtMs) },
      { label: 'Dove', value: `${SHOP.name}, ${SHOP_ADDRESS_LINE}` },
      { label: 'Telefono', value: SHOP.phone },
    ],
  };
}

const WHAT_TO_BRING: Block = {
  kind: 'steps',
  steps: [
    'Il dispositivo, carico se possibile, con il suo caricabatterie se ce l’hai.',
    'Il codice di sblocco, se vuoi che lo proviamo davanti a te.',
    'Un documento d’identità e il numero della richiesta o il codice della riparazione.',
  ],
};

function changeNote(manageUrl: string): Block[] {
  return [
    { kind: 'button', label: 'Sposta o annulla l’appuntamento', href: manageUrl },
    {
      kind: 'note',
      text: `Puoi spostarlo o annullarlo da questo link fino a ${APPOINTMENT_CHANGE_HOURS} ore prima; dopo, chiamaci al ${SHOP.phone}. Il file allegato (${CALENDAR_FILE_NAME}) lo aggiunge al tuo calendario.`,
    },
  ];
}

/**
 * An appointment still on: its opening line, when and where, what to bring, the link that moves
 * it and the .ics that puts it in the calendar.
 */
function appointmentOn(
  appointment: MailAppointment,
  manageUrl: string,
  text: { subject: string; preview: string; opening: string },
): EmailMessage {
  return {
    ...renderEmail({
      to: appointment.email,
      subject: text.subject,
      preview: text.preview,
      greeting: greetingFor(null),
      blocks: [
        { kind: 'paragraph', text: text.opening },
        whenAndWhere(appointment),
        { kind: 'heading', text: 'Cosa portare' },
        WHAT_TO_BRING,
        ...changeNote(manageUrl),
      ],
      reason: REASON,
    }),
    attachments: [calendarAttachment(appointment, 'REQUEST', manageUrl)],
  };
}

/** An appointment booked (sequence 0) or moved. */
export function appointmentConfirmed({
  appointment,
  manageUrl,
}: {
  appointment: MailAppointment;
  manageUrl: string;
}): EmailMessage {
  const moved = appointment.sequence > 0;
  const when = labMomentLabel(appointment.startsAtMs);
  return appointmentOn(appointment, manageUrl, {
    subject: moved ? `Appuntamento spostato: ${when}` : `Appuntamento confermato: ${when}`,
    preview: `Ti aspettiamo in laboratorio ${when}.`,
    opening: moved
      ? 'abbiamo spostato il tuo appuntamento per consegnare il dispositivo in laboratorio. Ecco il nuovo orario.'
      : 'abbiamo fissato il tuo appuntamento per consegnare il dispositivo in laboratorio.',
  });
}

/** The day before: the same facts again, with the link while it still moves it. */
export function appointmentReminder({
  appointment,
  manageUrl,
}: {
  appointment: MailAppointment;
  manageUrl: string;
}): EmailMessage {
  return appointmentOn(appointment, manageUrl, {
    subject: 'Promemoria: domani ti aspettiamo in laboratorio',
    preview: `Il tuo appuntamento è ${labMomentLabel(appointment.startsAtMs)}.`,
    opening: 'ti ricordiamo l’appuntamento di domani in laboratorio.',
  });
}

/** Cancelled by the customer or by the staff: the calendar drops the event (METHOD:CANCEL). */
export function appointmentCancelled({
  appointment,
  byStaff,
}: {
  appointment: MailAppointment;
  byStaff: boolean;
}): EmailMessage {
  const when = labMomentLabel(appointment.startsAtMs);
  return {
    ...renderEmail({
      to: appointment.email,
      subject: `Appuntamento annullato: ${when}`,
      preview: 'Il tuo appuntamento in laboratorio è stato annullato.',
      greeting: greetingFor(null),
      blocks: [
        {
          kind: 'paragraph',
          text: byStaff
            ? `il laboratorio ha annullato il tuo appuntamento di ${when}. Chiamaci al ${SHOP.phone} e ne fissiamo un altro.`
            : `come hai chiesto, abbiamo annullato il tuo appuntamento di ${when}.`,
        },
        {
          kind: 'paragraph',
          text: `Per un nuovo appuntamento chiamaci al ${SHOP.phone} o scrivici a ${SHOP.email}.`,
        },
      ],
      reason: REASON,
    }),
    attachments: [calendarAttachment(appointment, 'CANCEL', null)],
  };
}
