import { parse } from 'regexparam';

/**
 * Every page of the site (docs/product.md#routes-and-access), as the router's patterns. The web
 * router draws a page for each; the Worker answers any other path with the not-found page and
 * HTTP 404.
 */
export const ROUTES = {
  home: '/',
  quote: '/preventivo',
  priceList: '/listino-riparazioni',
  shippingRules: '/regolamento-spedizioni',
  shippingForm: '/modulo-spedizione',
  academy: '/academy',
  repairStatus: '/stato-riparazione',
  appointment: '/appuntamento',
  privacyPolicy: '/privacy-policy',
  salesTerms: '/condizioni-di-vendita',
  termsOfUse: '/termini-di-utilizzo',
  accessibilityStatement: '/dichiarazione-accessibilita',
  newsletterConfirm: '/newsletter/conferma',
  newsletterUnsubscribe: '/newsletter/disiscrizione',
  stockAlertConfirm: '/avvisi/conferma',
  reviewsInfo: '/recensioni',
  grades: '/ricondizionati',
  reviewWrite: '/recensisci',
  support: '/support',
  shop: '/shop',
  productLists: '/product-lists',
  categoryPages: '/category-pages',
  product: '/product-overview/:id',
  cart: '/shopping-cart',
  checkout: '/checkout-forms',
  orderSummary: '/order-summaries',
  orderHistory: '/order-history',
  order: '/order/:id',
  login: '/login',
  register: '/registrazione',
  verifyAccount: '/verifyaccount',
  resetPassword: '/reset-password',
  changePassword: '/modifica-password',
  profile: '/profilo',
  accountInfo: '/profilo/informazioni',
  addresses: '/profilo/indirizzi',
  favorites: '/profilo/preferiti',
  accountRepairs: '/profilo/riparazioni',
  admin: '/admin',
  adminShop: '/admin/modulo/negozio',
  adminMail: '/admin/posta',
  adminWebhooks: '/admin/webhook',
  adminAppointments: '/admin/appuntamenti',
} as const;

export type RoutePath = (typeof ROUTES)[keyof typeof ROUTES];

/** Who may open a page: anyone, a signed-in person, or staff (docs/product.md#routes-and-access). */
export type RouteAccess = 'public' | 'signedIn' | 'staff';

/** The pages that are not for everyone; every other page is public. */
const RESTRICTED: Partial<Record<RoutePath, Exclude<RouteAccess, 'public'>>> = {
  [ROUTES.profile]: 'signedIn',
  [ROUTES.accountInfo]: 'signedIn',
  [ROUTES.addresses]: 'signedIn',
  [ROUTES.favorites]: 'signedIn',
  [ROUTES.accountRepairs]: 'signedIn',
  [ROUTES.admin]: 'staff',
  [ROUTES.adminShop]: 'staff',
  [ROUTES.adminMail]: 'staff',
  [ROUTES.adminWebhooks]: 'staff',
  [ROUTES.adminAppointments]: 'staff',
};

export function routeAccess(route: RoutePath): RouteAccess {
  return RESTRICTED[route] ?? 'public';
}

const PATTERNS = Object.values(ROUTES).map((route) => parse(route).pattern);

/** The path as the browser's router reads it: escapes such as %20 decoded, when they decode. */
function routerPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/**
 * Whether a URL's path is one of the site's pages. A product or order id that does not exist still
 * is: that page itself tells the visitor.
 */
export function isSitePath(path: string): boolean {
  const decoded = routerPath(path);
  return PATTERNS.some((pattern) => pattern.test(decoded));
}
