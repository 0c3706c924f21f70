/**
 * The couriers the shop works with (docs/product.md#shipments): how each one's tracking numbers
 * look and where each one's public page follows a parcel. A tracking link is always built here,
 * from the carrier and the number, never typed by staff.
 */

import { CARRIER, type Carrier } from '../vocabulary';

interface CarrierRules {
  /** What a valid number looks like, once normalised; any one pattern is enough. */
  patterns: readonly RegExp[];
  /** How the refusal describes the numbers this carrier prints. */
  format: string;
  /** A check digit that the pattern cannot see (UPS, UPU S10); true when there is none. */
  checks?: (number: string) => boolean;
  /** The carrier's own public tracking page for a valid, normalised number. */
  link: (number: string) => string;
}

/** The longest tracking number any carrier prints, with room for the spaces people copy. */
export const MAX_TRACKING_NUMBER_LENGTH = 40;

/** UPU S10 (RR123456785IT): 2 letters, 8 digits, a check digit, 2 letters. */
const S10 = /^[A-Z]{2}\d{9}[A-Z]{2}$/;
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/** An S10 number's check digit: the weighted digits mod 11, where 10 is 0 and 11 is 5. */
function s10CheckDigitHolds(number: string): boolean {
  if (!S10.test(number)) return true;
  const sum = S10_WEIGHTS.reduce((total, weight, i) => total + weight * Number(number[2 + i]), 0);
  const check = 11 - (sum % 11);
  const expected = check === 10 ? 0 : check === 11 ? 5 : check;
  return Number(number[10]) === expected;
}

/** UPS 1Z: letters count as (code - 63) mod 10, even places twice, the last digit completes to 10. */
function upsCheckDigitHolds(number: string): boolean {
  const body = [...number.slice(2, 17)].map((char) =>
    /\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10,
  );
  const sum = body.reduce((total, value, i) => total + (i % 2 === 1 ? value * 2 : value), 0);
  return (10 - (sum % 10)) % 10 === Number(number[17]);
}

const encoded = encodeURIComponent;

/** Each carrier the shop works with: its numbers and its tracking page. */
export const CARRIERS: Readonly<Record<Carrier, CarrierRules>> = {
  brt: {
    patterns: [/^\d{12}$/, /^\d{19}$/],
    format: '12 cifre (numero di spedizione) o 19 cifre (codice BRT)',
    link: (number) =>
      number.length === 19
        ? `https://vas.brt.it/vas/sped_det_show.hsm?brtCode=${encoded(number)}&urltype=a`
        : `https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=${encoded(number)}`,
  },
  gls: {
    patterns: [/^\d{11,12}$/, /^[A-Z][A-Z0-9]\d{9}$/],
    format: '11 o 12 cifre, oppure la sigla della sede seguita da 9 cifre',
    link: (number) =>
      `https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni/?match=${encoded(number)}`,
  },
  sda: {
    patterns: [/^\d{13}$/, /^\d[A-Z]{2}[A-Z0-9]{10}$/, S10],
    format: '13 cifre o 13 caratteri tra lettere e cifre',
    checks: s10CheckDigitHolds,
    link: (number) =>
      `https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura=${encoded(number)}`,
  },
  poste: {
    patterns: [/^\d{12,13}$/, /^\d[A-Z]{2}[A-Z0-9]{10}$/, S10],
    format: '12 o 13 cifre, 13 caratteri come 3UW… o la forma internazionale RR123456785IT',
    checks: s10CheckDigitHolds,
    link: (number) =>
      `https://www.poste.it/cerca/index.html#/risultati-spedizioni/${encoded(number)}`,
  },
  dhl: {
    patterns: [/^\d{10}$/],
    format: '10 cifre (numero della lettera di vettura)',
    link: (number) =>
      `https://www.dhl.com/it-it/home/tracking/tracking-express.html?submit=1&tracking-id=${encoded(number)}`,
  },
  ups: {
    patterns: [/^1Z[A-Z0-9]{16}$/],
    format: '18 caratteri che iniziano con 1Z',
    checks: upsCheckDigitHolds,
    link: (number) => `https://www.ups.com/track?loc=it_IT&tracknum=${encoded(number)}`,
  },
  fedex: {
    patterns: [/^\d{9}$/, /^\d{12}$/, /^\d{15}$/, S10],
    format: '9 cifre (TNT), 12 o 15 cifre (FedEx), o la forma GE123456785WW',
    checks: s10CheckDigitHolds,
    link: (number) => `https://www.fedex.com/fedextrack/?trknbr=${encoded(number)}`,
  },
};

/** A number as people copy it, with spaces and in any case, the way the carrier prints it. */
export function normaliseTrackingNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** Whether a normalised number is one the carrier could have printed. */
export function isTrackingNumber(carrier: Carrier, number: string): boolean {
  const rules = CARRIERS[carrier];
  return rules.patterns.some((pattern) => pattern.test(number)) && (rules.checks?.(number) ?? true);
}

/** The refusal for a number the carrier could not have printed, naming what it prints. */
export function trackingNumberMessage(carrier: Carrier): string {
  return `Questo non sembra un numero di spedizione ${CARRIER.label(carrier)}: ha ${CARRIERS[carrier].format}.`;
}

/** The carrier's tracking page for a number, built from the table. */
export function trackingLink(carrier: Carrier, number: string): string {
  return CARRIERS[carrier].link(normaliseTrackingNumber(number));
}

/**
 * A parcel's tracking page: built from the table for a carrier chosen from it, else the page staff
 * typed for an order shipped before the table existed, else none.
 */
export function parcelLink(parcel: {
  carrierCode: Carrier | null;
  trackingNumber: string | null;
  trackingUrl: string | null;
}): string | null {
  if (parcel.carrierCode) {
    return parcel.trackingNumber ? trackingLink(parcel.carrierCode, parcel.trackingNumber) : null;
  }
  return parcel.trackingUrl;
}
