import { ROUTES, type RoutePath } from '../schema/routes';
import { type LazyPage, page } from './app/lazy-page';

/**
 * Which page each of the site's paths shows, loaded on demand; the router (router.tsx) draws them
 * inside their layouts.
 */
export interface PageRoute {
  path: RoutePath;
  page: LazyPage;
}

const shopPage = page(async () => (await import('./catalogue/ShopPage')).ShopPage);

export const PUBLIC_ROUTES: PageRoute[] = [
  { path: ROUTES.home, page: page(async () => (await import('./catalogue/HomePage')).HomePage) },
  { path: ROUTES.quote, page: page(async () => (await import('./repairs/QuotePage')).QuotePage) },
  {
    path: ROUTES.priceList,
    page: page(async () => (await import('./repairs/PriceListPage')).PriceListPage),
  },
  {
    path: ROUTES.shippingRules,
    page: page(async () => (await import('./repairs/ShippingRulesPage')).ShippingRulesPage),
  },
  {
    path: ROUTES.shippingForm,
    page: page(async () => (await import('./repairs/ShippingFormPage')).ShippingFormPage),
  },
  {
    path: ROUTES.academy,
    page: page(async () => (await import('./content/AcademyPage')).AcademyPage),
  },
  {
    path: ROUTES.repairStatus,
    page: page(async () => (await import('./repairs/RepairStatusPage')).RepairStatusPage),
  },
  {
    path: ROUTES.appointment,
    page: page(async () => (await import('./appointments/AppointmentPage')).AppointmentPage),
  },
  {
    path: ROUTES.privacyPolicy,
    page: page(async () => (await import('./content/PrivacyPolicyPage')).PrivacyPolicyPage),
  },
  {
    path: ROUTES.salesTerms,
    page: page(async () => (await import('./content/SalesTermsPage')).SalesTermsPage),
  },
  {
    path: ROUTES.termsOfUse,
    page: page(async () => (await import('./content/TermsOfUsePage')).TermsOfUsePage),
  },
  {
    path: ROUTES.accessibilityStatement,
    page: page(
      async () => (await import('./content/AccessibilityStatementPage')).AccessibilityStatementPage,
    ),
  },
  {
    path: ROUTES.support,
    page: page(async () => (await import('./content/SupportPage')).SupportPage),
  },
  {
    path: ROUTES.newsletterConfirm,
    page: page(
      async () => (await import('./newsletter/NewsletterConfirmPage')).NewsletterConfirmPage,
    ),
  },
  {
    path: ROUTES.newsletterUnsubscribe,
    page: page(
      async () =>
        (await import('./newsletter/NewsletterUnsubscribePage')).NewsletterUnsubscribePage,
    ),
  },
  {
    path: ROUTES.stockAlertConfirm,
    page: page(
      async () => (await import('./catalogue/StockAlertConfirmPage')).StockAlertConfirmPage,
    ),
  },
  {
    path: ROUTES.reviewsInfo,
    page: page(async () => (await import('./content/ReviewsInfoPage')).ReviewsInfoPage),
  },
  {
    path: ROUTES.grades,
    page: page(async () => (await import('./content/GradesPage')).GradesPage),
  },
  {
    path: ROUTES.reviewWrite,
    page: page(async () => (await import('./catalogue/ReviewPage')).ReviewPage),
  },
  { path: ROUTES.shop, page: shopPage },
  { path: ROUTES.productLists, page: shopPage },
  { path: ROUTES.categoryPages, page: shopPage },
  {
    path: ROUTES.product,
    page: page(async () => (await import('./catalogue/ProductPage')).ProductPage),
  },
  { path: ROUTES.cart, page: page(async () => (await import('./cart/CartPage')).CartPage) },
  {
    path: ROUTES.checkout,
    page: page(async () => (await import('./checkout/CheckoutPage')).CheckoutPage),
  },
  {
    path: ROUTES.orderSummary,
    page: page(async () => (await import('./checkout/OrderSummaryPage')).OrderSummaryPage),
  },
  {
    path: ROUTES.orderHistory,
    page: page(async () => (await import('./orders/OrderHistoryPage')).OrderHistoryPage),
  },
  { path: ROUTES.order, page: page(async () => (await import('./orders/OrderPage')).OrderPage) },
  { path: ROUTES.login, page: page(async () => (await import('./account/LoginPage')).LoginPage) },
  {
    path: ROUTES.register,
    page: page(async () => (await import('./account/RegisterPage')).RegisterPage),
  },
  {
    path: ROUTES.verifyAccount,
    page: page(async () => (await import('./account/VerifyAccountPage')).VerifyAccountPage),
  },
  {
    path: ROUTES.resetPassword,
    page: page(async () => (await import('./account/ResetPasswordPage')).ResetPasswordPage),
  },
  {
    path: ROUTES.changePassword,
    page: page(async () => (await import('./account/ChangePasswordPage')).ChangePasswordPage),
  },
  {
    path: ROUTES.profile,
    page: page(async () => (await import('./account/ProfilePage')).ProfilePage),
  },
  {
    path: ROUTES.accountInfo,
    page: page(async () => (await import('./account/AccountInfoPage')).AccountInfoPage),
  },
  {
    path: ROUTES.addresses,
    page: page(async () => (await import('./account/AddressesPage')).AddressesPage),
  },
  {
    path: ROUTES.favorites,
    page: page(async () => (await import('./account/FavoritesPage')).FavoritesPage),
  },
  {
    path: ROUTES.accountRepairs,
    page: page(async () => (await import('./account/AccountRepairsPage')).AccountRepairsPage),
  },
];

/** The staff's pages, inside their own layout; the stored-user guard comes first. */
export const ADMIN_ROUTES: PageRoute[] = [
  { path: ROUTES.admin, page: page(async () => (await import('./admin/AdminPage')).AdminPage) },
  {
    path: ROUTES.adminShop,
    page: page(async () => (await import('./catalogue/staff/AdminShopPage')).AdminShopPage),
  },
  {
    path: ROUTES.adminMail,
    page: page(async () => (await import('./mail/staff/SentMailPage')).SentMailPage),
  },
  {
    path: ROUTES.adminWebhooks,
    page: page(async () => (await import('./webhooks/staff/WebhooksPage')).WebhooksPage),
  },
  {
    path: ROUTES.adminAppointments,
    page: page(async () => (await import('./appointments/staff/AgendaPage')).AgendaPage),
  },
];
