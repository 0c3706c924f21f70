import type { RepairEstimateRow } from '../../../schema/db/repairs';
import { ESTIMATE_LIMITS, isEstimateExpired } from '../../../schema/rules/estimates';
import { REPAIR_LOOKUP_RULES } from '../../../schema/rules/repairs';
import { ESTIMATE_LINE_KIND, ESTIMATE_STATUS } from '../../../schema/vocabulary';
import type { GraphQLContext } from '../../context';
import { boundedText, rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { CODE_EMAIL_GUESS, withinLimit } from '../../rate-limit';
import {
  AWAITING_ANSWER_LIMIT,
  answerEstimate,
  awaitingAnswerSince,
  customerRepair,
  ESTIMATES_LISTED,
  type RepairAccess,
  repairNotFound,
  repairsAwaitingAnswer,
  sendEstimate,
} from '../../repairs/estimates';
import { repairByToken } from '../../repairs/repair-links';
import { builder } from '../builder';
import { AdminRepair, Repair } from './repairs';
import { vocabularyEnum } from './vocabulary-enum';

/** A signed token is well under this; a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 512;

const EstimateLineKindRef = vocabularyEnum('EstimateLineKind', ESTIMATE_LINE_KIND);
const EstimateStatusRef = vocabularyEnum('EstimateStatus', ESTIMATE_STATUS);

const EstimateLine = builder
  .objectRef<RepairEstimateRow['lines'][number]>('EstimateLine')
  .implement({
    fields: (t) => ({
      kind: t.field({ type: EstimateLineKindRef, resolve: (line) => line.kind }),
      description: t.exposeString('description'),
      amount: t.exposeInt('amount', { description: 'Cents before IVA.' }),
    }),
  });

const RepairEstimate = builder.objectRef<RepairEstimateRow>('RepairEstimate').implement({
  description:
    'A repair’s estimate (docs/product.md#estimates): amounts in cents, lines and subtotal before IVA, the total with it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    lines: t.field({
      type: [EstimateLine],
      maxItems: ESTIMATE_LIMITS.lines.max,
      resolve: (row) => row.lines,
    }),
    subtotal: t.exposeInt('subtotalCents'),
    vat: t.exposeInt('vatCents'),
    total: t.exposeInt('totalCents'),
    diagnosisFee: t.exposeInt('diagnosisFeeCents', {
      nullable: true,
      description: 'Before IVA, charged only if the customer declines.',
    }),
    estimatedDays: t.exposeInt('estimatedDays'),
    validUntil: t.expose('validUntilMs', { type: 'DateTime' }),
    note: t.exposeString('note', { nullable: true }),
    status: t.field({ type: EstimateStatusRef, resolve: (row) => row.status }),
    expired: t.boolean({
      description: 'Still unanswered when its validity ran out: it can no longer be accepted.',
      resolve: (row) => isEstimateExpired(row, Date.now()),
    }),
    sentAt: t.expose('createdAtMs', { type: 'DateTime' }),
    decidedAt: t.expose('decidedAtMs', { type: 'DateTime', nullable: true }),
    decidedVia: t.exposeString('decidedVia', {
      nullable: true,
      description: 'Where the customer answered: stato-riparazione, link or account.',
    }),
  }),
});

builder.objectField(Repair, 'estimate', (t) =>
  t.field({
    type: RepairEstimate,
    nullable: true,
    description: 'The latest estimate not replaced by a newer one; null when none was sent.',
    resolve: (repair, _args, ctx) => ctx.repairs.estimate.load(repair.id),
  }),
);

builder.objectFields(AdminRepair, (t) => ({
  estimate: t.field({
    type: RepairEstimate,
    nullable: true,
    resolve: (repair, _args, ctx) => ctx.repairs.estimate.load(repair.id),
  }),
  estimates: t.field({
    type: [RepairEstimate],
    maxItems: ESTIMATES_LISTED,
    description: 'Every estimate sent, newest first, replaced ones included.',
    resolve: (repair, _args, ctx) => ctx.repairs.estimates.load(repair.id),
  }),
  awaitingAnswerSince: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When the estimate the customer has not answered yet was sent; null otherwise.',
    resolve: async (repair, _args, ctx) =>
      awaitingAnswerSince(repair, await ctx.repairs.estimate.load(repair.id)),
  }),
}));

export const RepairAccessInput = builder.inputType('RepairAccessInput', {
  description:
    'How the customer opened the repair: its code with the intake e-mail, or with the e-mailed link’s token, or alone when signed in with that e-mail verified.',
  fields: (t) => ({
    code: t.string({ required: true }),
    email: t.string(),
    token: t.string(),
  }),
});

/** The repair the access opens, or the same refusal as the public lookup's answer. */
export async function openedRepair(access: RepairAccess, ctx: GraphQLContext) {
  await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, CODE_EMAIL_GUESS);
  validated({ code: access.code }, { code: REPAIR_LOOKUP_RULES.code });
  if (access.email) validated({ email: access.email }, { email: REPAIR_LOOKUP_RULES.email });
  boundedText(access.token, 'token', MAX_TOKEN_LENGTH);
  const opened = await customerRepair(ctx.db, ctx.env, access, () => ctx.viewer);
  if (!opened) throw repairNotFound();
  return opened;
}

