import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Client, cacheExchange, type Exchange, makeResult, Provider } from 'urql';
import { map, never, pipe } from 'wonka';
import { AuthProvider } from '../../web/account/auth';

/** A urql client that never answers: components render their loading state, no network. */
export function silentClient() {
  return new Client({ url: '/graphql', exchanges: [() => () => never] });
}

/**
 * A urql client that answers each operation by name from `answers`, synchronously, and records
 * what reached the network (past urql's cache, as in the app).
 */
export function answeringClient(answers: Record<string, unknown>) {
  const asked: { name: string; variables: unknown }[] = [];
  const answer: Exchange = () => (operations$) =>
    pipe(
      operations$,
      map((operation) => {
        const definition = operation.query.definitions[0];
        const name = definition && 'name' in definition ? (definition.name?.value ?? '') : '';
        asked.push({ name, variables: operation.variables });
        return makeResult(operation, { data: answers[name] ?? null });
      }),
    );
  return { client: new Client({ url: '/graphql', exchanges: [cacheExchange, answer] }), asked };
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
