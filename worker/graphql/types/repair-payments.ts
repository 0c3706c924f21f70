import type { RepairPaymentRow } from '../../../schema/db/repair-payments';
import {
  REPAIR_ONLINE_OFF_MESSAGE,
  type RepairPaymentState as RepairPaymentStateRow,
  repairPaymentState,
} from '../../../schema/rules/repair-payments';
import { REPAIR_PAYMENT_KIND, REPAIR_PAYMENT_STATUS } from '../../../schema/vocabulary';
import { DomainError } from '../../domain-error';
import { repairPaymentPage } from '../../payments/repair-checkout';
import { REPAIR_PAYMENTS_LISTED } from '../../payments/repair-payment-reads';
import { paysOnline, stripeSettings } from '../../payments/stripe-settings';
import { withinLimit } from '../../rate-limit';
import { builder } from '../builder';
import { openedRepair, RepairAccessInput } from './estimates';
import { PaymentPage } from './payments';
import { AdminRepair, Repair } from './repairs';
import { vocabularyEnum } from './vocabulary-enum';

const RepairPaymentKindRef = vocabularyEnum('RepairPaymentKind', REPAIR_PAYMENT_KIND);
const RepairPaymentStatusRef = vocabularyEnum('RepairPaymentStatus', REPAIR_PAYMENT_STATUS);

const RepairPaymentState = builder
  .objectRef<RepairPaymentStateRow & { online: boolean }>('RepairPaymentState')
  .implement({
    description:
      'A repair’s online payment as its customer sees it (docs/product.md#payments-online): amounts in cents, IVA included. Paid only on the provider’s word.',
    fields: (t) => ({
      kind: t.field({ type: RepairPaymentKindRef, resolve: (state) => state.kind }),
      due: t.exposeInt('due', { description: 'Still to pay: zero once paid.' }),
      paid: t.exposeInt('paid', { description: 'Paid online so far.' }),
      paidAt: t.expose('paidAtMs', { type: 'DateTime', nullable: true }),
      payable: t.boolean({
        description: 'Whether the customer can go and pay now (payRepair).',
        resolve: (state) => state.online && state.due > 0,
      }),
    }),
  });

builder.objectField(Repair, 'payment', (t) =>
  t.field({
    type: RepairPaymentState,
    nullable: true,
    description:
      'What the repair’s customer may pay online, and paid: null when there is nothing to pay and nothing was paid.',
    resolve: async (repair, _args, ctx) => {
      const [estimate, payments] = await Promise.all([
        ctx.repairs.estimate.load(repair.id),
        ctx.repairs.payments.load(repair.id),
      ]);
      const state = repairPaymentState(repair.status, estimate, payments);
      return state && { ...state, online: paysOnline(ctx.env) };
    },
  }),
);

const AdminRepairPayment = builder.objectRef<RepairPaymentRow>('AdminRepairPayment').implement({
  description: 'A provider page opened to pay a repair, and what became of it (staff only).',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.field({ type: RepairPaymentKindRef, resolve: (row) => row.kind }),
    amount: t.exposeInt('amountCents', { description: 'Cents, IVA included.' }),
    status: t.field({ type: RepairPaymentStatusRef, resolve: (row) => row.status }),
    estimateId: t.exposeID('estimateId', { description: 'The estimate it pays.' }),
    openedAt: t.expose('createdAtMs', { type: 'DateTime' }),
    paidAt: t.expose('paidAtMs', { type: 'DateTime', nullable: true }),
    sessionId: t.exposeString('sessionId', { description: 'The Stripe Checkout Session.' }),
    paymentIntent: t.exposeString('paymentIntent', { nullable: true }),
    problem: t.exposeString('problem', {
      nullable: true,
      description: 'What the provider reported that was not applied, for a person to check.',
    }),
  }),
});

builder.objectField(AdminRepair, 'payments', (t) =>
  t.field({
    type: [AdminRepairPayment],
    maxItems: REPAIR_PAYMENTS_LISTED,
    description: 'The pages opened to pay the repair online, newest first.',
    resolve: (repair, _args, ctx) => ctx.repairs.payments.load(repair.id),
  }),
);

builder.mutationField('payRepair', (t) =>
  t.field({
    type: PaymentPage,
    authScopes: { public: true },
    description:
      'The provider’s page to pay what the repair’s customer owes now: an accepted estimate’s total, or a declined one’s diagnosis fee, IVA included. CONFLICT when there is nothing to pay.',
    args: { access: t.arg({ type: RepairAccessInput, required: true }) },
    resolve: async (_root, { access }, ctx) => {
      const opened = await openedRepair(access, ctx);
      await withinLimit(ctx.env.ORDERS_RATE_LIMIT, ctx.client, 'payRepair');
      const settings = stripeSettings(ctx.env);
      if (!settings) throw new DomainError(REPAIR_ONLINE_OFF_MESSAGE, 'CONFLICT');
      return {
        url: await repairPaymentPage(ctx.db, settings, opened.repair, opened.via, ctx.origin),
      };
    },
  }),
);
