import type { ObjectRef } from '@pothos/core';
import { MAX_PAGE_SIZE } from '../../../schema/rules/paging';
import { MAX_SEARCH_LENGTH } from '../../../schema/rules/search';
import { boundedText } from '../../input';
import { builder, type Types } from '../builder';

/** A page of a staff list: the rows, and what the pager needs. */
export function pageOf<T>(name: string, item: ObjectRef<Types, T>) {
  return builder
    .objectRef<{ items: T[]; total: number; page: number; size: number; pageCount: number }>(name)
    .implement({
      authScopes: { staff: true },
      fields: (t) => ({
        items: t.field({ type: [item], maxItems: MAX_PAGE_SIZE, resolve: (page) => page.items }),
        total: t.exposeInt('total'),
        page: t.exposeInt('page'),
        size: t.exposeInt('size'),
        pageCount: t.exposeInt('pageCount'),
      }),
    });
}

/** The arguments every staff list takes: which page, how big, and a search. */
export const staffListArgs = builder.args((t) => ({
  page: t.int(),
  size: t.int({ description: 'At most 50.' }),
  search: t.string(),
}));

/** A staff list's arguments, checked, with the state filter when the list has one. */
export function listQuery<S>(args: {
  page?: number | null;
  size?: number | null;
  search?: string | null;
  status?: S | null;
}) {
  return {
    page: args.page,
    size: args.size,
    search: boundedText(args.search ?? null, 'search', MAX_SEARCH_LENGTH),
    status: args.status ?? null,
  };
}
