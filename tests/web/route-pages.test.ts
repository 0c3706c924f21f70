import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PAGES, ROUTE_PAGES } from '../../schema/route-pages';
import { ROUTES } from '../../schema/routes';

type RouteName = keyof typeof ROUTES;

/** The page modules whose component the router took, in order. */
const loaded: string[] = [];

// Each page module stands in as a component named for its file, noting when the router takes it.
for (const module of new Set([...Object.values(ROUTE_PAGES).flat(), ...NOT_FOUND_PAGES])) {
  const name = module.replace(/^.*\//, '').replace(/\.tsx$/, '');
  vi.doMock(`../../web/${module}`, () => ({
    get [name]() {
      loaded.push(module);
      return () => null;
    },
  }));
}

const { preloadPath } = await import('../../web/router');

/** What the router loads to draw a path. */
async function modulesFor(path: string): Promise<string[]> {
  loaded.length = 0;
  await preloadPath(path);
  return [...loaded];
}

describe('the page modules the Worker preloads', () => {
  it.each(Object.entries(ROUTES) as [RouteName, string][])(
    'are the ones the router loads for %s',
    async (name, route) => {
      const path = route.replace(/:\w+/g, '1');
      expect(await modulesFor(path)).toEqual(ROUTE_PAGES[name]);
    },
  );

  it('are the not-found page for any other path', async () => {
    expect(await modulesFor('/non-esiste')).toEqual(NOT_FOUND_PAGES);
  });
});
