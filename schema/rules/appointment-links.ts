import { REPAIR_ACCESS_FRAGMENT_KEY } from '../repair-access-link';
import { ROUTES } from '../routes';
import { SHOP } from '../shop';
import { APPOINTMENT_CHANGE_HOURS } from './lab-slots';

/**
 * The signed links of appointments (docs/product.md#appointments). A booking token lets whoever
 * just sent a quote request book its drop-off; a manage link, e-mailed with each confirmation,
 * shows the appointment and moves or cancels it. Both travel in a fragment, like repair links.
 */

/** Days a booking token from a quote request's receipt stays good. */
const BOOKING_TOKEN_DAYS = 7;
/** Days after the appointment its manage link still shows it. */
const MANAGE_LINK_DAYS_AFTER = 7;

const DAY_MS = 86_400_000;

export function bookingTokenExpiry(issuedAtMs: number): number {
  return issuedAtMs + BOOKING_TOKEN_DAYS * DAY_MS;
}

export function manageLinkExpiry(startsAtMs: number): number {
  return startsAtMs + MANAGE_LINK_DAYS_AFTER * DAY_MS;
}

/** What a booking token signs: the quote request it books for. */
export function bookingPayload(quoteRequestId: string): string {
  return `quote:${quoteRequestId}`;
}

/** The quote request a booking token names, or null. */
export function quoteRequestOfBooking(payload: string): string | null {
  const match = /^quote:([A-Za-z0-9_-]{1,64})$/.exec(payload);
  return match?.[1] ?? null;
}

/** The repair links' key: the mail preview masks both alike. */
const APPOINTMENT_FRAGMENT_KEY = REPAIR_ACCESS_FRAGMENT_KEY;

export function appointmentLink(origin: string, token: string): string {
  return `${origin}${ROUTES.appointment}#${APPOINTMENT_FRAGMENT_KEY}=${encodeURIComponent(token)}`;
}

/** The refusals of the links, word for word in docs/product.md#appointments. */
export const APPOINTMENT_LINK_REFUSALS = {
  invalid:
    "Questo link non è valido: aprilo per intero dall'ultima e-mail che ti abbiamo mandato sull'appuntamento.",
  expired:
    "Questo link è scaduto: apri quello dell'ultima e-mail sull'appuntamento, oppure contattaci.",
  bookingExpired: `Il tempo per prenotare da qui è scaduto: chiamaci al ${SHOP.phone} e fissiamo insieme l'appuntamento.`,
  cancelled: 'Questo appuntamento è già stato annullato: se ti serve, prenotane un altro.',
  tooLate: `Mancano meno di ${APPOINTMENT_CHANGE_HOURS} ore all'appuntamento: non si può più spostare né annullare online. Chiamaci al ${SHOP.phone}.`,
  closed: "Questo appuntamento si è già concluso: per un'altra riparazione chiedi un preventivo.",
} as const;

/** Repairs book only once their estimate is accepted. */
export const REPAIR_BOOKING_REFUSAL =
  'Si prenota la consegna in laboratorio dopo aver accettato il preventivo.';
