import type { FieldErrors } from './validation';
import { isPrintableText, UNPRINTABLE_MESSAGE } from './validation';

/**
 * Verified reviews (docs/product.md#recensioni): a buyer of a delivered order reviews each line
 * once, with 1 to 5 stars and a text, through a signed link; staff publish or refuse it.
 */

const REVIEW_MIN_STARS = 1;
export const REVIEW_MAX_STARS = 5;
/** Shorter says nothing a star does not; longer is an essay nobody reads on a product page. */
export const REVIEW_BODY_MIN = 20;
export const REVIEW_BODY_MAX = 2000;
/** A refusal's reason is kept for staff; bounded like the other staff notes. */
export const REFUSAL_REASON_MAX = 500;
/** Days the review link opens the order after delivery. */
export const REVIEW_LINK_DAYS = 90;
/** The published reviews a product page shows and its JSON-LD carries, newest first. */
export const PRODUCT_PAGE_REVIEWS = 10;

const DAY_MS = 86_400_000;

export function reviewLinkExpiry(deliveredAtMs: number): number {
  return deliveredAtMs + REVIEW_LINK_DAYS * DAY_MS;
}

export type ReviewField = 'stars' | 'body';

/** What the buyer writes, checked the same way in the form and in the Worker. */
export function reviewErrors(input: {
  stars: number | null;
  body: string;
}): FieldErrors<ReviewField> {
  const errors: FieldErrors<ReviewField> = {};
  const { stars } = input;
  if (
    stars === null ||
    !Number.isInteger(stars) ||
    stars < REVIEW_MIN_STARS ||
    stars > REVIEW_MAX_STARS
  ) {
    errors.stars = `Scegli da ${REVIEW_MIN_STARS} a ${REVIEW_MAX_STARS} stelle.`;
  }
  const body = input.body.trim();
  if (!isPrintableText(body)) errors.body = UNPRINTABLE_MESSAGE;
  else if (body.length < REVIEW_BODY_MIN) {
    errors.body = `Scrivi almeno ${REVIEW_BODY_MIN} caratteri: racconta com'è il prodotto nell'uso.`;
  } else if (body.length > REVIEW_BODY_MAX) {
    errors.body = `La recensione può contenere al massimo ${REVIEW_BODY_MAX} caratteri.`;
  }
  return errors;
}

/** A staff refusal needs a reason, kept with the review. */
export function refusalReasonError(reason: string): string | null {
  const text = reason.trim();
  if (text === '') return 'Scrivi il motivo del rifiuto: resta nella scheda della recensione.';
  if (!isPrintableText(text)) return UNPRINTABLE_MESSAGE;
  if (text.length > REFUSAL_REASON_MAX) {
    return `Il motivo può contenere al massimo ${REFUSAL_REASON_MAX} caratteri.`;
  }
  return null;
}

/** How a review is signed in public: the first name and the surname's initial, nothing more. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const first = firstName.trim() || 'Cliente';
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase('it-IT')}.` : first;
}

export const REVIEW_LINK_REFUSALS = {
  invalid:
    'Questo link per la recensione non è valido: aprilo dal pulsante della nostra e-mail, senza modificarlo.',
  expired: `Questo link per la recensione è scaduto: si può recensire un acquisto entro ${REVIEW_LINK_DAYS} giorni dalla consegna.`,
  notDelivered: "Si può recensire un acquisto solo dopo la consegna dell'ordine.",
  reviewed:
    'Hai già recensito questo prodotto di questo ordine: una recensione per prodotto acquistato.',
  noLine: "Questo prodotto non è nell'ordine.",
} as const;
