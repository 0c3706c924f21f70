import { repairsOfViewer, requestsOfAccount } from '../../accounts/account-repairs';
import { newestFirstPage } from '../../newest-first';
import { builder } from '../builder';
import { AccountRequest } from './account-repairs';
import { User } from './accounts';
import { Order } from './orders';
import { newestFirstArgs, newestFirstConnection } from './paging';
import { Repair } from './repairs';

/**
 * The customer's own lists a page at a time, beside the fields that answer them whole
 * (`myOrders`, `User.orders`, `User.repairs`, `User.requests`), which keep their shape
 * (docs/api.md#deprecation-policy).
 */
const OrderConnection = newestFirstConnection('OrderConnection', Order);
const RepairConnection = newestFirstConnection('RepairConnection', Repair);
const AccountRequestConnection = newestFirstConnection('AccountRequestConnection', AccountRequest);

builder.queryField('myOrdersConnection', (t) =>
  t.withAuth({ signedIn: true }).field({
    type: OrderConnection,
    args: newestFirstArgs,
    description: "The signed-in user's orders a page at a time, newest first.",
    resolve: (_root, args, ctx) =>
      newestFirstPage('orders', args, (rows) => ctx.orders.ofOwnerAfter(ctx.viewer.uid, rows)),
  }),
);

builder.objectFields(User, (t) => ({
  ordersConnection: t.field({
    type: OrderConnection,
    args: newestFirstArgs,
    description: 'The orders a page at a time, newest first.',
    resolve: (user, args, ctx) =>
      newestFirstPage('orders', args, (rows) => ctx.orders.ofOwnerAfter(user.authUid, rows)),
  }),
  repairsConnection: t.field({
    type: RepairConnection,
    args: newestFirstArgs,
    description:
      'The repairs of the account’s verified e-mail a page at a time, newest first; none while it is not verified.',
    resolve: (_user, args, ctx) =>
      newestFirstPage('repairs', args, async (rows) =>
        ctx.viewer ? repairsOfViewer(ctx.db, ctx.viewer, rows) : [],
      ),
  }),
  requestsConnection: t.field({
    type: AccountRequestConnection,
    args: newestFirstArgs,
    description:
      'Quote requests and shipping forms sent while signed in, a page at a time, newest first.',
    resolve: (user, args, ctx) =>
      newestFirstPage('requests', args, (rows) => requestsOfAccount(ctx.db, user.authUid, rows)),
  }),
}));
