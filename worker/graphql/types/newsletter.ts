import type { NewsletterRow } from '../../../schema/db/repairs';
import { NEWSLETTER_RULES } from '../../../schema/rules/newsletter';
import { validated } from '../../input';
import { withinLimit } from '../../rate-limit';
import { listSubscribers, subscribe, subscribersCsv } from '../../repairs/newsletter';
import { builder } from '../builder';
import { listQuery, pageOf, staffListArgs } from './paging';

/** The same answer for a new address and one already subscribed (docs/product.md#newsletter). */
const NewsletterSubscription = builder
  .objectRef<{ email: string }>('NewsletterSubscription')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email', {
        description: 'The address as stored: trimmed, lower case.',
      }),
    }),
  });

builder.mutationField('subscribeNewsletter', (t) =>
  t.field({
    type: NewsletterSubscription,
    authScopes: { public: true },
    description:
      'Signs an address up for the newsletter; signing up twice is thanked alike, not duplicated.',
    args: { email: t.arg.string({ required: true }), consent: t.arg.boolean({ required: true }) },
    resolve: async (_root, { email, consent }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'subscribeNewsletter');
      validated({ email, consent }, NEWSLETTER_RULES);
      return { email: await subscribe(ctx.db, email) };
    },
  }),
);

const NewsletterEntry = builder.objectRef<NewsletterRow>('NewsletterEntry').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    email: t.exposeString('email'),
    consentAt: t.expose('consentAtMs', { type: 'DateTime' }),
  }),
});

const NewsletterPage = pageOf('AdminNewsletterPage', NewsletterEntry);

builder.queryFields((t) => ({
  adminNewsletter: t.withAuth({ staff: true }).field({
    type: NewsletterPage,
    args: staffListArgs,
    resolve: (_root, args, ctx) => listSubscribers(ctx.db, listQuery(args)),
  }),
  adminNewsletterCsv: t.withAuth({ staff: true }).string({
    description: 'Every subscriber as CSV (email, consent time), newest first.',
    resolve: (_root, _args, ctx) => subscribersCsv(ctx.db),
  }),
}));
