import { dispatchWebhookEvents, type EventAnnouncer } from '../webhooks/outbox';
import { dispatchOutbox } from './outbox';

/**
 * What a service needs to tell people and programs of a change: the shop's origin for links, the
 * queue once committed, and the webhook events its batches carry.
 */
export interface Mailer extends EventAnnouncer {
  /** The shop's absolute origin (https://riparolab.it): every link in an e-mail starts with it. */
  origin: string;
  /**
   * Hands the outbox rows to the queue, and the webhook events announced since the last call;
   * called only after the batch that wrote them committed. An event whose batch failed is queued
   * too, by a later dispatch, and found nowhere: its message is dropped.
   */
  dispatch(ids: readonly string[]): void;
}

export function mailer(
  env: Pick<Env, 'MAIL_QUEUE'>,
  origin: string,
  waitUntil: (work: Promise<unknown>) => void,
): Mailer {
  const events: string[] = [];
  return {
    origin,
    announce: (eventId) => {
      events.push(eventId);
    },
    dispatch: (ids) => {
      dispatchOutbox(env, waitUntil, ids);
      dispatchWebhookEvents(env, waitUntil, events.splice(0));
    },
  };
}
