import {
  type AccountDevice as AccountDeviceRow,
  MAX_ACCOUNT_DEVICES,
} from '../../../schema/rules/account-devices';
import {
  type AccountRequest as AccountRequestRow,
  devicesOfViewer,
  MAX_ACCOUNT_LISTED,
  repairsOfViewer,
  requestsOfAccount,
} from '../../accounts/account-repairs';
import { builder } from '../builder';
import { User } from './accounts';
import { Repair } from './repairs';
import { DeviceCategoryRef, RequestKindRef, RequestStatusRef } from './requests';

export const AccountRequest = builder.objectRef<AccountRequestRow>('AccountRequest').implement({
  description: 'A quote request or shipping form the account sent while signed in.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'PRV-2026-000042 or SPD-2026-000017' }),
    kind: t.field({ type: RequestKindRef, resolve: (request) => request.kind }),
    status: t.field({ type: RequestStatusRef, resolve: (request) => request.status }),
    device: t.exposeString('device'),
    repairCode: t.exposeString('repairCode', {
      nullable: true,
      description: 'The repair it became, once staff opened one.',
    }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

const AccountDevice = builder.objectRef<AccountDeviceRow>('AccountDevice').implement({
  description: 'A device the account had repaired, asked about or bought.',
  fields: (t) => ({
    category: t.field({ type: DeviceCategoryRef, resolve: (device) => device.category }),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
  }),
});

builder.objectFields(User, (t) => ({
  repairs: t.field({
    type: [Repair],
    maxItems: MAX_ACCOUNT_LISTED,
    description:
      'The repairs whose intake e-mail is the account’s verified e-mail, newest first; none while it is not verified.',
    resolve: (_user, _args, ctx) => (ctx.viewer ? repairsOfViewer(ctx.db, ctx.viewer) : []),
  }),
  requests: t.field({
    type: [AccountRequest],
    maxItems: MAX_ACCOUNT_LISTED,
    description: 'Quote requests and shipping forms sent while signed in, newest first.',
    resolve: (user, _args, ctx) => requestsOfAccount(ctx.db, user.authUid),
  }),
  devices: t.field({
    type: [AccountDevice],
    maxItems: MAX_ACCOUNT_DEVICES,
    description: 'The account’s devices from its repairs’ requests and its orders, newest first.',
    resolve: (_user, _args, ctx) => (ctx.viewer ? devicesOfViewer(ctx.db, ctx.viewer) : []),
  }),
}));
