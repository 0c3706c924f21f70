import type { RepairEventRow, RepairRow, ShippingFormRow } from '../../../schema/db/repairs';
import { NEWSLETTER_RULES } from '../../../schema/rules/newsletter';
import { REPAIR_LOOKUP_RULES, REPAIR_STATUS_LABELS } from '../../../schema/rules/repair-status';
import { QUOTE_RULES, SHIPPING_FORM_RULES } from '../../../schema/rules/repairs';
import { DEVICE_CATEGORIES, REPAIR_STATUSES } from '../../../schema/vocabulary';
import { withinLimit } from '../../rate-limit';
import { repairForCustomer, repairTimeline } from '../../repairs/lookup';
import { subscribe } from '../../repairs/newsletter';
import { createQuoteRequest, createShippingForm } from '../../repairs/requests';
import { builder } from '../builder';
import { validated } from './inputs';
import { vocabularyEnum } from './vocabulary-enum';

export const RepairStatusRef = vocabularyEnum(
  'RepairStatus',
  REPAIR_STATUSES,
  REPAIR_STATUS_LABELS,
);

const DeviceCategoryRef = vocabularyEnum('DeviceCategory', DEVICE_CATEGORIES);

export const RepairEvent = builder.objectRef<RepairEventRow>('RepairEvent').implement({
  fields: (t) => ({
    status: t.field({ type: RepairStatusRef, resolve: (event) => event.status }),
    note: t.exposeString('note', { nullable: true }),
    at: t.string({
      description: 'ISO 8601',
      resolve: (event) => new Date(event.createdAtMs).toISOString(),
    }),
  }),
});

const Repair = builder.objectRef<RepairRow>('Repair').implement({
  description: 'A repair as its customer sees it: no personal data beyond what they already hold.',
  fields: (t) => ({
    code: t.exposeString('code'),
    device: t.exposeString('device'),
    status: t.field({ type: RepairStatusRef, resolve: (repair) => repair.status }),
    createdAt: t.string({ resolve: (repair) => new Date(repair.createdAtMs).toISOString() }),
    updatedAt: t.string({ resolve: (repair) => new Date(repair.updatedAtMs).toISOString() }),
    timeline: t.field({
      type: [RepairEvent],
      resolve: (repair, _args, ctx) => repairTimeline(ctx.db, repair.id),
    }),
  }),
});

const QuoteRequestReceipt = builder
  .objectRef<{ id: string; number: string; createdAtMs: number }>('QuoteRequestReceipt')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      number: t.exposeString('number', { description: 'PRV-2026-000042' }),
      createdAt: t.string({ resolve: (request) => new Date(request.createdAtMs).toISOString() }),
    }),
  });

const ShippingFormReceipt = builder.objectRef<ShippingFormRow>('ShippingFormReceipt').implement({
  description: 'What the printable sheet that travels with the device needs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'SPD-2026-000017' }),
    createdAt: t.string({ resolve: (form) => new Date(form.createdAtMs).toISOString() }),
    senderName: t.exposeString('senderName'),
    street: t.exposeString('street'),
    postalCode: t.exposeString('postalCode'),
    city: t.exposeString('city'),
    province: t.exposeString('province'),
    phone: t.exposeString('phone'),
    email: t.exposeString('email'),
    device: t.exposeString('device'),
    problem: t.exposeString('problem'),
  }),
});

const NewsletterSubscription = builder
  .objectRef<{ email: string; alreadySubscribed: boolean }>('NewsletterSubscription')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      alreadySubscribed: t.exposeBoolean('alreadySubscribed'),
    }),
  });

const QuoteRequestInput = builder.inputType('QuoteRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    deviceCategory: t.field({ type: DeviceCategoryRef, required: true }),
    brand: t.string({ required: true }),
    model: t.string({ required: true }),
    problem: t.string({ required: true }),
    privacy: t.boolean({ required: true, description: 'Consent to the privacy notice.' }),
  }),
});

const ShippingFormInput = builder.inputType('ShippingFormInput', {
  fields: (t) => ({
    senderName: t.string({ required: true }),
    street: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    city: t.string({ required: true }),
    province: t.string({ required: true }),
    phone: t.string({ required: true }),
    email: t.string({ required: true }),
    device: t.string({ required: true }),
    problem: t.string({ required: true }),
    codLock: t.string({
      required: true,
      description: 'The unlock code; "00000" when there is none.',
    }),
    acceptRules: t.boolean({ required: true, description: 'Acceptance of the shipping rules.' }),
  }),
});

builder.mutationFields((t) => ({
  requestQuote: t.field({
    type: QuoteRequestReceipt,
    description: 'A request for a free repair quote (saved in list_preventivo).',
    args: { input: t.arg({ type: QuoteRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestQuote');
      validated(input, QUOTE_RULES);
      return createQuoteRequest(ctx.db, input);
    },
  }),
  submitShippingForm: t.field({
    type: ShippingFormReceipt,
    description:
      'The form that goes with a device shipped to the lab (saved in list_module_assist).',
    args: { input: t.arg({ type: ShippingFormInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'submitShippingForm');
      validated(input, SHIPPING_FORM_RULES);
      return createShippingForm(ctx.db, input);
    },
  }),
  subscribeNewsletter: t.field({
    type: NewsletterSubscription,
    description:
      'Signs an address up for the newsletter; signing up twice is thanked, not duplicated.',
    args: { email: t.arg.string({ required: true }), consent: t.arg.boolean({ required: true }) },
    resolve: async (_root, { email, consent }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'subscribeNewsletter');
      validated({ email, consent }, NEWSLETTER_RULES);
      const { alreadySubscribed } = await subscribe(ctx.db, email);
      return { email: email.trim().toLowerCase(), alreadySubscribed };
    },
  }),
}));

builder.queryField('repairStatus', (t) =>
  t.field({
    type: Repair,
    nullable: true,
    description:
      'A repair by its code and the e-mail given at intake; null when the pair does not match.',
    args: { code: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, { code, email }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, 'repairStatus');
      validated({ code, email }, REPAIR_LOOKUP_RULES);
      return repairForCustomer(ctx.db, code, email);
    },
  }),
);
