import type { ROUTES } from './routes';

type RouteName = keyof typeof ROUTES;

const ADMIN_LAYOUT = 'admin/AdminLayout.tsx';

/**
 * The modules each page of the site is drawn from, as the build manifest names them (relative to
 * web/): what web/route-table.ts loads for the route, the admin layout before an admin page. The Worker
 * preloads their code with the page (worker/seo/); tests/web/route-pages.test.ts holds the two
 * together.
 */
export const ROUTE_PAGES: Record<RouteName, readonly string[]> = {
  home: ['catalogue/HomePage.tsx'],
  quote: ['repairs/QuotePage.tsx'],
  priceList: ['repairs/PriceListPage.tsx'],
  shippingRules: ['repairs/ShippingRulesPage.tsx'],
  shippingForm: ['repairs/ShippingFormPage.tsx'],
  academy: ['content/AcademyPage.tsx'],
  repairStatus: ['repairs/RepairStatusPage.tsx'],
  appointment: ['appointments/AppointmentPage.tsx'],
  privacyPolicy: ['content/PrivacyPolicyPage.tsx'],
  salesTerms: ['content/SalesTermsPage.tsx'],
  termsOfUse: ['content/TermsOfUsePage.tsx'],
  accessibilityStatement: ['content/AccessibilityStatementPage.tsx'],
  newsletterConfirm: ['newsletter/NewsletterConfirmPage.tsx'],
  newsletterUnsubscribe: ['newsletter/NewsletterUnsubscribePage.tsx'],
  stockAlertConfirm: ['catalogue/StockAlertConfirmPage.tsx'],
  reviewsInfo: ['content/ReviewsInfoPage.tsx'],
  grades: ['content/GradesPage.tsx'],
  reviewWrite: ['catalogue/ReviewPage.tsx'],
  support: ['content/SupportPage.tsx'],
  shop: ['catalogue/ShopPage.tsx'],
  productLists: ['catalogue/ShopPage.tsx'],
  categoryPages: ['catalogue/ShopPage.tsx'],
  product: ['catalogue/ProductPage.tsx'],
  cart: ['cart/CartPage.tsx'],
  checkout: ['checkout/CheckoutPage.tsx'],
  orderSummary: ['checkout/OrderSummaryPage.tsx'],
  orderHistory: ['orders/OrderHistoryPage.tsx'],
  order: ['orders/OrderPage.tsx'],
  login: ['account/LoginPage.tsx'],
  register: ['account/RegisterPage.tsx'],
  verifyAccount: ['account/VerifyAccountPage.tsx'],
  resetPassword: ['account/ResetPasswordPage.tsx'],
  changePassword: ['account/ChangePasswordPage.tsx'],
  profile: ['account/ProfilePage.tsx'],
  accountInfo: ['account/AccountInfoPage.tsx'],
  addresses: ['account/AddressesPage.tsx'],
  favorites: ['account/FavoritesPage.tsx'],
  accountRepairs: ['account/AccountRepairsPage.tsx'],
  admin: [ADMIN_LAYOUT, 'admin/AdminPage.tsx'],
  adminShop: [ADMIN_LAYOUT, 'catalogue/staff/AdminShopPage.tsx'],
  adminMail: [ADMIN_LAYOUT, 'mail/staff/SentMailPage.tsx'],
  adminWebhooks: [ADMIN_LAYOUT, 'webhooks/staff/WebhooksPage.tsx'],
  adminAppointments: [ADMIN_LAYOUT, 'appointments/staff/AgendaPage.tsx'],
};

/** What any other path shows. */
export const NOT_FOUND_PAGES: readonly string[] = ['app/NotFoundPage.tsx'];
