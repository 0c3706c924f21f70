import type { ObjectRef } from '@pothos/core';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type AuditRow, auditLog } from '../../../schema/db/admin';
import { orders } from '../../../schema/db/orders';
import {
  type NewsletterRow,
  newsletter,
  type QuoteRequestRow,
  quoteRequests,
  type RepairRow,
  repairs,
  type ShippingFormRow,
  shippingForms,
} from '../../../schema/db/repairs';
import { nextOrderStatuses, REPAIR_INTAKE_RULES } from '../../../schema/rules/admin';
import { centsFromEuros } from '../../../schema/rules/money';
import { REQUEST_STATUS_LABELS } from '../../../schema/rules/repairs';
import { ORDER_STATUSES, REQUEST_STATUSES } from '../../../schema/vocabulary';
import type { Viewer } from '../../accounts/viewer';
import { audit, latestAudit } from '../../admin/audit';
import { matchesAny, type PageArgs, paginate, rowById } from '../../admin/listing';
import { advanceOrder, cancelOrder } from '../../admin/orders';
import { productsForStaff, updateProduct } from '../../admin/products';
import {
  changeRepairStatus,
  createRepairFromQuote,
  createRepairFromShippingForm,
  createWalkInRepair,
} from '../../admin/repairs';
import type { GraphQLContext } from '../../context';
import { repairTimeline } from '../../repairs/lookup';
import { builder, type Types } from '../builder';
import { userError } from '../errors';
import { Product, productIdArg } from './catalogue';
import { boundedText, invalidFields, validated } from './inputs';
import { Order } from './orders';
import { RepairEvent, RepairStatusRef } from './repairs';
import { vocabularyEnum } from './vocabulary-enum';

/** Staff only: checked on the server from the verified token, whatever the browser believes. */
export function requireAdmin(ctx: GraphQLContext): Viewer {
  if (ctx.viewer?.role !== 'admin') {
    throw userError('Questa funzione è riservata al personale del negozio.', 'FORBIDDEN');
  }
  return ctx.viewer;
}

const iso = (ms: number) => new Date(ms).toISOString();

const RequestStatusRef = vocabularyEnum('RequestStatus', REQUEST_STATUSES, REQUEST_STATUS_LABELS);

const OrderStatusFilter = vocabularyEnum('AdminOrderStatus', ORDER_STATUSES);

const AdminQuoteRequest = builder.objectRef<QuoteRequestRow>('AdminQuoteRequest').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    deviceCategory: t.exposeString('deviceCategory'),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    problem: t.exposeString('problem'),
    status: t.field({ type: RequestStatusRef, resolve: (row) => row.status }),
    repairId: t.exposeID('repairId', { nullable: true }),
    createdAt: t.string({ resolve: (row) => iso(row.createdAtMs) }),
  }),
});

const AdminShippingForm = builder.objectRef<ShippingFormRow>('AdminShippingForm').implement({
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
    codLock: t.exposeString('codLock', { description: 'The unlock code, to test the device.' }),
    status: t.field({ type: RequestStatusRef, resolve: (row) => row.status }),
    repairId: t.exposeID('repairId', { nullable: true }),
    createdAt: t.string({ resolve: (row) => iso(row.createdAtMs) }),
  }),
});

const AdminRepair = builder.objectRef<RepairRow>('AdminRepair').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'The code to hand to the customer.' }),
    customerName: t.exposeString('customerName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    device: t.exposeString('device'),
    problem: t.exposeString('problem'),
    status: t.field({ type: RepairStatusRef, resolve: (row) => row.status }),
    source: t.exposeString('source'),
    createdAt: t.string({ resolve: (row) => iso(row.createdAtMs) }),
    updatedAt: t.string({ resolve: (row) => iso(row.updatedAtMs) }),
    timeline: t.field({
      type: [RepairEvent],
      resolve: (row, _args, ctx) => repairTimeline(ctx.db, row.id),
    }),
  }),
});

const NewsletterEntry = builder.objectRef<NewsletterRow>('NewsletterEntry').implement({
  fields: (t) => ({
    email: t.exposeString('email'),
    consentAt: t.string({ resolve: (row) => iso(row.consentAtMs) }),
  }),
});

const AuditEntry = builder.objectRef<AuditRow>('AuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    actorEmail: t.exposeString('actorEmail', { nullable: true }),
    action: t.exposeString('action'),
    entityType: t.exposeString('entityType'),
    entityId: t.exposeString('entityId'),
    summary: t.exposeString('summary'),
    at: t.string({ resolve: (row) => iso(row.createdAtMs) }),
  }),
});

