/**
 * The repair price list (listino) and the instant quote booked from it (docs/product.md#price-list):
 * what a listed repair is, how its price and time read, and what staff may write into it.
 */
import { DEVICE_CATEGORY, type DeviceCategory, vocabulary } from '../vocabulary';
import { type FormRules, rule } from './form-rules';
import { type Cents, taxesFor } from './money';
import { QUOTE_RULES } from './repairs';
import { type FieldErrors, validateForm } from './validation';

/** The repairs the list prices, in the order the page offers them. */
export const REPAIR_TYPE = vocabulary({
  schermo: 'Sostituzione schermo',
  batteria: 'Sostituzione batteria',
  connettore_ricarica: 'Connettore di ricarica',
  vetro_posteriore: 'Vetro posteriore',
  fotocamera: 'Fotocamera posteriore',
  altoparlante: 'Altoparlante o microfono',
  tastiera: 'Tastiera',
  porta_hdmi: 'Porta HDMI',
  levette: 'Levette analogiche (drift)',
  pulizia: 'Pulizia interna e pasta termica',
  diagnosi_liquidi: 'Diagnosi danni da liquidi',
});
export type RepairType = (typeof REPAIR_TYPE.values)[number];

/** The part a repair fits, where there is a choice (docs/product.md#price-list). */
export const PARTS_QUALITY = vocabulary({
  originale: 'Ricambio originale',
  compatibile: 'Ricambio compatibile',
});
export type PartsQuality = (typeof PARTS_QUALITY.values)[number];

/** The repairs whose part comes original or compatible: each row of them names which. */
const QUALITY_MATTERS: ReadonlySet<RepairType> = new Set([
  'schermo',
  'batteria',
  'vetro_posteriore',
  'fotocamera',
]);

export const partsQualityMatters = (repair: RepairType) => QUALITY_MATTERS.has(repair);

const MIN_LIST_PRICE: Cents = 100;
const MAX_LIST_PRICE: Cents = 500_000;
const MIN_TYPICAL_MINUTES = 10;
const MAX_TYPICAL_MINUTES = 14_400;
/** Only a repair this short is done while the customer waits at the counter. */
const WHILE_YOU_WAIT_MAX_MINUTES = 120;
/** The most characters the page's search takes. */
export const MAX_PRICE_SEARCH_LENGTH = 40;
/** The most models one answer of the page lists. */
export const MAX_LISTED_MODELS = 60;
/** The most rows one model has, one per repair and part. */
export const MAX_MODEL_PRICES = 30;

/** One row of the list as staff write it: a repair of a model, its price before IVA and time. */
export interface PriceEntry {
  category: DeviceCategory;
  brand: string;
  model: string;
  repair: RepairType;
  partsQuality: PartsQuality | null;
  price: Cents;
  minutes: number;
  whileYouWait: boolean;
}

/** Brand and model as the quote form takes them, so a booked row always fits a request. */
const NAME_RULES: FormRules<'brand' | 'model'> = {
  brand: QUOTE_RULES.brand,
  model: QUOTE_RULES.model,
};

export const PRICE_LIST_REFUSALS = {
  qualityMissing: 'Indica il ricambio: originale o compatibile.',
  qualityNotApplicable:
    'Questa riparazione non ha un ricambio da scegliere: lascia vuoto il campo.',
  price: 'Il prezzo va da 1,00 € a 5.000,00 €, IVA esclusa.',
  minutes: 'Il tempo tipico va da 10 a 14.400 minuti (10 giorni).',
  whileYouWait: '«Mentre aspetti» vale solo per le riparazioni che durano al massimo 2 ore.',
  duplicate: 'Il listino ha già questa riparazione, con questo ricambio, per questo modello.',
  gone: 'Questa riparazione non è più nel listino: scegline un’altra o chiedi un preventivo.',
} as const;

/** What is wrong with a row, by field; empty when staff may save it. */
export function priceEntryErrors(entry: PriceEntry): FieldErrors<string> {
  const errors: FieldErrors<string> = validateForm(
    { brand: entry.brand, model: entry.model },
    NAME_RULES,
  );
  const matters = partsQualityMatters(entry.repair);
  if (matters && !entry.partsQuality) errors.partsQuality = PRICE_LIST_REFUSALS.qualityMissing;
  if (!matters && entry.partsQuality) {
    errors.partsQuality = PRICE_LIST_REFUSALS.qualityNotApplicable;
  }
  if (!within(entry.price, MIN_LIST_PRICE, MAX_LIST_PRICE))
    errors.price = PRICE_LIST_REFUSALS.price;
  if (!within(entry.minutes, MIN_TYPICAL_MINUTES, MAX_TYPICAL_MINUTES)) {
    errors.minutes = PRICE_LIST_REFUSALS.minutes;
  } else if (entry.whileYouWait && entry.minutes > WHILE_YOU_WAIT_MAX_MINUTES) {
    errors.whileYouWait = PRICE_LIST_REFUSALS.whileYouWait;
  }
  return errors;
}

