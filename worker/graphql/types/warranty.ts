import { WARRANTY_CLAIM_RULES, warrantyUntil } from '../../../schema/rules/warranty';
import { validated } from '../../input';
import { CODE_EMAIL_GUESS, withinLimit } from '../../rate-limit';
import { type WarrantyClaim as WarrantyClaimRow, warrantyClaimFor } from '../../repairs/warranty';
import { builder } from '../builder';
import { Repair } from './repairs';
import { DeviceCategoryRef } from './requests';
import { AdminQuoteRequest, AdminShippingForm } from './requests-staff';

builder.objectField(Repair, 'warrantyUntil', (t) =>
  t.field({
    type: 'DateTime',
    nullable: true,
    description:
      'The end of the shop’s 12-month warranty, counted from delivery; null while not delivered.',
    resolve: async (repair, _args, ctx) =>
      warrantyUntil(repair.status, await ctx.repairs.timeline.load(repair.id)),
  }),
);

const WarrantyClaim = builder.objectRef<WarrantyClaimRow>('WarrantyClaim').implement({
  description: 'A repair whose warranty a new request may claim, with what the forms prefill.',
  fields: (t) => ({
    repair: t.field({ type: Repair, resolve: (claim) => claim.repair }),
    deviceCategory: t.field({
      type: DeviceCategoryRef,
      nullable: true,
      description: 'Known when the repair came from a quote request, as are brand and model.',
      resolve: (claim) => claim.device?.category ?? null,
    }),
    brand: t.string({ nullable: true, resolve: (claim) => claim.device?.brand ?? null }),
    model: t.string({ nullable: true, resolve: (claim) => claim.device?.model ?? null }),
  }),
});

builder.queryField('warrantyClaim', (t) =>
  t.field({
    type: WarrantyClaim,
    nullable: true,
    authScopes: { public: true },
    description:
      'A repair by its code and the intake e-mail, or (no e-mail) the signed-in viewer’s verified e-mail; null when they do not match.',
    args: { code: t.arg.string({ required: true }), email: t.arg.string() },
    resolve: async (_root, { code, email }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, CODE_EMAIL_GUESS);
      validated({ code, email: email ?? '' }, WARRANTY_CLAIM_RULES);
      return warrantyClaimFor(ctx.db, code, { email: email ?? null, viewer: ctx.viewer });
    },
  }),
);

/** The repair a request claims the warranty of, as staff see it on the request. */
const WarrantyOrigin = builder.objectRef<{ id: string; code: string }>('WarrantyOrigin').implement({
  fields: (t) => ({ repairId: t.exposeID('id'), code: t.exposeString('code') }),
});

for (const ref of [AdminQuoteRequest, AdminShippingForm]) {
  builder.objectField(ref, 'warrantyOf', (t) =>
    t.field({
      type: WarrantyOrigin,
      nullable: true,
      description: 'The delivered repair whose warranty this request claims.',
      resolve: (request, _args, ctx) =>
        request.warrantyOfRepairId ? ctx.repairs.claimed.load(request.warrantyOfRepairId) : null,
    }),
  );
}