/** A page of a list: the rows, and what the pager needs. */
function pageOf<T>(name: string, item: ObjectRef<Types, T>) {
  return builder
    .objectRef<{ items: T[]; total: number; page: number; size: number; pageCount: number }>(name)
    .implement({
      fields: (t) => ({
        items: t.field({ type: [item], resolve: (page) => page.items }),
        total: t.exposeInt('total'),
        page: t.exposeInt('page'),
        size: t.exposeInt('size'),
        pageCount: t.exposeInt('pageCount'),
      }),
    });
}

const QuoteRequestPage = pageOf<QuoteRequestRow>('AdminQuoteRequestPage', AdminQuoteRequest);
const ShippingFormPage = pageOf<ShippingFormRow>('AdminShippingFormPage', AdminShippingForm);
const RepairPage = pageOf<RepairRow>('AdminRepairPage', AdminRepair);
const OrderPage = pageOf<typeof orders.$inferSelect>('AdminOrderPage', Order);
const NewsletterPage = pageOf<NewsletterRow>('AdminNewsletterPage', NewsletterEntry);
const AuditPage = pageOf<AuditRow>('AdminAuditPage', AuditEntry);

const AdminCounts = builder
  .objectRef<{
    newQuotes: number;
    newShippingForms: number;
    openRepairs: number;
    ordersToHandle: number;
    subscribers: number;
  }>('AdminCounts')
  .implement({
    description: 'What is waiting for the staff.',
    fields: (t) => ({
      newQuotes: t.exposeInt('newQuotes'),
      newShippingForms: t.exposeInt('newShippingForms'),
      openRepairs: t.exposeInt('openRepairs'),
      ordersToHandle: t.exposeInt('ordersToHandle'),
      subscribers: t.exposeInt('subscribers'),
    }),
  });

/** A staff list: newest first, one status when asked, and a search over the given columns. */
function staffPage<T extends SQLiteTable>(
  ctx: GraphQLContext,
  args: PageArgs & { search?: string | null; status?: string | null },
  table: T,
  columns: { newest: SQLiteColumn; status?: SQLiteColumn; searched: SQLiteColumn[] },
) {
  requireAdmin(ctx);
  const search = boundedText(args.search ?? null, 'search', 100);
  const status = columns.status && args.status ? eq(columns.status, args.status) : undefined;
  return paginate(
    ctx.db,
    table,
    columns.newest,
    and(status, matchesAny(columns.searched, search)),
    args,
  );
}

const listArgs = builder.args((t) => ({
  page: t.int(),
  size: t.int({ description: 'At most 50.' }),
  search: t.string(),
}));

