import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './admin/AdminLayout';
import { RequireAuth, RequireStoredUser } from './app/guards';
import { NotFoundPage } from './app/NotFoundPage';
import { PublicLayout } from './app/PublicLayout';
import { RouteError } from './app/RouteError';

/** A page loaded on demand: its module is fetched the first time the route is visited. */
function page(load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: await load() }) };
}

export const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, ...page(async () => (await import('./catalogue/HomePage')).HomePage) },
      { path: 'preventivo', ...page(async () => (await import('./repairs/QuotePage')).QuotePage) },
      {
        path: 'regolamento-spedizioni',
        ...page(async () => (await import('./repairs/ShippingRulesPage')).ShippingRulesPage),
      },
      {
        path: 'modulo-spedizione',
        ...page(async () => (await import('./repairs/ShippingFormPage')).ShippingFormPage),
      },
      { path: 'academy', ...page(async () => (await import('./content/AcademyPage')).AcademyPage) },
      {
        path: 'stato-riparazione',
        ...page(async () => (await import('./repairs/RepairStatusPage')).RepairStatusPage),
      },
      {
        path: 'privacy-policy',
        ...page(async () => (await import('./content/PrivacyPolicyPage')).PrivacyPolicyPage),
      },
      { path: 'support', ...page(async () => (await import('./content/SupportPage')).SupportPage) },
      { path: 'shop', ...page(async () => (await import('./catalogue/ShopPage')).ShopPage) },
      {
        path: 'product-lists',
        ...page(async () => (await import('./catalogue/ShopPage')).ShopPage),
      },
      {
        path: 'category-pages',
        ...page(async () => (await import('./catalogue/ShopPage')).ShopPage),
      },
      {
        path: 'product-overview/:id',
        ...page(async () => (await import('./catalogue/ProductPage')).ProductPage),
      },
      { path: 'shopping-cart', ...page(async () => (await import('./cart/CartPage')).CartPage) },
      {
        path: 'checkout-forms',
        ...page(async () => (await import('./checkout/CheckoutPage')).CheckoutPage),
      },
      {
        path: 'order-summaries',
        ...page(async () => (await import('./checkout/OrderSummaryPage')).OrderSummaryPage),
      },
      {
        path: 'order-history',
        ...page(async () => (await import('./orders/OrderHistoryPage')).OrderHistoryPage),
      },
      { path: 'order/:id', ...page(async () => (await import('./orders/OrderPage')).OrderPage) },
      { path: 'login', ...page(async () => (await import('./account/LoginPage')).LoginPage) },
      {
        path: 'registrazione',
        ...page(async () => (await import('./account/RegisterPage')).RegisterPage),
      },
      {
        path: 'verifyaccount',
        ...page(async () => (await import('./account/VerifyAccountPage')).VerifyAccountPage),
      },
      {
        path: 'reset-password',
        ...page(async () => (await import('./account/ResetPasswordPage')).ResetPasswordPage),
      },
      {
        path: 'modifica-password',
        ...page(async () => (await import('./account/ChangePasswordPage')).ChangePasswordPage),
      },
      {
        path: 'profilo',
        element: <RequireAuth />,
        children: [
          { index: true, ...page(async () => (await import('./account/ProfilePage')).ProfilePage) },
          {
            path: 'informazioni',
            ...page(async () => (await import('./account/AccountInfoPage')).AccountInfoPage),
          },
          {
            path: 'indirizzi',
            ...page(async () => (await import('./account/AddressesPage')).AddressesPage),
          },
          {
            path: 'preferiti',
            ...page(async () => (await import('./account/FavoritesPage')).FavoritesPage),
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    path: 'admin',
    element: <RequireStoredUser />,
    errorElement: <RouteError />,
    children: [
      {
        element: <AdminLayout />,
        children: [
          { index: true, ...page(async () => (await import('./admin/AdminPage')).AdminPage) },
          {
            path: 'modulo/negozio',
            ...page(async () => (await import('./admin/AdminShopPage')).AdminShopPage),
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
