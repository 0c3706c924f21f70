import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Client, Provider } from 'urql';
import { never } from 'wonka';
import { AuthProvider } from '../../web/account/auth';

/** A urql client that never answers: components render their loading state, no network. */
export function silentClient() {
  return new Client({ url: '/graphql', exchanges: [() => () => never] });
}

/** Renders routes in memory, inside the providers the app wraps every page in. */
export function renderRoutes(routes: RouteObject[], path: string, client = silentClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const utils = render(
    <Provider value={client}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Provider>,
  );
  return { ...utils, router };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