builder.queryFields((t) => ({
  adminCounts: t.field({
    type: AdminCounts,
    resolve: async (_root, _args, ctx) => {
      requireAdmin(ctx);
      const total = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
      const [newQuotes, newShippingForms, openRepairs, ordersToHandle, subscribers] =
        await Promise.all([
          total(
            ctx.db
              .select({ n: count() })
              .from(quoteRequests)
              .where(eq(quoteRequests.status, 'nuova')),
          ),
          total(
            ctx.db
              .select({ n: count() })
              .from(shippingForms)
              .where(eq(shippingForms.status, 'nuova')),
          ),
          total(
            ctx.db
              .select({ n: count() })
              .from(repairs)
              .where(and(ne(repairs.status, 'consegnato'), ne(repairs.status, 'annullato'))),
          ),
          total(
            ctx.db
              .select({ n: count() })
              .from(orders)
              .where(
                inArray(orders.status, ['in_attesa_di_pagamento', 'pagato', 'in_preparazione']),
              ),
          ),
          total(ctx.db.select({ n: count() }).from(newsletter)),
        ]);
      return { newQuotes, newShippingForms, openRepairs, ordersToHandle, subscribers };
    },
  }),
  adminQuoteRequests: t.field({
    type: QuoteRequestPage,
    args: { ...listArgs, status: t.arg({ type: RequestStatusRef }) },
    resolve: (_root, args, ctx) => {
      const q = quoteRequests;
      return staffPage(ctx, args, q, {
        newest: q.createdAtMs,
        status: q.status,
        searched: [q.number, q.name, q.email, q.brand, q.model],
      });
    },
  }),
  adminQuoteRequest: t.field({
    type: AdminQuoteRequest,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return rowById(ctx.db, quoteRequests, String(id));
    },
  }),
  adminShippingForms: t.field({
    type: ShippingFormPage,
    args: { ...listArgs, status: t.arg({ type: RequestStatusRef }) },
    resolve: (_root, args, ctx) => {
      const s = shippingForms;
      return staffPage(ctx, args, s, {
        newest: s.createdAtMs,
        status: s.status,
        searched: [s.number, s.senderName, s.email, s.device, s.city],
      });
    },
  }),
  adminShippingForm: t.field({
    type: AdminShippingForm,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return rowById(ctx.db, shippingForms, String(id));
    },
  }),
  adminRepairs: t.field({
    type: RepairPage,
    args: { ...listArgs, status: t.arg({ type: RepairStatusRef }) },
    resolve: (_root, args, ctx) =>
      staffPage(ctx, args, repairs, {
        newest: repairs.updatedAtMs,
        status: repairs.status,
        searched: [repairs.code, repairs.customerName, repairs.email, repairs.device],
      }),
  }),
  adminRepair: t.field({
    type: AdminRepair,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return rowById(ctx.db, repairs, String(id));
    },
  }),
  adminOrders: t.field({
    type: OrderPage,
    args: { ...listArgs, status: t.arg({ type: OrderStatusFilter }) },
    resolve: (_root, args, ctx) =>
      staffPage(ctx, args, orders, {
        newest: orders.createdAtMs,
        status: orders.status,
        searched: [orders.number, orders.email, orders.lastName, orders.city],
      }),
  }),
  adminOrder: t.field({
    type: Order,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      requireAdmin(ctx);
      return rowById(ctx.db, orders, String(id));
    },
  }),
  adminNewsletter: t.field({
    type: NewsletterPage,
    args: listArgs,
    resolve: (_root, args, ctx) =>
      staffPage(ctx, args, newsletter, {
        newest: newsletter.createdAtMs,
        searched: [newsletter.email],
      }),
  }),
  adminNewsletterCsv: t.string({
    description: 'Every subscriber as CSV (email, consent time), newest first.',
    resolve: async (_root, _args, ctx) => {
      requireAdmin(ctx);
      const rows = await ctx.db.select().from(newsletter).orderBy(desc(newsletter.createdAtMs));
      const cell = (text: string) =>
        /[",\n;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      return [
        'email,consenso',
        ...rows.map((row) => `${cell(row.email)},${iso(row.consentAtMs)}`),
      ].join('\n');
    },
  }),
  adminAuditLog: t.field({
    type: AuditPage,
    args: { page: t.arg.int(), size: t.arg.int() },
    resolve: (_root, args, ctx) => {
      requireAdmin(ctx);
      return paginate(ctx.db, auditLog, auditLog.createdAtMs, undefined, args);
    },
  }),
  adminLatestAudit: t.field({
    type: [AuditEntry],
    resolve: (_root, _args, ctx) => {
      requireAdmin(ctx);
      return latestAudit(ctx.db, 10);
    },
  }),
  adminProducts: t.field({
    type: [Product],
    description: 'The whole catalogue for the shop module, by id.',
    resolve: async (_root, _args, ctx) => {
      requireAdmin(ctx);
      return productsForStaff(ctx.db);
    },
  }),
}));

const RepairIntakeInput = builder.inputType('AdminRepairInput', {
  fields: (t) => ({
    customerName: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    device: t.string({ required: true }),
    problem: t.string({ required: true }),
  }),
});

const ColorInput = builder.inputType('ColorInput', {
  fields: (t) => ({ name: t.string({ required: true }), hex: t.string({ required: true }) }),
});

const ProductEditInput = builder.inputType('AdminProductInput', {
  description: 'Prices as typed in euros ("1.299,00"), converted to cents on the server.',
  fields: (t) => ({
    price: t.string({ required: true }),
    originalPrice: t.string(),
    stock: t.int({ required: true }),
    inStock: t.boolean({ required: true }),
    description: t.string({ required: true }),
    colors: t.field({ type: [ColorInput], required: true }),
    sizes: t.stringList({ required: true }),
  }),
});

