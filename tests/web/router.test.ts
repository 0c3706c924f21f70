import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../schema/routes';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '../../web/route-table';

describe('the router', () => {
  it('draws a page for every path of the route table, and for no other', () => {
    const drawn = [...PUBLIC_ROUTES, ...ADMIN_ROUTES].map((route) => route.path);
    expect(drawn.toSorted()).toEqual(Object.values(ROUTES).toSorted());
  });
});
