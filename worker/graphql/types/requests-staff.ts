import type { QuoteRequestRow, ShippingFormRow } from '../../../schema/db/repairs';
import { rowId } from '../../input';
import { readableLockCode } from '../../repairs/lock-code';
import {
  findQuoteRequest,
  findShippingForm,
  listQuoteRequests,
  listShippingForms,
  setRequestStatus,
} from '../../repairs/requests-staff';
import { builder } from '../builder';
import { listQuery, pageOf, staffListArgs } from './paging';
import { DeviceCategoryRef, RequestKindRef, RequestStatusRef } from './requests';

export const AdminQuoteRequest = builder.objectRef<QuoteRequestRow>('AdminQuoteRequest').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    deviceCategory: t.field({ type: DeviceCategoryRef, resolve: (row) => row.deviceCategory }),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    problem: t.exposeString('problem'),
    status: t.field({ type: RequestStatusRef, resolve: (row) => row.status }),
    repairId: t.exposeID('repairId', { nullable: true }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

export const AdminShippingForm = builder.objectRef<ShippingFormRow>('AdminShippingForm').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    senderName: t.exposeString('senderName'),
    street: t.exposeString('street'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    device: t.exposeString('device'),
    problem: t.exposeString('problem'),
    codLock: t.string({
      deprecationReason: 'Use lockCode: empty once the code is erased.',
      resolve: (row) => readableLockCode(row.codLock) ?? '',
    }),
    lockCode: t.string({
      nullable: true,
      description:
        'The unlock code, to test the device; null once erased (the repair closed or the form was archived).',
      resolve: (row) => readableLockCode(row.codLock),
    }),
    status: t.field({ type: RequestStatusRef, resolve: (row) => row.status }),
    repairId: t.exposeID('repairId', { nullable: true }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

const QuoteRequestPage = pageOf('AdminQuoteRequestPage', AdminQuoteRequest);
const ShippingFormPage = pageOf('AdminShippingFormPage', AdminShippingForm);

builder.queryFields((t) => ({
  adminQuoteRequests: t.withAuth({ staff: true }).field({
    type: QuoteRequestPage,
    args: { ...staffListArgs, status: t.arg({ type: RequestStatusRef }) },
    resolve: (_root, args, ctx) => listQuoteRequests(ctx.db, listQuery(args)),
  }),
  adminQuoteRequest: t.withAuth({ staff: true }).field({
    type: AdminQuoteRequest,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findQuoteRequest(ctx.db, rowId(id)),
  }),
  adminShippingForms: t.withAuth({ staff: true }).field({
    type: ShippingFormPage,
    args: { ...staffListArgs, status: t.arg({ type: RequestStatusRef }) },
    resolve: (_root, args, ctx) => listShippingForms(ctx.db, listQuery(args)),
  }),
  adminShippingForm: t.withAuth({ staff: true }).field({
    type: AdminShippingForm,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findShippingForm(ctx.db, rowId(id)),
  }),
}));

builder.mutationField('adminSetRequestStatus', (t) =>
  t.withAuth({ staff: true }).boolean({
    description: 'Marks a quote request or shipping form as in progress or archived.',
    args: {
      kind: t.arg({ type: RequestKindRef, required: true }),
      id: t.arg.id({ required: true }),
      status: t.arg({ type: RequestStatusRef, required: true }),
    },
    resolve: async (_root, { kind, id, status }, ctx) => {
      await setRequestStatus(ctx.db, ctx.viewer, kind, rowId(id), status);
      return true;
    },
  }),
);
