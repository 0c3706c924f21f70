import type { PaymentMethod } from '../vocabulary';

/**
 * The shop's categories whose every product is electrical and electronic equipment (AEE), so an
 * order of one takes back an equivalent old device free of charge, "uno contro uno" (D.Lgs.
 * 49/2014 art. 11 c. 1). "Accessori" is left out: it also holds covers, films and straps, and an
 * electrical accessory is taken back on request instead (docs/product.md#ritiro-raee). The rule is
 * by category, not by product: a category not listed here never offers it.
 */
export const RAEE_CATEGORIES: ReadonlySet<string> = new Set([
  'smartphone',
  'laptop',
  'tablet',
  'smartwatch',
  'gaming',
]);

/** Whether an order of these products offers the take-back: one of them is enough. */
export function offersRaeeTakeBack(products: readonly { categoryId: string }[]): boolean {
  return products.some((product) => RAEE_CATEGORIES.has(product.categoryId));
}

export const RAEE_NOT_OFFERED_MESSAGE =
  'Il ritiro gratuito dell’usato (RAEE) vale per smartphone, laptop, tablet, smartwatch e console: nessun prodotto dell’ordine ne dà diritto. Togli la scelta e riprova.';

export const RAEE_TAKE_BACK_TITLE = 'Ritiro gratuito dell’usato (RAEE)';

/** The staff's task for an order that asked for it: the panel's and the shipping sheet's. */
export function raeeTakeBackTask(paymentMethod: PaymentMethod): string {
  return paymentMethod === 'ritiro'
    ? 'Al banco, quando il cliente ritira l’ordine: ritirare gratis un apparecchio usato equivalente per ogni dispositivo nuovo (uno contro uno).'
    : 'Alla consegna: ritirare gratis dal cliente un apparecchio usato equivalente per ogni dispositivo nuovo (uno contro uno).';
}

/** What the order's take-back means, where and when it happens, as every page and e-mail says it. */
export function raeeTakeBackNote(paymentMethod: PaymentMethod): string {
  return paymentMethod === 'ritiro'
    ? 'Quando ritiri l’ordine in negozio, portaci un apparecchio usato equivalente per ogni dispositivo nuovo: lo ritiriamo gratis e lo avviamo al riciclo.'
    : 'Quando il corriere ti consegna il pacco, dagli un apparecchio usato equivalente per ogni dispositivo nuovo: lo ritiriamo gratis e lo avviamo al riciclo.';
}
