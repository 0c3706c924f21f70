import { ROUTES } from './routes';

/**
 * Words a page shows that the Worker also writes into the served HTML as the page's first paint
 * (worker/seo/first-paint.ts): one source, so the preview and the drawn page never disagree.
 */

/** The home page's hero. */
export const HOME_HERO = {
  eyebrow: 'Laboratorio di riparazione a Milano',
  title: 'Ripariamo i tuoi dispositivi e vendiamo solo quelli che abbiamo testato',
  intro:
    'Smartphone, tablet, computer e console: preventivo gratuito, riparazione in giornata per i guasti più comuni e spedizione da tutta Italia.',
  quote: { to: ROUTES.quote, label: 'Richiedi un preventivo' },
  status: { to: ROUTES.repairStatus, label: 'Stato riparazione' },
} as const;

/** The line under the shop's heading. */
export const SHOP_INTRO =
  'Ogni dispositivo è controllato nel nostro laboratorio prima della spedizione e coperto da 12 mesi di garanzia.';

/** Beside every shop price: prices are shown before IVA (docs/product.md#catalogue). */
export const TAX_NOTE = '+ IVA';
