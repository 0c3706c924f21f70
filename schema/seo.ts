import { ROUTES } from './routes';
import { SHOP } from './shop';

/** What a page says about itself in <head>: its title, description and whether to index it. */
export interface PageHead {
  title: string;
  description: string;
  /** Pages that must not be indexed: the 404, the cart, personal and staff areas. */
  noIndex?: boolean;
}

type RouteName = keyof typeof ROUTES;

/** The tab's title: the page's own, then the shop's name. */
export function pageTitle(title: string): string {
  return `${title} | ${SHOP.name}`;
}

const SHOP_HEAD: PageHead = {
  title: 'Shop',
  description:
    'Smartphone, laptop, tablet, accessori, smartwatch e gaming: dispositivi nuovi e ricondizionati, testati nel nostro laboratorio e garantiti 12 mesi.',
};

/**
 * Each page's head, one source for the Worker, which serves it before the client runs
 * (worker/seo/page-head.ts), and for the pages' own PageMeta once drawn. A product page's head
 * comes from the product.
 */
export const PAGE_HEADS: Record<RouteName, PageHead> = {
  home: {
    title: 'Riparazioni e elettronica a Milano e in tutta Italia',
    description:
      'Riparazione di smartphone, tablet, computer e console con preventivo gratuito, e dispositivi testati nel nostro laboratorio con 12 mesi di garanzia.',
  },
  quote: {
    title: 'Richiedi un preventivo',
    description:
      'Preventivo gratuito e senza impegno per la riparazione di smartphone, tablet, computer, console e smartwatch.',
  },
  priceList: {
    title: 'Listino riparazioni',
    description:
      'I prezzi delle riparazioni per modello: schermo, batteria, connettore di ricarica e altro per iPhone, Samsung Galaxy, iPad, MacBook, Pixel, Xiaomi e console, con tempi e ricambi.',
  },
  shippingRules: {
    title: 'Regolamento spedizioni',
    description:
      'Come preparare, imballare e spedire il tuo dispositivo al nostro laboratorio di Milano: modulo, imballaggio, costi, tempi di diagnosi e restituzione.',
  },
  shippingForm: {
    title: 'Modulo di spedizione',
    description:
      'Spedisci il dispositivo da riparare al nostro laboratorio di Milano da tutta Italia.',
  },
  academy: {
    title: 'Academy',
    description:
      'Guide pratiche dei nostri tecnici: backup prima della riparazione, durata della batteria, danni da acqua e acquisto di dispositivi ricondizionati.',
  },
  repairStatus: {
    title: 'Stato riparazione',
    description: 'Controlla a che punto è la riparazione del tuo dispositivo.',
  },
  appointment: {
    title: 'Il tuo appuntamento in laboratorio',
    description:
      "Vedi, sposta o annulla l'appuntamento per consegnare il dispositivo in laboratorio.",
    noIndex: true,
  },
  privacyPolicy: {
    title: 'Privacy policy',
    description: `Informativa sul trattamento dei dati personali di ${SHOP.legalName} ai sensi del Regolamento (UE) 2016/679 e del D.Lgs. 196/2003.`,
  },
  salesTerms: {
    title: 'Condizioni di vendita',
    description: `Le condizioni generali di vendita dello shop di ${SHOP.legalName}: prezzi e IVA, pagamenti, consegna, diritto di recesso, garanzia legale e reclami.`,
  },
  termsOfUse: {
    title: 'Termini di utilizzo',
    description: `Le regole per usare il sito e l'account di ${SHOP.name}: chi può registrarsi, credenziali, cosa contiene l'account e come chiuderlo.`,
  },
  accessibilityStatement: {
    title: 'Dichiarazione di accessibilità',
    description: `Lo stato di accessibilità del sito di ${SHOP.name} (WCAG 2.2 AA, European Accessibility Act), i limiti noti e come segnalarci un problema.`,
  },
  newsletterConfirm: {
    title: "Conferma l'iscrizione alla newsletter",
    description: "Conferma l'iscrizione alla newsletter con il link ricevuto via e-mail.",
    noIndex: true,
  },
  newsletterUnsubscribe: {
    title: 'Cancellazione dalla newsletter',
    description: 'Smetti di ricevere la newsletter con un clic.',
    noIndex: true,
  },
  stockAlertConfirm: {
    title: "Conferma l'avviso di disponibilità",
    description:
      'Conferma con il link ricevuto via e-mail che vuoi sapere quando il prodotto torna disponibile.',
    noIndex: true,
  },
  reviewsInfo: {
    title: 'Come raccogliamo e verifichiamo le recensioni',
    description:
      'Solo chi ha ricevuto un ordine può recensire i prodotti acquistati: come funziona il link, come controlliamo le recensioni e come calcoliamo le stelle.',
  },
  grades: {
    title: 'Ricondizionati e usati: condizioni e gradi',
    description:
      'Cosa significano Nuovo, Ricondizionato e Usato, i gradi A+, A e B, la salute della batteria e la garanzia legale di ogni prodotto dello shop.',
  },
  reviewWrite: {
    title: 'Recensisci il tuo acquisto',
    description: 'Scrivi una recensione dei prodotti del tuo ordine consegnato.',
    noIndex: true,
  },
  support: {
    title: 'Supporto',
    description:
      'Domande frequenti su riparazioni, garanzia, spedizioni, pagamenti e resi, con i contatti e gli orari del negozio di Milano.',
  },
  shop: SHOP_HEAD,
  productLists: SHOP_HEAD,
  categoryPages: SHOP_HEAD,
  product: { title: 'Prodotto', description: 'Scheda prodotto' },
  cart: {
    title: 'Carrello',
    description: 'I prodotti nel tuo carrello e il riepilogo dei costi.',
    noIndex: true,
  },
  checkout: {
    title: 'Checkout',
    description: 'Dati di spedizione e pagamento del tuo ordine.',
    noIndex: true,
  },
  orderSummary: {
    title: 'Riepilogo ordine',
    description: 'Controlla il tuo ordine prima di confermarlo.',
    noIndex: true,
  },
  orderHistory: {
    title: 'I miei ordini',
    description: 'Lo storico dei tuoi ordini e il loro stato.',
    noIndex: true,
  },
  order: { title: 'Ordine', description: "Dettaglio dell'ordine.", noIndex: true },
  login: { title: 'Accedi', description: 'Accedi al tuo account RiparoLab.', noIndex: true },
  register: { title: 'Crea il tuo account', description: 'Registrati a RiparoLab.', noIndex: true },
  verifyAccount: {
    title: 'Verifica account',
    description: 'Verifica il tuo indirizzo e-mail.',
    noIndex: true,
  },
  resetPassword: {
    title: 'Reimposta la password',
    description: 'Reimposta la password del tuo account.',
    noIndex: true,
  },
  changePassword: {
    title: 'Modifica password',
    description: 'Cambia la password del tuo account.',
    noIndex: true,
  },
  profile: {
    title: 'Il mio account',
    description: 'Il riepilogo del tuo account RiparoLab.',
    noIndex: true,
  },
  accountInfo: {
    title: 'Informazioni personali',
    description: 'Il tuo nome e la tua e-mail.',
    noIndex: true,
  },
  addresses: {
    title: 'I miei indirizzi',
    description: 'Gli indirizzi di spedizione salvati nel tuo account.',
    noIndex: true,
  },
  favorites: { title: 'Preferiti', description: 'I prodotti che hai salvato.', noIndex: true },
  accountRepairs: {
    title: 'Le mie riparazioni',
    description: 'Le tue riparazioni, i preventivi e le richieste inviate.',
    noIndex: true,
  },
  admin: {
    title: 'Pannello di gestione',
    description: 'Gestione di richieste, riparazioni e ordini.',
    noIndex: true,
  },
  adminShop: {
    title: 'Gestione negozio',
    description: 'Prezzi, disponibilità e descrizioni dei prodotti.',
    noIndex: true,
  },
  adminMail: {
    title: 'Posta inviata',
    description: "Le e-mail inviate dal negozio, il loro stato e l'invio di nuovo.",
    noIndex: true,
  },
  adminWebhooks: {
    title: 'Webhook',
    description: 'I programmi esterni avvisati degli eventi del negozio e i loro invii.',
    noIndex: true,
  },
  adminAppointments: {
    title: 'Appuntamenti',
    description: "L'agenda del laboratorio, gli orari, la capienza e le chiusure.",
    noIndex: true,
  },
};

