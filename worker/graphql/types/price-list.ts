import type { QuoteRequestPriceRow, RepairPriceRow } from '../../../schema/db/price-list';
import {
  LISTED_REPAIR_RULES,
  listedRepairName,
  listedRepairProblem,
  listPriceWithVat,
  MAX_LISTED_MODELS,
  MAX_MODEL_PRICES,
  PARTS_QUALITY,
  PRICE_LIST_REFUSALS,
  REPAIR_TYPE,
  typicalTimeLabel,
} from '../../../schema/rules/price-list';
import { DEVICE_CATEGORY } from '../../../schema/vocabulary';
import { DomainError } from '../../domain-error';
import { rowId, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { withinLimit } from '../../rate-limit';
import {
  findRepairPrice,
  type PriceListView,
  priceIdOf,
  priceListView,
  type RepairModel,
} from '../../repairs/price-list';
import { createQuoteRequest, requestLinks } from '../../repairs/requests';
import { builder } from '../builder';
import { AdminRepair } from './repairs';
import { DeviceCategoryRef, QuoteRequestReceipt } from './requests';
import { AdminQuoteRequest } from './requests-staff';
import { vocabularyEnum } from './vocabulary-enum';

export const RepairTypeRef = vocabularyEnum('RepairType', REPAIR_TYPE);
export const PartsQualityRef = vocabularyEnum('PartsQuality', PARTS_QUALITY);

type Priced = Pick<
  RepairPriceRow,
  'repair' | 'partsQuality' | 'price' | 'minutes' | 'whileYouWait'
>;

/** What a listed repair and a request's stated price both say (docs/product.md#price-list). */
const PricedRepair = builder.interfaceRef<Priced>('PricedRepair').implement({
  description: 'A repair at a list price: before IVA, its IVA and with it, and its typical time.',
  fields: (t) => ({
    repair: t.field({ type: RepairTypeRef, resolve: (row) => row.repair }),
    repairName: t.string({
      description: 'In Italian, with the part: "Sostituzione schermo (ricambio originale)".',
      resolve: (row) => listedRepairName(row.repair, row.partsQuality),
    }),
    partsQuality: t.field({
      type: PartsQualityRef,
      nullable: true,
      description: 'Null where the repair fits no part with a choice.',
      resolve: (row) => row.partsQuality,
    }),
    price: t.field({ type: 'Money', description: 'Before IVA.', resolve: (row) => row.price }),
    vat: t.field({ type: 'Money', resolve: (row) => listPriceWithVat(row.price).vat }),
    priceWithVat: t.field({ type: 'Money', resolve: (row) => listPriceWithVat(row.price).total }),
    typicalMinutes: t.exposeInt('minutes'),
    typicalTime: t.string({
      description: 'In Italian: "45 minuti", "3 giorni".',
      resolve: (row) => typicalTimeLabel(row.minutes),
    }),
    whileYouWait: t.exposeBoolean('whileYouWait', {
      description: 'Done at the counter while the customer waits.',
    }),
  }),
});

export const RepairPriceRef = builder.objectRef<RepairPriceRow>('RepairPrice').implement({
  description: 'A repair of a model at its list price.',
  interfaces: [PricedRepair],
  fields: (t) => ({
    id: t.id({ resolve: (row) => String(row.id) }),
    category: t.field({ type: DeviceCategoryRef, resolve: (row) => row.category }),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
  }),
});

const StatedPriceRef = builder.objectRef<QuoteRequestPriceRow>('StatedRepairPrice').implement({
  description:
    'The price a quote request booked from the list states: the row as it was then, kept whatever the list says since.',
  interfaces: [PricedRepair],
  fields: (t) => ({
    priceId: t.id({
      description: 'The row it was booked from; it may since have changed or gone.',
      resolve: (row) => String(row.priceId),
    }),
  }),
});

const RepairModelRef = builder.objectRef<RepairModel>('RepairModel').implement({
  fields: (t) => ({
    category: t.field({ type: DeviceCategoryRef, resolve: (row) => row.category }),
    brand: t.exposeString('brand'),
    model: t.exposeString('model'),
  }),
});

const PriceListRef = builder.objectRef<PriceListView>('RepairPriceList').implement({
  description: 'What the price list offers for a choice: each list narrows with what is chosen.',
  fields: (t) => ({
    categories: t.field({
      type: [DeviceCategoryRef],
      maxItems: DEVICE_CATEGORY.values.length,
      description: 'The device types the list has prices for.',
      resolve: (view) => view.categories,
    }),
    brands: t.stringList({
      maxItems: MAX_LISTED_MODELS,
      description: 'The brands of the chosen category.',
      resolve: (view) => view.brands,
    }),
    models: t.field({
      type: [RepairModelRef],
      maxItems: MAX_LISTED_MODELS,
      description:
        "The chosen brand's models, or those whose brand and name hold every word searched.",
      resolve: (view) => view.models,
    }),
    prices: t.field({
      type: [RepairPriceRef],
      maxItems: MAX_MODEL_PRICES,
      description: "The chosen model's repairs, in the list's order.",
      resolve: (view) => view.prices,
    }),
  }),
});

builder.queryField('repairPriceList', (t) =>
  t.field({
    type: PriceListRef,
    authScopes: { public: true },
    description:
      'The repair price list (listino): category, then brand, then model narrow it; `search` finds models by brand and name (at most 40 characters).',
    args: {
      category: t.arg({ type: DeviceCategoryRef }),
      brand: t.arg.string(),
      model: t.arg.string(),
      search: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      priceListView(ctx.db, {
        category: args.category ?? null,
        brand: args.brand ?? null,
        model: args.model ?? null,
        search: args.search ?? null,
      }),
  }),
);

const ListedRepairInput = builder.inputType('ListedRepairInput', {
  fields: (t) => ({
    priceId: t.id({ required: true, description: 'The RepairPrice booked.' }),
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    phone: t.string({ required: true }),
    note: t.string({ description: 'Anything the technician should know; at most 500 characters.' }),
    privacy: t.boolean({ required: true, description: 'Consent to the privacy notice.' }),
  }),
});

builder.mutationField('requestListedRepair', (t) =>
  t.field({
    type: QuoteRequestReceipt,
    authScopes: { public: true },
    description:
      'Books a repair from the price list: a quote request (list_preventivo) stating the row and its price as they are now. NOT_FOUND when the row is no longer listed.',
    args: { input: t.arg({ type: ListedRepairInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'requestListedRepair');
      const { priceId, ...fields } = input;
      const note = fields.note ?? '';
      validated({ ...fields, note }, LISTED_REPAIR_RULES);
      const id = priceIdOf(rowId(priceId, 'priceId'));
      const row = id === null ? null : await findRepairPrice(ctx.db, id);
      if (!row) throw new DomainError(PRICE_LIST_REFUSALS.gone, 'NOT_FOUND', 'priceId');
      const links = await requestLinks(ctx.db, ctx.viewer, fields.email, null);
      return createQuoteRequest(
        ctx.db,
        {
          ...fields,
          deviceCategory: row.category,
          brand: row.brand,
          model: row.model,
          problem: listedRepairProblem(row, note),
        },
        links,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
        new Date(),
        row,
      );
    },
  }),
);

builder.objectField(QuoteRequestReceipt, 'listedPrice', (t) =>
  t.field({
    type: StatedPriceRef,
    nullable: true,
    description: 'The price stated, for a request booked from the price list.',
    resolve: (row, _args, ctx) => ctx.repairs.statedPrices.load(row.id),
  }),
);

builder.objectField(AdminQuoteRequest, 'listedPrice', (t) =>
  t.field({
    type: StatedPriceRef,
    nullable: true,
    description: 'The price stated, for a request booked from the price list.',
    resolve: (row, _args, ctx) => ctx.repairs.statedPrices.load(row.id),
  }),
);

builder.objectField(AdminRepair, 'listedPrice', (t) =>
  t.field({
    type: StatedPriceRef,
    nullable: true,
    description:
      'The list price its quote request stated, which its first estimate starts from; staff still confirm it after the diagnosis.',
    resolve: (row, _args, ctx) =>
      row.source === 'preventivo' && row.sourceId
        ? ctx.repairs.statedPrices.load(row.sourceId)
        : null,
  }),
);
