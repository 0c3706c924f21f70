import type { QuoteRequestRow, ShippingFormRow } from '../../../schema/db/repairs';
import { QUOTE_RULES } from '../../../schema/rules/repairs';
import { shippingFormErrors } from '../../../schema/rules/shipment-checks';
import { SHIPPING_SHEET_RULES } from '../../../schema/rules/shipping-sheet';
import { DEVICE_CATEGORY, REQUEST_KIND, REQUEST_STATUS } from '../../../schema/vocabulary';
import { bookingToken } from '../../appointments/booking';
import type { GraphQLContext } from '../../context';
import { refusedIf, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { CODE_EMAIL_GUESS, withinLimit } from '../../rate-limit';
import {
  createQuoteRequest,
  createShippingForm,
  requestLinks,
  shippingSheetFor,
} from '../../repairs/requests';
import { builder } from '../builder';
import { CarrierRef } from './carriers';
import { vocabularyEnum } from './vocabulary-enum';

export const DeviceCategoryRef = vocabularyEnum('DeviceCategory', DEVICE_CATEGORY);
export const RequestStatusRef = vocabularyEnum('RequestStatus', REQUEST_STATUS);
export const RequestKindRef = vocabularyEnum('RequestKind', REQUEST_KIND);

export const QuoteRequestReceipt = builder
  .objectRef<QuoteRequestRow>('QuoteRequestReceipt')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      number: t.exposeString('number', { description: 'PRV-2026-000042' }),
      createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
      labBookingToken: t.string({
        description:
          'Books the request’s drop-off at the lab (bookAppointment) for 7 days (docs/product.md#appointments).',
        resolve: (row, _args, ctx) => bookingToken(ctx.env, row),
      }),
    }),
  });

const ShippingFormReceipt = builder.objectRef<ShippingFormRow>('ShippingFormReceipt').implement({
  description: 'What the printable sheet that travels with the device needs.',
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeString('number', { description: 'SPD-2026-000017' }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
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

builder.queryField('shippingSheet', (t) =>
  t.field({
    type: ShippingFormReceipt,
    nullable: true,
    authScopes: { public: true },
    description:
      'A shipping form’s printable sheet by its number and the sender’s e-mail; null when the pair does not match.',
    args: { number: t.arg.string({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, { number, email }, ctx) => {
      await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, CODE_EMAIL_GUESS);
      validated({ number, email }, SHIPPING_SHEET_RULES);
      return shippingSheetFor(ctx.db, number, email);
    },
  }),
);

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
    warrantyOfRepairCode: t.string({
      description: 'The delivered repair whose warranty this request claims (RIP-…).',
    }),
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
    carrier: t.field({
      type: CarrierRef,
      description: 'The courier the sender ships the device with, if they know it.',
    }),
    trackingNumber: t.string({ description: 'A tracking number the chosen carrier prints.' }),
    acceptRules: t.boolean({ required: true, description: 'Acceptance of the shipping rules.' }),
    warrantyOfRepairCode: t.string({
      description: 'The delivered repair whose warranty this form claims (RIP-…).',
    }),
  }),
});

/**
 * A request's account and warranty claim; naming a repair by code and e-mail spends the lookups'
 * shared bucket, as any code + e-mail guess does (docs/product.md#rate-limits).
 */
async function linksOf(ctx: GraphQLContext, email: string, warrantyOfRepairCode?: string | null) {
  if (warrantyOfRepairCode) {
    await withinLimit(ctx.env.LOOKUP_RATE_LIMIT, ctx.client, CODE_EMAIL_GUESS);
  }
  return requestLinks(ctx.db, ctx.viewer, email, warrantyOfRepairCode ?? null);
}

builder.mutationFields((t) => ({
  requestQuote: t.field({
    type: QuoteRequestReceipt,
    authScopes: { public: true },
    description: 'A request for a free repair quote (saved in list_preventivo).',
    args: { input: t.arg({ type: QuoteRequestInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestQuote');
      const { warrantyOfRepairCode, ...fields } = input;
      validated(fields, QUOTE_RULES);
      const links = await linksOf(ctx, fields.email, warrantyOfRepairCode);
      return createQuoteRequest(ctx.db, fields, links, mailer(ctx.env, ctx.origin, ctx.waitUntil));
    },
  }),
  submitShippingForm: t.field({
    type: ShippingFormReceipt,
    authScopes: { public: true },
    description:
      'The form that goes with a device shipped to the lab (saved in list_module_assist).',
    args: { input: t.arg({ type: ShippingFormInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'submitShippingForm');
      const { warrantyOfRepairCode, carrier, trackingNumber, ...rest } = input;
      const fields = { ...rest, carrier: carrier ?? '', trackingNumber: trackingNumber ?? '' };
      refusedIf(shippingFormErrors(fields));
      const links = await linksOf(ctx, fields.email, warrantyOfRepairCode);
      return createShippingForm(ctx.db, fields, links, mailer(ctx.env, ctx.origin, ctx.waitUntil));
    },
  }),
}));