builder.mutationFields((t) => ({
  adminCreateRepair: t.field({
    type: AdminRepair,
    description: 'A walk-in repair, opened at the counter.',
    args: { input: t.arg({ type: RepairIntakeInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      const admin = requireAdmin(ctx);
      validated(input, REPAIR_INTAKE_RULES);
      return createWalkInRepair(ctx.db, admin, input);
    },
  }),
  adminCreateRepairFromQuote: t.field({
    type: AdminRepair,
    args: { quoteRequestId: t.arg.id({ required: true }) },
    resolve: (_root, { quoteRequestId }, ctx) =>
      createRepairFromQuote(
        ctx.db,
        requireAdmin(ctx),
        boundedText(String(quoteRequestId), 'id', 64),
      ),
  }),
  adminCreateRepairFromShippingForm: t.field({
    type: AdminRepair,
    args: { shippingFormId: t.arg.id({ required: true }) },
    resolve: (_root, { shippingFormId }, ctx) =>
      createRepairFromShippingForm(
        ctx.db,
        requireAdmin(ctx),
        boundedText(String(shippingFormId), 'id', 64),
      ),
  }),
  adminUpdateRepairStatus: t.field({
    type: AdminRepair,
    description: 'Moves a repair to a state; the note appears on the customer’s timeline.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: RepairStatusRef, required: true }),
      note: t.arg.string(),
    },
    resolve: (_root, { id, status, note }, ctx) => {
      const admin = requireAdmin(ctx);
      validated({ note: note ?? '' }, { note: { label: 'Nota', rules: 'max:500' } });
      return changeRepairStatus(
        ctx.db,
        admin,
        boundedText(String(id), 'id', 64),
        status,
        note ?? null,
      );
    },
  }),
  adminSetRequestStatus: t.boolean({
    description: 'Marks a quote request or shipping form as in progress or archived.',
    args: {
      kind: t.arg.string({ required: true, description: '"preventivo" or "spedizione"' }),
      id: t.arg.id({ required: true }),
      status: t.arg({ type: RequestStatusRef, required: true }),
    },
    resolve: async (_root, { kind, id, status }, ctx) => {
      const admin = requireAdmin(ctx);
      const table =
        kind === 'preventivo' ? quoteRequests : kind === 'spedizione' ? shippingForms : null;
      if (!table) throw userError('Tipo di richiesta sconosciuto.', 'BAD_USER_INPUT', 'kind');
      const rowId = boundedText(String(id), 'id', 64);
      const row = await ctx.db.select().from(table).where(eq(table.id, rowId)).get();
      if (!row) throw userError('Richiesta non trovata.', 'NOT_FOUND', 'id');
      await ctx.db.batch([
        ctx.db.update(table).set({ status }).where(eq(table.id, rowId)),
        audit(ctx.db, admin, {
          action: `${kind}.status`,
          entityType: kind,
          entityId: rowId,
          summary: `${row.number}: ${REQUEST_STATUS_LABELS[row.status]} → ${REQUEST_STATUS_LABELS[status]}`,
        }),
      ]);
      return true;
    },
  }),
  adminAdvanceOrder: t.field({
    type: Order,
    description:
      'Moves an order forward: paid, in preparation, shipped (with tracking), delivered.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: OrderStatusFilter, required: true }),
      trackingNumber: t.arg.string(),
      note: t.arg.string(),
    },
    resolve: (_root, { id, status, trackingNumber, note }, ctx) => {
      const admin = requireAdmin(ctx);
      validated(
        { trackingNumber: trackingNumber ?? '', note: note ?? '' },
        {
          trackingNumber: { label: 'Tracking', rules: 'max:60' },
          note: { label: 'Nota', rules: 'max:500' },
        },
      );
      return advanceOrder(ctx.db, admin, boundedText(String(id), 'id', 64), status, {
        trackingNumber: trackingNumber ?? null,
        note: note ?? null,
      });
    },
  }),
  adminCancelOrder: t.field({
    type: Order,
    description: 'Cancels an order and returns its units to stock.',
    args: { id: t.arg.id({ required: true }), note: t.arg.string() },
    resolve: (_root, { id, note }, ctx) => {
      const admin = requireAdmin(ctx);
      validated({ note: note ?? '' }, { note: { label: 'Nota', rules: 'max:500' } });
      return cancelOrder(ctx.db, admin, boundedText(String(id), 'id', 64), note ?? null);
    },
  }),
  adminUpdateProduct: t.field({
    type: Product,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ProductEditInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const admin = requireAdmin(ctx);
      const price = centsFromEuros(boundedText(input.price, 'price', 20));
      const originalPrice = input.originalPrice?.trim()
        ? centsFromEuros(boundedText(input.originalPrice, 'originalPrice', 20))
        : null;
      const fields = {
        ...(price === null ? { price: 'Scrivi il prezzo in euro, ad esempio 1.299,00.' } : {}),
        ...(input.originalPrice?.trim() && originalPrice === null
          ? { originalPrice: 'Scrivi il prezzo in euro, ad esempio 1.399,00.' }
          : {}),
      };
      if (Object.keys(fields).length) {
        throw invalidFields(fields);
      }
      return updateProduct(ctx.db, admin, productIdArg(id), {
        price: price ?? 0,
        originalPrice,
        stock: input.stock,
        inStock: input.inStock,
        description: input.description,
        colors: input.colors,
        sizes: input.sizes,
      });
    },
  }),
}));

builder.objectField(Order, 'adminNextStatuses', (t) =>
  t.field({
    type: [OrderStatusFilter],
    description: 'Where staff can move the order next (staff only).',
    resolve: (order, _args, ctx) => {
      requireAdmin(ctx);
      return nextOrderStatuses(order.status, order.paymentMethod);
    },
  }),
);
