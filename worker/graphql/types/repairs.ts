import type { RepairEventRow, RepairRow } from '../../../schema/db/repairs';
import {
  REPAIR_INTAKE_RULES,
  REPAIR_LOOKUP_RULES,
  REPAIR_MOVE_RULES,
} from '../../../schema/rules/repairs';
import { REPAIR_SOURCE, REPAIR_STATUS } from '../../../schema/vocabulary';
import { rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { CODE_EMAIL_GUESS, withinLimit } from '../../rate-limit';
import { repairForCustomer } from '../../repairs/lookup';
import {
  changeRepairStatus,
  createRepairFromQuote,
  createRepairFromShippingForm,
  createWalkInRepair,
  findRepair,
  listRepairs,
  revokeRepairLinks,
} from '../../repairs/staff';
import { builder } from '../builder';
import { listQuery, pageOf, staffListArgs } from './paging';
import { vocabularyEnum } from './vocabulary-enum';

/** A repair's timeline is not bounded in D1 and rarely passes this; the cost model counts to it. */
const MAX_TIMELINE_EVENTS = 30;

export const RepairStatusRef = vocabularyEnum('RepairStatus', REPAIR_STATUS);

const RepairSourceRef = vocabularyEnum('RepairSource', REPAIR_SOURCE);

const RepairEvent = builder.objectRef<RepairEventRow>('RepairEvent').implement({
  fields: (t) => ({
    status: t.field({ type: RepairStatusRef, resolve: (event) => event.status }),
    note: t.exposeString('note', { nullable: true }),
    at: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

export const Repair = builder.objectRef<RepairRow>('Repair').implement({
  description: 'A repair as its customer sees it: no personal data beyond what they already hold.',
  fields: (t) => ({
    code: t.exposeString('code'),
    device: t.exposeString('device'),
    status: t.field({ type: RepairStatusRef, resolve: (repair) => repair.status }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
    timeline: t.field({
      type: [RepairEvent],
      maxItems: MAX_TIMELINE_EVENTS,
      resolve: (repair, _args, ctx) => ctx.repairs.timeline.load(repair.id),
    }),
  }),
});

builder.queryField('repairStatus', (t) =>
  t.field({
    type: Repair,
    nullable: true,
    authScopes: { public: true },
    description:
      'A repair by its code and the e-mail given at intake; null when the pair does not match.',
    args: { code: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, { code, email }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, CODE_EMAIL_GUESS);
      validated({ code, email }, REPAIR_LOOKUP_RULES);
      return repairForCustomer(ctx.db, code, email);
    },
  }),
);

export const AdminRepair = builder.objectRef<RepairRow>('AdminRepair').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code', { description: 'The code to hand to the customer.' }),
    customerName: t.exposeString('customerName'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone'),
    device: t.exposeString('device'),
    problem: t.exposeString('problem'),
    status: t.field({ type: RepairStatusRef, resolve: (row) => row.status }),
    source: t.field({ type: RepairSourceRef, resolve: (row) => row.source }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
    linksExpireAt: t.expose('linkExpiresAtMs', {
      type: 'DateTime',
      description:
        'Until when the links e-mailed to the customer open the repair; each e-mail about it moves this on, revoking ends it now.',
    }),
    timeline: t.field({
      type: [RepairEvent],
      maxItems: MAX_TIMELINE_EVENTS,
      resolve: (row, _args, ctx) => ctx.repairs.timeline.load(row.id),
    }),
  }),
});

const RepairPage = pageOf('AdminRepairPage', AdminRepair);

builder.queryFields((t) => ({
  adminRepairs: t.withAuth({ staff: true }).field({
    type: RepairPage,
    args: { ...staffListArgs, status: t.arg({ type: RepairStatusRef }) },
    resolve: (_root, args, ctx) => listRepairs(ctx.db, listQuery(args)),
  }),
  adminRepair: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findRepair(ctx.db, rowId(id)),
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

builder.mutationFields((t) => ({
  adminCreateRepair: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    description: 'A walk-in repair, opened at the counter.',
    args: { input: t.arg({ type: RepairIntakeInput, required: true }) },
    resolve: (_root, { input }, ctx) => {
      validated(input, REPAIR_INTAKE_RULES);
      return createWalkInRepair(
        ctx.db,
        ctx.viewer,
        input,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      );
    },
  }),
  adminCreateRepairFromQuote: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    args: { quoteRequestId: t.arg.id({ required: true }) },
    resolve: (_root, { quoteRequestId }, ctx) =>
      createRepairFromQuote(
        ctx.db,
        ctx.viewer,
        rowId(quoteRequestId),
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
  adminCreateRepairFromShippingForm: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    args: { shippingFormId: t.arg.id({ required: true }) },
    resolve: (_root, { shippingFormId }, ctx) =>
      createRepairFromShippingForm(
        ctx.db,
        ctx.viewer,
        rowId(shippingFormId),
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
  adminRevokeRepairLinks: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    description:
      'Closes every link e-mailed to the customer for this repair so far; the next e-mail about it carries a new one.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => revokeRepairLinks(ctx.db, ctx.viewer, rowId(id)),
  }),
  adminUpdateRepairStatus: t.withAuth({ staff: true }).field({
    type: AdminRepair,
    description:
      'Moves a repair to a state; the note appears on the customer’s timeline and in their e-mail. Closing it erases the unlock code.',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: RepairStatusRef, required: true }),
      note: t.arg.string(),
    },
    resolve: (_root, { id, status, note }, ctx) => {
      validated({ note }, REPAIR_MOVE_RULES);
      return changeRepairStatus(
        ctx.db,
        ctx.viewer,
        rowId(id),
        status,
        note ?? null,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      );
    },
  }),
}));
