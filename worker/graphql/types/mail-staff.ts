import type { OutboxRow } from '../../../schema/db/mail';
import { OUTBOX_STATUS } from '../../../schema/vocabulary';
import { rowId } from '../../input';
import { dispatchOutbox } from '../../mail/outbox';
import { MAIL_PREVIEW_PATH, mailPreviewToken } from '../../mail/preview';
import { findOutboxEmail, listOutbox, resendEmail } from '../../mail/staff';
import { storedBody } from '../../mail/stored-email';
import { builder } from '../builder';
import { listQuery, pageOf, staffListArgs } from './paging';
import { vocabularyEnum } from './vocabulary-enum';

const OutboxStatusRef = vocabularyEnum('OutboxStatus', OUTBOX_STATUS);

const OutboxEmail = builder.objectRef<OutboxRow>('OutboxEmail').implement({
  description: 'An e-mail the shop sent or is sending (docs/product.md#e-mail).',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    recipient: t.exposeString('recipient'),
    subject: t.exposeString('subject'),
    ref: t.exposeString('ref', { nullable: true }),
    status: t.field({ type: OutboxStatusRef, resolve: (row) => row.status }),
    attempts: t.exposeInt('attempts'),
    lastError: t.exposeString('lastError', { nullable: true }),
    html: t.string({
      description: 'The HTML as the customer gets it, rendered from what the outbox row stores.',
      resolve: (row) => storedBody(row).html,
    }),
    previewUrl: t.string({
      description:
        'Where the HTML is served under its own CSP, its order and repair links masked, for a ' +
        'frame: POST previewToken there as the form field `t`. The address carries no permission.',
      resolve: () => MAIL_PREVIEW_PATH,
    }),
    previewToken: t.string({
      description:
        'The permission to open the preview at previewUrl, posted in a form (never in a URL); ' +
        'good for 5 minutes.',
      resolve: (row, _args, ctx) => mailPreviewToken(ctx.env, row.id),
    }),
    text: t.string({
      description: 'The plain-text part, rendered from what the outbox row stores.',
      resolve: (row) => storedBody(row).text,
    }),
    attachments: t.field({
      type: ['String'],
      maxItems: 4,
      description: 'The names of the files sent with it (an appointment’s .ics), in order.',
      resolve: (row) => (storedBody(row).attachments ?? []).map((file) => file.filename),
    }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
    sentAt: t.expose('sentAtMs', { type: 'DateTime', nullable: true }),
  }),
});

const OutboxPage = pageOf('AdminOutboxPage', OutboxEmail);

builder.queryFields((t) => ({
  adminOutbox: t.withAuth({ staff: true }).field({
    type: OutboxPage,
    description: 'Every e-mail the shop wrote, newest first.',
    args: { ...staffListArgs, status: t.arg({ type: OutboxStatusRef }) },
    resolve: (_root, args, ctx) => listOutbox(ctx.db, listQuery(args)),
  }),
  adminOutboxEmail: t.withAuth({ staff: true }).field({
    type: OutboxEmail,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findOutboxEmail(ctx.db, rowId(id)),
  }),
}));

builder.mutationField('adminResendEmail', (t) =>
  t.withAuth({ staff: true }).field({
    type: OutboxEmail,
    description: 'Sends a failed e-mail again, with a fresh set of attempts.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const email = await resendEmail(ctx.db, ctx.viewer, rowId(id));
      dispatchOutbox(ctx.env, ctx.waitUntil, [email.id]);
      return email;
    },
  }),
);
