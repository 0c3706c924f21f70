import { NEWSLETTER_RULES } from '../../../schema/rules/newsletter';
import { boundedText, validated } from '../../input';
import { mailer } from '../../mail/mailer';
import { withinLimit } from '../../rate-limit';
import {
  confirmSubscription,
  listSubscribers,
  type Subscriber,
  subscribe,
  subscribersCsv,
  unsubscribe,
} from '../../repairs/newsletter';
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
      'Signs an address up for the newsletter, unconfirmed, and sends it the confirmation link; signing up twice is answered alike, not duplicated.',
    args: { email: t.arg.string({ required: true }), consent: t.arg.boolean({ required: true }) },
    resolve: async (_root, { email, consent }, ctx) => {
      await withinLimit(ctx.env.FORMS_RATE_LIMIT, ctx.client, 'subscribeNewsletter');
      validated({ email, consent }, NEWSLETTER_RULES);
      const mail = mailer(ctx.env, ctx.origin, ctx.waitUntil);
      return { email: await subscribe(ctx.db, ctx.env, mail, email) };
    },
  }),
);

const NewsletterConfirmation = builder
  .objectRef<{ email: string; alreadyConfirmed: boolean }>('NewsletterConfirmation')
  .implement({
    fields: (t) => ({
      email: t.exposeString('email'),
      alreadyConfirmed: t.exposeBoolean('alreadyConfirmed', {
        description: 'The link had been followed before: nothing changed.',
      }),
    }),
  });

const NewsletterUnsubscription = builder
  .objectRef<{ email: string }>('NewsletterUnsubscription')
  .implement({ fields: (t) => ({ email: t.exposeString('email') }) });

/** A signed token is far shorter; anything longer is not one. */
const MAX_TOKEN = 2000;

builder.mutationFields((t) => ({
  confirmNewsletter: t.field({
    type: NewsletterConfirmation,
    authScopes: { public: true },
    description:
      "Follows the confirmation e-mail's link: the address is subscribed from now, once.",
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, ctx) =>
      confirmSubscription(
        ctx.db,
        ctx.env,
        mailer(ctx.env, ctx.origin, ctx.waitUntil),
        boundedText(token, 'token', MAX_TOKEN),
      ),
  }),
  unsubscribeNewsletter: t.field({
    type: NewsletterUnsubscription,
    authScopes: { public: true },
    description: "Follows a newsletter e-mail's unsubscribe link: the address leaves the list.",
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, ctx) => ({
      email: await unsubscribe(ctx.db, ctx.env, boundedText(token, 'token', MAX_TOKEN)),
    }),
  }),
}));

const NewsletterEntry = builder.objectRef<Subscriber>('NewsletterEntry').implement({
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
    description: 'Every confirmed subscriber as CSV (email, consent time), newest first.',
    resolve: (_root, _args, ctx) => subscribersCsv(ctx.db, ctx.viewer),
  }),
}));
