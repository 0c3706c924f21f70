import type { ObjectRef } from '@pothos/core';
import { MAX_PAGE_SIZE, OWN_LIST_PAGE } from '../../../schema/rules/paging';
import { MAX_SEARCH_LENGTH } from '../../../schema/rules/search';
import { boundedText } from '../../input';
import type { NewestFirstPage } from '../../newest-first';
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

/** Where a page of a connection stands: the catalogue's (catalogue-listing.ts) and the account's. */
interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

export const PageInfoRef = builder.objectRef<PageInfo>('PageInfo').implement({
  fields: (t) => ({
    hasNextPage: t.exposeBoolean('hasNextPage'),
    hasPreviousPage: t.exposeBoolean('hasPreviousPage'),
    startCursor: t.exposeString('startCursor', { nullable: true }),
    endCursor: t.exposeString('endCursor', { nullable: true }),
  }),
});

/** A page of one of the customer's own lists, newest first (worker/newest-first.ts). */
export function newestFirstConnection<T>(name: string, item: ObjectRef<Types, T>) {
  return builder.objectRef<NewestFirstPage<T>>(name).implement({
    description: 'A page of a list newest first; `pageInfo.endCursor` is where the next starts.',
    fields: (t) => ({
      nodes: t.field({ type: [item], maxItems: OWN_LIST_PAGE.max, resolve: (page) => page.nodes }),
      pageInfo: t.field({ type: PageInfoRef, resolve: (page) => page }),
    }),
  });
}

/** The arguments of a page of one's own list: its size, and where it starts. */
export const newestFirstArgs = builder.args((t) => ({
  first: t.int({
    description: `From 1 to ${OWN_LIST_PAGE.max}; ${OWN_LIST_PAGE.default} when absent.`,
  }),
  after: t.string({ description: "The previous page's `pageInfo.endCursor`; absent: the newest." }),
}));
