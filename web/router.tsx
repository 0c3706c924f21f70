import { type ReactNode, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Router, Switch, useLocation } from 'wouter';
import { ROUTES, type RoutePath, routeAccess } from '../schema/routes';
import { RequireAuth, RequireStoredUser } from './app/guards';
import { type LazyPage, page } from './app/lazy-page';
import { PublicLayout } from './app/PublicLayout';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';
import { siteNavigation } from './app/site-navigation';

interface PageRoute {
  path: RoutePath;
  page: LazyPage;
}

const shopPage = page(async () => (await import('./catalogue/ShopPage')).ShopPage);
const notFound = page(async () => (await import('./app/NotFoundPage')).NotFoundPage);
const adminLayout = page<{ children: ReactNode }>(
  async () => (await import('./admin/AdminLayout')).AdminLayout,
);

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

const ADMIN_AREA = '/admin/*?';

/** The modules a path shows: its page, and the admin layout around an admin page. */
function pagesFor(path: string): Pick<LazyPage, 'preload' | 'loaded'>[] {
  const admin = matchRoute(parse, ADMIN_AREA, path)[0];
  const routes = admin ? ADMIN_ROUTES : PUBLIC_ROUTES;
  const route = routes.find((candidate) => matchRoute(parse, candidate.path, path)[0]);
  return [...(admin ? [adminLayout] : []), route?.page ?? notFound];
}

const navigation = siteNavigation(pagesFor);

/** Fetches what a path shows, so its first render is the whole page. */
export const preloadPath = navigation.preloadPath;

function pageRoutes(routes: PageRoute[]): ReactNode[] {
  // A signed-in person's page sends a visitor to login and back.
  return routes.map(({ path, page: { Component } }) => (
    <Route key={path} path={path}>
      {routeAccess(path) === 'signedIn' ? (
        <RequireAuth>
          <Component />
        </RequireAuth>
      ) : (
        <Component />
      )}
    </Route>
  ));
}

function AdminArea() {
  const Layout = adminLayout.Component;
  return (
    <RequireStoredUser>
      <Layout>
        <Switch>
          {pageRoutes(ADMIN_ROUTES)}
          <Route>
            <notFound.Component />
          </Route>
        </Switch>
      </Layout>
    </RequireStoredUser>
  );
}

function AppRoutes() {
  const [path] = useLocation();
  const admin = matchRoute(parse, ADMIN_AREA, path)[0];
  return admin ? (
    <AdminArea />
  ) : (
    <PublicLayout>
      <Switch>
        {pageRoutes(PUBLIC_ROUTES)}
        <Route>
          <notFound.Component />
        </Route>
      </Switch>
    </PublicLayout>
  );
}

/** Every page of the site; a failure outside a layout's page still shows the error page. */
export function AppRouter() {
  return (
    <Router hook={navigation.useSiteLocation}>
      <RouteErrorBoundary>
        <Suspense fallback={null}>
          <AppRoutes />
        </Suspense>
      </RouteErrorBoundary>
    </Router>
  );
}
