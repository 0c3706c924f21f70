import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Client, cacheExchange, type Exchange, makeResult, Provider } from 'urql';
import { map, never, pipe } from 'wonka';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
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

export interface TestRoute {
  path: string;
  element: ReactElement;
}

/**
 * Renders routes in memory, inside the providers the app wraps every page in; `current()` is
 * where navigation has led.
 */
export function renderRoutes(routes: TestRoute[], path: string, client = silentClient()) {
  const memory = memoryLocation({ path, record: true });
  const utils = render(
    <Provider value={client}>
      <AuthProvider>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.path} path={route.path}>
                {route.element}
              </Route>
            ))}
          </Switch>
        </Router>
      </AuthProvider>
    </Provider>,
  );
  const current = () => {
    const [pathname = '', search] = (memory.history.at(-1) ?? '').split('?');
    return { pathname, search: search ? `?${search}` : '' };
  };
  return { ...utils, current };
}

export function renderAt(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}