builder.queryField('repairByLink', (t) =>
  t.field({
    type: Repair,
    nullable: true,
    authScopes: { public: true },
    description:
      'The repair of an e-mailed link (/stato-riparazione#accesso=<token>); null when the token is not genuine, FORBIDDEN when the link expired or staff revoked it.',
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, 'repairByLink');
      boundedText(token, 'token', MAX_TOKEN_LENGTH);
      return repairByToken(ctx.db, ctx.env, token);
    },
  }),
);

builder.mutationFields((t) => ({
  acceptEstimate: t.field({
    type: Repair,
    authScopes: { public: true },
    description: 'The customer accepts the estimate: the repair starts. Works once.',
    args: {
      access: t.arg({ type: RepairAccessInput, required: true }),
      estimateId: t.arg.id({ required: true }),
    },
    resolve: async (_root, { access, estimateId }, ctx) =>
      answerEstimate(
        ctx.db,
        ctx.env,
        await openedRepair(access, ctx),
        rowId(estimateId, 'estimateId'),
        'accept',
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
  declineEstimate: t.field({
    type: Repair,
    authScopes: { public: true },
    description:
      'The customer declines the estimate: the device goes back, by courier if it came by courier, else to the counter. Works once.',
    args: {
      access: t.arg({ type: RepairAccessInput, required: true }),
      estimateId: t.arg.id({ required: true }),
    },
    resolve: async (_root, { access, estimateId }, ctx) =>
      answerEstimate(
        ctx.db,
        ctx.env,
        await openedRepair(access, ctx),
        rowId(estimateId, 'estimateId'),
        'decline',
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
}));

const EstimateLineInput = builder.inputType('EstimateLineInput', {
  fields: (t) => ({
    kind: t.field({ type: EstimateLineKindRef, required: true }),
    description: t.string({ required: true }),
    amount: t.int({ required: true, description: 'Cents before IVA.' }),
  }),
});

const EstimateInput = builder.inputType('EstimateInput', {
  description: 'What staff write; the Worker computes every total from the lines.',
  fields: (t) => ({
    lines: t.field({ type: [EstimateLineInput], required: true }),
    estimatedDays: t.int({ required: true }),
    validityDays: t.int({ description: 'Days to answer; 15 when not given.' }),
    diagnosisFee: t.int({ description: 'Cents before IVA, charged only on decline.' }),
    note: t.string(),
  }),
});

builder.queryField('adminRepairsAwaitingAnswer', (t) =>
  t.withAuth({ staff: true }).field({
    type: [AdminRepair],
    maxItems: AWAITING_ANSWER_LIMIT,
    description:
      'Repairs whose estimate waits for the customer, the longest waiting first (at most 100).',
    resolve: (_root, _args, ctx) => repairsAwaitingAnswer(ctx.db),
  }),
);

builder.mutationField('adminSendEstimate', (t) =>
  t.withAuth({ staff: true }).field({
    type: AdminRepair,
    description:
      'Sends the customer an estimate (replacing one still unanswered): the repair moves to «Preventivo inviato» and the customer gets it by e-mail.',
    args: {
      repairId: t.arg.id({ required: true }),
      input: t.arg({ type: EstimateInput, required: true }),
    },
    resolve: (_root, { repairId, input }, ctx) =>
      sendEstimate(
        ctx.db,
        ctx.env,
        ctx.viewer,
        rowId(repairId, 'repairId'),
        input,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
      ),
  }),
);
