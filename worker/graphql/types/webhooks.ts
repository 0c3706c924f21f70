import type {
  WebhookAttemptRow,
  WebhookDeliveryRow,
  WebhookEndpointRow,
} from '../../../schema/db/webhooks';
import {
  MAX_WEBHOOK_ATTEMPTS,
  MAX_WEBHOOK_DESCRIPTION_LENGTH,
  MAX_WEBHOOK_ENDPOINTS,
  MAX_WEBHOOK_URL_LENGTH,
} from '../../../schema/rules/webhooks';
import { WEBHOOK_DELIVERY_STATUS, WEBHOOK_EVENT } from '../../../schema/vocabulary';
import { boundedText, rowId } from '../../input';
import {
  attemptsOf,
  findDelivery,
  listDeliveries,
  replayDelivery,
} from '../../webhooks/delivery-log';
import {
  createEndpoint,
  deleteEndpoint,
  type EndpointWithSecret,
  listEndpoints,
  rotateSecret,
  updateEndpoint,
} from '../../webhooks/endpoints';
import { sendWebhookMessages } from '../../webhooks/outbox';
import { builder } from '../builder';
import { listQuery, pageOf, staffListArgs } from './paging';
import { vocabularyEnum } from './vocabulary-enum';

/** Signed webhooks for outside programs, the staff's side (docs/product.md#webhooks). */

const WebhookEventRef = vocabularyEnum('WebhookEvent', WEBHOOK_EVENT);
const DeliveryStatusRef = vocabularyEnum('WebhookDeliveryStatus', WEBHOOK_DELIVERY_STATUS);

const Endpoint = builder.objectRef<WebhookEndpointRow>('AdminWebhookEndpoint').implement({
  description: 'An outside program the shop tells of its events, signed with its secret.',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    url: t.exposeString('url'),
    description: t.exposeString('description', { nullable: true }),
    events: t.field({
      type: [WebhookEventRef],
      maxItems: WEBHOOK_EVENT.values.length,
      resolve: (row) => row.events,
    }),
    enabled: t.exposeBoolean('enabled'),
    secretHint: t.exposeString('secretHint', {
      description: "The secret's last four characters: the secret itself is shown only once.",
    }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAtMs', { type: 'DateTime' }),
  }),
});

const EndpointSecret = builder
  .objectRef<EndpointWithSecret>('AdminWebhookEndpointSecret')
  .implement({
    description: 'An endpoint just made or given a new secret, with that secret: shown this once.',
    authScopes: { staff: true },
    fields: (t) => ({
      endpoint: t.field({ type: Endpoint, resolve: (made) => made.endpoint }),
      secret: t.exposeString('secret'),
    }),
  });

const Attempt = builder.objectRef<WebhookAttemptRow>('AdminWebhookAttempt').implement({
  authScopes: { staff: true },
  fields: (t) => ({
    attempt: t.exposeInt('attempt'),
    at: t.expose('atMs', { type: 'DateTime' }),
    statusCode: t.exposeInt('statusCode', { nullable: true }),
    durationMs: t.exposeInt('durationMs'),
    error: t.exposeString('error', { nullable: true }),
    response: t.exposeString('response', {
      nullable: true,
      description: "The start of the receiver's answer.",
    }),
  }),
});

