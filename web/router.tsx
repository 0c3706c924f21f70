import { type ReactNode, Suspense } from 'react';
import { parse } from 'regexparam';
import { matchRoute, Route, Router, Switch, useLocation } from 'wouter';
import { routeAccess } from '../schema/routes';
import { RequireAuth, RequireStoredUser } from './app/guards';
import { type LazyPage, page } from './app/lazy-page';
import { PublicLayout } from './app/PublicLayout';
import { RouteErrorBoundary } from './app/RouteErrorBoundary';
import { siteNavigation } from './app/site-navigation';
import { ADMIN_ROUTES, type PageRoute, PUBLIC_ROUTES } from './route-table';

const notFound = page(async () => (await import('./app/NotFoundPage')).NotFoundPage);
const adminLayout = page<{ children: ReactNode }>(
  async () => (await import('./admin/AdminLayout')).AdminLayout,
);

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
