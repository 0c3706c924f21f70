import { type CsvRefusal, MAX_REFUSALS_SHOWN } from '../../../schema/rules/catalogue-csv';
import {
  type CatalogueImport,
  catalogueCsvPage,
  importCatalogueCsv,
} from '../../catalogue/catalogue-csv';
import { productIdOf } from '../../catalogue/product-id';
import { mailer } from '../../mail/mailer';
import { builder } from '../builder';

/** A page of the catalogue file (docs/product.md#catalogue-csv). */
const CatalogueCsvPageRef = builder
  .objectRef<{ csv: string; after: number | null }>('CatalogueCsvPage')
  .implement({
    fields: (t) => ({
      csv: t.exposeString('csv', {
        description: "The page's lines, each ending in a line break; the header on the first page.",
      }),
      after: t.id({
        nullable: true,
        description: 'What to pass as `after` for the next page; null on the last page.',
        resolve: (page) => (page.after === null ? null : String(page.after)),
      }),
    }),
  });

export const CsvRefusalRef = builder.objectRef<CsvRefusal>('CsvRefusal').implement({
  description: 'A line of an imported file that was refused, and why.',
  fields: (t) => ({
    line: t.exposeInt('line', { description: "The file's line number; the header is line 1." }),
    message: t.exposeString('message', { description: 'In Italian, starting "Riga N:".' }),
  }),
});

const CatalogueImportRef = builder.objectRef<CatalogueImport>('CatalogueImport').implement({
  description: 'What a catalogue import does, or would do, and the lines it refuses.',
  fields: (t) => ({
    created: t.exposeInt('created', { description: 'Products the file adds (rows without id).' }),
    updated: t.exposeInt('updated', { description: 'Existing products the file names by id.' }),
    written: t.exposeBoolean('written', {
      description: 'Whether the file was written: never when a line is refused.',
    }),
    refusals: t.field({
      type: [CsvRefusalRef],
      maxItems: MAX_REFUSALS_SHOWN,
      description: `The refused lines in file order, the first ${MAX_REFUSALS_SHOWN}; any refusal means nothing is written.`,
      resolve: (answer) => answer.refusals,
    }),
  }),
});

builder.queryField('adminCatalogueCsv', (t) =>
  t.withAuth({ staff: true }).field({
    type: CatalogueCsvPageRef,
    description:
      'One page of the catalogue as CSV, one row per variant, archived products included: ask ' +
      'again with `after` until it comes back null. The first page is audited.',
    args: { after: t.arg.id() },
    resolve: (_root, { after }, ctx) =>
      catalogueCsvPage(ctx.db, ctx.viewer, after == null ? null : productIdOf(after)),
  }),
);

builder.mutationField('adminPreviewCatalogueCsv', (t) =>
  t.withAuth({ staff: true }).field({
    type: CatalogueImportRef,
    description:
      'Checks a catalogue file without writing it: how many products it adds and updates, or ' +
      'every refused line. BAD_USER_INPUT when the file is over 16 KB: larger files, up to 5 MB, ' +
      'are posted to /csv/catalogue/preview.',
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_root, { csv }, ctx) =>
      importCatalogueCsv(ctx.db, ctx.viewer, csv, {
        write: false,
        path: 'graphql',
        mail: mailer(ctx.env, ctx.origin, ctx.waitUntil),
      }),
  }),
);

builder.mutationField('adminImportCatalogueCsv', (t) =>
  t.withAuth({ staff: true }).field({
    type: CatalogueImportRef,
    description:
      'Writes a catalogue file whole or not at all: with any refused line nothing is written ' +
      '(`written` false). BAD_USER_INPUT over 16 KB (larger files, up to 5 MB, are posted to ' +
      '/csv/catalogue/import); CONFLICT when the catalogue changed meanwhile.',
    args: { csv: t.arg.string({ required: true }) },
    resolve: (_root, { csv }, ctx) =>
      importCatalogueCsv(ctx.db, ctx.viewer, csv, {
        write: true,
        path: 'graphql',
        mail: mailer(ctx.env, ctx.origin, ctx.waitUntil),
      }),
  }),
);
