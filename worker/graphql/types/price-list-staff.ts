import { MAX_PRICE_CSV_REFUSALS } from '../../../schema/rules/price-list-csv';
import { DomainError } from '../../domain-error';
import { rowId } from '../../input';
import { findRepairPrice, priceIdOf } from '../../repairs/price-list';
import {
  importPriceListCsv,
  type PriceListImport,
  priceListCsv,
} from '../../repairs/price-list-csv';
import { listRepairPrices, removePriceEntry, savePriceEntry } from '../../repairs/price-list-staff';
import { builder } from '../builder';
import { CsvRefusalRef } from './catalogue-csv';
import { listQuery, pageOf, staffListArgs } from './paging';
import { PartsQualityRef, RepairPriceRef, RepairTypeRef } from './price-list';
import { DeviceCategoryRef } from './requests';

const RepairPricePage = pageOf('AdminRepairPricePage', RepairPriceRef);

/** A row's id from the API, refused as not found when it cannot be one. */
function priceId(id: string | number): number {
  const parsed = priceIdOf(rowId(id));
  if (parsed === null) throw new DomainError('Voce del listino non trovata.', 'NOT_FOUND', 'id');
  return parsed;
}

builder.queryFields((t) => ({
  adminRepairPrices: t.withAuth({ staff: true }).field({
    type: RepairPricePage,
    description:
      'The price list a page at a time, last changed first, searched by brand and model.',
    args: staffListArgs,
    resolve: (_root, args, ctx) => listRepairPrices(ctx.db, listQuery(args)),
  }),
  adminRepairPrice: t.withAuth({ staff: true }).field({
    type: RepairPriceRef,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => {
      const parsed = priceIdOf(rowId(id));
      return parsed === null ? null : findRepairPrice(ctx.db, parsed);
    },
  }),
  adminRepairPriceCsv: t.withAuth({ staff: true }).string({
    description: 'The whole price list as CSV (docs/product.md#price-list); audited.',
    resolve: (_root, _args, ctx) => priceListCsv(ctx.db, ctx.viewer),
  }),
}));

const RepairPriceInput = builder.inputType('AdminRepairPriceInput', {
  fields: (t) => ({
    category: t.field({ type: DeviceCategoryRef, required: true }),
    brand: t.string({ required: true }),
    model: t.string({ required: true }),
    repair: t.field({ type: RepairTypeRef, required: true }),
    partsQuality: t.field({
      type: PartsQualityRef,
      description: 'Required for screens, batteries, back glass and cameras; absent otherwise.',
    }),
    price: t.field({ type: 'Money', required: true, description: 'Before IVA.' }),
    typicalMinutes: t.int({ required: true }),
    whileYouWait: t.boolean({ required: true }),
  }),
});

const PriceListImportRef = builder.objectRef<PriceListImport>('AdminRepairPriceImport').implement({
  authScopes: { staff: true },
  description: 'What a price list import does, or would do, and the lines it refuses.',
  fields: (t) => ({
    created: t.exposeInt('created', { description: 'Rows the file adds (no id).' }),
    updated: t.exposeInt('updated', { description: 'Rows the file changes, by id.' }),
    written: t.exposeBoolean('written', {
      description: 'Whether the file was written: never when a line is refused.',
    }),
    refusals: t.field({
      type: [CsvRefusalRef],
      maxItems: MAX_PRICE_CSV_REFUSALS,
      description: 'The refused lines in file order; any refusal means nothing is written.',
      resolve: (answer) => answer.refusals,
    }),
  }),
});

builder.mutationFields((t) => ({
  adminSaveRepairPrice: t.withAuth({ staff: true }).field({
    type: RepairPriceRef,
    description:
      'Adds a row to the price list (no id) or changes one, audited. CONFLICT when the model already has that repair and part.',
    args: {
      id: t.arg.id(),
      input: t.arg({ type: RepairPriceInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) => {
      const { typicalMinutes, partsQuality, ...entry } = input;
      return savePriceEntry(ctx.db, ctx.viewer, id == null ? null : priceId(id), {
        ...entry,
        partsQuality: partsQuality ?? null,
        minutes: typicalMinutes,
      });
    },
  }),
  adminRemoveRepairPrice: t.withAuth({ staff: true }).boolean({
    description: 'Removes a row, audited; requests booked from it keep the price they state.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await removePriceEntry(ctx.db, ctx.viewer, priceId(id));
      return true;
    },
  }),
  adminPreviewRepairPriceCsv: t.withAuth({ staff: true }).field({
    type: PriceListImportRef,
    description: 'Checks a price list file (at most 16 KB) without writing it.',
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_root, { csv }, ctx) => importPriceListCsv(ctx.db, ctx.viewer, csv, false),
  }),
  adminImportRepairPriceCsv: t.withAuth({ staff: true }).field({
    type: PriceListImportRef,
    description:
      'Writes a price list file whole or not at all: rows with an id change that row, rows without add one, rows not in the file stay.',
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_root, { csv }, ctx) => importPriceListCsv(ctx.db, ctx.viewer, csv, true),
  }),
}));