const within = (value: number, low: number, high: number) =>
  Number.isInteger(value) && value >= low && value <= high;

/** A row's text as saved: brand and model trimmed, spaces inside folded to one. */
export function tidyPriceEntry(entry: PriceEntry): PriceEntry {
  const tidy = (text: string) => text.trim().replace(/\s+/g, ' ');
  return { ...entry, brand: tidy(entry.brand), model: tidy(entry.model) };
}

/** The price as every page shows it: before IVA ("+ IVA"), the IVA, and with it. */
export function listPriceWithVat(price: Cents): { price: Cents; vat: Cents; total: Cents } {
  const vat = taxesFor(price);
  return { price, vat, total: price + vat };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A typical time as a customer reads it: "45 minuti", "1 ora e 30 minuti", "3 giorni". */
export function typicalTimeLabel(minutes: number): string {
  if (minutes < 60) return plural(minutes, 'minuto', 'minuti');
  if (minutes < 1440) {
    const hours = plural(Math.floor(minutes / 60), 'ora', 'ore');
    const rest = minutes % 60;
    return rest ? `${hours} e ${plural(rest, 'minuto', 'minuti')}` : hours;
  }
  return plural(Math.ceil(minutes / 1440), 'giorno', 'giorni');
}

/** The whole days an estimate promises for a row's typical time: at least one. */
export const estimatedDaysOf = (minutes: number) => Math.max(1, Math.ceil(minutes / 1440));

/** A listed repair by name: "Sostituzione schermo (ricambio originale)". */
export function listedRepairName(repair: RepairType, partsQuality: PartsQuality | null): string {
  const name = REPAIR_TYPE.labels[repair];
  return partsQuality ? `${name} (${PARTS_QUALITY.labels[partsQuality].toLowerCase()})` : name;
}

/** The instant quote's form: who books, how to reach them, consent, and an optional note. */
export interface ListedRepairFields {
  name: string;
  email: string;
  phone: string;
  note: string;
  privacy: boolean;
}

export const LISTED_REPAIR_RULES: FormRules<keyof ListedRepairFields> = {
  name: QUOTE_RULES.name,
  email: QUOTE_RULES.email,
  phone: QUOTE_RULES.phone,
  note: { label: 'Nota', rules: [rule.max(500)] },
  privacy: QUOTE_RULES.privacy,
};

/** The problem a booked row writes on its quote request, as staff read it. */
export function listedRepairProblem(
  entry: { repair: RepairType; partsQuality: PartsQuality | null },
  note: string,
): string {
  const name = `Riparazione dal listino: ${listedRepairName(entry.repair, entry.partsQuality)}.`;
  return note.trim() ? `${name} Nota: ${note.trim()}` : name;
}

/** What the quote form reads from its address, so the list can hand over what is known. */
export interface QuotePrefill {
  deviceCategory: DeviceCategory | '';
  brand: string;
  model: string;
  problem: string;
}

const PREFILL_PARAMS = {
  deviceCategory: 'tipo',
  brand: 'marca',
  model: 'modello',
  problem: 'problema',
} as const;

/** /preventivo with what the customer already chose in the list (docs/product.md#price-list). */
export function quotePrefillSearch(prefill: Partial<QuotePrefill>): string {
  const params = new URLSearchParams();
  for (const [field, param] of Object.entries(PREFILL_PARAMS)) {
    const value = prefill[field as keyof QuotePrefill];
    if (value) params.set(param, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The quote form's start from its address: unknown device types dropped, texts cut to fit. */
export function quotePrefillOf(search: string): QuotePrefill {
  const params = new URLSearchParams(search);
  const text = (field: keyof typeof PREFILL_PARAMS, max: number) =>
    (params.get(PREFILL_PARAMS[field]) ?? '').slice(0, max);
  const category = params.get(PREFILL_PARAMS.deviceCategory) ?? '';
  return {
    deviceCategory: DEVICE_CATEGORY.has(category) ? category : '',
    brand: text('brand', 40),
    model: text('model', 60),
    problem: text('problem', 1000),
  };
}