const Delivery = builder.objectRef<WebhookDeliveryRow>('AdminWebhookDelivery').implement({
  description: 'One event to one endpoint, with its last attempt.',
  authScopes: { staff: true },
  fields: (t) => ({
    id: t.exposeID('id'),
    endpointId: t.exposeID('endpointId'),
    eventId: t.exposeID('eventId'),
    event: t.field({ type: WebhookEventRef, resolve: (row) => row.eventType }),
    ref: t.exposeString('ref'),
    status: t.field({ type: DeliveryStatusRef, resolve: (row) => row.status }),
    attempts: t.exposeInt('attempts'),
    lastStatusCode: t.exposeInt('lastStatusCode', { nullable: true }),
    lastError: t.exposeString('lastError', { nullable: true }),
    lastAttemptAt: t.expose('lastAttemptAtMs', { type: 'DateTime', nullable: true }),
    nextAttemptAt: t.expose('nextAttemptAtMs', {
      type: 'DateTime',
      description: 'When it is due, while it is pending.',
    }),
    deliveredAt: t.expose('deliveredAtMs', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAtMs', { type: 'DateTime' }),
  }),
});

const DeliveryPage = pageOf('AdminWebhookDeliveryPage', Delivery);

builder.queryFields((t) => ({
  adminWebhookEndpoints: t.withAuth({ staff: true }).field({
    type: [Endpoint],
    maxItems: MAX_WEBHOOK_ENDPOINTS,
    resolve: (_root, _args, ctx) => listEndpoints(ctx.db),
  }),
  adminWebhookDeliveries: t.withAuth({ staff: true }).field({
    type: DeliveryPage,
    description: 'The delivery log, newest first, searched by reference (an order number).',
    args: { ...staffListArgs, status: t.arg({ type: DeliveryStatusRef }) },
    resolve: (_root, args, ctx) => listDeliveries(ctx.db, listQuery(args)),
  }),
  adminWebhookDelivery: t.withAuth({ staff: true }).field({
    type: Delivery,
    nullable: true,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => findDelivery(ctx.db, rowId(id)),
  }),
  adminWebhookAttempts: t.withAuth({ staff: true }).field({
    type: [Attempt],
    maxItems: MAX_WEBHOOK_ATTEMPTS,
    description: "A delivery's log: every attempt, first to last.",
    args: { deliveryId: t.arg.id({ required: true }) },
    resolve: (_root, { deliveryId }, ctx) => attemptsOf(ctx.db, rowId(deliveryId, 'deliveryId')),
  }),
}));

const url = (text: string) => boundedText(text, 'url', MAX_WEBHOOK_URL_LENGTH);
const description = (text: string | null | undefined) =>
  boundedText(text ?? null, 'description', MAX_WEBHOOK_DESCRIPTION_LENGTH);

builder.mutationFields((t) => ({
  adminCreateWebhookEndpoint: t.withAuth({ staff: true }).field({
    type: EndpointSecret,
    description: 'Registers an endpoint, switched on; the answer holds its secret, shown once.',
    args: {
      url: t.arg.string({ required: true }),
      description: t.arg.string(),
      events: t.arg({ type: [WebhookEventRef], required: true }),
    },
    resolve: (_root, args, ctx) =>
      createEndpoint(ctx.db, ctx.env, ctx.viewer, {
        url: url(args.url),
        description: description(args.description),
        events: args.events,
      }),
  }),
  adminUpdateWebhookEndpoint: t.withAuth({ staff: true }).field({
    type: Endpoint,
    description: 'Switches an endpoint on or off, or changes its events or description.',
    args: {
      id: t.arg.id({ required: true }),
      enabled: t.arg.boolean(),
      events: t.arg({ type: [WebhookEventRef] }),
      description: t.arg.string(),
    },
    resolve: (_root, args, ctx) =>
      updateEndpoint(ctx.db, ctx.viewer, rowId(args.id), {
        enabled: args.enabled,
        events: args.events,
        ...(args.description === undefined ? {} : { description: description(args.description) }),
      }),
  }),
  adminRotateWebhookSecret: t.withAuth({ staff: true }).field({
    type: EndpointSecret,
    description: 'A new secret for the endpoint, shown once: the old one stops signing at once.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => rotateSecret(ctx.db, ctx.env, ctx.viewer, rowId(id)),
  }),
  adminDeleteWebhookEndpoint: t.withAuth({ staff: true }).id({
    description: 'Deletes the endpoint with its delivery log; answers its id.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => deleteEndpoint(ctx.db, ctx.viewer, rowId(id)),
  }),
  adminReplayWebhookDelivery: t.withAuth({ staff: true }).field({
    type: Delivery,
    description: "Sends a delivery's event to its endpoint again, as a new delivery.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      const replay = await replayDelivery(ctx.db, ctx.viewer, rowId(id));
      ctx.waitUntil(sendWebhookMessages(ctx.env.MAIL_QUEUE, [{ webhookDelivery: replay.id }]));
      return replay;
    },
  }),
}));