/**
 * The home page's hero picture, drawn from Tailwind's md breakpoint (48rem) up: the Worker preloads
 * it for those screens only, since a phone never shows it.
 */
export const HOME_HERO_IMAGE = {
  href: '/images/products/macbook-air-13-m3-open.svg',
  media: '(min-width: 48rem)',
} as const;

export const NOT_FOUND_HEAD: PageHead = {
  title: 'Pagina non trovata',
  description: 'La pagina che cercavi non esiste.',
  noIndex: true,
};

export const PRODUCT_NOT_FOUND_HEAD: PageHead = {
  title: 'Prodotto non trovato',
  description: 'Il prodotto cercato non esiste.',
  noIndex: true,
};

/** A product page's head, as the product page draws it. */
export function productHead(product: {
  name: string;
  brand: string;
  description: string;
}): PageHead {
  return {
    title: `${product.name} – ${product.brand}`,
    description: product.description.slice(0, 155),
  };
}

/** Pages that are the shopper's or the staff's own: kept out of robots.txt and the sitemap. */
export const PRIVATE_PATHS = [
  ROUTES.admin,
  ROUTES.profile,
  ROUTES.checkout,
  ROUTES.orderSummary,
  '/order/',
  ROUTES.orderHistory,
  // Each address there carries a personal signed link.
  '/newsletter/',
  ROUTES.reviewWrite,
] as const;
